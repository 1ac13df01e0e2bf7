// Preact's internal fields, as its build names them. Preact's own add-ons (its devtools, signals and
// prefresh) read these same names, which stay fixed within a major version; package.json pins the
// exact release, and the end-to-end suite runs every page on it (ADR 087).

/**
 * A rendered vnode: `__k` its children, `__e` its first DOM node, `__` its parent, `__u` its flags,
 * `__c` its component.
 */
export interface RenderedVNode {
  type: unknown;
  props: Record<string, unknown>;
  __k?: (RenderedVNode | null | undefined)[] | null;
  __e?: Element | null;
  __?: RenderedVNode | null;
  __u?: number;
  __c?: unknown;
}

/**
 * Preact's option hooks, with `__b` (before a vnode is diffed) and `__r` (before a component renders)
 * beside the public ones.
 */
export interface OptionHooks {
  vnode?: (vnode: RenderedVNode) => void;
  __b?: (vnode: RenderedVNode) => void;
  diffed?: (vnode: RenderedVNode) => void;
  unmount?: (vnode: RenderedVNode) => void;
  __r?: (vnode: RenderedVNode) => void;
}

/** The flag Preact sets on a vnode it hydrates from the server's DOM (MODE_HYDRATE). */
export const MODE_HYDRATE = 1 << 5;
/** The flag Preact sets on a vnode whose render suspended (MODE_SUSPENDED). */
export const MODE_SUSPENDED = 1 << 7;
