// The scroll-to-top button (components/layout/scroll-to-top.tsx) shows once the page has scrolled
// 300 px (spec 9) and scrolls back up, smoothly unless the reader prefers reduced motion.

const SHOW_AFTER_PX = 300;

export function startScrollToTop(): void {
  const update = () => {
    const visible = window.scrollY > SHOW_AFTER_PX;
    for (const button of document.querySelectorAll<HTMLElement>("[data-scroll-top]")) {
      button.toggleAttribute("data-visible", visible);
      button.setAttribute("aria-hidden", String(!visible));
      button.tabIndex = visible ? 0 : -1;
    }
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest("[data-scroll-top]")) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  });
}
