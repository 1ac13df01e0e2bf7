// The forms of peer review, checked the same way by the screens and the server. Each parser takes
// the posted FormData and answers the input or the first message to show.
import { z } from "zod";
import { isIsoDate } from "~/modules/tasks/due-state";
import { editedEmailFields, editedEmailOf } from "~/modules/mail/edited-email";
import { answersOf } from "./review-questions.schemas";
import { DECISIONS, LIMITS, RECOMMENDATIONS, REVIEW_MESSAGES } from "./reviews.constants";

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\0/g, "").trim())
    .pipe(z.string().max(max, `At most ${max} characters.`));

const isoDate = z.string().trim().refine(isIsoDate, "Enter a valid date (yyyy-mm-dd).");

function parse<T>(schema: z.ZodType<T>, form: FormData): Parsed<T> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? REVIEW_MESSAGES.invalidRequest };
}

// The e-mail as the editor edited it before sending (ADR 067): shared with the Edit Submission dialog.
const editedEmail = editedEmailFields;
export { editedEmailOf };

/** Invite a user with the reviewer role (`reviewerId`), or anyone by `email` (and name). */
export const inviteSchema = z
  .object({
    reviewerId: text(100),
    email: text(254),
    name: text(LIMITS.name),
    affiliation: text(LIMITS.affiliation),
    ...editedEmail,
  })
  .superRefine((v, ctx) => {
    if (!v.reviewerId && !v.email) ctx.addIssue({ code: "custom", message: REVIEW_MESSAGES.notReviewer });
    if (!v.reviewerId && v.email && !z.email().safeParse(v.email).success)
      ctx.addIssue({ code: "custom", message: "Enter a valid e-mail address." });
  })
  .transform((v) => {
    const edited = editedEmailOf(v);
    return v.reviewerId
      ? ({ kind: "user", reviewerId: v.reviewerId, edited } as const)
      : ({
          kind: "email",
          email: v.email.toLowerCase(),
          name: v.name || v.email.split("@")[0]!,
          affiliation: v.affiliation || null,
          edited,
        } as const);
  });
export type InviteInput = (
  { kind: "user"; reviewerId: string } | { kind: "email"; email: string; name: string; affiliation: string | null }
) & { edited?: { subject: string; body: string } };
export const parseInvite = (form: FormData) => parse(inviteSchema, form);

export const dueDatesSchema = z
  .object({ assignmentId: z.uuid(REVIEW_MESSAGES.notFound), responseDueDate: isoDate, reviewDueDate: isoDate })
  .refine((v) => v.reviewDueDate >= v.responseDueDate, REVIEW_MESSAGES.reviewDueBeforeResponse);
export type DueDatesInput = z.infer<typeof dueDatesSchema>;
export const parseDueDates = (form: FormData) => parse(dueDatesSchema, form);

/** The files a round's reviewers get: every checked `fileId` of the form (at most the submission's). */
export function parseReviewFiles(form: FormData): Parsed<{ fileIds: string[] }> {
  const ids = form.getAll("fileId");
  if (ids.length > LIMITS.reviewFiles) return { ok: false, message: REVIEW_MESSAGES.invalidRequest };
  const result = z.array(z.uuid(REVIEW_MESSAGES.reviewFileUnknown)).safeParse(ids);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? REVIEW_MESSAGES.invalidRequest };
  if (result.data.length === 0) return { ok: false, message: REVIEW_MESSAGES.reviewFilesRequired };
  return { ok: true, data: { fileIds: [...new Set(result.data)] } };
}

export const editorIdSchema = z.object({ editorId: text(100).pipe(z.string().min(1, REVIEW_MESSAGES.notAnEditor)) });
export const parseEditorId = (form: FormData) => parse(editorIdSchema, form);

export const revisionDueSchema = z.object({ dueDate: isoDate });
export const parseRevisionDue = (form: FormData) => parse(revisionDueSchema, form);

export const assignmentIdSchema = z.object({ assignmentId: z.uuid(REVIEW_MESSAGES.notFound) });
export const parseAssignmentId = (form: FormData) => parse(assignmentIdSchema, form);

/** A reminder sent by hand: the assignment, and the e-mail as the editor edited it (optional). */
export const remindSchema = z
  .object({ assignmentId: z.uuid(REVIEW_MESSAGES.notFound), ...editedEmail })
  .transform((v) => ({ assignmentId: v.assignmentId, edited: editedEmailOf(v) }));
export const parseRemind = (form: FormData) => parse(remindSchema, form);

export const reviewSchema = z.object({
  recommendation: z
    .string()
    .optional()
    .transform((v) =>
      (RECOMMENDATIONS as readonly string[]).includes(v ?? "") ? (v as (typeof RECOMMENDATIONS)[number]) : null,
    ),
  commentsToAuthor: text(LIMITS.comments),
  confidentialComments: text(LIMITS.comments),
});
export type ReviewInput = z.infer<typeof reviewSchema> & {
  /** The answers to the journal's extra questions by question id (ADR 031). */
  answers?: Record<string, string>;
};
export const parseReview = (form: FormData): Parsed<ReviewInput> => {
  const parsed = parse(reviewSchema, form);
  return parsed.ok ? { ok: true, data: { ...parsed.data, answers: answersOf(form) } } : parsed;
};

export const declineSchema = z.object({ reason: text(LIMITS.declineReason) });
export const parseDecline = (form: FormData) => parse(declineSchema, form);

export const decisionSchema = z.object({
  kind: z.enum(DECISIONS, { error: "Choose a decision." }),
  letter: text(LIMITS.letter).pipe(z.string().min(1, REVIEW_MESSAGES.letterRequired)),
  ...editedEmail,
});
export type DecisionInput = Omit<z.infer<typeof decisionSchema>, "emailSubject" | "emailBody"> & {
  emailSubject?: string;
  emailBody?: string;
};
export const parseDecision = (form: FormData) => parse(decisionSchema, form);

export const recommendationSchema = z.object({
  kind: z.enum(DECISIONS, { error: "Choose a recommendation." }),
  note: text(LIMITS.letter).pipe(z.string().min(1, REVIEW_MESSAGES.noteRequired)),
});
export type RecommendationInput = z.infer<typeof recommendationSchema>;
export const parseRecommendation = (form: FormData) => parse(recommendationSchema, form);

export const recommendOnlySchema = z.object({
  editorId: text(100).pipe(z.string().min(1, REVIEW_MESSAGES.notAnEditor)),
  recommendOnly: z.enum(["on", "off"], { error: REVIEW_MESSAGES.invalidRequest }),
});
export const parseRecommendOnly = (form: FormData) => parse(recommendOnlySchema, form);

export const messageSchema = z.object({
  body: text(LIMITS.message).pipe(z.string().min(1, REVIEW_MESSAGES.messageRequired)),
});
export const parseMessage = (form: FormData) => parse(messageSchema, form);

export const revisionSchema = z.object({
  fileId: z.uuid(REVIEW_MESSAGES.revisionFileRequired),
  responseLetter: text(LIMITS.letter).pipe(z.string().min(1, REVIEW_MESSAGES.responseRequired)),
});
export type RevisionInput = z.infer<typeof revisionSchema>;
export const parseRevision = (form: FormData) => parse(revisionSchema, form);
