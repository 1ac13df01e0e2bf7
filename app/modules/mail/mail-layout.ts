// Escaping and the links a message may carry. The layout itself (the journal's header, the body,
// the footer) is in mail-templates.ts; the Markdown body's HTML and text in mail-markdown.ts.

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A subject or other header value on one line (no header injection, no stray whitespace). */
export function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * An absolute http(s) URL for a link in a message: absolute http(s) URLs are kept, paths are
 * resolved against the public URL, anything else (javascript:, mailto:, //host) is refused.
 */
export function safeUrl(url: string, publicUrl: string): string | undefined {
  const value = url.trim();
  try {
    if (value.startsWith("/") && !value.startsWith("//")) return new URL(value, `${publicUrl}/`).toString();
    const parsed = new URL(value);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}
