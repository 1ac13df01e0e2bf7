/** Words a title keeps in lower case after its first ("Expression of Concern", "Letter to Editor"). */
const MINOR_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "the", "to"]);

/** "case_report" -> "Case Report"; a missing type reads as a research article. */
export function articleTypeLabel(type: string | null | undefined): string {
  return (type || "research_article")
    .split("_")
    .filter(Boolean)
    .map((w, i) =>
      i > 0 && MINOR_WORDS.has(w.toLowerCase())
        ? w.toLowerCase()
        : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(" ");
}

/** The shorter label used in article lists, where "Research Article" reads as "Research". */
export function articleTypeListLabel(type: string | null | undefined): string {
  const label = articleTypeLabel(type);
  return label === "Research Article" ? "Research" : label;
}

/** "12-19", "12" or null. */
export function pageRangeLabel(pageStart: number | null, pageEnd: number | null): string | null {
  if (pageStart == null) return null;
  return pageEnd != null && pageEnd !== pageStart ? `${pageStart}-${pageEnd}` : String(pageStart);
}

/** The English month names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A stored ISO date ("2024-03-15") as "March 15, 2024"; null when absent or unreadable. */
export function formatPublicationDate(
  date: string | null | undefined,
  style: "long" | "short" = "long",
): string | null {
  if (!date) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  // Formatted from the parts, not through Date, so server and browser time zones agree.
  const month = MONTH_NAMES[Number(m[2]) - 1];
  if (!month) return null;
  const name = style === "short" ? month.slice(0, 3) : month;
  return `${name} ${Number(m[3])}, ${m[1]}`;
}

const GALLEY_LABELS: Record<string, string> = { pdf: "PDF", html: "HTML", xml: "XML", epub: "ePUB", latex: "LaTeX" };

/** The button label of a galley file: PDF, HTML, XML, ePUB, LaTeX, otherwise File. */
export function galleyLabel(kind: string): string {
  return GALLEY_LABELS[kind] ?? "File";
}

/** The ORCID profile URL for a bare iD or a full ORCID URL. */
export function orcidUrl(orcid: string): string {
  const bare = orcid.replace(/^https?:\/\/(www\.)?orcid\.org\//i, "").trim();
  return `https://orcid.org/${bare}`;
}

/**
 * The issue as every export names it (citation_issue, BibTeX number, RIS IS, JSON-LD issueNumber):
 * '2' for Issue 2, 'S1' for Special Issue 1, so that a special issue never reads as the regular
 * issue of the same number (the same 's1' the issue's URL and DOI carry).
 */
export function issueLabel(issue: { issueNumber: number; type: string }): string {
  return issue.type === "special" ? `S${issue.issueNumber}` : String(issue.issueNumber);
}

/** 'Vol. 3, Issue 2' or 'Vol. 3, Special Issue 1'. */
export function volumeIssueLabel(issue: { volumeNumber: number; issueNumber: number; type: string }): string {
  return `Vol. ${issue.volumeNumber}, ${issue.type === "special" ? "Special Issue" : "Issue"} ${issue.issueNumber}`;
}
