// One description of a message's content, rendered twice: as HTML (table layout with inline
// styles, which is what mail clients display reliably) and as plain text. Building both from the
// same blocks keeps the two versions of a message saying the same thing.

export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** Label/value rows; rows without a value are left out. */
  | { kind: "details"; rows: ReadonlyArray<readonly [label: string, value: string | null | undefined]> }
  /** A call to action. The URL must already be checked (see `safeUrl`). */
  | { kind: "button"; label: string; url: string }
  /** Text written by a person (a comment, a message), shown as a quote with its line breaks. */
  | { kind: "quote"; title: string; text: string };

export type MailContent = {
  subject: string;
  /** The name at the top of the message: the journal's, else the platform's. */
  brand: string;
  heading: string;
  blocks: MailBlock[];
  footer: string;
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Escapes text and keeps its line breaks. */
function escapeMultiline(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, "\n")).replace(/\n/g, "<br>\n");
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

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${escapeMultiline(block.text)}</p>`;
    case "details": {
      const rows = block.rows.filter(([, value]) => value != null && value !== "");
      if (rows.length === 0) return "";
      const cells = rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td>` +
            `<td style="padding:6px 0;color:#111827;vertical-align:top;">${escapeMultiline(value!)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;${FONT}font-size:14px;">${cells}</table>`;
    }
    case "button":
      return (
        `<p style="margin:24px 0;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;` +
        `background:#1e3a8a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#6b7280;">If the button does not work, copy this address into your browser:<br>` +
        `<a href="${escapeHtml(block.url)}" style="color:#1e3a8a;word-break:break-all;">${escapeHtml(block.url)}</a></p>`
      );
    case "quote":
      return (
        `<p style="margin:0 0 6px;font-weight:600;">${escapeHtml(block.title)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-left:4px solid #1e3a8a;color:#1f2937;">${escapeMultiline(block.text)}</blockquote>`
      );
  }
}

export function renderHtml(content: MailContent): string {
  const body = content.blocks.map(blockHtml).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb;${FONT}">
<tr><td style="padding:18px 28px;background:#1e3a8a;color:#ffffff;font-size:18px;font-weight:600;border-radius:8px 8px 0 0;">${escapeHtml(content.brand)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6;color:#1f2937;">
<h1 style="margin:0 0 20px;font-size:20px;line-height:1.3;color:#111827;">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;line-height:1.5;color:#6b7280;border-top:1px solid #e5e7eb;">${escapeMultiline(content.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "details":
      return block.rows
        .filter(([, value]) => value != null && value !== "")
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
    case "quote":
      return `${block.title}\n${block.text
        .replace(/\r\n?/g, "\n")
        .split("\n")
        .map((line) => `> ${line}`.trimEnd())
        .join("\n")}`;
  }
}

export function renderText(content: MailContent): string {
  const parts = [content.brand, content.heading, ...content.blocks.map(blockText)].filter((p) => p !== "");
  return `${parts.join("\n\n")}\n\n-- \n${content.footer}\n`;
}
