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
  /** Print ISSN. */
  issn?: string | null;
  /** Electronic ISSN. */
  eissn?: string | null;
  publisher?: string | null;
  volume: number;
  /** The issue label of every export: '2', or 'S1' for Special Issue 1 (see issueLabel). */
  issue: string;
  pageStart?: number | null;
  pageEnd?: number | null;
  doi?: string | null;
  publicationDate?: string | null;
  url: string;
  /** The stable URL of the article's PDF, when it has one. */
  pdfUrl?: string | null;
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

/** The print and electronic ISSN, each once, print first. */
export function issnsOf(article: Pick<CitableArticle, "issn" | "eissn">): string[] {
  return [...new Set([article.issn, article.eissn].map((i) => i?.trim()).filter((i): i is string => !!i))];
}

/** '45-52', or '5' for a one-page article (never '5-5'); undefined without pages. */
export function pagesOf(article: Pick<CitableArticle, "pageStart" | "pageEnd">, dash = "-"): string | undefined {
  if (article.pageStart == null) return undefined;
  return article.pageEnd != null && article.pageEnd !== article.pageStart
    ? `${article.pageStart}${dash}${article.pageEnd}`
    : String(article.pageStart);
}

/** CSL-JSON for an article; `withPlaceholderAuthor` puts 'Author not available' in for none. */
export function toCsl(article: CitableArticle, withPlaceholderAuthor = false): Record<string, unknown> {
  const date = article.publicationDate?.split("-").map(Number);
  const author = article.authors.map(splitName);
  const issns = issnsOf(article);
  return {
    id: article.id,
    type: "article-journal",
    title: article.title,
    author: author.length ? author : withPlaceholderAuthor ? [{ literal: AUTHOR_NOT_AVAILABLE }] : [],
    "container-title": article.journalTitle,
    "container-title-short": article.journalAbbrev ?? undefined,
    ISSN: issns.length ? issns.join(", ") : undefined,
    publisher: article.publisher ?? undefined,
    volume: String(article.volume),
    issue: article.issue,
    page: pagesOf(article),
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

// ---- BibTeX and RIS ----
// Written here rather than by citation-js, whose writers lose text: its BibTeX turns characters it
// has no LaTeX macro for into nothing ('3²' became '32') and its RIS wraps long lines at 70
// characters, which importers join with spaces ('pharmacovig ilance'). See decisions/014.

/** One line of text: every run of white space (line breaks, paragraph breaks, tabs) as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const BIBTEX_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A BibTeX field value kept in UTF-8 (biber, Zotero, JabRef and citation-js read UTF-8), with only
 * the characters that are syntax to (La)TeX escaped, so that every importer reads the same text.
 */
export function bibtexEscape(text: string): string {
  return oneLine(text).replace(/[\\{}%&$#_~^]/g, (c) => {
    switch (c) {
      case "\\":
        return "\\textbackslash{}";
      case "~":
        return "\\textasciitilde{}";
      case "^":
        return "\\textasciicircum{}";
      default:
        return `\\${c}`;
    }
  });
}

function bibtexName(a: CitableArticle["authors"][number]): string {
  const name = splitName(a);
  // A name without a family name is an organisation: braced, so it is not split into parts.
  if ("literal" in name) return `{${bibtexEscape(name.literal ?? "")}}`;
  return name.given ? `${bibtexEscape(name.family!)}, ${bibtexEscape(name.given)}` : bibtexEscape(name.family!);
}

/** A BibTeX @article: UTF-8, the abstract, both ISSNs, the PDF URL (`pdf`, as Zotero reads it) and a month macro. */
export function toBibtex(article: CitableArticle): string {
  const [year, month, day] = article.publicationDate?.split("-") ?? [];
  const issns = issnsOf(article);
  const lines: string[] = [];
  /** `escaped`: the value is BibTeX already (author names, escaped one by one). */
  const add = (key: string, value: string | null | undefined, escaped = false) => {
    if (value === null || value === undefined || value === "") return;
    lines.push(`  ${key} = {${escaped ? value : bibtexEscape(value)}},`);
  };
  if (article.authors.length) add("author", article.authors.map(bibtexName).join(" and "), true);
  add("title", article.title);
  add("journal", article.journalTitle);
  add("year", year);
  // The standard three-letter macro, unbraced; `date` (biblatex) carries the day.
  const monthMacro = month ? BIBTEX_MONTHS[Number(month) - 1] : undefined;
  if (monthMacro) lines.push(`  month = ${monthMacro},`);
  if (year && month && day) add("date", `${year}-${month}-${day}`);
  add("volume", String(article.volume));
  add("number", article.issue);
  add("pages", pagesOf(article, "--"));
  add("issn", issns.join(", "));
  add("publisher", article.publisher);
  add("doi", article.doi);
  add("url", article.url);
  add("pdf", article.pdfUrl);
  add("abstract", article.abstract);
  add("keywords", article.keywords?.join(", "));
  return `@article{${article.id},\n${lines.join("\n")}\n}\n`;
}

const CRLF = "\r\n";

/**
 * RIS as its specification writes it: one tag per line however long ("TI  - ..."), never wrapped,
 * CRLF line ends, "ER  - " last. Pages as SP and EP (SP only for one page), DA as YYYY/MM/DD/,
 * both ISSNs on the one SN line Zotero reads, L1 the PDF.
 */
export function toRis(article: CitableArticle): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const text = oneLine(String(value));
    if (text) lines.push(`${tag}  - ${text}`);
  };
  add("TY", "JOUR");
  add("TI", article.title);
  for (const a of article.authors) {
    const name = splitName(a);
    add("AU", "literal" in name ? name.literal : name.given ? `${name.family}, ${name.given}` : name.family);
  }
  add("T2", article.journalTitle);
  add("J2", article.journalAbbrev);
  const [year, month, day] = article.publicationDate?.split("-") ?? [];
  add("PY", year);
  if (year) add("DA", `${year}/${month ?? ""}/${day ?? ""}/`);
  add("VL", article.volume);
  add("IS", article.issue);
  add("SP", article.pageStart);
  if (article.pageEnd != null && article.pageEnd !== article.pageStart) add("EP", article.pageEnd);
  const issns = issnsOf(article);
  add("SN", issns.length ? issns.join(", ") : null);
  add("PB", article.publisher);
  add("DO", article.doi);
  add("UR", article.url);
  add("L1", article.pdfUrl);
  add("AB", article.abstract);
  for (const keyword of article.keywords ?? []) add("KW", keyword);
  add("LA", article.language);
  lines.push("ER  - ");
  return lines.join(CRLF) + CRLF;
}
