// The submissions list's review filters at the edges their faster queries must keep (issue 43, ADR
// 070): the latest round decides (an earlier round's reviews count no more), a declined invitation
// is nobody reviewing, a round sent back for revision is not awaiting reviewers; both ways of
// reading a page (the matching ids first, along the date index, or from the stage's ids read
// first) and the capped count give the same submissions; the stat cards count from indexes what the rows say. Rounds and assignments are
// written directly: the services that make them have their own tests (handling-editors.test.ts).
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewAssignments, reviewRounds, submissions } from "~/db/schema";
import { REVIEW_STAGES, type ReviewStage } from "~/modules/submissions/submissions.constants";
import {
  countSubmissions,
  findReviewStageIds,
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
    for (const stage of REVIEW_STAGES) {
      const filter = filterOf(stage);
      const read = async (fewMatches: boolean) =>
        (await findSubmissionPage(db(), { scope, filter, fewMatches, limit: 100, offset: 0 })).map((r) => r.id);
      const [few, many] = [await read(true), await read(false)];
      expect(few).toEqual(many);
      expect(ours(few)).toEqual([...expected[stage]].sort());
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
  });

  it("counts the stat cards from indexes as the rows say", async () => {
    // One submission whose authors did not all consent.
    const dissent = await insertSubmission(db(), actors.author.userId!);
    await db()
      .update(submissions)
      .set({ authorshipDeclaration: { allAuthorsConsent: false } })
      .where(eq(submissions.id, dissent));
    const fjphs = await journalId(db(), "fjphs");
    for (const scope of [
      { all: true } as const,
      { all: false as const, ownerId: actors.author.userId!, journalIds: [] },
      { all: false as const, ownerId: "nobody", journalIds: [fjphs] },
    ]) {
      const counts = await countSubmissions(db(), scope, filterOf("revision_due"));
      const where = scope.all
        ? undefined
        : scope.journalIds.length
          ? inArray(submissions.journalId, scope.journalIds)
          : eq(submissions.createdBy, scope.ownerId);
      const [{ n: total }] = await db().select({ n: count() }).from(submissions).where(where);
      const [{ n: consent }] = await db()
        .select({ n: count() })
        .from(submissions)
        .where(and(where, sql`${submissions.authorshipDeclaration}->>'allAuthorsConsent' = 'true'`));
      const [{ n: submitted }] = await db()
        .select({ n: count() })
        .from(submissions)
        .where(and(where, eq(submissions.status, "submitted")));
      expect(counts).toMatchObject({ total, copeCompliant: consent, submitted });
      expect(counts.copeCompliant).toBeLessThan(counts.total);
    }
  });
});
