// Hydration in slices. React hydrates a page in short tasks and leaves each Suspense boundary for
// later; Preact hydrates the whole document in one task (399 ms on /dashboard/articles under load),
// which Lighthouse counts as blocking time. Preact does keep the server's DOM of a component that
// suspends while it is hydrated, and hydrates it when the promise settles; here a boundary's content
// met once the task has had its time suspends, and is hydrated in a task of its own, where the same
// rule applies again. Only while hydrating: a render after it is one task, as before.
import { Fragment, options as publicOptions } from "preact";
import { Suspense } from "preact/compat";
import { hydrationCaughtUp, hydrationPutOff } from "../hydration-slices";
import { rangeText, reportChangedText } from "./changed-text";
import { flushWaitingEffects } from "./effects";
import { hydrating } from "./hydrating";
import { MODE_SUSPENDED, type OptionHooks, type RenderedVNode } from "./internals";

const options = publicOptions as unknown as OptionHooks;

/**
 * A slice's time, in the device's own time, as React's scheduler gives its own: Lighthouse's mobile
 * run counts a task four times as long as it took (its slowed-down phone), and a task over 50 ms
 * blocks. A slice ends at the first boundary met after it, so it runs somewhat over.
 */
const SLICE_MS = 5;

let sliceStart = 0;

/** A slice of hydration starts now (the first one in hydrateRoot, each later one below). */
export function startSlice(): void {
  sliceStart = performance.now();
}

/** A component as Preact has it: its props, as its render reads them. */
interface Rendered {
  props: unknown;
  forceUpdate(): void;
}

/**
 * The parts put off, by their component, until they have hydrated or are gone: with the props they
 * were first rendered with, which the server's HTML shows, and the text their range showed.
 */
const putOff = new Map<Rendered, { props: unknown; text?: string }>();

/** Where a part put off starts: the `<!--$s-->` marker Preact keeps as its component's `_excess`. */
const rangeStart = (vnode: RenderedVNode) => (vnode.__c as { __z?: Node } | undefined)?.__z;
/** Each part's go-ahead, first in first out: one part a task. */
const queue: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  // The effects of what hydrated so far would run before the next part's render: in a task of
  // their own first.
  if (flushWaitingEffects()) {
    channel.port2.postMessage(null);
    return;
  }
  const next = queue.shift();
  if (queue.length > 0) channel.port2.postMessage(null);
  startSlice();
  next?.();
};

/** Runs `then` in a task of its own, before the parts put off. */
export function inNewTask(then: () => void): void {
  queue.unshift(then);
  if (queue.length === 1) channel.port2.postMessage(null);
}

/**
 * React's server writes a Suspense boundary as `<!--$-->` ... `<!--/$-->`; Preact keeps the whole
 * of a suspended component's server DOM when it lies between its own markers, `<!--$s-->` ...
 * `<!--/$s-->` (otherwise only the first node). The completed boundaries are written as Preact's;
 * those React's own script has still to fill (`$?`, `$~`) or that failed on the server (`$!`) are
 * left as they are. Hydration removes the markers of what it hydrated, as it removed React's.
 */
export function markBoundaries(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const open: boolean[] = [];
  for (let node = walker.nextNode() as Comment | null; node; node = walker.nextNode() as Comment | null) {
    const data = node.data;
    if (data === "/$" || data === "/&") {
      if (open.pop()) node.data = "/$s";
    } else if (data === "$") {
      open.push(true);
      node.data = "$s";
    } else if (data === "$?" || data === "$~" || data === "$!" || data === "&") open.push(false);
  }
}

/**
 * The component a boundary renders, when it is the boundary's only child: compat's Suspense
 * renders its children in a fragment. Only then does the boundary's range hold its DOM and no one
 * else's; a component with no boundary above would make the promise an error.
 */
function onlyChildOfBoundary(vnode: RenderedVNode) {
  const fragment = vnode.__;
  return (
    typeof vnode.type === "function" &&
    fragment?.type === Fragment &&
    fragment.__?.type === Suspense &&
    !Array.isArray(fragment.props.children)
  );
}

const render = options.__r;
options.__r = (vnode) => {
  render?.(vnode);
  if (!hydrating()) return;
  const component = vnode.__c as Rendered;
  const part = putOff.get(component);
  if (performance.now() - sliceStart < SLICE_MS || !onlyChildOfBoundary(vnode)) {
    // Hydrated with the props of its first render: a render of the page in between (an effect's
    // state) may have given it others, and Preact keeps the server's attributes while it hydrates
    // (a row's buttons stayed disabled). The new props are rendered next (below).
    if (part) component.props = part.props;
    return;
  }
  if (!part) {
    putOff.set(component, { props: component.props });
    hydrationPutOff();
  }
  throw new Promise<void>((resolve) => {
    if (queue.push(resolve) === 1) channel.port2.postMessage(null);
  });
};

/** A part put off is done once it has rendered without suspending, or has been removed. */
const caughtUp = (vnode: RenderedVNode) => {
  if (putOff.delete(vnode.__c as Rendered)) setTimeout(afterRender);
};

/**
 * Reported in a task after the render (what waits for the whole page, markHydrated and the reader
 * script it lets go, does not run in the middle of one), once the part's new props are rendered
 * and its effects have run, as all the page's effects had run when hydration was one task.
 */
function afterRender() {
  flushWaitingEffects();
  hydrationCaughtUp();
}
const diffed = options.diffed;
options.diffed = (vnode) => {
  diffed?.(vnode);
  const component = vnode.__c as Rendered;
  const part = putOff.get(component);
  if (!part) return;
  const start = rangeStart(vnode);
  if ((vnode.__u ?? 0) & MODE_SUSPENDED) {
    if (start && part.text === undefined) part.text = rangeText(start);
    return;
  }
  if (start?.parentNode && part.text !== undefined) reportChangedText(part.text, rangeText(start));
  caughtUp(vnode);
  if (part.props !== vnode.props) component.forceUpdate();
};
const unmount = options.unmount;
options.unmount = (vnode) => {
  unmount?.(vnode);
  caughtUp(vnode);
};
