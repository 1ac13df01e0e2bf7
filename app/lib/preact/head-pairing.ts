// After hydration, each <head> element of the tree is paired with the server element its props
// describe. React's server writes <head> in an order of its own (a stylesheet after the other
// links, preloads first), and Preact's hydration pairs each element of the tree with the next
// server element of the same tag without reading attributes. A vnode paired with the wrong element
// made later renders change or remove that element: on the first client navigation, dropping the
// sign-in page's search link removed the stylesheet. The DOM is left as it is.
import type { RenderedVNode } from "./internals";

/** React's prop names whose attribute is spelled otherwise. */
const ATTRIBUTE: Record<string, string> = {
  className: "class",
  charSet: "charset",
  crossOrigin: "crossorigin",
  httpEquiv: "http-equiv",
};
/** Props that are no attribute, or one the browser hides (a nonce reads back empty). */
const NOT_COMPARED = new Set(["children", "key", "suppressHydrationWarning", "nonce"]);

/** Whether a head element is the one a vnode's props describe (its attributes as the props say). */
export function describes(el: Element, props: Record<string, unknown>): boolean {
  for (const [name, value] of Object.entries(props)) {
    if (NOT_COMPARED.has(name)) continue;
    if (value == null || value === false || typeof value === "function" || typeof value === "object") continue;
    const attribute = ATTRIBUTE[name] ?? name.toLowerCase();
    if (el.getAttribute(attribute) !== (value === true ? "" : String(value))) return false;
  }
  return true;
}

const children = (v: RenderedVNode) => (v.__k ?? []).filter((c): c is RenderedVNode => c != null);

function findHead(v: RenderedVNode | null | undefined): RenderedVNode | null {
  if (!v || typeof v !== "object") return null;
  if (v.type === "head") return v;
  for (const c of children(v)) {
    const found = findHead(c);
    if (found) return found;
  }
  return null;
}

/** The head's elements in the tree, through the components that render them. */
function elementsOf(v: RenderedVNode, into: RenderedVNode[] = []) {
  for (const c of children(v)) {
    if (typeof c.type === "string") into.push(c);
    else if (typeof c.type === "function") elementsOf(c, into);
  }
  return into;
}

/** A component's DOM node is its first element's, as Preact keeps it. */
function firstDom(v: RenderedVNode): Element | null {
  if (typeof v.type === "string") return v.__e ?? null;
  let first: Element | null = null;
  for (const c of children(v)) {
    const dom = firstDom(c);
    if (dom && !first) first = dom;
  }
  if (typeof v.type === "function") v.__e = first;
  return first;
}

export function pairHeadElements(root: RenderedVNode | null | undefined) {
  const head = findHead(root);
  const headElement = head?.__e;
  if (!head || !headElement) return;
  const claimed = new Set<Element>();
  const wrong: RenderedVNode[] = [];
  for (const v of elementsOf(head)) {
    if (v.__e && v.__e.localName === v.type && describes(v.__e, v.props)) claimed.add(v.__e);
    else wrong.push(v);
  }
  for (const v of wrong) {
    const el = [...headElement.children].find(
      (e) => !claimed.has(e) && e.localName === v.type && describes(e, v.props),
    );
    if (el) {
      v.__e = el;
      claimed.add(el);
    }
  }
  for (const c of children(head)) firstDom(c);
}
