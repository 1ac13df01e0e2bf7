// Invitees answering while the editor decides (on PostgreSQL, a pool: transactions at once). A change of an assignment's state updates its round's counts (a trigger, migration 0057, ADR 070)
// and a decision locks the submission, the round, then the assignments: every service that changes
// an assignment locks the submission first, so that none waits on another in a circle (PostgreSQL
// would abort one of them as a deadlock). The counts stay what the assignments say. The window for
// a deadlock is narrow: this passed without the submission locked first too; it checks the counts
// under concurrent writes, and that nothing fails with a database error.
import { eq, sql } from "drizzle-orm";
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
});
