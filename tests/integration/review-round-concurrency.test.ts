// Invitees answering while the editor decides (on PostgreSQL, a pool: transactions at once). A change of an assignment's state updates its round's counts (a trigger, migration 0057, ADR 070)
// and a decision locks the submission, the round, then the assignments: every service that changes
// an assignment locks the submission first, so that none waits on another in a circle (PostgreSQL
// would abort one of them as a deadlock). The counts stay what the assignments say. The window for
// a deadlock is narrow: the first test passed without the submission locked first too; it checks the
// counts under concurrent writes, and that nothing fails with a database error. The second holds the
// submission's lock in a session of its own and shows the answer waits for it before it locks its
// assignment.
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewAssignments, submissions } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import { recordDecision } from "~/modules/reviews/decisions.service.server";
import { answerInvitation, inviteReviewer } from "~/modules/reviews/invitations.service.server";
import { createActors, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { lastInvitationToken } from "./review-helpers";
import { insertSubmission } from "./submission-files-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
});
afterAll(() => platform.stop());

describe("a review round's counts under concurrent answers and a decision", () => {
  it("decides while eight invitees accept at once: no deadlock, and the counts as the assignments say", async () => {
    const editor = (await getUserWithRoles(actors.editor.userId!))!;
    for (let attempt = 0; attempt < 2; attempt++) {
      const id = await insertSubmission(db(), actors.author.userId!, "under_review");
      const emails = Array.from({ length: 8 }, (_, i) => `concurrent-${attempt}-${i}@example.org`);
      for (const [i, email] of emails.entries()) {
        await inviteReviewer(editor, id, { kind: "email", email, name: `Invitee ${i}`, affiliation: null });
      }
      const tokens = await Promise.all(emails.map((email) => lastInvitationToken(db(), email)));
      const outcomes = await Promise.allSettled([
        ...tokens.slice(0, 4).map((token) => answerInvitation(token, { kind: "accept" })),
        recordDecision(editor, id, { kind: "reject", letter: "Out of scope." }),
        ...tokens.slice(4).map((token) => answerInvitation(token, { kind: "accept" })),
      ]);
      // An answer after the decision finds its invitation cancelled (410): a refusal, never a
      // database error.
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason, String(outcome.reason)).toBeInstanceOf(AppError);
      }
      expect(outcomes[4]!.status).toBe("fulfilled");
      const [submission] = await db()
        .select({ status: submissions.status })
        .from(submissions)
        .where(eq(submissions.id, id));
      expect(submission!.status).toBe("rejected");
      const states = await db()
        .select({ state: reviewAssignments.state })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.submissionId, id));
      expect(states.every((s) => s.state === "cancelled" || s.state === "accepted")).toBe(true);
      const rows = await db().execute<{ kept: string; counted: string }>(sql`select
          r.pending_assignments || '/' || r.completed_assignments as kept,
          (select count(*) filter (where a.state in ('invited', 'accepted')) || '/' || count(*) filter (where a.state = 'completed')
             from review_assignments a where a.round_id = r.id) as counted
        from review_rounds r where r.submission_id = ${id}`);
      const rounds = (rows as unknown as { rows: { kept: string; counted: string }[] }).rows;
      expect(rounds).toHaveLength(1);
      expect(rounds[0]!.kept).toBe(rounds[0]!.counted);
    }
  });

  // Two sessions at once: PostgreSQL only (PGlite has one session, which the held lock would keep).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "an invitee's answer locks the submission before the assignment: while another session holds the submission, the assignment is still free",
    async () => {
      const editor = (await getUserWithRoles(actors.editor.userId!))!;
      const id = await insertSubmission(db(), actors.author.userId!, "under_review");
      const email = "lock-order@example.org";
      await inviteReviewer(editor, id, { kind: "email", email, name: "Lock Order", affiliation: null });
      const token = await lastInvitationToken(db(), email);
      const [assignment] = await db()
        .select({ id: reviewAssignments.id })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.submissionId, id));
      const url = platform.services.env.DATABASE_URL!;
      const holder = new pg.Client({ connectionString: url });
      const probe = new pg.Client({ connectionString: url });
      await holder.connect();
      await probe.connect();
      let answering: ReturnType<typeof answerInvitation> | undefined;
      try {
        await holder.query("begin");
        await holder.query("select 1 from submissions where id = $1 for update", [id]);
        answering = answerInvitation(token, { kind: "accept" });
        // The answer now waits for the submission's lock.
        const waiting = async () =>
          (
            await probe.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows[0]!.n;
        for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
        expect(await waiting()).toBe(1);
        // Had it locked the assignment first, this would fail at once (lock_not_available).
        await probe.query("begin");
        await probe.query("select 1 from review_assignments where id = $1 for update nowait", [assignment!.id]);
        await probe.query("rollback");
        await holder.query("commit");
        expect((await answering).answer).toBe("accept");
      } finally {
        // Ending the holder's session releases its lock: a failed check leaves no answer running.
        await holder.end();
        await probe.end();
        await answering?.catch(() => undefined);
      }
      const [row] = await db()
        .select({ state: reviewAssignments.state })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.id, assignment!.id));
      expect(row!.state).toBe("accepted");
    },
  );
});
