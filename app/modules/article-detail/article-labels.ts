/** Display rules for articles shared by the article and issue pages (universal). */

/** 'research_article' -> 'Research Article'; a missing type counts as research_article. */
export function articleTypeLabel(type: string | null | undefined): string {
  return (type || "research_article")
    .split("_")
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

/** In lists, 'Research Article' is shortened to 'Research'. */
export function articleTypeListLabel(type: string | null | undefined): string {
  const label = articleTypeLabel(type);
  return label === "Research Article" ? "Research" : label;
}

const GALLEY_LABELS: Record<string, string> = { pdf: "PDF", html: "HTML", xml: "XML", epub: "ePUB", latex: "LaTeX" };

export function galleyLabel(kind: string): string {
  return GALLEY_LABELS[kind] ?? "File";
}

/** The ORCID profile URL for a bare iD or a full ORCID URL. */
export function orcidUrl(orcid: string): string {
  const bare = orcid.replace(/^https?:\/\/(www\.)?orcid\.org\//i, "").trim();
  return `https://orcid.org/${bare}`;
}

export function pageRange(start: number | null, end: number | null): string | null {
  if (start == null) return null;
  return end != null && end !== start ? `${start}-${end}` : String(start);
}

/** 'Vol. 3, Issue 2' or 'Vol. 3, Special Issue 1'. */
export function volumeIssueLabel(issue: { volumeNumber: number; issueNumber: number; type: string }): string {
  return `Vol. ${issue.volumeNumber}, ${issue.type === "special" ? "Special Issue" : "Issue"} ${issue.issueNumber}`;
}
