import { isAffiliationLine } from "./authors";
import { ABSTRACT_HEADING, KEYWORDS_HEADING, isBodyHeading } from "./headings";
import { HAS_EMAIL, INSTITUTION, joinLines } from "./text";
import type { Line } from "../layout.types";

export type Affiliation = { label: string | null; text: string };

const LABELLED = /^\^\{([^}]{1,4})\}\s*(.+)$/;
const PLAIN_LABEL = /^(\d{1,2}|[a-z])[.)]?\s+(?=\p{Lu})(.+)$/u;

function labelOf(line: Line): { label: string; rest: string } | null {
  const raised = LABELLED.exec(line.marked);
  if (raised) return { label: raised[1].replace(/[.,)]/g, "").trim(), rest: line.text.trim() };
  const plain = PLAIN_LABEL.exec(line.text);
  if (plain && INSTITUTION.test(plain[2])) return { label: plain[1], rest: plain[2] };
  return null;
}

function stops(line: Line): boolean {
  return (
    ABSTRACT_HEADING.test(line.text) ||
    KEYWORDS_HEADING.test(line.text) ||
    isBodyHeading(line) ||
    HAS_EMAIL.test(line.text) ||
    /correspond|received|accepted|published|doi\b|https?:/i.test(line.text)
  );
}

function tidyAffiliation(text: string): string {
  return text
    .replace(/\s+,/g, ",")
    .replace(/[\s,;.]+$/, "")
    .trim();
}

/**
 * Affiliations of page 1. Labelled ones (a raised or leading number or letter) may stand under the
 * authors or in a footnote, so the whole page is searched; a label's following unlabelled lines in
 * the same type continue it. Without labels, the institution lines right under the authors.
 */
export function findAffiliations(lines: Line[], authorsEnd: number): Affiliation[] {
  const labelled: Affiliation[] = [];
  for (let i = authorsEnd + 1; i < lines.length; i++) {
    const start = labelOf(lines[i]);
    if (!start || lines[i].furniture) continue;
    const parts = [start.rest];
    let j = i + 1;
    while (j < lines.length && !labelOf(lines[j]) && !stops(lines[j]) && !lines[j].furniture) {
      const gap = lines[j].y - lines[j - 1].y;
      if (Math.abs(lines[j].fontSize - lines[i].fontSize) > 0.6 || gap <= 0 || gap > 1.7 * lines[i].fontSize) break;
      parts.push(lines[j].text);
      j++;
    }
    labelled.push({ label: start.label, text: tidyAffiliation(joinLines(parts)) });
    i = j - 1;
  }
  if (labelled.length > 0) return labelled;

  const plain: Affiliation[] = [];
  for (let i = authorsEnd + 1; i < lines.length && i <= authorsEnd + 8; i++) {
    const line = lines[i];
    if (line.furniture) continue;
    if (stops(line)) break;
    const continues =
      plain.length > 0 && /[,;]$/.test(plain[plain.length - 1].text + (lines[i - 1].text.endsWith(",") ? "," : ""));
    if (!continues && isAffiliationLine(line)) {
      plain.push({ label: null, text: tidyAffiliation(line.text) });
    } else if (plain.length > 0 && Math.abs(line.fontSize - lines[i - 1].fontSize) < 0.6) {
      const last = plain[plain.length - 1];
      last.text = tidyAffiliation(joinLines([last.text, line.text]));
    } else break;
  }
  return plain;
}
