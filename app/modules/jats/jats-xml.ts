import { articleTypeLabel, issueLabel, orcidUrl } from "~/modules/articles/article-format";
import { escapeXml } from "~/lib/xml";
import { licenseUrl } from "./license-url";

/** What a JATS 1.3 Journal Publishing document is made of; every field as stored. */
export type JatsArticle = {
  journal: {
    shortName: string;
    title: string;
    abbreviation: string | null;
    issn: string | null;
    eissn: string | null;
    publisher: string | null;
  };
  article: {
    id: string;
    articleType: string;
    title: string;
    abstract: string | null;
    keywords: string[];
    language: string;
    license: string;
    doi: string | null;
    pageStart: number | null;
    pageEnd: number | null;
    submissionDate: string | null;
    revisedDate: string | null;
    acceptanceDate: string | null;
    publicationDate: string | null;
    /** The canonical article page. */
    url: string;
  };
  /** The issue; `isPublished` false means online first: the volume is known, the issue not yet public. */
  issue: { volumeNumber: number; issueNumber: number; type: string; isPublished: boolean };
  /** In order. */
  authors: {
    name: string;
    givenName: string | null;
    familyName: string | null;
    orcid: string | null;
    isCorresponding: boolean;
    affiliation: string | null;
    affiliationRor: string | null;
  }[];
  /** The reference list, when the article has one. */
  references?: { text: string; doi?: string | null }[];
  /** A `<body>` element already converted from the full-text galley (htmlToJatsBody), or null. */
  body?: string | null;
  /**
   * Notices and what they are about (ADR 066, JATS4R): a notice names its article
   * ('corrected-article', 'retracted-article', 'object-of-concern'), an article its notices
   * ('correction-forward', 'retraction-forward', 'concern-forward').
   */
  related?: { type: RelatedArticleType; doi: string | null; url: string; title: string }[];
  /** A revised article's version (2 and up). */
  version?: number;
};

export type RelatedArticleType =
  | "corrected-article"
  | "retracted-article"
  | "object-of-concern"
  | "correction-forward"
  | "retraction-forward"
  | "concern-forward";

// JATS's suggested article-type values (the attribute is free text; these are what indexes read).
const ARTICLE_TYPES: Record<string, string> = {
  research_article: "research-article",
  review_article: "review-article",
  case_study: "case-report",
  case_report: "case-report",
  short_communication: "brief-report",
  letter_to_editor: "letter",
  editorial: "editorial",
  correction: "correction",
  expression_of_concern: "expression-of-concern",
  retraction: "retraction",
};

const NAMESPACES =
  'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" ' +
  'xmlns:ali="http://www.niso.org/schemas/ali/1.0/"';

const el = (name: string, text: string, attrs = "") => `<${name}${attrs}>${escapeXml(text)}</${name}>`;
const attr = (name: string, value: string) => ` ${name}="${escapeXml(value)}"`;

/** Paragraphs of a stored plain text: blank lines separate them, inner line breaks are spaces. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * A stored plain-text abstract as a JATS `<abstract>` (one `<p>` per paragraph); empty when there is
 * none. `prefix` qualifies the elements ('jats' gives `<jats:abstract>`, as a Crossref deposit wants);
 * the caller declares the prefix's namespace.
 */
export function jatsAbstract(text: string | null | undefined, { prefix }: { prefix?: string } = {}): string {
  const paras = paragraphs(text ?? "");
  if (paras.length === 0) return "";
  const q = prefix ? `${prefix}:` : "";
  return `<${q}abstract>${paras.map((p) => `<${q}p>${escapeXml(p)}</${q}p>`).join("")}</${q}abstract>`;
}

/** A stored date (yyyy-mm-dd) as JATS day, month, year; empty when absent or unreadable. */
function dateParts(date: string | null): string {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return m ? `<day>${m[3]}</day><month>${m[2]}</month><year>${m[1]}</year>` : "";
}

function journalMeta(journal: JatsArticle["journal"]): string {
  const parts = [
    el("journal-id", journal.shortName, ' journal-id-type="publisher-id"'),
    "<journal-title-group>",
    el("journal-title", journal.title),
    journal.abbreviation ? el("abbrev-journal-title", journal.abbreviation) : "",
    "</journal-title-group>",
    journal.issn ? el("issn", journal.issn, ' publication-format="print"') : "",
    journal.eissn ? el("issn", journal.eissn, ' publication-format="electronic"') : "",
    // JATS Publishing requires at least one <issn> (journal-meta: issn+). A journal that has none
    // (a new one, or one moved in from OJS before its ISSN is entered) gets an empty one that says
    // so: no number is made up, and the document stays valid (ADR 022).
    journal.issn || journal.eissn ? "" : '<issn content-type="not-assigned"/>',
    journal.publisher ? `<publisher>${el("publisher-name", journal.publisher)}</publisher>` : "",
  ];
  return `<journal-meta>${parts.join("")}</journal-meta>`;
}

function contributors(authors: JatsArticle["authors"]): string {
  if (authors.length === 0) return "";
  // One <aff> per distinct institution, numbered in order of first mention, as the article page shows them.
  const affs: { name: string; ror: string | null }[] = [];
  const affIndex = (name: string, ror: string | null) => {
    let i = affs.findIndex((a) => a.name === name);
    if (i < 0) i = affs.push({ name, ror }) - 1;
    return i + 1;
  };
  const contribs = authors.map((a) => {
    const orcid = a.orcid?.trim()
      ? el("contrib-id", orcidUrl(a.orcid.trim()), ' contrib-id-type="orcid" authenticated="false"')
      : "";
    const family = a.familyName?.trim();
    const name = family
      ? `<name>${el("surname", family)}${a.givenName?.trim() ? el("given-names", a.givenName.trim()) : ""}</name>`
      : el("string-name", a.name);
    const xref = a.affiliation ? `<xref ref-type="aff" rid="aff${affIndex(a.affiliation, a.affiliationRor)}"/>` : "";
    const corresp = a.isCorresponding ? ' corresp="yes"' : "";
    return `<contrib contrib-type="author"${corresp}>${orcid}${name}${xref}</contrib>`;
  });
  const affElements = affs.map((a, i) => {
    const ror = a.ror?.trim() ? el("institution-id", rorUrl(a.ror.trim()), ' institution-id-type="ror"') : "";
    return `<aff id="aff${i + 1}"><institution-wrap>${ror}${el("institution", a.name)}</institution-wrap></aff>`;
  });
  return `<contrib-group>${contribs.join("")}${affElements.join("")}</contrib-group>`;
}

/** A ROR id as its URL, whether stored bare ('05dxps055') or as a URL. */
export function rorUrl(ror: string): string {
  return `https://ror.org/${ror.replace(/^https?:\/\/(www\.)?ror\.org\//i, "")}`;
}

function permissions(license: string): string {
  const url = licenseUrl(license);
  if (!url) return `<permissions><license>${el("license-p", `License: ${license}`)}</license></permissions>`;
  return (
    `<permissions><license license-type="open-access"${attr("xlink:href", url)}>` +
    `${el("ali:license_ref", url)}` +
    `${el("license-p", `This article is distributed under the terms of the ${license} license.`)}` +
    `</license></permissions>`
  );
}

function articleMeta(input: JatsArticle): string {
  const { article, issue } = input;
  const history = [
    ["received", article.submissionDate],
    ["rev-recd", article.revisedDate],
    ["accepted", article.acceptanceDate],
  ]
    .filter(([, d]) => dateParts(d))
    .map(([type, d]) => `<date date-type="${type}">${dateParts(d)}</date>`)
    .join("");
  const keywords = article.keywords.map((k) => k.trim()).filter(Boolean);
  const parts = [
    article.doi ? el("article-id", article.doi, ' pub-id-type="doi"') : "",
    el("article-id", article.id, ' pub-id-type="publisher-id"'),
    input.version && input.version > 1 ? el("article-version", String(input.version)) : "",
    `<article-categories><subj-group subj-group-type="heading">${el("subject", articleTypeLabel(article.articleType))}</subj-group></article-categories>`,
    `<title-group>${el("article-title", article.title)}</title-group>`,
    contributors(input.authors),
    dateParts(article.publicationDate)
      ? `<pub-date publication-format="electronic" date-type="pub">${dateParts(article.publicationDate)}</pub-date>`
      : "<pub-date-not-available/>",
    el("volume", String(issue.volumeNumber)),
    // Online first: the issue is not public yet, so the record does not name it.
    issue.isPublished ? el("issue", issueLabel(issue)) : "",
    article.pageStart != null ? el("fpage", String(article.pageStart)) : "",
    article.pageStart != null && article.pageEnd != null ? el("lpage", String(article.pageEnd)) : "",
    history ? `<history>${history}</history>` : "",
    permissions(article.license),
    `<self-uri${attr("xlink:href", article.url)}/>`,
    relatedArticles(input.related),
    jatsAbstract(article.abstract),
    keywords.length
      ? `<kwd-group kwd-group-type="author">${keywords.map((k) => el("kwd", k)).join("")}</kwd-group>`
      : "",
  ];
  return `<article-meta>${parts.join("")}</article-meta>`;
}

function relatedArticles(related: JatsArticle["related"]): string {
  return (related ?? [])
    .map((r) => {
      const link = r.doi
        ? `${attr("ext-link-type", "doi")}${attr("xlink:href", r.doi)}`
        : `${attr("ext-link-type", "uri")}${attr("xlink:href", r.url)}`;
      return `<related-article${attr("related-article-type", r.type)}${link}>${escapeXml(r.title)}</related-article>`;
    })
    .join("");
}

function back(references: JatsArticle["references"]): string {
  const refs = (references ?? []).filter((r) => r.text.trim());
  if (refs.length === 0) return "";
  const items = refs.map((r, i) => {
    const doi = r.doi?.trim() ? ` ${el("pub-id", r.doi.trim(), ' pub-id-type="doi"')}` : "";
    return `<ref id="ref${i + 1}"><mixed-citation>${escapeXml(r.text.trim())}${doi}</mixed-citation></ref>`;
  });
  return `<back><ref-list>${el("title", "References")}${items.join("")}</ref-list></back>`;
}

/**
 * The `<article>` element (no XML declaration). `namespace` puts it in a default namespace: JATS has
 * none of its own, but an OAI-PMH record's metadata must be namespace-qualified.
 */
export function jatsArticleElement(input: JatsArticle, { namespace }: { namespace?: string } = {}): string {
  const type = ARTICLE_TYPES[input.article.articleType] ?? "research-article";
  const xmlns = namespace ? `${attr("xmlns", namespace).trimStart()} ` : "";
  return (
    `<article ${xmlns}${NAMESPACES} article-type="${type}" dtd-version="1.3"${attr("xml:lang", input.article.language || "en")}>` +
    `<front>${journalMeta(input.journal)}${articleMeta(input)}</front>` +
    (input.body ?? "") +
    back(input.references) +
    `</article>`
  );
}

/** A complete JATS 1.3 Journal Publishing document. */
export function jatsDocument(input: JatsArticle): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${jatsArticleElement(input)}\n`;
}
