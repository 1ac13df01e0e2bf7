// @both-backends: reviewer_records is kept by PL/pgSQL triggers, which each engine runs.
// The reviewer pool's figures, read from reviewer_records (kept by triggers on review_assignments,
// migration 0062, ADR 070), say what the assignments themselves say after every kind of write: an
// invitation, its answer, a review completed, an invitation by e-mail taken up by an account,
// several assignments changed in one statement, a reminder's update that changes no figure, an
// assignment deleted and a submission deleted with its assignments. On PostgreSQL, two sessions
// changing one reviewer's assignments at once leave the figures right too. Assignments are written
// directly: the services that write them have their own tests (review-rounds.test.ts).
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { reviewAssignments, reviewRounds, submissions } from "~/db/schema";
import { findReviewerRecords } from "~/modules/reviews/reviews.repository.server";
import { createActors, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { insertSubmission } from "./submission-files-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "records" });
});
afterAll(() => platform.stop());

/** A submission in review with its first round. */
async function roundOf(): Promise<{ submissionId: string; roundId: string }> {
  const submissionId = await insertSubmission(db(), actors.author.userId!, "under_review");
  const [round] = await db()
    .insert(reviewRounds)
    .values({ submissionId, roundNumber: 1, reviewType: "double-blind" })
    .returning({ id: reviewRounds.id });
  return { submissionId, roundId: round!.id };
}

let invitations = 0;
/** Values of an invitation of `reviewerId` (null: by e-mail, no account yet) on the round. */
function invitation(round: { submissionId: string; roundId: string }, reviewerId: string | null) {
  invitations += 1;
  return {
    submissionId: round.submissionId,
    roundId: round.roundId,
    reviewerId,
    inviteeEmail: `records-${invitations}@example.org`,
    inviteeName: `Invitee ${invitations}`,
    responseDueDate: "2030-01-15",
    reviewDueDate: "2030-02-15",
    tokenExpiresAt: new Date("2030-01-22T00:00:00Z"),
  };
}

/** The figures as the assignments say them (the query the table replaced). */
async function recount(userIds: string[]) {
  const result = await db().execute(sql`
    select u.id,
      count(a.state) filter (where a.state = 'accepted')::int as "inProgress",
      count(a.state) filter (where a.state = 'completed')::int as completed,
      avg(extract(epoch from a.completed_at - a.responded_at) / 86400)
        filter (where a.state = 'completed' and a.responded_at is not null)::float8 as "meanDays",
      max(a.completed_at) as "lastCompletedAt",
      count(a.state) filter (where a.state = 'declined')::int as declined,
      count(a.responded_at)::int as answered
    from users u left join review_assignments a on a.reviewer_id = u.id
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by u.id order by u.id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: r.id,
    inProgress: r.inProgress,
    completed: r.completed,
    meanDays: r.meanDays === null ? null : Number(r.meanDays),
    lastCompletedAt: r.lastCompletedAt === null ? null : new Date(r.lastCompletedAt as string).toISOString(),
    declined: r.declined,
    answered: r.answered,
  }));
}

async function kept(userIds: string[]) {
  const rows = await findReviewerRecords(db(), userIds);
  return rows
    .map(({ interests: _, ...r }) => ({
      ...r,
      meanDays: r.meanDays === null ? null : Number(r.meanDays),
      lastCompletedAt: r.lastCompletedAt === null ? null : new Date(r.lastCompletedAt).toISOString(),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

describe("the reviewer pool's records", () => {
  it("count what the assignments say after every kind of write", async () => {
    const [one, two] = [actors.reviewer.userId!, actors.editor.userId!];
    const people = [one, two];
    const check = async (when: string) => {
      const expected = await recount(people);
      const actual = await kept(people);
      for (const [i, row] of actual.entries()) {
        const { meanDays, ...rest } = row;
        const { meanDays: expectedDays, ...expectedRest } = expected[i]!;
        expect(rest, when).toEqual(expectedRest);
        // A sum divided differs from an average in the last bits.
        if (expectedDays === null) expect(meanDays, when).toBeNull();
        else expect(meanDays, when).toBeCloseTo(expectedDays, 9);
      }
    };
    await check("none yet");

    const first = await roundOf();
    const second = await roundOf();
    // Several in one statement, for two reviewers and an e-mail invitee.
    const inserted = await db()
      .insert(reviewAssignments)
      .values([invitation(first, one), invitation(second, one), invitation(first, two), invitation(second, null)])
      .returning({ id: reviewAssignments.id });
    const [a, b, c, byEmail] = inserted.map((r) => r.id);
    await check("invited");

    await db()
      .update(reviewAssignments)
      .set({ state: "accepted", respondedAt: new Date("2026-03-01T10:00:00Z") })
      .where(inArray(reviewAssignments.id, [a!, c!]));
    await check("two accepted in one statement");
    await db()
      .update(reviewAssignments)
      .set({ state: "declined", respondedAt: new Date("2026-03-02T10:00:00Z") })
      .where(eq(reviewAssignments.id, b!));
    await check("declined");
    await db()
      .update(reviewAssignments)
      .set({ state: "completed", completedAt: new Date("2026-03-20T16:30:00Z") })
      .where(eq(reviewAssignments.id, a!));
    await check("completed");
    const before = await kept(people);
    await db()
      .update(reviewAssignments)
      .set({ reviewDueDate: "2030-03-01", tokenExpiresAt: new Date("2030-03-08T00:00:00Z") })
      .where(eq(reviewAssignments.id, c!));
    expect(await kept(people), "a due date moved").toEqual(before);
    await db()
      .update(reviewAssignments)
      .set({ reviewerId: two, state: "accepted", respondedAt: new Date("2026-03-05T09:00:00Z") })
      .where(eq(reviewAssignments.id, byEmail!));
    await check("an invitation by e-mail accepted by an account");
    await db()
      .update(reviewAssignments)
      .set({ state: "completed", completedAt: new Date("2026-04-01T08:00:00Z") })
      .where(eq(reviewAssignments.id, c!));
    await check("a second review completed");
    await db().delete(reviewAssignments).where(eq(reviewAssignments.id, a!));
    await check("a completed assignment deleted (the last review date goes back)");
    await db().delete(submissions).where(eq(submissions.id, second.submissionId));
    await check("a submission deleted with its assignments");
  });

  // Two sessions at once: PostgreSQL only (PGlite has one session, which the held lock would keep).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "count a change made beside another one to the same reviewer, whichever commits first",
    async () => {
      const reviewer = actors.reviewer.userId!;
      const round = await roundOf();
      const [first, second] = (
        await db()
          .insert(reviewAssignments)
          .values([invitation(round, reviewer), invitation(round, reviewer)])
          .returning({ id: reviewAssignments.id })
      ).map((r) => r.id);
      const url = platform.services.env.DATABASE_URL!;
      const [left, right] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await left.connect();
      await right.connect();
      try {
        await left.query("begin");
        await right.query("begin");
        await left.query("update review_assignments set state = 'declined', responded_at = now() where id = $1", [
          first,
        ]);
        // Waits for the left session's lock on the reviewer's record, then counts after its commit.
        const answering = right.query(
          "update review_assignments set state = 'accepted', responded_at = now() where id = $1",
          [second],
        );
        await new Promise((r) => setTimeout(r, 200));
        await left.query("commit");
        await answering;
        await right.query("commit");
      } finally {
        await left.end();
        await right.end();
      }
      const [record] = await kept([reviewer]);
      const [counted] = await recount([reviewer]);
      expect(record).toEqual({ ...counted, meanDays: record!.meanDays });
      expect(record!.declined).toBeGreaterThanOrEqual(1);
      expect(record!.inProgress).toBeGreaterThanOrEqual(1);
    },
  );
});
