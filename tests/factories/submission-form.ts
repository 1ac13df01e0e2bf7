// A valid submission wizard form, as the browser sends it to POST /api/submissions: shared by the
// integration tests and the end-to-end crash test.
import type { WizardForm } from "~/modules/submissions/wizard-form";

export const LONG_ABSTRACT =
  "Curcumin is poorly soluble in water, which limits its oral bioavailability. We prepared solid lipid " +
  "nanoparticles loaded with curcumin and measured their release profile and uptake in Caco-2 cells.";

/** A valid wizard form for `journalId` (the abstract is longer than 100 characters, consent given). */
export function wizardData(journalId: string, change: Partial<WizardForm> = {}): WizardForm {
  return {
    journalId,
    title: "Solid lipid nanoparticles of curcumin",
    submissionType: "research_article",
    authors: [
      { name: "Ada Author", email: "ada@example.org", affiliation: "Manipal College of Pharmacy", orcid: "" },
      {
        name: "Ben Second",
        email: "ben@example.org",
        affiliation: "University of Mysore",
        orcid: "0000-0002-1825-0097",
      },
    ],
    abstract: LONG_ABSTRACT,
    keywords: ["curcumin", "nanoparticles"],
    processingMode: "standard",
    conflictOfInterest: { hasConflict: false, details: "" },
    ethicsDeclaration: {
      involveHumanSubjects: false,
      involveAnimalSubjects: false,
      ethicsApprovalNumber: "",
      ethicsCommittee: "",
    },
    authorshipDeclaration: { allAuthorsConsent: true, contributionStatement: "AA designed, BS measured." },
    dataAvailability: { statement: "On request.", repositoryUrl: "" },
    coverLetter: "Dear Editor, please consider our manuscript.",
    suggestedReviewers: ["Dr. R. Rao, rao@example.org"],
    ...change,
  };
}
