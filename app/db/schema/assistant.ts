import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/** A page an answer linked to, as the reader saw it. */
export type AssistantQuestionSource = { title: string; url: string };

/**
 * Every question the contact assistant answered, with its answer, for editors to read
 * (/dashboard/assistant-questions). Nothing says who asked: no client address, no account, no
 * session. Refused questions (empty, too long, rate-limited) are not kept. Rows older than the
 * retention (ASSISTANT_QUESTION_RETENTION_DAYS) are deleted by the `assistant.retention` job.
 */
export const assistantQuestions = pgTable(
  "assistant_questions",
  {
    id: id(),
    question: text().notNull(),
    /** The reply's text as the reader got it (the model's words, or the pages' excerpts). */
    answer: text().notNull(),
    /** The pages the answer linked, in order; empty when nothing fitted. */
    sources: jsonb().$type<AssistantQuestionSource[]>().notNull(),
    /** Whether a language model composed the answer (otherwise it is the pages' own words). */
    composed: boolean().notNull(),
    /** The model that composed it, when one did. */
    model: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // The screen's order (newest first) and the retention sweep.
    index("assistant_questions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // The screen's search; the expression must stay that of assistant.repository.server.ts.
    index("assistant_questions_search_idx").using(
      "gin",
      sql`to_tsvector('english'::regconfig, ${t.question} || ' ' || ${t.answer})`,
    ),
  ],
);

export type AssistantQuestion = typeof assistantQuestions.$inferSelect;
