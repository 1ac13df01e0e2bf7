import type { MetaDescriptor } from "react-router";

/**
 * Attributes written as React writes them: under their own name, the value escaped. Any other
 * attribute (an alias such as `httpEquiv`, an event handler, `charSet`, which React moves to the
 * top of the head) leaves the tags to React.
 */
const PLAIN_ATTRIBUTES = new Set([
  "name",
  "content",
  "property",
  "rel",
  "href",
  "type",
  "title",
  "media",
  "sizes",
  "as",
]);

/**
 * Whether an address may be a `javascript:` one, which React replaces: read as browsers read it,
 * without the spaces and control characters before and in it (more than React's own rule removes,
 * so every address React would replace is left to React).
 */
function mayBeScriptAddress(url: string): boolean {
  let bare = "";
  for (let i = 0; i < url.length && bare.length < 11; i++) if (url.charCodeAt(i) > 0x20) bare += url[i];
  return bare.toLowerCase() === "javascript:";
}

const SPECIAL = /["'&<>]/;
const SPECIALS = /["'&<>]/g;
const ENTITIES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/** Text and attribute values escaped as React escapes them. */
function escaped(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ENTITIES[c]!) : text;
}

/** JSON in a script element: nothing in it can close the element or end a line of script. */
const SCRIPT_SPECIAL = /[&<>\u2028\u2029]/;
const SCRIPT_SPECIALS = /[&<>\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** ` name="value"` for each attribute but `skip`, onto `out`; false when one is not plain. */
function writeAttributes(out: string[], tag: Record<string, unknown>, skip: string): boolean {
  for (const name in tag) {
    const value = tag[name];
    if (value == null || name === skip) continue;
    if (!PLAIN_ATTRIBUTES.has(name)) return false;
    if (typeof value !== "string" && typeof value !== "number") return false;
    const text = String(value);
    if (name === "href") {
      // React leaves out an empty address.
      if (text === "") continue;
      if (mayBeScriptAddress(text)) return false;
    }
    out.push(" ", name, '="', escaped(text), '"');
  }
  return true;
}

/** One descriptor's tag as React Router's `<Meta>` has React write it, onto `out`; false when not a plain one. */
function writeTag(out: string[], descriptor: MetaDescriptor): boolean {
  const tag = descriptor as Record<string, unknown>;
  if ("tagName" in tag) {
    if (tag.tagName !== "meta" && tag.tagName !== "link") return false;
    // A style sheet is a resource React orders and deduplicates.
    if (tag.rel === "stylesheet") return false;
    out.push(`<${tag.tagName}`);
    if (!writeAttributes(out, tag, "tagName")) return false;
    out.push("/>");
    return true;
  }
  if ("title" in tag) {
    out.push("<title>", escaped(String(tag.title)), "</title>");
    return true;
  }
  // A charset or viewport tag goes where React puts it: first in the head.
  if ("charset" in tag || "charSet" in tag || tag.name === "viewport") return false;
  if ("script:ld+json" in tag) {
    let json: string | undefined;
    try {
      json = JSON.stringify(tag["script:ld+json"]) as string | undefined;
    } catch {
      return false;
    }
    if (json === undefined) return false;
    out.push(
      '<script type="application/ld+json">',
      SCRIPT_SPECIAL.test(json) ? json.replace(SCRIPT_SPECIALS, (c) => SCRIPT_ESCAPES[c]!) : json,
      "</script>",
    );
    return true;
  }
  out.push("<meta");
  if (!writeAttributes(out, tag, "")) return false;
  out.push("/>");
  return true;
}

/**
 * The HTML of a page's meta descriptors, byte for byte the tags React Router's `<Meta>` has React
 * write, in their order, in pieces (joined, the long values would be copied twice more); null when
 * any is other than a plain title, meta, link or JSON-LD tag, for `<Meta>` to render them all.
 */
export function markupOfMeta(descriptors: readonly MetaDescriptor[]): string[] | null {
  const out: string[] = [];
  for (const descriptor of descriptors) {
    if (descriptor && !writeTag(out, descriptor)) return null;
  }
  return out;
}
