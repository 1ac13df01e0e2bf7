/** URL helpers shared by every page that links to journals, issues and articles. */
import { parseIntParam } from "./int-param";

export type IssueRef = { volumeNumber: number; issueNumber: number; type: "regular" | "special" };

export function journalPath(shortName: string): string {
  return `/journal/${shortName}`;
}

/** The journal's own settings screen (spec 002 section 2.8), for its editors and the admins. */
export function journalSettingsPath(shortName: string): string {
  return `/journal/${shortName}/settings`;
}

/** v{volume}-i{number} for a regular issue, v{volume}-s{number} for a special one. */
export function issueIdentifier(issue: IssueRef): string {
  return `v${issue.volumeNumber}-${issue.type === "special" ? "s" : "i"}${issue.issueNumber}`;
}

export function issuePath(shortName: string, issue: IssueRef): string {
  return `/journal/${shortName}/issue/${issueIdentifier(issue)}`;
}

/** Parses an issue identifier; null when it does not match v{digits}-{i|s}{digits} with numbers in range. */
export function parseIssueIdentifier(identifier: string): IssueRef | null {
  const m = /^v(\d+)-([is])(\d+)$/.exec(identifier);
  if (!m) return null;
  const volumeNumber = parseIntParam(m[1]!, 0);
  const issueNumber = parseIntParam(m[3]!, 0);
  if (volumeNumber === null || issueNumber === null) return null;
  return { volumeNumber, type: m[2] === "s" ? "special" : "regular", issueNumber };
}

/** The canonical article URL: /journal/{shortName}/article/{volume}/{articleNumber}. */
export function articlePath(shortName: string, volumeNumber: number, articleNumber: number): string {
  return `/journal/${shortName}/article/${volumeNumber}/${articleNumber}`;
}

/** The stable, same-host URL of an article's PDF (Google Scholar's citation_pdf_url). */
export function articlePdfPath(shortName: string, volumeNumber: number, articleNumber: number): string {
  return `${articlePath(shortName, volumeNumber, articleNumber)}/pdf`;
}
