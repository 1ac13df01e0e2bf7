import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { submissionEvents } from "~/db/schema";
import type { SubmissionEventDetail, SubmissionEventKind } from "./submission-events";

/** Appends one entry to a submission's history. Call it in the transaction that makes the change. */
export async function recordSubmissionEvent<K extends SubmissionEventKind>(
  tx: Db,
  event: { submissionId: string; actorId: string | null; kind: K; detail: SubmissionEventDetail[K] },
): Promise<void> {
  await tx.insert(submissionEvents).values({
    submissionId: event.submissionId,
    actorId: event.actorId,
    kind: event.kind,
    detail: event.detail as Record<string, unknown>,
    // now() is the transaction's start: events of one transaction (an edit and its status change)
    // would tie. The wall clock keeps them in the order they happened; the embedded database's
    // clock can repeat a value for two quick inserts, so an event is never earlier than the
    // submission's last one plus a microsecond.
    createdAt: sql`greatest(clock_timestamp(), (select max(e.created_at) + interval '1 microsecond' from ${submissionEvents} e where e.submission_id = ${event.submissionId}))`,
  });
}
