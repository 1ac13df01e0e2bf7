// The browser's "react-dom/client": Preact hydrates the document React's server rendered.
import { Fragment, options as publicOptions, type ComponentChild } from "preact";
import { hydrate } from "preact/compat";
import { createRoot } from "preact/compat/client";
import { pairHeadElements } from "./head-pairing";
import { hydration } from "./hydrating";
import { reportChangedText, shownText } from "./changed-text";
import { inNewTask, markBoundaries, startAttempt } from "./slices";
import type { OptionHooks, RenderedVNode } from "./internals";

export { createRoot };

const options = publicOptions as unknown as OptionHooks;

/**
 * Preact renders into `document` as into its <html> element (it cannot own the document node), so
 * the root route's <html> would be created anew inside the server's <html>, with a second <head>
 * and <body>. When the whole document is hydrated, the <html> element of the tree is a fragment:
 * its <head> and <body> hydrate the server's. Its attributes stay as the server wrote them.
 */
function documentAsRoot() {
  const next = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === "html") vnode.type = Fragment;
    next?.(vnode);
  };
}

/**
 * React's server renderer adds to <head> what the tree does not render there: a preload for each
 * of the first images of the page (without the nonce our <Links> give theirs) and the async scripts
 * it hoists from <body>. Preact's hydration pairs a child with the next unclaimed element of the
 * same tag, so these shifted every <link> by one (the icon took the image preload, the stylesheet a
 * font preload) and the stylesheet, left over, was removed. They are taken out before hydration;
 * the hoisted scripts have run (a module runs once however often it is added).
 */
function withoutServerAdditions(head: HTMLHeadElement) {
  const added = ":scope > link[rel=preload][as=image]:not([nonce]), :scope > script[async]";
  for (const el of head.querySelectorAll(added)) el.remove();
}

/**
 * React's root waits when its first render suspends and hydrates once the promise settles; a render
 * that throws a promise outside a Suspense boundary makes Preact's render throw. React Router's
 * HydratedRouter does that on its first render until the server's data is decoded, and the first
 * slice does once the router's set-up has had the slice's time (slices.ts, startAgainIfLate).
 */
export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  const isDocument = container.nodeType === Node.DOCUMENT_NODE;
  if (isDocument) {
    documentAsRoot();
    withoutServerAdditions((container as Document).head);
  }
  const target = container as unknown as Element;
  const body = isDocument ? (container as Document).body : target;
  const serverText = shownText(body);
  markBoundaries(body);
  let first = true;
  const attempt = () => {
    hydration.active = true;
    startAttempt(first);
    first = false;
    try {
      hydrate(children, target);
      // The parts put off (slices.ts) keep the server's text until they hydrate, and compare theirs then.
      reportChangedText(serverText, shownText(body));
      if (isDocument) {
        const root = (container as Document).documentElement as unknown as { __k?: RenderedVNode };
        pairHeadElements(root.__k);
      }
    } catch (thrown) {
      if (typeof (thrown as PromiseLike<unknown> | null)?.then !== "function") throw thrown;
      const again = () => inNewTask(attempt);
      (thrown as PromiseLike<unknown>).then(again, again);
    } finally {
      hydration.active = false;
    }
  };
  // Each attempt in a task of its own, apart from the evaluation of the page's modules and from
  // the decoding of its data: the first slice of hydration starts fresh (slices.ts).
  inNewTask(attempt);
  return createRoot(target);
}

export default { createRoot, hydrateRoot };
