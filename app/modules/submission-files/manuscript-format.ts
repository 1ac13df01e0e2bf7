// Manuscript file formats, the size limit and their user-facing texts (spec 002 sections 5 and 9).
// Universal: the upload pipeline checks with these on the server, the upload forms in the browser.

export type ManuscriptFormat = "pdf" | "doc" | "docx" | "rtf" | "odt" | "tex";

/** 50 MB, the manuscript limit of spec 002 section 9. */
export const MANUSCRIPT_MAX_BYTES = 52428800;

export const FILE_TOO_LARGE = "File is too large. File size must be less than 50MB.";

type FormatInfo = {
  /** File name extensions (lower case, without the dot), the canonical one first. */
  extensions: readonly string[];
  /** The MIME type the server stores and serves for the format (never the one the browser sent). */
  mimeType: string;
  /** Other MIME types browsers announce for it (for the file picker's accept list). */
  otherMimeTypes: readonly string[];
};

export const MANUSCRIPT_FORMAT_INFO: Record<ManuscriptFormat, FormatInfo> = {
  pdf: { extensions: ["pdf"], mimeType: "application/pdf", otherMimeTypes: [] },
  doc: { extensions: ["doc"], mimeType: "application/msword", otherMimeTypes: [] },
  docx: {
    extensions: ["docx"],
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    otherMimeTypes: [],
  },
  rtf: { extensions: ["rtf"], mimeType: "application/rtf", otherMimeTypes: ["text/rtf"] },
  odt: { extensions: ["odt"], mimeType: "application/vnd.oasis.opendocument.text", otherMimeTypes: [] },
  tex: { extensions: ["tex", "latex"], mimeType: "application/x-tex", otherMimeTypes: ["text/x-tex"] },
};

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** "0 Bytes", "1023 Bytes", "1 KB", "1.5 KB", "2.34 MB", "1 GB" (powers of 1024, at most two decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  let value = Number.parseFloat((bytes / 1024 ** unit).toFixed(unit === 0 ? 0 : 2));
  // 1048575 bytes is "1 MB", not "1024 KB".
  if (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    unit += 1;
    value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  }
  return `${value} ${SIZE_UNITS[unit]}`;
}

/** The file picker's `accept`: ".pdf,.doc,.docx,application/pdf,application/msword,..." */
export function acceptAttribute(formats: readonly ManuscriptFormat[]): string {
  const extensions = formats.flatMap((f) => MANUSCRIPT_FORMAT_INFO[f].extensions.map((e) => `.${e}`));
  const mimeTypes = formats.flatMap((f) => [
    MANUSCRIPT_FORMAT_INFO[f].mimeType,
    ...MANUSCRIPT_FORMAT_INFO[f].otherMimeTypes,
  ]);
  return [...new Set([...extensions, ...mimeTypes])].join(",");
}

/** The format a file name claims by its extension, or null. */
export function formatOfFileName(fileName: string): ManuscriptFormat | null {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  const entry = Object.entries(MANUSCRIPT_FORMAT_INFO).find(([, info]) => info.extensions.includes(extension));
  return entry ? (entry[0] as ManuscriptFormat) : null;
}

/** "PDF, DOC or DOCX". */
export function formatsLabel(formats: readonly ManuscriptFormat[]): string {
  const names = formats.map((f) => f.toUpperCase());
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** "50MB" (whole megabytes, as the spec writes the limit). */
export function maxFileLabel(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))}MB`;
}

/** The spec's size message for this limit: FILE_TOO_LARGE for 50 MB. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `File is too large. File size must be less than ${maxFileLabel(maxBytes)}.`;
}

/** 'File "x.exe" is not a valid manuscript format. Please upload PDF, DOC or DOCX files.' */
export function invalidFormatMessage(fileName: string, formats: readonly ManuscriptFormat[]): string {
  return `File "${fileName}" is not a valid manuscript format. Please upload ${formatsLabel(formats)} files.`;
}

/** A file whose name claims a format its content does not have (a renamed file). */
export function contentMismatchMessage(fileName: string, claimed: ManuscriptFormat): string {
  return `File "${fileName}" is not a valid ${claimed.toUpperCase()} file: its content does not match its name.`;
}

/**
 * What the browser can check before sending (the server checks again, by content): the message to
 * show, or null when the file may be uploaded.
 */
export function precheckManuscript(
  file: { name: string; size: number },
  rules: { allowedFormats: readonly ManuscriptFormat[]; maxFileBytes: number },
): string | null {
  const format = formatOfFileName(file.name);
  if (!format || !rules.allowedFormats.includes(format)) return invalidFormatMessage(file.name, rules.allowedFormats);
  if (file.size > rules.maxFileBytes) return fileTooLargeMessage(rules.maxFileBytes);
  if (file.size === 0) return emptyFileMessage(file.name);
  return null;
}

export function emptyFileMessage(fileName: string): string {
  return `File "${fileName}" is empty.`;
}
