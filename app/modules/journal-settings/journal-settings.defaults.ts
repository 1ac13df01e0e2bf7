// A journal's settings (spec 002 sections 3.6, 5 and 9): the defaults, the limits of each input, and
// the one function that turns a stored `journal_settings` row (or none) into complete settings.
// Universal: the settings screen, the wizard and the server read the same values.
import type { JournalSettingsValues } from "~/db/schema/journals";

/** The groups of settings this screen edits (the theme groups belong to the Theme & Design tab). */
export type ResolvedJournalSettings = Pick<
  JournalSettingsValues,
  | "publicationWorkflow"
  | "submissionGuidelines"
  | "editorialWorkflow"
  | "accessControls"
  | "emailNotifications"
  | "seoSettings"
>;

export const MANUSCRIPT_FORMATS = ["pdf", "docx", "doc", "rtf", "tex", "odt"] as const;
export const REVIEW_TYPES = ["single-blind", "double-blind", "open", "post-publication"] as const;
export type JournalReviewType = (typeof REVIEW_TYPES)[number];
export const TWITTER_CARDS = ["summary", "summary_large_image"] as const;

/** The ranges of spec 002 section 5, "Journal settings inputs". */
export const SETTING_LIMITS = {
  maxRevisions: { min: 1, max: 10 },
  maxFileSize: { min: 1, max: 100 },
  minAbstractWords: { min: 50, max: 1000 },
  maxAbstractWords: { min: 100, max: 1000 },
  minKeywords: { min: 1, max: 20 },
  maxKeywords: { min: 3, max: 20 },
  reviewDuration: { min: 7, max: 90 },
  revisionDuration: { min: 7, max: 60 },
  metaTitle: { max: 60, optimalMin: 50 },
  metaDescription: { max: 160, optimalMin: 120 },
  seoKeywords: { max: 30, each: 60 },
  ogImageUrl: { max: 2000 },
} as const;

/**
 * Spec 002 section 9. The spec gives no default for requireAbstract, requireKeywords, the ethics
 * and data statements or the publication workflow's switches: an abstract is always asked for and
 * the ethics approval was always demanded when people or animals are involved, so those stay on;
 * word and keyword counts are enforced only once a journal turns them on (ADR 018).
 */
export const DEFAULT_JOURNAL_SETTINGS: ResolvedJournalSettings = {
  // Copyediting and production (ADR 069) are off until a journal turns them on: an accepted
  // manuscript then goes straight to 'Create article', as before they existed.
  publicationWorkflow: {
    autoPublish: false,
    requireReview: false,
    allowRevisions: true,
    maxRevisions: 3,
    copyediting: false,
    production: false,
  },
  submissionGuidelines: {
    maxFileSize: 10,
    allowedFormats: ["pdf", "docx"],
    requireAbstract: false,
    minAbstractWords: 150,
    maxAbstractWords: 300,
    requireKeywords: false,
    minKeywords: 3,
    maxKeywords: 8,
  },
  editorialWorkflow: {
    reviewType: "double-blind",
    reviewDuration: 21,
    revisionDuration: 14,
    requireEthicsStatement: true,
    requireDataAvailability: false,
  },
  accessControls: {
    publicAccess: true,
    requireRegistration: false,
    allowGuestSubmissions: false,
    moderateComments: true,
  },
  emailNotifications: {
    submissionReceived: true,
    reviewCompleted: true,
    publicationReady: true,
    deadlineReminders: true,
    editorialEmail: "",
  },
  seoSettings: { metaTitle: "", metaDescription: "", keywords: [], ogImage: "", twitterCard: "summary_large_image" },
};

type Stored = Partial<Record<keyof ResolvedJournalSettings, unknown>> | null | undefined;

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}

function int(value: unknown, range: { min: number; max: number }, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max
    ? value
    : fallback;
}

/** A stored e-mail address, or `fallback` when it is missing or not one. */
function emailOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.length <= 254 && /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/.test(value)
    ? value
    : fallback;
}

function str(value: unknown, max: number, fallback: string): string {
  return typeof value === "string" && value.length <= max ? value : fallback;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A stored review type, or the spec's default (double-blind) for a missing or unknown one. */
export function resolveReviewType(value: unknown): JournalReviewType {
  return oneOf(value, REVIEW_TYPES, DEFAULT_JOURNAL_SETTINGS.editorialWorkflow.reviewType as JournalReviewType);
}

/**
 * Complete settings from a stored row: each group and each field that is missing or unusable takes
 * the spec's default, so rows written by older versions (or by hand) are read safely.
 */
export function resolveJournalSettings(row: Stored): ResolvedJournalSettings {
  const D = DEFAULT_JOURNAL_SETTINGS;
  const L = SETTING_LIMITS;
  const pw = obj(row?.publicationWorkflow);
  const sg = obj(row?.submissionGuidelines);
  const ew = obj(row?.editorialWorkflow);
  const ac = obj(row?.accessControls);
  const en = obj(row?.emailNotifications);
  const seo = obj(row?.seoSettings);
  const formats = Array.isArray(sg.allowedFormats)
    ? MANUSCRIPT_FORMATS.filter((f) => (sg.allowedFormats as unknown[]).includes(f))
    : [];
  const minAbstractWords = int(sg.minAbstractWords, L.minAbstractWords, D.submissionGuidelines.minAbstractWords);
  const minKeywords = int(sg.minKeywords, L.minKeywords, D.submissionGuidelines.minKeywords);
  return {
    publicationWorkflow: {
      autoPublish: bool(pw.autoPublish, D.publicationWorkflow.autoPublish),
      requireReview: bool(pw.requireReview, D.publicationWorkflow.requireReview),
      allowRevisions: bool(pw.allowRevisions, D.publicationWorkflow.allowRevisions),
      maxRevisions: int(pw.maxRevisions, L.maxRevisions, D.publicationWorkflow.maxRevisions),
      copyediting: bool(pw.copyediting, false),
      production: bool(pw.production, false),
    },
    submissionGuidelines: {
      maxFileSize: int(sg.maxFileSize, L.maxFileSize, D.submissionGuidelines.maxFileSize),
      allowedFormats: formats.length > 0 ? formats : [...D.submissionGuidelines.allowedFormats],
      requireAbstract: bool(sg.requireAbstract, D.submissionGuidelines.requireAbstract),
      minAbstractWords,
      maxAbstractWords: Math.max(
        minAbstractWords,
        int(sg.maxAbstractWords, L.maxAbstractWords, D.submissionGuidelines.maxAbstractWords),
      ),
      requireKeywords: bool(sg.requireKeywords, D.submissionGuidelines.requireKeywords),
      minKeywords,
      maxKeywords: Math.max(minKeywords, int(sg.maxKeywords, L.maxKeywords, D.submissionGuidelines.maxKeywords)),
    },
    editorialWorkflow: {
      reviewType: resolveReviewType(ew.reviewType),
      reviewDuration: int(ew.reviewDuration, L.reviewDuration, D.editorialWorkflow.reviewDuration),
      revisionDuration: int(ew.revisionDuration, L.revisionDuration, D.editorialWorkflow.revisionDuration),
      requireEthicsStatement: bool(ew.requireEthicsStatement, D.editorialWorkflow.requireEthicsStatement),
      requireDataAvailability: bool(ew.requireDataAvailability, D.editorialWorkflow.requireDataAvailability),
    },
    accessControls: {
      publicAccess: bool(ac.publicAccess, D.accessControls.publicAccess),
      requireRegistration: bool(ac.requireRegistration, D.accessControls.requireRegistration),
      allowGuestSubmissions: bool(ac.allowGuestSubmissions, D.accessControls.allowGuestSubmissions),
      moderateComments: bool(ac.moderateComments, D.accessControls.moderateComments),
    },
    emailNotifications: {
      submissionReceived: bool(en.submissionReceived, true),
      reviewCompleted: bool(en.reviewCompleted, true),
      publicationReady: bool(en.publicationReady, true),
      deadlineReminders: bool(en.deadlineReminders, true),
      editorialEmail: emailOr(en.editorialEmail, ""),
    },
    seoSettings: {
      metaTitle: str(seo.metaTitle, L.metaTitle.max, ""),
      metaDescription: str(seo.metaDescription, L.metaDescription.max, ""),
      keywords: Array.isArray(seo.keywords)
        ? seo.keywords.filter((k): k is string => typeof k === "string" && k.trim() !== "").slice(0, L.seoKeywords.max)
        : [],
      ogImage: str(seo.ogImage, L.ogImageUrl.max, ""),
      twitterCard: oneOf(seo.twitterCard, TWITTER_CARDS, "summary_large_image"),
    },
  };
}

/** The review types as readers and editors read them. */
export const REVIEW_TYPE_LABELS: Record<JournalReviewType, string> = {
  "single-blind": "Single-blind peer review",
  "double-blind": "Double-blind peer review",
  open: "Open peer review",
  "post-publication": "Post-publication peer review",
};

/** A DOI prefix: "10." and 4 to 9 digits (10.1234). */
export const DOI_PREFIX_PATTERN = /^10\.\d{4,9}$/;
