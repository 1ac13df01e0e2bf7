// A Crossref REST API work (GET /works/{doi}: {"status":"ok","message":{…}}) as extracted metadata,
// so the article form fills from it as it does from a PDF. Universal (tested on its own).
import type { ExtractedAuthor, ExtractedPdfMetadata } from "./pdf-metadata.types";

/** The parts of a Crossref work read here (https://api.crossref.org/swagger-ui: Work). */
export type CrossrefWork = {
  DOI?: string;
  title?: string[];
  subtitle?: string[];
  author?: {
    given?: string;
    family?: string;
    name?: string;
    ORCID?: string;
    affiliation?: { name?: string }[];
  }[];
  abstract?: string;
  "published-online"?: { "date-parts"?: (number | null)[][] };
  "published-print"?: { "date-parts"?: (number | null)[][] };
  published?: { "date-parts"?: (number | null)[][] };
  issued?: { "date-parts"?: (number | null)[][] };
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text of a JATS fragment (Crossref's abstracts): tags dropped, entities read, a leading "Abstract" gone. */
export function jatsText(fragment: string): string {
  return fragment
    .replace(/<jats:title>\s*abstract\s*<\/jats:title>/i, "")
    .replace(/<jats:title>([^<]*)<\/jats:title>/g, "$1: ")
    .replace(/<\/jats:p>\s*<jats:p>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\s+:/g, ":")
    .replace(/^\s*abstract\s*[:.]?\s*/i, "")
    .trim();
}

/** YYYY-MM-DD when Crossref gives a whole date. */
function dateOf(value: CrossrefWork["published"]): string | null {
  const parts = value?.["date-parts"]?.[0];
  if (!parts || parts.length < 3 || parts.some((p) => typeof p !== "number")) return null;
  const [y, m, d] = parts as number[];
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function metadataOfCrossrefWork(work: CrossrefWork): ExtractedPdfMetadata {
  const title = [work.title?.[0], work.subtitle?.[0]]
    .map((t) => (t ? jatsText(t) : ""))
    .filter(Boolean)
    .join(": ");
  const authors: ExtractedAuthor[] = (work.author ?? [])
    .map((a) => ({
      name: (a.name ?? [a.given, a.family].filter(Boolean).join(" ")).replace(/\s+/g, " ").trim(),
      affiliation:
        (a.affiliation ?? [])
          .map((x) => x.name?.trim())
          .filter(Boolean)
          .join("; ") || null,
      email: null,
      orcid: /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\s*$/i.exec(a.ORCID ?? "")?.[1]?.toUpperCase() ?? null,
      isCorresponding: false,
    }))
    .filter((a) => a.name.length > 0);
  const abstract = work.abstract ? jatsText(work.abstract) : null;
  const doi = work.DOI?.trim() || null;
  const metadata: ExtractedPdfMetadata = {
    title: title || null,
    authors,
    abstract: abstract || null,
    // Crossref's subjects are the journal's fields, not the article's keywords.
    keywords: [],
    doi,
    articleType: null,
    receivedDate: null,
    revisedDate: null,
    acceptedDate: null,
    publishedDate:
      dateOf(work["published-online"]) ??
      dateOf(work["published-print"]) ??
      dateOf(work.published) ??
      dateOf(work.issued),
    pageCount: 0,
  };
  // What the DOI's registrant deposited is the record: every field given is sure.
  metadata.confidence = Object.fromEntries(
    (["title", "authors", "abstract", "doi"] as const)
      .filter((f) => (f === "authors" ? authors.length > 0 : Boolean(metadata[f])))
      .map((f) => [f, 1]),
  );
  return metadata;
}
