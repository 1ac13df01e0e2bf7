// The home page's hero slideshow (HeroSlideshow): `data-slideshow` holds the interval, each
// `img[data-slide]` a slide (its caption), each `button[data-slide-to]` a dot.
import { forEachMounted } from "./mounted";

function show(root: HTMLElement, index: number): void {
  const slides = root.querySelectorAll<HTMLImageElement>("img[data-slide]");
  slides.forEach((slide, i) => {
    const current = i === index;
    slide.classList.toggle("opacity-100", current);
    slide.classList.toggle("opacity-0", !current);
    slide.setAttribute("aria-hidden", String(!current));
  });
  root
    .querySelectorAll("button[data-slide-to]")
    .forEach((dot, i) => dot.setAttribute("aria-current", String(i === index)));
  const caption = root.querySelector("[data-slide-caption]");
  if (caption) caption.textContent = slides[index]?.dataset.slide ?? "";
}

function start(root: HTMLElement): void {
  const count = root.querySelectorAll("img[data-slide]").length;
  let index = 0;
  let paused = false;
  root.addEventListener("click", (event) => {
    const dot = (event.target as Element).closest<HTMLElement>("[data-slide-to]");
    if (!dot) return;
    index = Number(dot.dataset.slideTo);
    show(root, index);
  });
  // Still while the reader looks at it or works its dots.
  root.addEventListener("mouseenter", () => (paused = true));
  root.addEventListener("mouseleave", () => (paused = false));
  root.addEventListener("focusin", () => (paused = true));
  root.addEventListener("focusout", () => (paused = false));
  if (matchMedia("(prefers-reduced-motion: reduce)").matches || count < 2) return;
  const timer = setInterval(
    () => {
      if (!root.isConnected) clearInterval(timer);
      if (paused || document.hidden || !root.isConnected) return;
      index = (index + 1) % count;
      show(root, index);
    },
    Number(root.dataset.slideshow) || 4000,
  );
}

export function startSlideshows(): void {
  forEachMounted("[data-slideshow]", start);
}
