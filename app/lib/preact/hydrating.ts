// Whether the component being rendered is hydrated from the server's HTML: set by
// react-dom-client.ts around the document's hydration, and followed here through a part whose
// hydration resumes later (a lazy component's code arrived: Preact marks its vnode as hydrating and
// renders it again).
import { options as publicOptions } from "preact";
import { MODE_HYDRATE, type OptionHooks, type RenderedVNode } from "./internals";

const options = publicOptions as unknown as OptionHooks;

export const hydration = { active: false };
let resumed: RenderedVNode | null = null;

const inside = (root: RenderedVNode, vnode: RenderedVNode) => {
  for (let v: RenderedVNode | null | undefined = vnode; v; v = v.__) if (v === root) return true;
  return false;
};

const render = options.__r;
options.__r = (vnode) => {
  render?.(vnode);
  if ((vnode.__u ?? 0) & MODE_HYDRATE) {
    if (!resumed || !inside(resumed, vnode)) resumed = vnode;
  } else if (resumed && !inside(resumed, vnode)) resumed = null;
};
const diffed = options.diffed;
options.diffed = (vnode) => {
  diffed?.(vnode);
  if (vnode === resumed) resumed = null;
};

/** Whether the component rendering now is hydrated from the server's HTML. */
export const hydrating = () => hydration.active || resumed !== null;
