import { createRequire } from "node:module";
import { CHICAGO_STYLE } from "./styles/chicago.csl";
import { MLA_STYLE } from "./styles/mla.csl";

// The plugins register themselves on the CommonJS instance of @citation-js/core, so all four are
// loaded through require(): an ESM import of core can be a second instance without the plugins.
const require = createRequire(import.meta.url);
const { Cite, plugins } = require("@citation-js/core") as typeof import("@citation-js/core");
require("@citation-js/plugin-csl");
require("@citation-js/plugin-bibtex");
require("@citation-js/plugin-ris");

// citation-js ships APA and Vancouver; MLA and Chicago are this platform's own CSL styles.
const templates = plugins.config.get("@csl").styles;
if (!templates.has("platform-mla")) templates.add("platform-mla", MLA_STYLE);
if (!templates.has("platform-chicago")) templates.add("platform-chicago", CHICAGO_STYLE);

export const AUTHOR_NOT_AVAILABLE = "Author not available";

export type CitableArticle = {
  id: string;
  title: string;
  authors: { name: string; givenName?: string | null; familyName?: string | null }[];
  journalTitle: string;
  journalAbbrev?: string | null;
  issn?: string | null;
  publisher?: string | null;
  volume: number;
  issue: number;
  pageStart?: number | null;
  pageEnd?: number | null;
  doi?: string | null;
  publicationDate?: string | null;
  url: string;
  abstract?: string | null;
  keywords?: string[];
  language?: string;
};

export const TEXT_STYLES = {
  apa: { label: "APA", template: "apa" },
  mla: { label: "MLA", template: "platform-mla" },
  chicago: { label: "Chicago", template: "platform-chicago" },
  vancouver: { label: "Vancouver", template: "vancouver" },
} as const;

export type TextStyle = keyof typeof TEXT_STYLES;

function splitName(a: CitableArticle["authors"][number]) {
  if (a.familyName) return { given: a.givenName ?? undefined, family: a.familyName };
  const parts = a.name.trim().split(/\s+/);
  return parts.length > 1 ? { given: parts.slice(0, -1).join(" "), family: parts.at(-1) } : { literal: a.name };
}

/** CSL-JSON for an article; `withPlaceholderAuthor` puts 'Author not available' in for none. */
export function toCsl(article: CitableArticle, withPlaceholderAuthor = false): Record<string, unknown> {
  const date = article.publicationDate?.split("-").map(Number);
  const author = article.authors.map(splitName);
  const page =
    article.pageStart != null
      ? article.pageEnd != null && article.pageEnd !== article.pageStart
        ? `${article.pageStart}-${article.pageEnd}`
        : String(article.pageStart)
      : undefined;
  return {
    id: article.id,
    type: "article-journal",
    title: article.title,
    author: author.length ? author : withPlaceholderAuthor ? [{ literal: AUTHOR_NOT_AVAILABLE }] : [],
    "container-title": article.journalTitle,
    "container-title-short": article.journalAbbrev ?? undefined,
    ISSN: article.issn ?? undefined,
    publisher: article.publisher ?? undefined,
    volume: String(article.volume),
    issue: String(article.issue),
    page,
    DOI: article.doi ?? undefined,
    URL: article.url,
    issued: date ? { "date-parts": [date] } : undefined,
    abstract: article.abstract ?? undefined,
    keyword: article.keywords?.join(", ") || undefined,
    language: article.language,
  };
}

/** The reference in APA, MLA, Chicago and Vancouver as plain text. */
export function formatCitations(article: CitableArticle): Record<TextStyle, string> {
  const cite = new Cite(toCsl(article, true));
  const out = {} as Record<TextStyle, string>;
  for (const [key, style] of Object.entries(TEXT_STYLES) as [TextStyle, (typeof TEXT_STYLES)[TextStyle]][]) {
    const text = cite.format("bibliography", { format: "text", template: style.template, lang: "en-US" }) as string;
    // Vancouver numbers its list; a single reference needs no "1. ".
    out[key] = text.trim().replace(/^1\.\s+/, "");
  }
  return out;
}

export function toBibtex(article: CitableArticle): string {
  return (new Cite(toCsl(article)).format("bibtex") as string).trim() + "\n";
}

export function toRis(article: CitableArticle): string {
  return (new Cite(toCsl(article)).format("ris") as string).trim() + "\n";
}
