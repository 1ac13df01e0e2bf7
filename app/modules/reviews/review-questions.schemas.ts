// The journal's extra review questions (ADR 031): the admin's question form and the reviewer's
// answers, checked the same way by the screens and the server.
import { z } from "zod";
import type { ReviewAnswer } from "~/db/schema/reviews";
import type { Parsed } from "./reviews.schemas";

export const QUESTION_KINDS = ["yes_no", "choice", "text"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  yes_no: "Yes or no",
  choice: "Choice",
  text: "Free text",
};

export const QUESTION_LIMITS = { question: 500, option: 200, options: 20, answer: 5000, perJournal: 30 } as const;

export const QUESTION_MESSAGES = {
  denied: "Only admins can change a journal's review questions.",
  journalNotFound: "Journal Not Found",
  notFound: "Question not found.",
  added: "Question added.",
  saved: "Question saved.",
  removed: "Question removed.",
  moved: "Question moved.",
  questionRequired: "Write the question.",
  optionsRequired: "Give at least two choices, one per line.",
  tooMany: `A journal has at most ${QUESTION_LIMITS.perJournal} review questions.`,
  invalidChoice: "Choose one of the answers offered.",
  invalidRequest: "Invalid request.",
} as const;

/** The message for a required question left unanswered on submit. */
export const answerRequired = (question: string) => `Answer the question: ${question}`;

/** The form name of a question's answer on the review form. */
export const answerField = (questionId: string) => `answer.${questionId}`;

const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\0/g, "").trim())
    .pipe(z.string().max(max, `At most ${max} characters.`));

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

export const questionSchema = z
  .object({
    question: text(QUESTION_LIMITS.question).pipe(z.string().min(1, QUESTION_MESSAGES.questionRequired)),
    kind: z.enum(QUESTION_KINDS, { error: "Choose the kind of answer." }),
    options: text(QUESTION_LIMITS.options * (QUESTION_LIMITS.option + 1)),
    required: checkbox,
    visibleToAuthors: checkbox,
  })
  .transform((v) => ({
    ...v,
    options:
      v.kind === "choice"
        ? [...new Set(v.options.split(/\r?\n/).map((o) => o.trim().slice(0, QUESTION_LIMITS.option)))].filter(Boolean)
        : [],
  }))
  .refine((v) => v.kind !== "choice" || v.options.length >= 2, QUESTION_MESSAGES.optionsRequired)
  .refine((v) => v.options.length <= QUESTION_LIMITS.options, `At most ${QUESTION_LIMITS.options} choices.`);
export type QuestionInput = z.infer<typeof questionSchema>;

const questionId = z.uuid(QUESTION_MESSAGES.notFound);

function values(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

function parse<T>(schema: z.ZodType<T>, form: FormData): Parsed<T> {
  const result = schema.safeParse(values(form));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? QUESTION_MESSAGES.invalidRequest };
}

export const parseQuestion = (form: FormData) => parse(questionSchema, form);
export const parseQuestionUpdate = (form: FormData) =>
  parse(z.intersection(z.object({ questionId }), questionSchema), form);
export const parseQuestionId = (form: FormData) => parse(z.object({ questionId }), form);
export const parseQuestionMove = (form: FormData) =>
  parse(z.object({ questionId, direction: z.enum(["up", "down"], { error: QUESTION_MESSAGES.invalidRequest }) }), form);

/** The answers posted with a review: `answer.<questionId>` fields, cleaned and bounded. */
export function answersOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("answer.") || typeof value !== "string") continue;
    out[key.slice("answer.".length, "answer.".length + 36)] = value
      .replace(/\0/g, "")
      .trim()
      .slice(0, QUESTION_LIMITS.answer);
  }
  return out;
}

/** A question as the review form shows it. */
export type ReviewQuestionView = {
  id: string;
  question: string;
  kind: QuestionKind;
  options: string[];
  required: boolean;
  visibleToAuthors: boolean;
};

/**
 * The answers to store for the current questions: each with the question's text now (a snapshot),
 * or the first message to show. `submit` also requires the required ones.
 */
export function checkAnswers(
  questions: readonly ReviewQuestionView[],
  posted: Record<string, string>,
  submit: boolean,
): { ok: true; answers: ReviewAnswer[] } | { ok: false; message: string } {
  const answers: ReviewAnswer[] = [];
  for (const q of questions) {
    const value = posted[q.id] ?? "";
    if (value && q.kind === "yes_no" && value !== "yes" && value !== "no") {
      return { ok: false, message: QUESTION_MESSAGES.invalidChoice };
    }
    if (value && q.kind === "choice" && !q.options.includes(value)) {
      return { ok: false, message: QUESTION_MESSAGES.invalidChoice };
    }
    if (submit && q.required && !value) return { ok: false, message: answerRequired(q.question) };
    answers.push({ questionId: q.id, question: q.question, kind: q.kind, visibleToAuthors: q.visibleToAuthors, value });
  }
  return { ok: true, answers };
}
