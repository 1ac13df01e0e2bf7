// OJS keeps titles, abstracts and biographies as HTML; the platform keeps them as plain text
// (paragraphs separated by a blank line). Tags are dropped, entities decoded (an export's
// double-escaped `&amp;amp;` becomes `&`), scripts and styles dropped with their content.
import { Parser } from "htmlparser2";

const BLOCKS = new Set(["p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr"]);
const DROPPED = new Set(["script", "style", "template", "iframe", "object", "embed", "svg", "math", "head"]);

/** `html` as plain text: block elements as paragraphs, inline markup as its text; null when empty. */
export function htmlToPlainText(html: string | null | undefined): string | null {
  if (!html) return null;
  let out = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED.has(name)) skipping++;
        else if (!skipping && BLOCKS.has(name)) out += name === "br" ? "\n" : "\n\n";
      },
      ontext(text) {
        if (!skipping) out += text;
      },
      onclosetag(name) {
        if (DROPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (!skipping && BLOCKS.has(name) && name !== "br") out += "\n\n";
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  const text = out
    .replace(/\u00a0/g, " ")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
  return text || null;
}

/** A one-line text (a title, a name): `htmlToPlainText` with paragraphs joined by a space. */
export function htmlToLine(html: string | null | undefined): string | null {
  return htmlToPlainText(html)?.replace(/\s*\n\n\s*/g, " ") ?? null;
}
