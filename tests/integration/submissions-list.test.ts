import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSubmissionPage } from "~/modules/submissions/submissions.repository.server";
import { prefixTsQuery } from "~/modules/users/search-terms";
import { LIST_MESSAGES } from "~/modules/submissions/submission-messages";
import { SUBMISSIONS_PAGE_SIZE } from "~/modules/submissions/submissions.constants";
import type { SubmissionActionData, SubmissionListPage } from "~/modules/submissions/submissions.types";
import { action as listAction, loader as listLoader } from "~/routes/dashboard/submissions";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { journalId } from "../factories/catalogue";
import { insertSubmissions, load, pdfBytes, post, postSubmission, wizardData } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let bjps: string;
const db = () => platform.services.database.db;

// The author: 45 generated submissions in FJPHS and one made through the API (a manuscript, COPE
// consent). The other author: 5 in BJPS. 51 in all.
const AUTHOR_GENERATED = 45;
const OTHER_GENERATED = 5;
let apiSubmission: { id: string; code: string };

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  fjphs = await journalId(db(), "fjphs");
  bjps = await journalId(db(), "bjps");
  await insertSubmissions(db(), {
    journalId: fjphs,
    createdBy: actors.author.userId!,
    count: AUTHOR_GENERATED,
    firstNumber: 0,
    titlePrefix: "Author study",
  });
  await insertSubmissions(db(), {
    journalId: bjps,
    createdBy: actors.otherAuthor.userId!,
    count: OTHER_GENERATED,
    firstNumber: 0,
    titlePrefix: "Other study",
  });
  const created = await postSubmission(
    actors.author,
    wizardData(fjphs, { title: "Zebrafish toxicology of quercetin" }),
    {
      name: "quercetin.pdf",
      bytes: await pdfBytes(),
    },
  );
  apiSubmission = created.json as { id: string; code: string };
});
afterAll(() => platform.stop());

const list = (actor: Actor, search = "") =>
  load<SubmissionListPage>(listLoader, actor, `/dashboard/submissions${search}`);

describe("who sees which submissions", () => {
  it("shows an author their own submissions only, newest first, with their counts", async () => {
    const answer = await list(actors.author);
    expect(answer.status).toBe(200);
    const page = answer.data!;
    expect(page.matching).toBe(AUTHOR_GENERATED + 1);
    expect(page.counts).toEqual({
      total: 46,
      // Every third generated one is under review (15), the API one is submitted.
      submitted: 31,
      underReview: 15,
      // Every fourth generated one has no consent (11); the API one has.
      copeCompliant: 35,
    });
    expect(page.rows).toHaveLength(SUBMISSIONS_PAGE_SIZE);
    expect(page.rows[0]).toMatchObject({ id: apiSubmission.id, code: apiSubmission.code, hasManuscript: true });
    expect(page.rows[1]!.title).toBe("Author study 45");
    expect(page.rows.every((r) => !r.title.startsWith("Other"))).toBe(true);
    expect(page.isAdmin).toBe(false);
    expect(page.managesAll).toBe(false);
    // An author neither edits (from the list) nor deletes.
    expect(page.rows.some((r) => r.canEdit || r.canDelete)).toBe(false);
  });

  it("shows the other author none of them", async () => {
    const page = (await list(actors.otherAuthor)).data!;
    expect(page.matching).toBe(OTHER_GENERATED);
    expect(page.rows.every((r) => r.title.startsWith("Other study"))).toBe(true);
  });

  it("shows editors and admins every submission; only admins may delete", async () => {
    const editor = (await list(actors.editor)).data!;
    const admin = (await list(actors.admin)).data!;
    for (const page of [editor, admin]) {
      expect(page.matching).toBe(51);
      expect(page.counts.total).toBe(51);
      expect(page.managesAll).toBe(true);
      expect(page.rows.every((r) => r.canEdit)).toBe(true);
    }
    expect(editor.rows.some((r) => r.canDelete)).toBe(false);
    expect(admin.rows.every((r) => r.canDelete)).toBe(true);
    expect(editor.isAdmin).toBe(false);
    expect(admin.isAdmin).toBe(true);
  });

  it("sends a visitor to sign in", async () => {
    const visitor = await list(actors.visitor);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth?redirectTo=%2Fdashboard%2Fsubmissions");
  });
});

describe("searching, filtering and paging", () => {
  it("finds words of the title or of the abstract, by their beginning", async () => {
    const byTitle = (await list(actors.admin, "?search=zebra")).data!;
    expect(byTitle.rows.map((r) => r.id)).toEqual([apiSubmission.id]);
    const byAbstract = (await list(actors.admin, "?search=pharmacokin")).data!;
    // Even-numbered generated submissions: 22 of the author's, 2 of the other author's.
    expect(byAbstract.matching).toBe(24);
    const twoWords = (await list(actors.author, "?search=author%20study%2044")).data!;
    expect(twoWords.rows.map((r) => r.title)).toEqual(["Author study 44"]);
    const none = (await list(actors.admin, "?search=nothing-like-this")).data!;
    expect(none).toMatchObject({ matching: 0, rows: [] });
    // The cards stay those of everything the user may list.
    expect(none.counts.total).toBe(51);
  });

  it("reads the same page whether the matches come from the full-text index first or along the dates", async () => {
    const filter = {
      tsQuery: prefixTsQuery("formulation"),
      status: null,
      type: null,
      handledBy: null,
      reviewStage: null,
    };
    const read = (fewMatches: boolean) =>
      findSubmissionPage(db(), { scope: { all: true }, filter, fewMatches, limit: 20, offset: 20 });
    const [viaIndex, viaDates] = await Promise.all([read(true), read(false)]);
    expect(viaIndex.length).toBe(6);
    expect(viaIndex).toEqual(viaDates);
  });

  it("filters by status and by type, and combines them with the search", async () => {
    const review = (await list(actors.admin, "?status=under_review")).data!;
    expect(review.matching).toBe(16);
    expect(review.rows.every((r) => r.status === "under_review")).toBe(true);
    const type = (await list(actors.admin, "?type=review_article")).data!;
    expect(type.matching).toBe(10);
    expect(type.rows.every((r) => r.submissionType === "review_article")).toBe(true);
    const both = (await list(actors.author, "?status=under_review&type=review_article&search=formulation")).data!;
    // Odd multiples of 15 up to 45: 15 and 45.
    expect(both.rows.map((r) => r.title).sort()).toEqual(["Author study 15", "Author study 45"]);
  });

  it("pages by 20 in the order of submission, and sends a page past the end to the last page", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(actors.admin, `?page=${p}`)));
    const rows = pages.flatMap((p) => p.data!.rows);
    expect(pages.map((p) => p.data!.rows.length)).toEqual([20, 20, 11]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(51);
    const dates = rows.map((r) => r.submittedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(pages[0]!.data!.pageCount).toBe(3);

    const past = await list(actors.admin, "?status=submitted&page=9");
    expect(past.status).toBe(302);
    expect(past.location).toBe("/dashboard/submissions?status=submitted&page=2");
  });
});

describe("deleting from the list", () => {
  it("is refused to editors and authors and done for admins", async () => {
    const [victim] = (await list(actors.admin, "?search=other%20study%201")).data!.rows;
    const remove = (actor: Actor) =>
      post<SubmissionActionData>(listAction, actor, "/dashboard/submissions", {
        intent: "delete",
        submissionId: victim!.id,
      });
    expect((await remove(actors.editor)).status).toBe(403);
    expect((await remove(actors.author)).status).toBe(404);
    const owner = await remove(actors.otherAuthor);
    expect(owner.status).toBe(403);
    expect(owner.data?.message).toBe(LIST_MESSAGES.deleteNotAllowed);
    expect((await list(actors.admin)).data!.matching).toBe(51);

    const done = await remove(actors.admin);
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: LIST_MESSAGES.deleted } });
    expect((await list(actors.admin)).data!.matching).toBe(50);
  });
});
