import { describe, expect, it } from "vitest";
import { EDIT_MESSAGES, WIZARD_MESSAGES } from "./submission-messages";
import { DEFAULT_SUBMISSION_RULES, rulesFromGuidelines } from "./submission-rules";
import {
  checkEditSubmission,
  checkWizard,
  parseSubmissionListQuery,
  submissionListSearch,
} from "./submissions.schemas";
import { addUniqueEntry, withDrafts } from "./entry-list";
import { emptyWizardForm, type WizardForm } from "./wizard-form";

const ABSTRACT = "A".repeat(60) + " " + "b".repeat(60);

function validForm(change: Partial<WizardForm> = {}): WizardForm {
  const form = emptyWizardForm({
    journalId: "6f1c2b8e-3d4a-4e5f-8a9b-0c1d2e3f4a5b",
    name: "Ada Author",
    email: "ada@example.org",
  });
  return {
    ...form,
    title: "Nanoparticle delivery of curcumin",
    authors: [{ name: "Ada Author", email: "ada@example.org", affiliation: "Uni", orcid: "" }],
    abstract: ABSTRACT,
    authorshipDeclaration: { allAuthorsConsent: true, contributionStatement: "" },
    ...change,
  };
}

describe("the wizard's checks", () => {
  it("accepts a complete form", () => {
    const result = checkWizard(validForm(), DEFAULT_SUBMISSION_RULES);
    expect(result.ok).toBe(true);
  });

  it("says 'Please fill in all required fields in Basic Information.' when step 1 is incomplete", () => {
    const result = checkWizard(validForm({ title: "  " }), DEFAULT_SUBMISSION_RULES);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(WIZARD_MESSAGES.basicInfoRequired);
    expect(result.fieldErrors.title).toBe(WIZARD_MESSAGES.titleRequired);
    expect(Object.keys(result.stepErrors[0])).toEqual(["title"]);
  });

  it("marks a malformed author e-mail 'Invalid email format' and requires the affiliation", () => {
    const result = checkWizard(
      validForm({ authors: [{ name: "Ada", email: "ada@", affiliation: "", orcid: "" }] }),
      DEFAULT_SUBMISSION_RULES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors["authors.0.email"]).toBe(WIZARD_MESSAGES.invalidEmail);
    expect(result.fieldErrors["authors.0.affiliation"]).toBe(WIZARD_MESSAGES.affiliationRequired);
  });

  it("needs at least one author and a journal", () => {
    const result = checkWizard(validForm({ authors: [], journalId: "" }), DEFAULT_SUBMISSION_RULES);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.authors).toBe(WIZARD_MESSAGES.authorRequired);
    expect(result.fieldErrors.journalId).toBe(WIZARD_MESSAGES.journalRequired);
  });

  it("says 'Please provide an abstract for your submission.' without an abstract", () => {
    const result = checkWizard(validForm({ abstract: "" }), DEFAULT_SUBMISSION_RULES);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(WIZARD_MESSAGES.abstractRequired);
  });

  it("wants an abstract longer than 100 characters", () => {
    expect(checkWizard(validForm({ abstract: "x".repeat(100) }), DEFAULT_SUBMISSION_RULES).ok).toBe(false);
    expect(checkWizard(validForm({ abstract: "x".repeat(101) }), DEFAULT_SUBMISSION_RULES).ok).toBe(true);
  });

  it("requires the authors' consent", () => {
    const result = checkWizard(
      validForm({ authorshipDeclaration: { allAuthorsConsent: false, contributionStatement: "" } }),
      DEFAULT_SUBMISSION_RULES,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(WIZARD_MESSAGES.consentRequired);
  });

  it("enforces the conflict details and the ethics committee and approval number when they are shown", () => {
    const result = checkWizard(
      validForm({
        conflictOfInterest: { hasConflict: true, details: " " },
        ethicsDeclaration: {
          involveHumanSubjects: false,
          involveAnimalSubjects: true,
          ethicsApprovalNumber: "",
          ethicsCommittee: "",
        },
      }),
      DEFAULT_SUBMISSION_RULES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors["conflictOfInterest.details"]).toBe(WIZARD_MESSAGES.conflictDetailsRequired);
    expect(result.fieldErrors["ethicsDeclaration.ethicsCommittee"]).toBe(WIZARD_MESSAGES.ethicsCommitteeRequired);
    expect(result.fieldErrors["ethicsDeclaration.ethicsApprovalNumber"]).toBe(WIZARD_MESSAGES.ethicsApprovalRequired);
    // Hidden again, they are not required.
    expect(checkWizard(validForm(), DEFAULT_SUBMISSION_RULES).ok).toBe(true);
  });

  it("allows at most 5 suggested reviewers, unique, and a cover letter of at most 10,000 characters", () => {
    const six = ["a", "b", "c", "d", "e", "f"];
    const tooMany = checkWizard(validForm({ suggestedReviewers: six }), DEFAULT_SUBMISSION_RULES);
    expect(!tooMany.ok && tooMany.fieldErrors.suggestedReviewers).toBe(WIZARD_MESSAGES.tooManyReviewers);
    const twice = checkWizard(validForm({ keywords: ["Curcumin", "curcumin "] }), DEFAULT_SUBMISSION_RULES);
    expect(!twice.ok && twice.fieldErrors.keywords).toBe(WIZARD_MESSAGES.duplicateEntries);
    const long = checkWizard(validForm({ coverLetter: "x".repeat(10_001) }), DEFAULT_SUBMISSION_RULES);
    expect(!long.ok && long.fieldErrors.coverLetter).toBe(WIZARD_MESSAGES.coverLetterTooLong);
    expect(checkWizard(validForm({ coverLetter: "x".repeat(10_000) }), DEFAULT_SUBMISSION_RULES).ok).toBe(true);
  });

  it("applies a journal's word and keyword limits", () => {
    const rules = rulesFromGuidelines({
      requireAbstract: true,
      minAbstractWords: 150,
      maxAbstractWords: 300,
      requireKeywords: true,
      minKeywords: 3,
      maxKeywords: 8,
    });
    const result = checkWizard(validForm({ keywords: ["one"] }), rules);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.abstract).toMatch(/at least 150 words/);
    expect(result.fieldErrors.keywords).toBe("Please add at least 3 keywords.");
  });

  it("trims what it keeps and normalises an ORCID URL", () => {
    const result = checkWizard(
      validForm({
        title: "  Spaced title  ",
        authors: [
          {
            name: " Ada ",
            email: " ada@example.org ",
            affiliation: " Uni ",
            orcid: "https://orcid.org/0000-0002-1825-0097",
          },
        ],
      }),
      DEFAULT_SUBMISSION_RULES,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.title).toBe("Spaced title");
    expect(result.data.authors[0]).toEqual({
      name: "Ada",
      email: "ada@example.org",
      affiliation: "Uni",
      orcid: "0000-0002-1825-0097",
      country: "",
    });
  });
});

describe("keyword and reviewer entries", () => {
  it("adds trimmed entries once, whatever their case", () => {
    expect(addUniqueEntry(["Curcumin"], "  nanoparticles ")).toEqual(["Curcumin", "nanoparticles"]);
    expect(addUniqueEntry(["Curcumin"], "curcumin")).toEqual(["Curcumin"]);
    expect(addUniqueEntry(["Curcumin"], "   ")).toEqual(["Curcumin"]);
  });

  it("takes a keyword and a reviewer typed but not added as added, so the journal's minimum counts them", () => {
    const rules = rulesFromGuidelines({ requireKeywords: true, minKeywords: 1, maxKeywords: 6 });
    const form = validForm({ keywords: [], suggestedReviewers: ["Dr. R. Rao"] });
    expect(checkWizard(form, rules).ok).toBe(false);
    const taken = withDrafts(form, { keywords: " curcumin ", suggestedReviewers: "Dr. S. Sen, sen@example.org" });
    expect(taken.keywords).toEqual(["curcumin"]);
    expect(taken.suggestedReviewers).toEqual(["Dr. R. Rao", "Dr. S. Sen, sen@example.org"]);
    expect(checkWizard(taken, rules).ok).toBe(true);
    // A draft of one field alone (the articles desk's keywords) leaves the others as they were.
    expect(withDrafts(form, { keywords: "curcumin" }).suggestedReviewers).toBe(form.suggestedReviewers);
    // Nothing typed, or an entry already there: the form as it was.
    expect(withDrafts(form, {})).toBe(form);
    expect(withDrafts(form, { keywords: "", suggestedReviewers: "dr. r. rao" }).suggestedReviewers).toEqual([
      "Dr. R. Rao",
    ]);
  });
});

describe("the edit dialog's checks", () => {
  const base = {
    title: "A title",
    submissionType: "research_article",
    authors: [{ name: "Ada", email: "ada@example.org" }],
    abstract: "Abstract",
  };

  it("uses the spec's messages", () => {
    const noTitle = checkEditSubmission({ ...base, title: "" });
    expect(!noTitle.ok && noTitle.message).toBe(EDIT_MESSAGES.titleRequired);
    const incomplete = checkEditSubmission({ ...base, authors: [{ name: "Ada", email: "" }] });
    expect(!incomplete.ok && incomplete.message).toBe(EDIT_MESSAGES.authorsIncomplete);
    const invalid = checkEditSubmission({ ...base, authors: [{ name: "Ada", email: "not-an-address" }] });
    expect(!invalid.ok && invalid.message).toBe(EDIT_MESSAGES.authorsInvalidEmail);
  });

  it("accepts a complete edit with an optional status", () => {
    const result = checkEditSubmission({ ...base, status: "under_review" });
    expect(result.ok && result.data.status).toBe("under_review");
    expect(checkEditSubmission({ ...base, status: "in_limbo" }).ok).toBe(false);
  });
});

describe("the list's URL", () => {
  it("reads known filters, falls back for unknown ones, and writes only what differs from the defaults", () => {
    const query = parseSubmissionListQuery(
      new URLSearchParams("search= curcumin &status=under_review&type=bogus&page=3"),
    );
    expect(query).toEqual({
      search: "curcumin",
      status: "under_review",
      type: "all",
      assigned: false,
      review: "all",
      page: 3,
    });
    expect(parseSubmissionListQuery(new URLSearchParams("review=all_reviews_in")).review).toBe("all_reviews_in");
    expect(parseSubmissionListQuery(new URLSearchParams("review=bogus")).review).toBe("all");
    expect(submissionListSearch(query, { page: 1 })).toBe("?search=curcumin&status=under_review");
    expect(
      submissionListSearch({ search: "", status: "all", type: "all", assigned: false, review: "all", page: 1 }),
    ).toBe("");
    // 'Assigned to me' is kept in the address; anything but "me" is not it.
    expect(parseSubmissionListQuery(new URLSearchParams("assigned=me")).assigned).toBe(true);
    expect(parseSubmissionListQuery(new URLSearchParams("assigned=you")).assigned).toBe(false);
    expect(
      submissionListSearch({ search: "", status: "all", type: "all", assigned: true, review: "all", page: 1 }),
    ).toBe("?assigned=me");
    expect(parseSubmissionListQuery(new URLSearchParams("page=-4")).page).toBe(1);
  });
});
