// What a journal asks of a new submission: the manuscript formats and size, the abstract and
// keyword limits, and the statements it requires. They come from the journal's resolved settings
// (spec 002 sections 3.6 and 9; the spec's defaults while it has none), the file size capped at the
// platform's 50 MB.
import {
  DEFAULT_JOURNAL_SETTINGS,
  resolveJournalSettings,
  type ResolvedJournalSettings,
} from "~/modules/journal-settings/journal-settings.defaults";
import {
  MANUSCRIPT_FORMAT_INFO,
  MANUSCRIPT_MAX_BYTES,
  type ManuscriptFormat,
} from "~/modules/submission-files/manuscript-format";
import type { ProcessingMode } from "./submissions.constants";

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
  /** The ethics committee and approval number are required when people or animals are involved. */
  requireEthicsStatement: boolean;
  /** A data availability statement is required. */
  requireDataAvailability: boolean;
  /**
   * The processing modes the wizard offers: open peer review only where the journal's review type
   * allows it (not under double-blind review); 'expedited' no longer (it promised nothing kept).
   */
  processingModes: ProcessingMode[];
};

/** Every format a journal may allow (spec 002 section 5, "Journal settings inputs"). */
export const ALL_MANUSCRIPT_FORMATS = Object.keys(MANUSCRIPT_FORMAT_INFO) as ManuscriptFormat[];

const MB = 1024 * 1024;

/** The rules of a journal's resolved settings (getJournalSettings). */
export function rulesFromSettings(settings: ResolvedJournalSettings): SubmissionRules {
  const g = settings.submissionGuidelines;
  const e = settings.editorialWorkflow;
  return {
    allowedFormats: ALL_MANUSCRIPT_FORMATS.filter((f) => g.allowedFormats.includes(f)),
    maxFileBytes: Math.min(g.maxFileSize * MB, MANUSCRIPT_MAX_BYTES),
    minAbstractChars: 100,
    minAbstractWords: g.requireAbstract ? g.minAbstractWords : null,
    maxAbstractWords: g.requireAbstract ? g.maxAbstractWords : null,
    minKeywords: g.requireKeywords ? g.minKeywords : 0,
    maxKeywords: g.requireKeywords ? g.maxKeywords : null,
    requireEthicsStatement: e.requireEthicsStatement,
    requireDataAvailability: e.requireDataAvailability,
    processingModes:
      e.reviewType === "double-blind" ? ["standard", "fast_track"] : ["standard", "fast_track", "open_peer_review"],
  };
}

/** The rules of a journal without settings: the spec's defaults (PDF and DOCX up to 10 MB). */
export const DEFAULT_SUBMISSION_RULES: SubmissionRules = rulesFromSettings(DEFAULT_JOURNAL_SETTINGS);

/** The rules from a stored `submission_guidelines` value alone (null: the defaults), read defensively. */
export function rulesFromGuidelines(guidelines: unknown): SubmissionRules {
  return rulesFromSettings(resolveJournalSettings({ submissionGuidelines: guidelines }));
}

/** Words of a text, as the abstract limits count them. */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === "" ? 0 : words.length;
}
