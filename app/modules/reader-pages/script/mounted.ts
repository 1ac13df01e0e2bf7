// Components that the script sets going (a slideshow's timer, a chat window's conversation) rather
// than only answering events: each is started once, when the page is the script's
// (afterHydration), and again for each one the application renders later, on a client navigation.
import { afterHydration } from "./after-hydration";

const scans: (() => void)[] = [];
let observer: MutationObserver | null = null;

/** Calls `start` once for every element matching `selector`, now and whenever one is added. */
export function forEachMounted(selector: string, start: (element: HTMLElement) => void): void {
  const started = new WeakSet<Element>();
  const scan = () => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (started.has(element)) continue;
      started.add(element);
      start(element);
    }
  };
  afterHydration(() => {
    scan();
    scans.push(scan);
    if (observer) return;
    observer = new MutationObserver(() => scans.forEach((s) => s()));
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
