import type { ExtractedArticleType } from "../pdf-metadata.types";
import type { Line } from "../layout.types";

const LABELS: [RegExp, ExtractedArticleType][] = [
  [
    /^(original|research|regular|full[- ]?length|full)\s*(research\s*)?(article|paper|contribution|research)$|^research$|^article$|^clinical\s*(study|trial)$/,
    "research_article",
  ],
  [
    /^((systematic|narrative|mini|literature|scoping|critical|invited)[- ]?)?review(\s*(article|paper))?$|^meta[- ]analysis$/,
    "review_article",
  ],
  [/^case\s*stud(y|ies)$/, "case_study"],
  [/^case\s*(report|series)s?$|^clinical\s*case$/, "case_report"],
  [/^(short|brief|rapid)\s*(communication|report|paper|article)s?$|^communication$/, "short_communication"],
  [/^letters?(\s*to\s*the\s*editor)?$|^correspondence$/, "letter_to_editor"],
  [/^(guest\s*)?editorial$/, "editorial"],
];

/** The article type a label names ("Original Article", "CASE REPORT"), or null. */
export function articleTypeOfLabel(text: string): ExtractedArticleType | null {
  const label = text
    .toLowerCase()
    .replace(/[|•·:]+/g, " ")
    .replace(/\bopen\s+access\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // Letter-spaced labels ("R E S E A R C H  A R T I C L E") may reach us with the spaces lost.
  const compact = label.replace(/\s+/g, "");
  for (const [pattern, type] of LABELS) if (pattern.test(label) || pattern.test(compact)) return type;
  return null;
}

/**
 * The type label printed near the top of the first page: a line of its own (or a piece of a line
 * set apart, or between bars: "Research Article | Open Access") above the title or just under it.
 */
export function findArticleType(
  lines: Line[],
  titleBottom: number | null,
  pageHeight: number,
): ExtractedArticleType | null {
  const limit = titleBottom === null ? 0.35 * pageHeight : Math.min(titleBottom + 60, 0.5 * pageHeight);
  for (const line of lines) {
    if (line.y > limit) continue;
    // A label at the end of a header line is often its own text item: try items as well.
    const pieces = [...line.text.split(/\s*[|•]\s*/), ...line.runs.map((run) => run.text)];
    for (const piece of pieces) {
      const type = articleTypeOfLabel(piece);
      if (type) return type;
    }
  }
  return null;
}
