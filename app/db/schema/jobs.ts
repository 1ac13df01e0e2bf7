import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

export const jobStatus = pgEnum("job_status", ["queued", "running", "done", "failed"]);

/**
 * Background jobs, written in the transaction of the change that causes them (a transactional
 * outbox) and claimed by in-process workers with `FOR UPDATE SKIP LOCKED` (app/lib/jobs.server.ts).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus().notNull().default("queued"),
    /** Claims so far, counting the one running now. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /**
     * When the job may next be claimed: for a queued job, when it is due (now, or after a retry's
     * backoff); for a running job, when its lease ends. A running job whose lease has ended belongs
     * to a worker that died, and is claimed again. One column, so the claim is one index range scan.
     */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_claim_idx")
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_done_purge_idx")
      .on(t.finishedAt)
      .where(sql`${t.status} = 'done'`),
    // The jobs of one invoice's documents (the Invoices tab's states, Make it again): failed jobs
    // are kept for good, so the tab must not scan the table for them.
    index("jobs_invoice_document_idx")
      .on(sql`(${t.payload} ->> 'invoiceId')`)
      .where(sql`${t.kind} = 'invoices.document'`),
  ],
);

export type Job = typeof jobs.$inferSelect;
