// The submission forms as zod schemas, shared by the browser (the wizard's step checks, the edit
// dialog) and the server (POST /api/submissions, the detail page's action), which is authoritative.
import { z } from "zod";
import { parseOrcid } from "~/modules/users/orcid";
import { EDIT_MESSAGES, WIZARD_MESSAGES } from "./submission-messages";
import { countWords, type SubmissionRules } from "./submission-rules";
import {
  PROCESSING_MODES,
  PROCESSING_MODE_REFUSED,
  SUBMISSION_LIMITS as L,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
} from "./submissions.constants";
import { containsNul } from "~/lib/nul";
import { isCountryCode } from "~/lib/countries";
import { countOf, formatCount } from "~/lib/format-count";

// --- Pieces

const text = (max: number, message = `Must be at most ${formatCount(max)} characters.`) =>
  z.string().trim().max(max, message).default("");

/** An optional ORCID iD (a full https://orcid.org/ URL or a bare id), checked and stored bare. */
export const orcidField = z
  .string()
  .trim()
  .max(100)
  .default("")
  .transform((value, ctx) => {
    if (value === "") return "";
    const parsed = parseOrcid(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.orcid;
  });

/** A list of free-text entries (keywords, suggested reviewers): trimmed, non-empty, unique. */
function entries(maxEntries: number, maxLength: number, tooMany: string) {
  return z
    .array(z.string().trim().min(1).max(maxLength, `Each entry must be at most ${maxLength} characters.`))
    .max(maxEntries, tooMany)
    .default([])
    .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, WIZARD_MESSAGES.duplicateEntries);
}

const keywords = entries(L.keywordsMax, L.keywordMax, `You can add at most ${L.keywordsMax} keywords.`);
const suggestedReviewers = entries(L.suggestedReviewersMax, L.suggestedReviewerMax, WIZARD_MESSAGES.tooManyReviewers);
const coverLetter = text(L.coverLetterMax, WIZARD_MESSAGES.coverLetterTooLong);
const title = z
  .string()
  .trim()
  .min(1, WIZARD_MESSAGES.titleRequired)
  .max(L.titleMax, `Title must be at most ${L.titleMax} characters.`);
const submissionType = z
  .enum(SUBMISSION_TYPES, { error: "Please choose a submission type." })
  .default("research_article");

// --- The wizard (spec 002 sections 2.2 and 5 "Wizard")

/** An author's country (ISO 3166-1 alpha-2; article processing charges depend on it, ADR 064); "" when not given. */
const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .optional()
  .default("")
  .refine((v) => v === "" || isCountryCode(v), WIZARD_MESSAGES.countryInvalid);

const wizardAuthor = z.object({
  name: z.string().trim().min(1, WIZARD_MESSAGES.authorNameRequired).max(L.authorNameMax),
  email: z
    .string()
    .trim()
    .min(1, WIZARD_MESSAGES.authorEmailRequired)
    .max(L.authorEmailMax)
    .pipe(z.email(WIZARD_MESSAGES.invalidEmail)),
  affiliation: z.string().trim().min(1, WIZARD_MESSAGES.affiliationRequired).max(L.affiliationMax),
  orcid: orcidField,
  country: countryField,
});

/**
 * The wizard's form under a journal's rules. Declared-but-unenforced rules of the original are
 * enforced here: conflict details when a conflict is declared, the ethics committee and approval
 * number when human or animal subjects are involved (unless the journal does not require an ethics
 * statement), and a data availability statement when the journal requires one.
 */
export function wizardSchema(rules: SubmissionRules) {
  return z
    .object({
      journalId: z
        .string()
        .trim()
        .min(1, WIZARD_MESSAGES.journalRequired)
        .pipe(z.uuid(WIZARD_MESSAGES.journalRequired)),
      title,
      submissionType,
      authors: z.array(wizardAuthor).min(1, WIZARD_MESSAGES.authorRequired).max(L.authorsMax),
      abstract: z.string().trim().min(1, WIZARD_MESSAGES.abstractRequired).max(L.abstractMax),
      keywords,
      processingMode: z.enum(PROCESSING_MODES).default("standard"),
      conflictOfInterest: z.object({
        hasConflict: z.boolean().default(false),
        details: text(L.declarationTextMax),
      }),
      ethicsDeclaration: z.object({
        involveHumanSubjects: z.boolean().default(false),
        involveAnimalSubjects: z.boolean().default(false),
        ethicsApprovalNumber: text(200),
        ethicsCommittee: text(500),
      }),
      authorshipDeclaration: z.object({
        allAuthorsConsent: z.boolean().default(false),
        contributionStatement: text(L.declarationTextMax),
      }),
      dataAvailability: z.object({
        statement: text(L.declarationTextMax),
        repositoryUrl: text(L.urlMax).refine(
          (v) => v === "" || /^https?:\/\/\S+$/i.test(v),
          "Please enter a full link starting with http:// or https://.",
        ),
      }),
      coverLetter,
      suggestedReviewers,
    })
    .superRefine((form, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
      const abstract = form.abstract ?? "";
      if (abstract !== "" && abstract.length <= rules.minAbstractChars) {
        issue(["abstract"], `Abstract must be longer than ${rules.minAbstractChars} characters.`);
      }
      const words = countWords(abstract);
      if (abstract !== "" && rules.minAbstractWords !== null && words < rules.minAbstractWords) {
        issue(["abstract"], `Abstract must have at least ${rules.minAbstractWords} words (it has ${words}).`);
      }
      if (rules.maxAbstractWords !== null && words > rules.maxAbstractWords) {
        issue(["abstract"], `Abstract must have at most ${rules.maxAbstractWords} words (it has ${words}).`);
      }
      const keywordCount = form.keywords?.length ?? 0;
      if (keywordCount < rules.minKeywords) {
        issue(["keywords"], `Please add at least ${countOf(rules.minKeywords, "keyword", "keywords")}.`);
      }
      if (rules.maxKeywords !== null && keywordCount > rules.maxKeywords) {
        issue(["keywords"], `You can add at most ${countOf(rules.maxKeywords, "keyword", "keywords")}.`);
      }
      if (form.conflictOfInterest?.hasConflict && !form.conflictOfInterest.details) {
        issue(["conflictOfInterest", "details"], WIZARD_MESSAGES.conflictDetailsRequired);
      }
      const ethics = form.ethicsDeclaration;
      if (rules.requireEthicsStatement && ethics && (ethics.involveHumanSubjects || ethics.involveAnimalSubjects)) {
        if (!ethics.ethicsCommittee)
          issue(["ethicsDeclaration", "ethicsCommittee"], WIZARD_MESSAGES.ethicsCommitteeRequired);
        if (!ethics.ethicsApprovalNumber) {
          issue(["ethicsDeclaration", "ethicsApprovalNumber"], WIZARD_MESSAGES.ethicsApprovalRequired);
        }
      }
      if (!rules.processingModes.includes(form.processingMode)) issue(["processingMode"], PROCESSING_MODE_REFUSED);
      if (rules.requireDataAvailability && !form.dataAvailability?.statement) {
        issue(["dataAvailability", "statement"], WIZARD_MESSAGES.dataAvailabilityRequired);
      }
      if (form.authorshipDeclaration && !form.authorshipDeclaration.allAuthorsConsent) {
        issue(["authorshipDeclaration", "allAuthorsConsent"], WIZARD_MESSAGES.consentRequired);
      }
    });
}

export type WizardInput = z.output<ReturnType<typeof wizardSchema>>;

/** Which step (0, 1, 2) a field of the wizard belongs to. */
const STEP_OF_FIELD: Record<string, 0 | 1 | 2> = {
  journalId: 0,
  title: 0,
  submissionType: 0,
  authors: 0,
  abstract: 1,
  keywords: 1,
  processingMode: 1,
  conflictOfInterest: 1,
  ethicsDeclaration: 1,
  authorshipDeclaration: 1,
  dataAvailability: 1,
  coverLetter: 2,
  suggestedReviewers: 2,
};

/** Field errors keyed by path ("title", "authors.0.email"), the first message of each. */
export type FieldErrors = Record<string, string>;

export type WizardCheck =
  | { ok: true; data: WizardInput }
  | { ok: false; message: string; fieldErrors: FieldErrors; stepErrors: [FieldErrors, FieldErrors, FieldErrors] };

/**
 * Checks the wizard's form: on failure, the errors of each step and the message of the first step
 * that fails (step 1 always says the spec's 'Please fill in all required fields in Basic
 * Information.'; step 2 with no abstract 'Please provide an abstract for your submission.').
 */
export function checkWizard(form: unknown, rules: SubmissionRules): WizardCheck {
  const result = wizardSchema(rules).safeParse(form);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  const stepErrors: [FieldErrors, FieldErrors, FieldErrors] = [{}, {}, {}];
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    const step = STEP_OF_FIELD[String(issue.path[0])] ?? 0;
    fieldErrors[key] ??= issue.message;
    stepErrors[step][key] ??= issue.message;
  }
  const firstStep = stepErrors.findIndex((errors) => Object.keys(errors).length > 0);
  const message =
    firstStep === 0
      ? WIZARD_MESSAGES.basicInfoRequired
      : (Object.values(stepErrors[firstStep] ?? {})[0] ?? WIZARD_MESSAGES.invalidData);
  return { ok: false, message, fieldErrors, stepErrors };
}

// --- The Edit Submission dialog (spec 002 sections 2.4 and 5 "Submission edit")

const editAuthor = z.object({
  name: z.string().trim().max(L.authorNameMax).default(""),
  email: z.string().trim().max(L.authorEmailMax).default(""),
  affiliation: text(L.affiliationMax),
  orcid: orcidField,
  country: countryField,
});

const EMAIL = z.email();

export const editSubmissionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, EDIT_MESSAGES.titleRequired)
    .max(L.titleMax, `Title must be at most ${L.titleMax} characters.`),
  submissionType,
  authors: z
    .array(editAuthor)
    .min(1, WIZARD_MESSAGES.authorRequired)
    .max(L.authorsMax)
    .superRefine((authors, ctx) => {
      if (authors.some((a) => !a.name || !a.email)) {
        ctx.addIssue({ code: "custom", message: EDIT_MESSAGES.authorsIncomplete });
      } else if (authors.some((a) => !EMAIL.safeParse(a.email).success)) {
        ctx.addIssue({ code: "custom", message: EDIT_MESSAGES.authorsInvalidEmail });
      }
    }),
  abstract: z.string().trim().min(1, EDIT_MESSAGES.abstractRequired).max(L.abstractMax),
  keywords,
  coverLetter,
  suggestedReviewers,
  /** Admin and editor only (the server refuses them from anyone else). */
  status: z.enum(SUBMISSION_STATUSES).optional(),
  adminNotes: z.string().trim().max(L.notesMax).optional(),
  reviewerComments: z.string().trim().max(L.notesMax).optional(),
  /** Not stored: the 'Decision message to the authors' of the status e-mail. */
  editorDecision: z.string().trim().max(L.notesMax).optional(),
});

export type EditSubmissionInput = z.output<typeof editSubmissionSchema>;
export type EditSubmissionForm = z.input<typeof editSubmissionSchema>;

export type ParsedEdit =
  { ok: true; data: EditSubmissionInput } | { ok: false; message: string; fieldErrors: FieldErrors };

/** Checks the edit dialog's form; on failure the first message (the dialog's toast) and each field's. */
export function checkEditSubmission(form: unknown): ParsedEdit {
  const result = editSubmissionSchema.safeParse(form);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return { ok: false, message: result.error.issues[0]?.message ?? EDIT_MESSAGES.invalidRequest, fieldErrors };
}

/** Reads a JSON form field; undefined when it is missing, not JSON, or holds a NUL character. */
export function parseJsonField(value: unknown): unknown {
  if (typeof value !== "string") return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return containsNul(parsed) ? undefined : parsed;
  } catch {
    return undefined;
  }
}

// The list's URL lives in submission-list-query.ts (no zod: the list page loads it, ADR 076).
export { parseSubmissionListQuery, submissionListSearch } from "./submission-list-query";
