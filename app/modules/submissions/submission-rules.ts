// What a journal asks of a new submission: the manuscript formats and size, and the abstract and
// keyword limits. The spec's wizard defaults hold until the journal's settings exist; then the
// journal's submission guidelines (spec 002 section 3.6) decide, the file size capped at 50 MB.
import {
  MANUSCRIPT_FORMAT_INFO,
  MANUSCRIPT_MAX_BYTES,
  type ManuscriptFormat,
} from "../submission-files/manuscript-format";

export type SubmissionRules = {
  allowedFormats: ManuscriptFormat[];
  maxFileBytes: number;
  /** The abstract must be longer than this many characters (spec 002 section 5, "Wizard"). */
  minAbstractChars: number;
  minAbstractWords: number | null;
  maxAbstractWords: number | null;
  /** 0 when keywords are not required. */
  minKeywords: number;
  maxKeywords: number | null;
};

/** Every format a journal may allow (spec 002 section 5, "Journal settings inputs"). */
export const ALL_MANUSCRIPT_FORMATS = Object.keys(MANUSCRIPT_FORMAT_INFO) as ManuscriptFormat[];

/** The wizard's own rules: PDF, DOC or DOCX up to 50 MB, an abstract longer than 100 characters. */
export const DEFAULT_SUBMISSION_RULES: SubmissionRules = {
  allowedFormats: ["pdf", "doc", "docx"],
  maxFileBytes: MANUSCRIPT_MAX_BYTES,
  minAbstractChars: 100,
  minAbstractWords: null,
  maxAbstractWords: null,
  minKeywords: 0,
  maxKeywords: null,
};

const MB = 1024 * 1024;

function positiveInt(value: unknown, max: number): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= max ? value : null;
}

/**
 * The rules from a journal's stored `submission_guidelines` (null: no settings row, the defaults).
 * The stored JSON is read defensively: a missing or unusable value keeps the default.
 */
export function rulesFromGuidelines(guidelines: unknown): SubmissionRules {
  if (!guidelines || typeof guidelines !== "object") return DEFAULT_SUBMISSION_RULES;
  const g = guidelines as Record<string, unknown>;
  const formats = Array.isArray(g.allowedFormats)
    ? ALL_MANUSCRIPT_FORMATS.filter((f) => (g.allowedFormats as unknown[]).includes(f))
    : [];
  const sizeMb = positiveInt(g.maxFileSize, 100);
  const requireAbstract = g.requireAbstract !== false;
  const requireKeywords = g.requireKeywords === true;
  const minWords = requireAbstract ? positiveInt(g.minAbstractWords, 1000) : null;
  let maxWords = positiveInt(g.maxAbstractWords, 1000);
  if (minWords !== null && maxWords !== null && maxWords < minWords) maxWords = null;
  const minKeywords = requireKeywords ? (positiveInt(g.minKeywords, 20) ?? 1) : 0;
  let maxKeywords = positiveInt(g.maxKeywords, 20);
  if (maxKeywords !== null && maxKeywords < minKeywords) maxKeywords = null;
  return {
    allowedFormats: formats.length > 0 ? [...formats] : DEFAULT_SUBMISSION_RULES.allowedFormats,
    maxFileBytes: sizeMb === null ? MANUSCRIPT_MAX_BYTES : Math.min(sizeMb * MB, MANUSCRIPT_MAX_BYTES),
    minAbstractChars: DEFAULT_SUBMISSION_RULES.minAbstractChars,
    minAbstractWords: minWords,
    maxAbstractWords: maxWords,
    minKeywords,
    maxKeywords,
  };
}

/** Words of a text, as the abstract limits count them. */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === "" ? 0 : words.length;
}
