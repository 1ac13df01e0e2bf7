// The wizard's form as the browser holds it, without zod: what the wizard needs before its checks
// (submissions.schemas.ts, loaded after the page shows: use-wizard-check.ts) are there.
import type { ProcessingMode, SubmissionType } from "./submissions.constants";

export type WizardAuthor = { name: string; email: string; affiliation: string; orcid: string; country?: string };

/** The wizard's form as the browser holds it (and sends it as the "data" field). */
export type WizardForm = {
  journalId: string;
  title: string;
  submissionType: SubmissionType;
  authors: WizardAuthor[];
  abstract: string;
  keywords: string[];
  processingMode: ProcessingMode;
  conflictOfInterest: { hasConflict: boolean; details: string };
  ethicsDeclaration: {
    involveHumanSubjects: boolean;
    involveAnimalSubjects: boolean;
    ethicsApprovalNumber: string;
    ethicsCommittee: string;
  };
  authorshipDeclaration: { allAuthorsConsent: boolean; contributionStatement: string };
  dataAvailability: { statement: string; repositoryUrl: string };
  coverLetter: string;
  suggestedReviewers: string[];
};

/** A new wizard: the signed-in user as the first (corresponding) author. */
export function emptyWizardForm(opts: { journalId?: string; name?: string; email?: string } = {}): WizardForm {
  return {
    journalId: opts.journalId ?? "",
    title: "",
    submissionType: "research_article",
    authors: [{ name: opts.name ?? "", email: opts.email ?? "", affiliation: "", orcid: "" }],
    abstract: "",
    keywords: [],
    processingMode: "standard",
    conflictOfInterest: { hasConflict: false, details: "" },
    ethicsDeclaration: {
      involveHumanSubjects: false,
      involveAnimalSubjects: false,
      ethicsApprovalNumber: "",
      ethicsCommittee: "",
    },
    authorshipDeclaration: { allAuthorsConsent: false, contributionStatement: "" },
    dataAvailability: { statement: "", repositoryUrl: "" },
    coverLetter: "",
    suggestedReviewers: [],
  };
}

/** Adds `entry` (trimmed) to `list` unless it is empty or already there (case-insensitively). */
export function addUniqueEntry(list: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (!value || list.some((e) => e.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

/**
 * What is typed into the wizard's list fields (keywords, suggested reviewers) but not added yet with
 * Enter or Add. The wizard holds it, so that the step's checks and Submit take it as added.
 */
export type WizardDrafts = { keywords: string; suggestedReviewers: string };

export const NO_DRAFTS: WizardDrafts = { keywords: "", suggestedReviewers: "" };

/**
 * The form with each entry typed but not added taken as added (as the desk's dialogs do on Save): an
 * author who types one keyword and goes on is not refused for want of it, nor loses it. The same
 * form when nothing is typed.
 */
export function withDrafts(form: WizardForm, drafts: WizardDrafts): WizardForm {
  if (!drafts.keywords.trim() && !drafts.suggestedReviewers.trim()) return form;
  return {
    ...form,
    keywords: addUniqueEntry(form.keywords, drafts.keywords),
    suggestedReviewers: addUniqueEntry(form.suggestedReviewers, drafts.suggestedReviewers),
  };
}
