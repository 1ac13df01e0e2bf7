// The name an uploaded file is shown and downloaded under. It is display text only: files are stored
// at keys the server chooses, so a name can never pick a path. Cleaning it still matters because it
// travels into Content-Disposition headers, the History tab and e-mails.

const MAX_NAME_LENGTH = 200;

/**
 * The last path segment of `raw` (either slash), without control characters, characters that
 * Windows refuses in file names, or leading dots and spaces; at most 200 characters, the extension
 * kept. "../../etc/passwd.pdf" becomes "passwd.pdf". An empty result becomes `fallback`.
 */
export function sanitizeFileName(raw: string, fallback = "manuscript"): string {
  const lastSegment = raw.normalize("NFC").split(/[\\/]/).pop() ?? "";
  let name = lastSegment
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .trim();
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = name.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
  }
  return name || fallback;
}
