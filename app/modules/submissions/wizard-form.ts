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
