// Hydration in slices. React hydrates a page in short tasks and leaves each Suspense boundary for
// later; Preact hydrates the whole document in one task (399 ms on /dashboard/articles under load),
// which Lighthouse counts as blocking time. Preact does keep the server's DOM of a component that
// suspends while it is hydrated, and hydrates it when the promise settles; here a boundary's content
// met once the task has had its time suspends, and is hydrated in a task of its own, where the same
// rule applies again; the props it was given meanwhile are rendered in a later task. The document's
// first slice starts again in a new task once the router's set-up has had the slice's time. Only
// while hydrating: a render after it is one task, as before.
import { Fragment, options as publicOptions } from "preact";
import { Suspense } from "preact/compat";
import { hydrationCaughtUp, hydrationPutOff } from "../hydration-slices";
import { rangeText, reportChangedText } from "./changed-text";
import { flushWaitingEffects } from "./effects";
import { hydrating, hydration } from "./hydrating";
import { MODE_SUSPENDED, type OptionHooks, type RenderedVNode } from "./internals";

const options = publicOptions as unknown as OptionHooks;

/**
 * A slice's time, in the device's own time, as React's scheduler gives its own: Lighthouse's mobile
 * run counts a task four times as long as it took (its slowed-down phone), and a task over 50 ms
 * blocks. A slice ends at the first boundary met after it, so it runs somewhat over.
 */
const SLICE_MS = 5;

let sliceStart = 0;

/** A slice of hydration starts now (each part's, below). */
export function startSlice(): void {
  sliceStart = performance.now();
}

/**
 * Whether the document's hydration may start again once (below), whether this attempt has reached
 * the DOM (its first element, the document's `<head>`), and when its last component began to render.
 */
let mayStartAgain = false;
let reachedDom = false;
let lastRenderStart = 0;

/** An attempt at hydrating the document starts now (hydrateRoot): the first slice. */
export function startAttempt(first: boolean): void {
  if (first) mayStartAgain = true;
  reachedDom = false;
  lastRenderStart = 0;
  startSlice();
}

/**
 * Whether a promise thrown by the component would be caught below the root: by a Suspense boundary
 * or an error boundary (which would take the promise for an error: React Router's root has one).
 */
function caughtBelowRoot(vnode: RenderedVNode) {
  for (let v = vnode.__; v; v = v.__) {
    const component = v.__c as
      { __c?: unknown; componentDidCatch?: unknown; constructor?: { getDerivedStateFromError?: unknown } } | undefined;
    if (component && (component.__c || component.componentDidCatch || component.constructor?.getDerivedStateFromError))
      return true;
  }
  return false;
}

/**
 * The document's hydration starts again in a new task when, before any element, one component's
 * render took a slice's time. That is the router's set-up (React Router's HydratedRouter on its
 * first render: its routes, the server's data, the browser's history), and the first slice then
 * went on to hydrate the root layout and the shell up to their first boundary in the same task.
 * Thrown above the router's error boundary, before any element was diffed, the promise is the
 * root's (hydrateRoot hydrates again when it settles) and nothing in the DOM has changed; the
 * router, once made, is kept in HydratedRouter's module, so the next attempt renders the same tree
 * quickly up to there. Once only.
 */
function startAgainIfLate(vnode: RenderedVNode) {
  if (!hydration.active || reachedDom) return;
  const now = performance.now();
  const previous = lastRenderStart;
  lastRenderStart = now;
  if (!mayStartAgain || previous === 0 || now - previous < SLICE_MS || caughtBelowRoot(vnode)) return;
  mayStartAgain = false;
  throw Promise.resolve();
}

const diff = options.__b;
options.__b = (vnode) => {
  diff?.(vnode);
  if (typeof vnode.type === "string") reachedDom = true;
};

/** A component as Preact has it: its props, as its render reads them. */
interface Rendered {
  props: unknown;
  forceUpdate(): void;
}

/**
 * The parts put off, by their component, until they have hydrated (and rendered the props they were
 * given meanwhile) or are gone: with the props they were first rendered with, which the server's
 * HTML shows, the text their range showed, and whether they have hydrated.
 */
const putOff = new Map<Rendered, { props: unknown; text?: string; hydrated?: boolean }>();

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

/** Runs `then` in a task of its own, after the parts put off so far. */
function inLaterTask(then: () => void): void {
  if (queue.push(then) === 1) channel.port2.postMessage(null);
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
  startAgainIfLate(vnode);
  if (!hydrating()) return;
  const component = vnode.__c as Rendered;
  const part = putOff.get(component);
  if (part?.hydrated) return;
  if (performance.now() - sliceStart < SLICE_MS || !onlyChildOfBoundary(vnode)) {
    // Hydrated with the props of its first render: a render of the page in between (an effect's
    // state) may have given it others, and Preact keeps the server's attributes while it hydrates
    // (a row's buttons stayed disabled). The new props are rendered after (below).
    if (part) {
      component.props = part.props;
      // The text the server wrote in its range, which is still the server's DOM: read as it
      // hydrates, in its own slice, rather than in the slice that put it off.
      const start = rangeStart(vnode);
      if (start && part.text === undefined) part.text = rangeText(start);
    }
    return;
  }
  if (!part) {
    putOff.set(component, { props: component.props });
    hydrationPutOff();
  }
  throw new Promise<void>(inLaterTask);
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
  if ((vnode.__u ?? 0) & MODE_SUSPENDED) return;
  const start = rangeStart(vnode);
  if (!part.hydrated && start?.parentNode && part.text !== undefined) reportChangedText(part.text, rangeText(start));
  if (part.hydrated || part.props === vnode.props) {
    caughtUp(vnode);
    return;
  }
  // The props it was given meanwhile are rendered in a task of their own, after the parts put off
  // so far: a render of the whole part again (its rows and their buttons) costs as much as its
  // hydration did, and the two in one task made it twice as long. The part is done after that
  // render, or after any other render of it that comes first.
  part.hydrated = true;
  inLaterTask(() => {
    if (putOff.get(component) === part) component.forceUpdate();
  });
};
const unmount = options.unmount;
options.unmount = (vnode) => {
  unmount?.(vnode);
  caughtUp(vnode);
};
