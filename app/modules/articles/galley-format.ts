// Galley file formats, the size limit and their messages (spec 002 sections 5 and 9). Universal: the
// upload endpoint checks with these on the server (then by content), the dialog in the browser.
import type { GalleyKind } from "./galley-kind";

/** The kinds a galley may be uploaded as ('file' is only for galleys made from other files). */
export type GalleyUploadKind = Exclude<GalleyKind, "file">;

export const GALLEY_UPLOAD_KINDS: readonly GalleyUploadKind[] = ["pdf", "html", "xml", "epub", "latex"];

/** 50 MB (52,428,800 bytes). */
export const GALLEY_MAX_BYTES = 52428800;

export const GALLEY_TOO_LARGE = "File is too large. File size must be less than 50MB.";

type KindInfo = { extensions: readonly string[]; mimeType: string; otherMimeTypes: readonly string[] };

export const GALLEY_KIND_INFO: Record<GalleyUploadKind, KindInfo> = {
  pdf: { extensions: ["pdf"], mimeType: "application/pdf", otherMimeTypes: [] },
  html: { extensions: ["html", "htm"], mimeType: "text/html; charset=utf-8", otherMimeTypes: ["text/html"] },
  xml: { extensions: ["xml"], mimeType: "application/xml", otherMimeTypes: ["text/xml", "application/jats+xml"] },
  epub: { extensions: ["epub"], mimeType: "application/epub+zip", otherMimeTypes: [] },
  latex: {
    extensions: ["tex", "latex"],
    mimeType: "application/x-tex",
    otherMimeTypes: ["text/x-tex", "application/x-latex", "text/x-latex"],
  },
};

/** 'File "x.exe" is not a valid galley format. Please upload PDF, HTML, XML, ePUB, or LaTeX files.' */
export function invalidGalleyMessage(fileName: string): string {
  return `File "${fileName}" is not a valid galley format. Please upload PDF, HTML, XML, ePUB, or LaTeX files.`;
}

/**
 * The kind a file claims: by its extension, else (a name without one) by the browser's content
 * type; null when neither names a galley format.
 */
export function claimedGalleyKind(fileName: string, mimeType = ""): GalleyUploadKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const kinds = Object.entries(GALLEY_KIND_INFO) as [GalleyUploadKind, KindInfo][];
  if (extension) return kinds.find(([, info]) => info.extensions.includes(extension))?.[0] ?? null;
  const type = mimeType.split(";")[0]!.trim().toLowerCase();
  if (!type) return null;
  return (
    kinds.find(([, info]) => info.mimeType.split(";")[0] === type || info.otherMimeTypes.includes(type))?.[0] ?? null
  );
}

/** The file picker's `accept`. */
export function galleyAcceptAttribute(): string {
  const parts = Object.values(GALLEY_KIND_INFO).flatMap((info) => [
    ...info.extensions.map((e) => `.${e}`),
    info.mimeType.split(";")[0]!,
    ...info.otherMimeTypes,
  ]);
  return [...new Set(parts)].join(",");
}

/** What the browser can check before sending (the server checks again, by content). */
export function precheckGalley(file: { name: string; size: number; type?: string }): string | null {
  if (!claimedGalleyKind(file.name, file.type)) return invalidGalleyMessage(file.name);
  if (file.size > GALLEY_MAX_BYTES) return GALLEY_TOO_LARGE;
  if (file.size === 0) return `File "${file.name}" is empty.`;
  return null;
}
