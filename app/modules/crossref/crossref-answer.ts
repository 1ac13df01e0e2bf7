// Crossref's answers are stored and shown as the error of a deposit (the batch's last error, a
// DOI's diagnostic or warning). They come from another server and may hold anything: a NUL byte
// (which PostgreSQL refuses in text, so the deposit was left without any message), escape
// sequences, megabytes of an error page. What is stored is their readable part.

/** The longest Crossref text kept: a deposit's message, a batch's last error. */
export const MAX_ANSWER_TEXT = 500;

/** Said in place of an answer that held nothing readable. */
export const NO_READABLE_TEXT = "no readable text";

// C0 and C1 control characters (tabs and line breaks included: a message is one line), and UTF-16
// halves without their other half (not text; a driver would turn them into U+FFFD anyway).
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `text` as one readable line: NUL bytes removed, other control characters made spaces, runs of
 * white space made one, at most `max` characters (cut with "…"). Empty when nothing readable is
 * left: the caller says so in words of its own.
 */
export function readableText(text: string, max = MAX_ANSWER_TEXT): string {
  const line = text
    // Enough to fill `max` even from an answer padded with white space, without scanning megabytes.
    .slice(0, max * 20)
    .replaceAll("\u0000", "")
    .replace(CONTROL, " ")
    .replace(LONE_SURROGATE, "")
    .replace(/\s+/g, " ")
    .trim();
  return line.length <= max ? line : `${withoutHalfPair(line.slice(0, max - 1))}…`;
}

/** Crossref's answer in a line: its text without markup, readable and bounded as readableText. */
export function answerText(body: string, max = MAX_ANSWER_TEXT): string {
  return readableText(body.slice(0, max * 20).replace(/<[^>]*>/g, " "), max);
}

/** A cut that ended between the two halves of a character drops the first half. */
function withoutHalfPair(text: string): string {
  return /[\ud800-\udbff]$/.test(text) ? text.slice(0, -1) : text;
}
