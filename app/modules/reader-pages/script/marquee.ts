// The home page's "Indexed In" marquee (IndexedInSection) slides only while it is on screen: a
// running CSS animation has the browser draw a frame 60 times a second, about a sixth of a core in
// Chromium even when the marquee sits below the fold, as it does on the first screen.
import { forEachMounted } from "./mounted";

function start(marquee: HTMLElement): void {
  new IntersectionObserver((entries) =>
    marquee.toggleAttribute("data-offscreen", !entries.at(-1)?.isIntersecting),
  ).observe(marquee);
}

export function startMarquees(): void {
  forEachMounted("[data-marquee]", start);
}
