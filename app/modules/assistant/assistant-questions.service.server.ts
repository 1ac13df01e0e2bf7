// The assistant's questions and answers, kept for editors to read: written when a question is
// answered, paged for the editors' screen, deleted after ASSISTANT_QUESTION_RETENTION_DAYS by a
// job that schedules its own next run (like the review reminders).
import { enqueueJob, hasWaitingJob, recurringJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { ASSISTANT_QUESTION_RETENTION_DAYS, ASSISTANT_QUESTIONS_PAGE_SIZE } from "./assistant.constants";
import {
  deleteAssistantQuestionsBefore,
  findAssistantQuestionPage,
  insertAssistantQuestion,
} from "./assistant.repository.server";
import type { AssistantQuestionsQuery } from "./assistant.schemas";
import type { AssistantQuestionsScreen, AssistantReply } from "./assistant.types";

export const ASSISTANT_RETENTION_JOB = "assistant.retention";
/** How often the retention job looks again. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
const DELETE_BATCH = 1000;

/**
 * Keeps an answered question with its answer, its linked pages and whether a model composed it,
 * never who asked. One insert of its own: nothing else of the request is written with it (the
 * rate-limit hit is committed before the answer is looked for, and a model may be called between).
 * A failed write is logged and the reader still gets the answer: the record is for editors, the
 * answer is for the reader.
 */
export async function keepAssistantQuestion(question: string, reply: AssistantReply, model: string | null) {
  try {
    await insertAssistantQuestion(db(), {
      question,
      answer: reply.response,
      sources: reply.sources.map(({ title, url }) => ({ title, url })),
      composed: reply.composed,
      model: reply.composed ? model : null,
    });
  } catch (err) {
    logger.error({ err }, "assistant: the question could not be kept");
  }
}

/**
 * One page (25 a page, newest first) of the kept questions, searched in the question and the
 * answer. Editors and admins (403 otherwise); an editor of one journal reads them all, since a
 * question belongs to no journal.
 */
export async function findAssistantQuestions(
  user: CurrentUser,
  query: AssistantQuestionsQuery,
): Promise<AssistantQuestionsScreen> {
  requirePermission(user, "assistantQuestions.view");
  const page = Math.max(1, query.page);
  const { rows, total } = await findAssistantQuestionPage(db(), {
    search: query.q,
    limit: ASSISTANT_QUESTIONS_PAGE_SIZE,
    offset: (page - 1) * ASSISTANT_QUESTIONS_PAGE_SIZE,
  });
  return {
    q: query.q,
    page,
    pageCount: Math.max(1, Math.ceil(total / ASSISTANT_QUESTIONS_PAGE_SIZE)),
    total,
    rows: rows.map((r) => ({
      id: r.id,
      question: r.question,
      answer: r.answer,
      sources: r.sources,
      composed: r.composed,
      model: r.model,
      askedAt: r.createdAt.toISOString(),
    })),
  };
}

/** Deletes the questions older than the retention, in batches; returns how many went. */
export async function deleteExpiredAssistantQuestions(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ASSISTANT_QUESTION_RETENTION_DAYS * 24 * 60 * 60_000);
  let removed = 0;
  for (;;) {
    const n = await deleteAssistantQuestionsBefore(db(), cutoff, DELETE_BATCH);
    removed += n;
    if (n < DELETE_BATCH) return removed;
  }
}

/** The retention job: deletes what has expired, then schedules its next look. */
export function assistantJobHandlers(): JobHandlers {
  return {
    [ASSISTANT_RETENTION_JOB]: recurringJob(
      async () => {
        const removed = await deleteExpiredAssistantQuestions();
        if (removed > 0) logger.info({ removed }, "assistant: expired questions deleted");
      },
      () => enqueueJob(db(), ASSISTANT_RETENTION_JOB, {}, { delayMs: RETENTION_INTERVAL_MS }),
    ),
  };
}

/** At start: the retention job, unless one is already waiting. */
export async function scheduleAssistantQuestionRetention(): Promise<void> {
  if (!(await hasWaitingJob(db(), ASSISTANT_RETENTION_JOB))) await enqueueJob(db(), ASSISTANT_RETENTION_JOB, {});
}
