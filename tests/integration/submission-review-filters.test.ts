// The submissions list's review filters at the edges their faster queries must keep (issue 43, ADR
// 070): the latest round decides (an earlier round's reviews count no more), a declined invitation
// is nobody reviewing, a round sent back for revision is not awaiting reviewers; both ways of
// reading a page (the matching ids first, along the date index, or from the stage's ids read
// first), in every scope and with 'Assigned to me', and the capped count give the same submissions;
// the stat cards (from submission_counts, kept by a trigger, or from indexes) count what the rows
// say after every kind of change. Rounds and assignments are written directly: the services that
// make them have their own tests (handling-editors.test.ts).
import { count, eq, inArray, or, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewAssignments, reviewRounds, submissionHandlingEditors, submissions } from "~/db/schema";
import { REVIEW_STAGES, type ReviewStage } from "~/modules/submissions/submissions.constants";
import {
  countSubmissions,
  findReviewStageIds,
  STAGES_READ_FIRST,
  findSubmissionPage,
  type SubmissionFilter,
} from "~/modules/submissions/submissions.repository.server";
import type { SubmissionListPage } from "~/modules/submissions/submissions.types";
import * as submissionsList from "~/routes/dashboard/submissions";
import { journalId } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { insertSubmission } from "./submission-files-helpers";
import { load } from "./submissions-helpers";
import { afterAll } from "vitest";

let platform: TestPlatform;
let actors: Actors;
const db = () => platform.services.database.db;

type State = (typeof reviewAssignments.state.enumValues)[number];
type RoundStatus = (typeof reviewRounds.status.enumValues)[number];
const PAST = "2020-01-01";
const FUTURE = "2999-01-01";

/** A submission with `rounds` (oldest first), each with its assignments' states (due dates in the future unless `overdue`). */
async function make(
  status: (typeof submissions.status.enumValues)[number],
  rounds: { status: RoundStatus; states: State[]; overdue?: boolean }[] = [],
): Promise<string> {
  const id = await insertSubmission(db(), actors.author.userId!, status);
  for (const [i, round] of rounds.entries()) {
    const [row] = await db()
      .insert(reviewRounds)
      .values({ submissionId: id, roundNumber: i + 1, status: round.status, reviewType: "double-blind" })
      .returning({ id: reviewRounds.id });
    for (const [k, state] of round.states.entries()) {
      await db()
        .insert(reviewAssignments)
        .values({
          submissionId: id,
          roundId: row!.id,
          reviewerId: actors.reviewer.userId,
          inviteeEmail: actors.reviewer.email!,
          inviteeName: `Reviewer ${k + 1}`,
          state,
          responseDueDate: round.overdue ? PAST : FUTURE,
          reviewDueDate: round.overdue ? PAST : FUTURE,
          tokenExpiresAt: new Date(Date.now() + 86_400_000),
        });
    }
  }
  return id;
}

const cases: Record<string, string> = {};
const expected: Record<ReviewStage, string[]> = {
  awaiting_reviewers: [],
  reviews_overdue: [],
  all_reviews_in: [],
  revision_due: [],
};

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  const c = async (name: string, stages: ReviewStage[], id: Promise<string>) => {
    cases[name] = await id;
    for (const stage of stages) expected[stage].push(cases[name]);
  };
  await c("submitted, no round", ["awaiting_reviewers"], make("submitted"));
  await c(
    "round 2 open and empty after a reviewed round 1",
    ["awaiting_reviewers"],
    make("under_review", [
      { status: "closed", states: ["completed", "completed"] },
      { status: "open", states: [] },
    ]),
  );
  await c(
    "every invitation declined",
    ["awaiting_reviewers"],
    make("under_review", [{ status: "open", states: ["declined", "declined"] }]),
  );
  await c(
    "one review in, one invitation unanswered past its date",
    ["reviews_overdue"],
    make("under_review", [{ status: "open", states: ["completed", "invited"], overdue: true }]),
  );
  await c(
    "one review in, one accepted past its date",
    ["reviews_overdue"],
    make("under_review", [{ status: "open", states: ["accepted", "completed"], overdue: true }]),
  );
  await c(
    "reviews in, one declined",
    ["all_reviews_in"],
    make("under_review", [{ status: "open", states: ["completed", "declined", "cancelled"] }]),
  );
  await c(
    "round 2 all in after round 1",
    ["all_reviews_in"],
    make("under_review", [
      { status: "closed", states: ["completed"] },
      { status: "open", states: ["completed", "completed"] },
    ]),
  );
  // Its rounds say 'decision needed', its status does not (read from the rounds first, the status
  // is tested with the list).
  await c("every review in, not under review", [], make("submitted", [{ status: "open", states: ["completed"] }]));
  await c("invited, not yet due", [], make("under_review", [{ status: "open", states: ["invited", "completed"] }]));
  await c(
    "round 1 all in, round 2 reviewing",
    [],
    make("under_review", [
      { status: "closed", states: ["completed"] },
      { status: "open", states: ["accepted"] },
    ]),
  );
  await c(
    "latest round sent back, still under review",
    [],
    make("under_review", [{ status: "revision_requested", states: ["completed"] }]),
  );
  await c(
    "revision requested",
    ["revision_due"],
    make("revision_requested", [{ status: "revision_requested", states: ["completed"] }]),
  );
  await c("accepted", [], make("accepted", [{ status: "closed", states: ["completed", "declined"] }]));
  // The editor handles every other one ('Assigned to me').
  await db()
    .insert(submissionHandlingEditors)
    .values(
      Object.values(cases)
        .filter((_, i) => i % 2 === 0)
        .map((submissionId) => ({ submissionId, editorId: actors.editor.userId! })),
    );
});
afterAll(() => platform.stop());

const ours = (ids: string[]) => ids.filter((id) => Object.values(cases).includes(id)).sort();
const filterOf = (reviewStage: ReviewStage): SubmissionFilter => ({
  tsQuery: null,
  status: null,
  type: null,
  handledBy: null,
  reviewStage,
});

describe("the submissions list's review filters", () => {
  it.each(REVIEW_STAGES)(
    "%s lists exactly the submissions whose latest round stands there, for admins and the journal's editors",
    async (stage) => {
      for (const actor of [actors.admin, actors.editor]) {
        const page = (
          await load<SubmissionListPage>(submissionsList.loader, actor, `/dashboard/submissions?review=${stage}`)
        ).data!;
        expect(ours(page.rows.map((r) => r.id))).toEqual([...expected[stage]].sort());
        expect(page.matchingCapped).toBe(false);
      }
    },
  );

  it("reads the same page with the matching ids first and along the date index, and caps the count", async () => {
    const scope = { all: true } as const;
    /** How many each stage lists in the journal with 'Assigned to me'. */
    const handled: number[] = [];
    for (const stage of REVIEW_STAGES) {
      const filter = filterOf(stage);
      const read = async (fewMatches: boolean) =>
        (await findSubmissionPage(db(), { scope, filter, fewMatches, limit: 100, offset: 0 })).map((r) => r.id);
      const [few, many] = [await read(true), await read(false)];
      expect(few).toEqual(many);
      expect(ours(few)).toEqual([...expected[stage]].sort());
      // In a journal's or an author's scope, and with 'Assigned to me', the matching ids read
      // first (the stage tested only in that scope) give what the date index gives.
      const fjphs = await journalId(db(), "fjphs");
      for (const narrower of [
        { all: false as const, ownerId: "nobody", journalIds: [fjphs] },
        { all: false as const, ownerId: actors.author.userId!, journalIds: [] },
        { all: false as const, ownerId: "nobody", journalIds: [] },
      ]) {
        for (const handledBy of [null, actors.editor.userId!]) {
          const narrowed = { ...filter, handledBy };
          const readIn = async (fewMatches: boolean) =>
            (
              await findSubmissionPage(db(), { scope: narrower, filter: narrowed, fewMatches, limit: 100, offset: 0 })
            ).map((r) => r.id);
          const inScope = await readIn(false);
          if (handledBy && narrower.journalIds.length) handled.push(inScope.length);
          expect(await readIn(true), `${stage} ${JSON.stringify(narrower)} ${handledBy}`).toEqual(inScope);
          expect((await countSubmissions(db(), narrower, narrowed)).matching).toBe(inScope.length);
          if (!STAGES_READ_FIRST.includes(stage)) continue;
          // Read first as a list narrowed to the handling editor's, the same page and count.
          const listed = { ...narrowed, reviewStageIds: await findReviewStageIds(db(), stage, handledBy) };
          const listedPage = await findSubmissionPage(db(), {
            scope: narrower,
            filter: listed,
            fewMatches: false,
            limit: 100,
            offset: 0,
          });
          expect(listedPage.map((r) => r.id)).toEqual(inScope);
          expect((await countSubmissions(db(), narrower, listed)).matching).toBe(inScope.length);
        }
      }
      const { matching } = await countSubmissions(db(), scope, filter);
      expect(matching).toBe(few.length);
      // Capped at 1, a count of two or more stops at two.
      expect((await countSubmissions(db(), scope, filter, 1)).matching).toBe(Math.min(few.length, 2));
      // Read first as a list of ids, the stage gives the same page and count.
      const listed = { ...filter, reviewStageIds: await findReviewStageIds(db(), stage) };
      expect(
        (await findSubmissionPage(db(), { scope, filter: listed, fewMatches: false, limit: 100, offset: 0 })).map(
          (r) => r.id,
        ),
      ).toEqual(few);
      expect((await countSubmissions(db(), scope, listed)).matching).toBe(few.length);
    }
    // 'Assigned to me' found some and left out some (the comparisons above compared something).
    expect(handled.some((n) => n > 0)).toBe(true);
    expect(handled.reduce((a, b) => a + b)).toBeLessThan(Object.keys(cases).length - 2);
  });

  it("counts the stat cards as the rows say, after every kind of change to a submission", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const ijcpms = await journalId(db(), "ijcpms");
    const scopes = [
      { all: true } as const,
      { all: false as const, ownerId: actors.author.userId!, journalIds: [] },
      { all: false as const, ownerId: "nobody", journalIds: [fjphs] },
      // An editor of one journal who also submitted to another (their own are counted too).
      { all: false as const, ownerId: actors.author.userId!, journalIds: [ijcpms] },
      { all: false as const, ownerId: "nobody", journalIds: [fjphs, ijcpms] },
    ];
    const check = async (when: string) => {
      for (const scope of scopes) {
        const counts = await countSubmissions(db(), scope, filterOf("revision_due"));
        const where = scope.all
          ? undefined
          : scope.journalIds.length
            ? or(eq(submissions.createdBy, scope.ownerId), inArray(submissions.journalId, scope.journalIds))
            : eq(submissions.createdBy, scope.ownerId);
        const [row] = await db()
          .select({
            total: count(),
            submitted: sql<number>`(count(*) filter (where ${submissions.status} = 'submitted'))::int`,
            underReview: sql<number>`(count(*) filter (where ${submissions.status} = 'under_review'))::int`,
            copeCompliant: sql<number>`(count(*) filter (where ${submissions.authorshipDeclaration}->>'allAuthorsConsent' = 'true'))::int`,
            matching: sql<number>`(count(*) filter (where ${submissions.status} = 'revision_requested'))::int`,
          })
          .from(submissions)
          .where(where);
        expect(counts, `${when}: ${JSON.stringify(scope)}`).toEqual(row);
      }
    };
    await check("as made");
    // One submission whose authors did not all consent.
    const dissent = await insertSubmission(db(), actors.author.userId!);
    await db()
      .update(submissions)
      .set({ authorshipDeclaration: { allAuthorsConsent: false } })
      .where(eq(submissions.id, dissent));
    await check("a declaration changed");
    await db().update(submissions).set({ status: "under_review" }).where(eq(submissions.id, dissent));
    await check("a status changed");
    await db()
      .update(submissions)
      .set({ journalId: ijcpms, submissionNumber: 900_001, status: "revision_requested" })
      .where(eq(submissions.id, dissent));
    await check("moved to another journal and sent back");
    await db().update(submissions).set({ title: "Renamed" }).where(eq(submissions.id, dissent));
    await check("a title changed");
    await db()
      .update(submissions)
      .set({ status: "submitted", authorshipDeclaration: { allAuthorsConsent: true } })
      .where(eq(submissions.id, dissent));
    await check("status and declaration changed at once");
    const [{ n: copeBefore }] = await db()
      .select({ n: count() })
      .from(submissions)
      .where(sql`${submissions.authorshipDeclaration}->>'allAuthorsConsent' = 'true'`);
    expect((await countSubmissions(db(), { all: true }, filterOf("revision_due"))).copeCompliant).toBe(copeBefore);
    await db().delete(submissions).where(eq(submissions.id, dissent));
    await check("deleted");
  });
  it("keeps each round's counts of pending and completed assignments as the assignments say, after every kind of write", async () => {
    // 'Decision needed' as it was read before the counts (migration 0057): from the assignments.
    const fromAssignments = async () => {
      const rows = await db().execute<{ id: string }>(sql`select s.id from submissions s where s.status = 'under_review'
        and exists (select 1 from review_rounds r where r.submission_id = s.id and r.status = 'open'
          and r.round_number = (select max(l.round_number) from review_rounds l where l.submission_id = r.submission_id)
          and exists (select 1 from review_assignments a where a.round_id = r.id and a.state = 'completed')
          and not exists (select 1 from review_assignments a where a.round_id = r.id and a.state in ('invited', 'accepted')))`);
      return ours((rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    };
    const check = async (when: string) => {
      const rows = await db().execute<{ id: string; kept: string; counted: string }>(sql`select r.id,
          r.pending_assignments || '/' || r.completed_assignments as kept,
          (select count(*) filter (where a.state in ('invited', 'accepted')) || '/' || count(*) filter (where a.state = 'completed')
             from review_assignments a where a.round_id = r.id) as counted
        from review_rounds r`);
      for (const r of (rows as unknown as { rows: { id: string; kept: string; counted: string }[] }).rows)
        expect(r.kept, `${when}: round ${r.id}`).toBe(r.counted);
      const listed = {
        ...filterOf("all_reviews_in"),
        reviewStageIds: await findReviewStageIds(db(), "all_reviews_in"),
      };
      const page = await findSubmissionPage(db(), {
        scope: { all: true },
        filter: listed,
        fewMatches: false,
        limit: 100,
        offset: 0,
      });
      expect(ours(page.map((p) => p.id)), when).toEqual(await fromAssignments());
    };
    await check("as made");
    const id = await make("under_review", [{ status: "open", states: ["invited", "invited"] }]);
    const [round] = await db().select().from(reviewRounds).where(eq(reviewRounds.submissionId, id));
    const assignments = await db()
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.roundId, round!.id));
    const [first, second] = assignments.map((a) => a.id) as [string, string];
    const setState = (assignment: string, state: State) =>
      db().update(reviewAssignments).set({ state }).where(eq(reviewAssignments.id, assignment));
    cases["kept counts"] = id;
    await check("two invited");
    await setState(first, "accepted");
    await check("one accepted");
    await setState(first, "completed");
    await check("one completed, one invited");
    await setState(second, "declined");
    await check("the other declined: every review in");
    expect(await fromAssignments()).toContain(id);
    await db().update(reviewAssignments).set({ inviteeName: "Renamed" }).where(eq(reviewAssignments.id, first));
    await check("a name changed");
    await setState(second, "invited");
    await check("invited again");
    await db()
      .update(reviewAssignments)
      .set({ state: "cancelled" })
      .where(inArray(reviewAssignments.id, [first, second]));
    await check("both cancelled in one statement");
    await setState(first, "completed");
    await check("completed again");
    // A second round: the first is no longer the latest.
    const [next] = await db()
      .insert(reviewRounds)
      .values({ submissionId: id, roundNumber: 2, status: "open", reviewType: "double-blind" })
      .returning({ id: reviewRounds.id });
    await check("a later round opened");
    await db().update(reviewAssignments).set({ roundId: next!.id }).where(eq(reviewAssignments.id, first));
    await check("an assignment moved to the later round");
    await db().delete(reviewAssignments).where(eq(reviewAssignments.id, first));
    await check("an assignment deleted");
    await db().delete(reviewRounds).where(eq(reviewRounds.id, next!.id));
    await check("a round deleted");
    await db().update(reviewRounds).set({ status: "closed" }).where(eq(reviewRounds.id, round!.id));
    await check("the round closed");
    await db().delete(submissions).where(eq(submissions.id, id));
    delete cases["kept counts"];
    await check("the submission deleted");
  });
});
