// The Crossref deposit file, schema 5.4.0 (https://www.crossref.org/schemas/crossref5.4.0.xsd), for
// journal articles: one <journal> per article with its issue, so articles of different issues share
// a batch. Pure: the service gathers the data; tests validate the output against the XSD. The
// abstract is the JATS module's (ADR 022), as <jats:abstract>.
import { jatsAbstract } from "~/modules/jats/jats-xml";
import { escapeXml } from "~/lib/xml";

export const CROSSREF_SCHEMA_VERSION = "5.4.0";

export type DepositAuthor = {
  name: string;
  givenName?: string | null;
  familyName?: string | null;
  orcid?: string | null;
  affiliation?: { name: string; rorId?: string | null } | null;
};

export type DepositReference = { text: string; doi?: string | null };

export type DepositArticle = {
  doi: string;
  title: string;
  language: string;
  abstract: string | null;
  /** yyyy-mm-dd */
  publicationDate: string;
  acceptanceDate?: string | null;
  pageStart?: number | null;
  pageEnd?: number | null;
  /** The licence's URL (AccessIndicators); free to read either way: every article is open access. */
  licenseUrl: string;
  authors: DepositAuthor[];
  /** The canonical article page, which the DOI resolves to. */
  resourceUrl: string;
  /** The stable PDF address, offered for text mining. */
  pdfUrl?: string | null;
  /** Reference list, when the article has one. */
  references?: DepositReference[];
  journal: { title: string; abbreviation?: string | null; issn?: string | null; eissn?: string | null };
  issue: {
    volumeNumber: number;
    issueNumber: number;
    type: "regular" | "special";
    title?: string | null;
    publicationDate?: string | null;
  };
  /**
   * The journal's Crossmark policy DOI: with it, the record carries Crossmark (and a notice its
   * `updates`), whose schema then holds the licence too (ADR 066).
   */
  crossmarkPolicyDoi?: string | null;
  /** A notice: the article it corrects, retracts or raises concern about, and since when. */
  update?: { type: "correction" | "expression_of_concern" | "retraction"; doi: string; date: string } | null;
  /** The authors are a group (a notice's 'The Editors of …'), not persons. */
  authorsAreOrganizations?: boolean;
  /** A revised article's version (2 and up) and what changed. */
  version?: { number: number; note: string | null } | null;
};

export type DepositHead = {
  batchId: string;
  timestamp: number;
  depositorName: string;
  depositorEmail: string;
  /** The organisation registering the DOIs (the publisher). */
  registrant: string;
};

const el = (name: string, value: string, attrs = "") => `<${name}${attrs}>${escapeXml(value)}</${name}>`;

function dateParts(date: string): string {
  const [year, month, day] = date.split("-");
  return `${el("month", month!)}${el("day", day!)}${el("year", year!)}`;
}

const publicationDate = (date: string) => `<publication_date media_type="online">${dateParts(date)}</publication_date>`;

/** Given and family names: the stored ones, else the last word of the name is the surname. */
export function splitName(author: DepositAuthor): { given: string | null; surname: string } {
  const family = author.familyName?.trim();
  if (family) return { given: author.givenName?.trim() || null, surname: family };
  const words = author.name.trim().split(/\s+/);
  if (words.length === 1) return { given: null, surname: words[0]! };
  return { given: words.slice(0, -1).join(" "), surname: words.at(-1)! };
}

/** An ORCID iD in the form Crossref wants (https://orcid.org/0000-0000-0000-000X), or null. */
export function orcidUrl(orcid: string | null | undefined): string | null {
  const m = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/i.exec(orcid?.trim() ?? "");
  return m ? `https://orcid.org/${m[1]!.toUpperCase()}` : null;
}

/** A ROR id as a full https://ror.org/... URL, or null. */
export function rorUrl(ror: string | null | undefined): string | null {
  const m = /(?:^|ror\.org\/)(0[a-hj-km-np-tv-z0-9]{6}\d{2})$/i.exec(ror?.trim() ?? "");
  return m ? `https://ror.org/${m[1]!.toLowerCase()}` : null;
}

function contributors(authors: DepositAuthor[], organizations = false): string {
  if (authors.length === 0) return "";
  if (organizations) {
    const groups = authors.map(
      (a, i) =>
        `<organization sequence="${i === 0 ? "first" : "additional"}" contributor_role="author">${escapeXml(a.name.trim())}</organization>`,
    );
    return `<contributors>${groups.join("")}</contributors>`;
  }
  const people = authors.map((author, i) => {
    const { given, surname } = splitName(author);
    let affiliation = "";
    if (author.affiliation?.name.trim()) {
      const ror = rorUrl(author.affiliation.rorId);
      affiliation =
        `<affiliations><institution>${el("institution_name", author.affiliation.name.trim())}` +
        `${ror ? el("institution_id", ror, ' type="ror"') : ""}</institution></affiliations>`;
    }
    const orcid = orcidUrl(author.orcid);
    return (
      `<person_name sequence="${i === 0 ? "first" : "additional"}" contributor_role="author">` +
      `${given ? el("given_name", given) : ""}${el("surname", surname)}${affiliation}` +
      `${orcid ? el("ORCID", orcid, ' authenticated="false"') : ""}</person_name>`
    );
  });
  return `<contributors>${people.join("")}</contributors>`;
}

function pages(article: DepositArticle): string {
  if (article.pageStart == null) return "";
  const last =
    article.pageEnd != null && article.pageEnd >= article.pageStart ? el("last_page", String(article.pageEnd)) : "";
  return `<pages>${el("first_page", String(article.pageStart))}${last}</pages>`;
}

function citations(references: DepositReference[] | undefined): string {
  const list = (references ?? []).filter((r) => r.text.trim() || r.doi?.trim());
  if (list.length === 0) return "";
  const items = list.map((r, i) => {
    const doi = r.doi?.trim() ? el("doi", r.doi.trim()) : "";
    const text = r.text.trim() ? el("unstructured_citation", r.text.replace(/\s+/g, " ").trim()) : "";
    return `<citation key="ref${i + 1}">${doi}${text}</citation>`;
  });
  return `<citation_list>${items.join("")}</citation_list>`;
}

function journalIssue(issue: DepositArticle["issue"], articleDate: string): string {
  // Crossref requires the issue's date: an issue not yet published takes its article's.
  const date = publicationDate(issue.publicationDate ?? articleDate);
  const volume = `<journal_volume>${el("volume", String(issue.volumeNumber))}</journal_volume>`;
  if (issue.type === "regular")
    return `<journal_issue>${date}${volume}${el("issue", String(issue.issueNumber))}</journal_issue>`;
  // A special issue is numbered apart from the regular ones ("Special 2"), under its own title.
  const title = issue.title?.trim() ? `<titles>${el("title", issue.title.trim())}</titles>` : "";
  return `<journal_issue>${title}${date}${volume}${el("special_numbering", `Special ${issue.issueNumber}`)}</journal_issue>`;
}

function journalMetadata(journal: DepositArticle["journal"], language: string): string {
  const abbrev = journal.abbreviation?.trim() ? el("abbrev_title", journal.abbreviation.trim()) : "";
  const issn = journal.issn?.trim() ? el("issn", journal.issn.trim(), ' media_type="print"') : "";
  const eissn = journal.eissn?.trim() ? el("issn", journal.eissn.trim(), ' media_type="electronic"') : "";
  return `<journal_metadata language="${escapeXml(language)}">${el("full_title", journal.title)}${abbrev}${issn}${eissn}</journal_metadata>`;
}

function journalArticle(a: DepositArticle): string {
  const accepted = a.acceptanceDate ? `<acceptance_date>${dateParts(a.acceptanceDate)}</acceptance_date>` : "";
  const access =
    `<ai:program name="AccessIndicators"><ai:free_to_read/>` +
    `${el("ai:license_ref", a.licenseUrl, ' applies_to="vor"')}</ai:program>`;
  // Crossmark, when the journal takes part: a notice's `updates` name the article it is about, and
  // the licence moves into Crossmark's custom metadata (the schema allows one or the other).
  const policy = a.crossmarkPolicyDoi?.trim();
  const updates = a.update
    ? `<updates>${el("update", a.update.doi, ` type="${a.update.type}" date="${escapeXml(a.update.date)}"`)}</updates>`
    : "";
  const programs = policy
    ? `<crossmark>${el("crossmark_policy", policy)}${updates}<custom_metadata>${access}</custom_metadata></crossmark>`
    : access;
  const version =
    a.version && a.version.number > 1
      ? `<version_info>${el("version", String(a.version.number))}${a.version.note?.trim() ? el("description", a.version.note.trim()) : ""}</version_info>`
      : "";
  const mining = a.pdfUrl
    ? `<collection property="text-mining"><item>${el("resource", a.pdfUrl, ' mime_type="application/pdf"')}</item></collection>`
    : "";
  return (
    `<journal_article publication_type="full_text" language="${escapeXml(a.language)}">` +
    `<titles>${el("title", a.title)}</titles>${contributors(a.authors, a.authorsAreOrganizations)}${jatsAbstract(a.abstract, { prefix: "jats" })}` +
    `${publicationDate(a.publicationDate)}${accepted}${pages(a)}${programs}${version}` +
    `<doi_data>${el("doi", a.doi)}${el("resource", a.resourceUrl)}${mining}</doi_data>` +
    `${citations(a.references)}</journal_article>`
  );
}

/** The whole deposit file for these articles. */
export function buildDepositXml(head: DepositHead, articles: DepositArticle[]): string {
  const journals = articles.map(
    (a) =>
      `<journal>${journalMetadata(a.journal, a.language)}${journalIssue(a.issue, a.publicationDate)}${journalArticle(a)}</journal>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<doi_batch version="${CROSSREF_SCHEMA_VERSION}" xmlns="http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION}"` +
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1"` +
    ` xmlns:ai="http://www.crossref.org/AccessIndicators.xsd"` +
    ` xsi:schemaLocation="http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION} https://www.crossref.org/schemas/crossref${CROSSREF_SCHEMA_VERSION}.xsd">` +
    `<head>${el("doi_batch_id", head.batchId)}${el("timestamp", String(head.timestamp))}` +
    `<depositor>${el("depositor_name", head.depositorName)}${el("email_address", head.depositorEmail)}</depositor>` +
    `${el("registrant", head.registrant)}</head>` +
    `<body>${journals.join("")}</body></doi_batch>\n`
  );
}
