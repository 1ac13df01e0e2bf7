// Crossref and DOI wording (spec 002 sections 2.6, 2.8 and 8) and limits.

export const CROSSREF_MESSAGES = {
  saveFirst: "Article must be saved first before generating DOI",
  generateFailed: "Failed to generate DOI",
  depositFailed: "Failed to submit DOI deposit",
  fetchFailed: "Failed to fetch DOI deposits",
  depositNotFound: "Deposit not found",
  loadSettingsFailed: "Failed to load Crossref settings",
  saveSettingsFailed: "Failed to save Crossref settings",
  settingsSaved: "Settings Saved",
  connectionOk: "Connection successful",
  connectionFailed: "Connection failed",
  journalNotFound: "Journal not found",
  noPrefix: "Set the journal's DOI prefix (Journal Settings, DOI & Crossref) first.",
  doiLocked: "This DOI has been deposited with Crossref and cannot be changed.",
  notPublished: "Only a published article can be deposited: its DOI must lead to its page.",
  noDoi: "The article has no DOI yet: generate one first.",
  noCredentials: "Enter the journal's Crossref username and password (Journal Settings, DOI & Crossref) first.",
  queued: "DOI deposit queued",
  nothingToDeposit: "Every published article with a DOI is already registered or on its way.",
  accessDenied: "Access Denied: You need editor or admin privileges to manage DOIs.",
  failedWithoutMessage: "The deposit failed without a readable message.",
} as const;

/** Articles in one deposit file at most (bulk deposits are split into batches of this size). */
export const BATCH_SIZE = 50;
/** A bulk deposit sends at most this many articles at once. */
export const BULK_LIMIT = 500;
/** Submission-log reads of one batch before it is reported as not processed. */
export const MAX_POLLS = 200;
export const DOI_PAGE_SIZE = 25;

export const DOI_STATUS_FILTERS = ["all", "none", "queued", "submitted", "registered", "warning", "failed"] as const;
export const DOI_STATUS_LABELS: Record<(typeof DOI_STATUS_FILTERS)[number], string> = {
  all: "All statuses",
  none: "Not deposited",
  queued: "Queued",
  submitted: "Submitted",
  registered: "Registered",
  warning: "Registered with warning",
  failed: "Failed",
};
