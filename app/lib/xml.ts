// Text written into the XML documents the platform makes by hand (sitemaps, OAI-PMH, JATS,
// Crossref deposits, OpenSearch; ADR 053 says why by hand).

// Characters XML 1.0 does not allow at all; escaping cannot save them, so they are dropped.
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` as XML character data or an attribute value: escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
