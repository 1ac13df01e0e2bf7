// The journal's extra review questions (ADR 031): admins define them on a small screen; the review
// form shows them in order; each answer is stored with the question's text of its time, so editing
// or removing a question never changes an answer already given.
import { AppError, notFound } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { Db } from "~/db/client.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import {
  countQuestions,
  deleteQuestion,
  findJournalByShortName,
  findQuestions,
  insertQuestion,
  lockJournalQuestions,
  updateQuestion,
} from "./review-questions.repository.server";
import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES as M,
  type QuestionInput,
  type ReviewQuestionView,
} from "./review-questions.schemas";

export type ReviewQuestionsPage = {
  journal: { id: string; title: string; shortName: string };
  questions: ReviewQuestionView[];
};

/** The journal's questions as the review form shows them, in order. */
export async function questionsOfJournal(journalId: string, dbOrTx: Db = db()): Promise<ReviewQuestionView[]> {
  const rows = await findQuestions(dbOrTx, journalId, QUESTION_LIMITS.perJournal);
  return rows.map((q) => ({
    id: q.id,
    question: q.question,
    kind: q.kind,
    options: q.options,
    required: q.required,
    visibleToAuthors: q.visibleToAuthors,
  }));
}

/** The journal by short name, if the user may define its questions: 403 first, then 404. */
async function journalFor(user: CurrentUser, shortName: string) {
  if (!can(user, "reviewQuestions.manage")) throw new AppError("forbidden", 403, M.denied);
  const journal =
    shortName.length <= 100 && !shortName.includes("\0")
      ? await findJournalByShortName(db(), shortName.toLowerCase())
      : undefined;
  if (!journal) throw notFound("journals.not_found", M.journalNotFound);
  if (!can(user, "reviewQuestions.manage", { journalId: journal.id })) throw new AppError("forbidden", 403, M.denied);
  return journal;
}

export async function loadReviewQuestionsPage(user: CurrentUser, shortName: string): Promise<ReviewQuestionsPage> {
  const journal = await journalFor(user, shortName);
  return { journal, questions: await questionsOfJournal(journal.id) };
}

type Change =
  | { kind: "add"; input: QuestionInput }
  | { kind: "update"; questionId: string; input: QuestionInput }
  | { kind: "remove"; questionId: string }
  | { kind: "move"; questionId: string; direction: "up" | "down" };

/** Adds, edits, removes or moves a question; the journal's questions are locked while it happens. */
export async function changeReviewQuestion(user: CurrentUser, shortName: string, change: Change): Promise<void> {
  const journal = await journalFor(user, shortName);
  await db().transaction(async (tx) => {
    await lockJournalQuestions(tx, journal.id);
    if (change.kind === "add") {
      const n = await countQuestions(tx, journal.id);
      if (n >= QUESTION_LIMITS.perJournal) throw new AppError("review_questions.too_many", 409, M.tooMany);
      const last = (await findQuestions(tx, journal.id, QUESTION_LIMITS.perJournal)).at(-1);
      await insertQuestion(tx, { journalId: journal.id, position: (last?.position ?? 0) + 1, ...change.input });
      return;
    }
    if (change.kind === "update") {
      if (!(await updateQuestion(tx, journal.id, change.questionId, change.input))) {
        throw notFound("review_questions.not_found", M.notFound);
      }
      return;
    }
    if (change.kind === "remove") {
      if (!(await deleteQuestion(tx, journal.id, change.questionId))) {
        throw notFound("review_questions.not_found", M.notFound);
      }
      return;
    }
    const rows = await findQuestions(tx, journal.id, QUESTION_LIMITS.perJournal);
    const i = rows.findIndex((q) => q.id === change.questionId);
    if (i < 0) throw notFound("review_questions.not_found", M.notFound);
    const j = change.direction === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= rows.length) return;
    const order = rows.map((q) => q.id);
    [order[i], order[j]] = [order[j]!, order[i]!];
    for (const [position, id] of order.entries()) await updateQuestion(tx, journal.id, id, { position: position + 1 });
  });
  logger.info({ journalId: journal.id, change: change.kind, by: user.id }, "review questions changed");
}
