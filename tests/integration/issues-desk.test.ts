import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, issues } from "~/db/schema";
import { getIssuePage } from "~/modules/issues/issues.public.service.server";
import { issueIdentifier } from "~/lib/paths";
import { imagePath } from "~/modules/images/image-versions";
import { ISSUE_COVERS, parseCoverKey } from "~/modules/issues/issue-cover-image";
import { COVER_MAX_BYTES, ISSUE_MESSAGES, ISSUES_ACCESS_DENIED } from "~/modules/issues/issues.desk.constants";
import type { IssueActionData, IssueListPage } from "~/modules/issues/issues.desk.types";
import { action as issuesAction, loader as issuesLoader } from "~/routes/dashboard/issues";
import { loader as coverLoader } from "~/routes/resources/issue-cover";
import { action as coverUploadAction } from "~/routes/resources/issue-cover-upload";
import { attachPdf, createArticle, journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction, callLoader } from "./users-helpers";

let platform: TestPlatform;
let actors: Actors;
/** The editor of journal A (fjphs) only, and of journal B (ijcpms) only. */
let editorA: Actor;
let editorB: Actor;
let journalA: string;
let journalB: string;
let volume = 100;
const db = () => platform.services.database.db;
const storage = () => platform.services.storage;

beforeAll(async () => {
  platform = await startTestPlatform();
  journalA = await journalId(db(), "fjphs");
  journalB = await journalId(db(), "ijcpms");
  actors = await createActors(platform, { seeded: true });
  editorA = (await createActors(platform, { seeded: true, editorJournalId: journalA, label: "ja" })).editor;
  editorB = (await createActors(platform, { seeded: true, editorJournalId: journalB, label: "jb" })).editor;
});
afterAll(() => platform.stop());

const list = (actor: Actor, search = "") =>
  callLoader<IssueListPage>(issuesLoader, actor, `/dashboard/issues${search}`);
const post = (fields: Record<string, string>, actor: Actor = actors.admin) =>
  callAction<IssueActionData>(issuesAction, actor, "/dashboard/issues", fields);

/** The dialog's fields for a new issue of journal A, in a volume no other test uses. */
function issueFields(change: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "create",
    journalId: journalA,
    volumeNumber: String(volume++),
    issueNumber: "1",
    type: "regular",
    title: "Advances in drug delivery",
    description: "Nanoparticles, films and gels.",
    publicationDate: "",
    status: "draft",
    pageRange: "",
    ...change,
  };
}

async function createThroughScreen(change: Record<string, string> = {}, actor: Actor = actors.admin) {
  const answer = await post(issueFields(change), actor);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data!.issueId!;
}

async function issueRow(id: string) {
  const [row] = await db().select().from(issues).where(eq(issues.id, id));
  return row;
}

async function storedKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage().list(prefix)) keys.push(item.key);
  return keys.sort();
}

// --- Cover uploads through the real endpoint.

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

function coverForm(bytes: Uint8Array, name: string, type = "image/png"): FormData {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function uploadCover(actor: Actor, issueId: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = actor.request(`/api/issues/${issueId}/cover`, {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  const response = (await (coverUploadAction as (a: unknown) => Promise<Response>)(
    routeArgs(request, { issueId }),
  )) as Response;
  return { status: response.status, json: (await response.json()) as { message: string; coverImageKey?: string } };
}

/** A body that notes when anything reads it (nothing is pulled until then). */
function unreadBody(onRead: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        onRead();
        controller.error(new Error("the body must not be read"));
      },
    },
    { highWaterMark: 0 },
  );
}

async function fetchCover(actor: Actor, path: string) {
  const [, , issueId, version, file] = path.split("/");
  return (await (coverLoader as (a: unknown) => Promise<Response>)(
    routeArgs(actor.request(path), { issueId: issueId!, version: version!, file: file! }),
  )) as Response;
}

describe("who may open and use issues management", () => {
  it("sends a visitor to sign in, refuses authors and reviewers with the spec's text and shows editors and admins the list", async () => {
    for (const name of ["visitor", "author", "reviewer", "editor", "admin"] as const) {
      const answer = await list(actors[name]);
      if (name === "visitor") {
        expect(answer.status).toBe(302);
        expect(answer.location).toBe("/auth?redirectTo=%2Fdashboard%2Fissues");
      } else if (name === "author" || name === "reviewer") {
        expect(answer.status, name).toBe(403);
        expect(answer.data, name).toEqual({ message: ISSUES_ACCESS_DENIED.message });
      } else {
        expect(answer.status, name).toBe(200);
        expect(answer.data!.journals.length, name).toBeGreaterThanOrEqual(4);
      }
    }
    expect(`Access Denied: ${ISSUES_ACCESS_DENIED.message}`).toBe(
      "Access Denied: You need editor or admin privileges to manage issues.",
    );
  });

  it("refuses every action of authors and reviewers, and of a visitor, and changes nothing", async () => {
    const id = await createThroughScreen();
    const attempts = [
      issueFields(),
      { ...issueFields({ intent: "update", title: "Hijacked" }), issueId: id },
      { intent: "delete", issueId: id },
      { intent: "set-current", issueId: id, current: "true" },
      { intent: "publish", issueId: id },
      { intent: "remove-cover", issueId: id },
    ];
    const before = await db().select().from(issues);
    for (const name of ["visitor", "author", "otherAuthor", "reviewer"] as const) {
      for (const fields of attempts) {
        const answer = await post(fields, actors[name]);
        if (name === "visitor") expect(answer.status).toBe(302);
        else expect(answer.status, `${name} ${fields.intent}`).toBe(403);
      }
    }
    expect(await db().select().from(issues)).toEqual(before);
  });

  it("shows an editor of journal A only A's issues and refuses B's issues to them (404) and new issues in B (403)", async () => {
    const inA = await createThroughScreen({ title: "Only in A" });
    const inB = await createThroughScreen({ journalId: journalB, title: "Only in B" });

    const page = await list(editorA, `?search=${encodeURIComponent("Only in")}`);
    expect(page.status).toBe(200);
    expect(page.data!.journals.map((j) => j.id)).toEqual([journalA]);
    expect(page.data!.issues.map((i) => i.id)).toEqual([inA]);
    // Filtering by B is no way in: the filter falls back to A's issues.
    const filtered = await list(editorA, `?journal=${journalB}`);
    expect(filtered.data!.query.journal).toBe("all");
    expect(filtered.data!.issues.every((i) => i.journalId === journalA)).toBe(true);

    const refusedAttempts: Record<string, string>[] = [
      { ...issueFields({ intent: "update", journalId: journalB, title: "Renamed" }), issueId: inB },
      { intent: "delete", issueId: inB },
      { intent: "set-current", issueId: inB, current: "true" },
      { intent: "publish", issueId: inB },
      { intent: "remove-cover", issueId: inB },
    ];
    for (const fields of refusedAttempts) {
      const answer = await post(fields, editorA);
      expect(answer.status, fields.intent).toBe(404);
      expect(answer.data?.message).toBe(ISSUE_MESSAGES.notFound);
    }
    const created = await post(issueFields({ journalId: journalB }), editorA);
    expect(created.status).toBe(403);
    expect(created.data?.fieldErrors?.journalId).toBe("You cannot manage the issues of this journal.");
    // Nor may A's issue move to B.
    const moved = await post({ ...issueFields({ intent: "update", journalId: journalB }), issueId: inA }, editorA);
    expect(moved.status).toBe(403);
    expect((await issueRow(inA))!.journalId).toBe(journalA);
    expect((await issueRow(inB))!.title).toBe("Only in B");

    // The editor of B manages B's issue.
    const renamed = await post(
      { ...issueFields({ intent: "update", journalId: journalB, title: "Renamed in B" }), issueId: inB },
      editorB,
    );
    expect(renamed.status).toBe(200);
    expect((await issueRow(inB))!.title).toBe("Renamed in B");
  });
});

describe("creating and editing issues", () => {
  it("creates an issue and answers the spec's field messages for what is missing or out of range", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ title: "  " }, "title", "Title is required."],
      [{ volumeNumber: "" }, "volumeNumber", "Volume number is required."],
      [{ volumeNumber: "0" }, "volumeNumber", "Volume number must be at least 1."],
      [{ issueNumber: "0" }, "issueNumber", "Issue number must be at least 1."],
      [{ issueNumber: "-3" }, "issueNumber", "Issue number must be a whole number."],
      [{ issueNumber: "99999999999999999999" }, "issueNumber", "Issue number is too large."],
      [{ volumeNumber: "1e3" }, "volumeNumber", "Volume number must be a whole number."],
      [{ journalId: "" }, "journalId", "Please select a journal."],
      [{ type: "monthly" }, "type", "Please choose a regular or a special issue."],
      [{ publicationDate: "2025-02-30" }, "publicationDate", "Please enter a valid date."],
      [{ status: "archived" }, "status", ISSUE_MESSAGES.statusNotOffered],
    ];
    for (const [change, field, message] of cases) {
      const answer = await post(issueFields(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.data?.fieldErrors?.[field as "title"], JSON.stringify(change)).toBe(message);
    }

    const answer = await post(
      issueFields({ title: "A first issue", pageRange: "1-120", publicationDate: "2026-01-15" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, message: "Issue created successfully" });
    const row = await issueRow(answer.data!.issueId!);
    expect(row).toMatchObject({
      journalId: journalA,
      title: "A first issue",
      status: "draft",
      pageRange: "1-120",
      publicationDate: "2026-01-15",
      createdBy: actors.admin.userId,
      isCurrent: false,
    });
  });

  it("answers a duplicate volume, type and number with a field message, not a server error", async () => {
    const fields = issueFields();
    await createThroughScreen(fields);
    const again = await post({ ...fields, title: "Another" });
    expect(again.status).toBe(409);
    expect(again.data?.fieldErrors?.issueNumber).toBe(ISSUE_MESSAGES.duplicate);
    // The same number as a special issue is another issue.
    expect((await post({ ...fields, type: "special" })).status).toBe(200);
    // Editing an issue onto another's number is refused the same way.
    const other = await createThroughScreen({ volumeNumber: fields.volumeNumber, issueNumber: "2" });
    const clash = await post({ ...fields, intent: "update", issueId: other });
    expect(clash.status).toBe(409);
    expect(clash.data?.fieldErrors?.issueNumber).toBe(ISSUE_MESSAGES.duplicate);
  });

  it("edits an issue; a stored status the form does not offer stays, and cannot be chosen", async () => {
    const id = await createThroughScreen();
    const fields = { ...issueFields({ intent: "update", title: "Edited title" }), issueId: id };
    const edited = await post(fields);
    expect(edited.data).toMatchObject({ ok: true, message: "Issue updated successfully" });
    expect((await issueRow(id))!.title).toBe("Edited title");

    expect((await post({ ...fields, status: "review" })).status).toBe(400);
    await db().update(issues).set({ status: "review" }).where(eq(issues.id, id));
    const kept = await post({ ...fields, status: "review", title: "Still under review" });
    expect(kept.status).toBe(200);
    expect(await issueRow(id)).toMatchObject({ status: "review", title: "Still under review" });
  });

  it("answers hostile input with 4xx: NUL bytes, an unknown intent, ids that are not ids", async () => {
    expect((await post(issueFields({ title: "bad\u0000title" }))).status).toBe(400);
    expect((await post({ intent: "explode" })).status).toBe(400);
    expect((await post({ intent: "delete", issueId: "../../etc" })).status).toBe(400);
    expect((await post({ intent: "delete", issueId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    const page = await list(actors.admin, "?page=99999999999&status=bogus&journal=nope&search=%25_%5C");
    expect([200, 302]).toContain(page.status);
  });
});

describe("the current issue", () => {
  it("keeps one current issue per journal: setting another unsets the first, in one step", async () => {
    const first = await createThroughScreen();
    const second = await createThroughScreen();
    const inB = await createThroughScreen({ journalId: journalB });
    expect((await post({ intent: "set-current", issueId: inB, current: "true" })).status).toBe(200);

    const set = await post({ intent: "set-current", issueId: first, current: "true" });
    expect(set.data).toMatchObject({ ok: true, message: ISSUE_MESSAGES.setCurrent });
    expect((await post({ intent: "set-current", issueId: second, current: "true" })).status).toBe(200);
    const current = await db()
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.journalId, journalA), eq(issues.isCurrent, true)));
    expect(current.map((c) => c.id)).toEqual([second]);
    // Journal B's current issue is its own business.
    expect((await issueRow(inB))!.isCurrent).toBe(true);

    const unset = await post({ intent: "set-current", issueId: second, current: "false" });
    expect(unset.data).toMatchObject({ ok: true, message: ISSUE_MESSAGES.unsetCurrent });
    expect((await issueRow(second))!.isCurrent).toBe(false);
  });
});

describe("publishing from the screen", () => {
  it("publishes the issue and its draft articles (numbered, dated) through the publishing desk", async () => {
    const id = await createThroughScreen({ publicationDate: "2026-02-01" });
    const issue = { id, journalId: journalA };
    const draft = await createArticle(db(), issue, {
      status: "draft",
      articleNumber: null,
      publicationDate: null,
      doi: null,
    });
    // Its article has no public galley: the desk asks first and publishes nothing (ADR 066).
    const asked = await post({ intent: "publish", issueId: id });
    expect(asked.data).toMatchObject({ ok: false, warning: "no_public_galley" });
    expect(asked.data?.message).toBe(
      `One article of this issue has no public galley: readers will find no file to read ('${draft.title}'). Make a galley public first, or publish the issue anyway.`,
    );
    expect(await issueRow(id)).toMatchObject({ status: "draft" });
    const answer = await post({ intent: "publish", issueId: id, confirmed: "no-public-galley" });
    expect(answer.status).toBe(200);
    expect(answer.data?.message).toBe("Issue published successfully. 1 article was published with it.");
    expect(await issueRow(id)).toMatchObject({ status: "published", publicationDate: "2026-02-01" });
    const [article] = await db().select().from(articles).where(eq(articles.id, draft.id));
    expect(article).toMatchObject({ status: "published", publicationDate: "2026-02-01" });
    expect(article!.articleNumber).toBeGreaterThan(0);

    // It is on the public site at once.
    const row = (await issueRow(id))!;
    const page = await getIssuePage("fjphs", issueIdentifier(row));
    expect(page.issue.id).toBe(id);
  });

  it("asks before the dialog's Published publishes articles without a public galley, and not when they have one", async () => {
    const id = await createThroughScreen();
    const issue = { id, journalId: journalA };
    const unpublished = { status: "draft", articleNumber: null, publicationDate: null, doi: null } as const;
    const bare = await createArticle(db(), issue, { ...unpublished, title: "Buccal films without a galley" });
    const withPdf = await createArticle(db(), issue, { ...unpublished, title: "Buccal films with a PDF" });
    await attachPdf(db(), storage(), withPdf.id);
    const row = (await issueRow(id))!;
    const saveAsPublished = (extra: Record<string, string> = {}) =>
      post({
        ...issueFields({ intent: "update", status: "published" }),
        volumeNumber: String(row.volumeNumber),
        issueId: id,
        ...extra,
      });
    const asked = await saveAsPublished();
    expect(asked.data).toMatchObject({ ok: false, warning: "no_public_galley" });
    expect(asked.data?.message).toContain(`('${bare.title}')`);
    expect(asked.data?.message).not.toContain(withPdf.title);
    expect(await issueRow(id)).toMatchObject({ status: "draft" });
    const saved = await saveAsPublished({ confirmed: "no-public-galley" });
    expect(saved.data?.message).toBe("Issue published successfully. 2 articles were published with it.");
    // Published already: saving it again asks nothing.
    expect((await saveAsPublished()).data).toMatchObject({ ok: true });
  });

  it("publishes an issue saved as Published in the dialog, and takes it off the site when saved as Draft", async () => {
    const answer = await post(issueFields({ status: "published" }));
    expect(answer.status).toBe(200);
    const id = answer.data!.issueId!;
    const row = (await issueRow(id))!;
    expect(row.status).toBe("published");
    expect(row.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await getIssuePage("fjphs", issueIdentifier(row));

    const unpublished = await post({
      ...issueFields({ intent: "update", status: "draft", volumeNumber: String(row.volumeNumber) }),
      issueId: id,
    });
    expect(unpublished.status).toBe(200);
    await expect(getIssuePage("fjphs", issueIdentifier(row))).rejects.toMatchObject({ status: 404 });
  });
});

describe("deleting issues", () => {
  it("refuses to delete an issue that holds a published or withdrawn article, saying why and what to do", async () => {
    for (const status of ["published", "withdrawn"] as const) {
      const id = await createThroughScreen();
      await createArticle(db(), { id, journalId: journalA }, { status });
      const answer = await post({ intent: "delete", issueId: id });
      expect(answer.status, status).toBe(409);
      expect(answer.data?.message).toBe(
        "This issue has published articles and cannot be deleted. Unpublish or move its articles first.",
      );
      expect(await issueRow(id)).toBeDefined();
    }
  });

  it("deletes an issue with its draft articles, their galley files and its cover files", async () => {
    const id = await createThroughScreen();
    const draft = await createArticle(
      db(),
      { id, journalId: journalA },
      { status: "draft", articleNumber: null, doi: null },
    );
    const galley = await attachPdf(db(), storage(), draft.id);
    const upload = await uploadCover(actors.admin, id, coverForm(await png(600, 800), "cover.png"));
    expect(upload.status).toBe(201);
    expect(await storage().exists(galley.storageKey)).toBe(true);
    expect(await storedKeys(`issue-covers/${id}`)).toHaveLength(3);

    const answer = await post({ intent: "delete", issueId: id });
    expect(answer.data).toMatchObject({ ok: true, message: "Issue deleted successfully" });
    expect(await issueRow(id)).toBeUndefined();
    expect(await db().select().from(articles).where(eq(articles.id, draft.id))).toEqual([]);
    expect(await storage().exists(galley.storageKey)).toBe(false);
    expect(await storedKeys(`issue-covers/${id}`)).toEqual([]);
  });
});

describe("cover images", () => {
  it("checks a cover by its content and makes its WebP sizes once, served at versioned public URLs", async () => {
    const id = await createThroughScreen();
    const upload = await uploadCover(actors.admin, id, coverForm(await png(1200, 1600), "scan.png"));
    expect(upload).toMatchObject({ status: 201, json: { message: ISSUE_MESSAGES.coverUploaded } });
    const key = (await issueRow(id))!.coverImageKey!;
    expect(key).toBe(upload.json.coverImageKey);
    const cover = parseCoverKey(key)!;
    expect(cover.sizes).toEqual([
      { width: 240, height: 320 },
      { width: 480, height: 640 },
      { width: 960, height: 1280 },
    ]);
    expect(await storedKeys(key)).toEqual([`${key}/240.webp`, `${key}/480.webp`, `${key}/960.webp`]);

    // A draft issue's cover: only those who manage it see it (privately cached); others get 404.
    const path = imagePath(ISSUE_COVERS, cover, 480);
    expect((await fetchCover(actors.visitor, path)).status).toBe(404);
    expect((await fetchCover(editorB, path)).status).toBe(404);
    const mine = await fetchCover(editorA, path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");

    // Published: everyone, cached for a year; the bytes are the stored WebP, not made again.
    await post({ intent: "publish", issueId: id });
    const served = await fetchCover(actors.visitor, path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 640 });
    expect(await storedKeys(key)).toHaveLength(3);
    // A size that was not made, and a made-up version, are 404.
    expect((await fetchCover(actors.visitor, imagePath(ISSUE_COVERS, cover, 300))).status).toBe(404);
    expect(
      (await fetchCover(actors.visitor, imagePath(ISSUE_COVERS, { ...cover, version: "deadbeef-10x10" }, 10))).status,
    ).toBe(404);

    // The public issue page draws it.
    const page = await getIssuePage("fjphs", issueIdentifier((await issueRow(id))!));
    expect(page.issue.coverImageKey).toBe(key);

    // Replacing it removes the old version's files; the old URL is gone with them.
    const again = await uploadCover(actors.admin, id, coverForm(await png(100, 150), "small.png"));
    expect(again.status).toBe(201);
    const newKey = (await issueRow(id))!.coverImageKey!;
    expect(newKey).not.toBe(key);
    expect(parseCoverKey(newKey)!.sizes).toEqual([{ width: 100, height: 150 }]);
    expect(await storedKeys(key)).toEqual([]);
    expect((await fetchCover(actors.visitor, path)).status).toBe(404);

    // Removing it brings the drawn cover back.
    const removed = await post({ intent: "remove-cover", issueId: id });
    expect(removed.data).toMatchObject({ ok: true, message: ISSUE_MESSAGES.coverRemoved });
    expect((await issueRow(id))!.coverImageKey).toBeNull();
    expect(await storedKeys(newKey)).toEqual([]);
  });

  it("accepts JPEG, WebP and GIF (its first frame) whatever their names", async () => {
    const id = await createThroughScreen();
    const base = sharp({ create: { width: 300, height: 400, channels: 3, background: "#aa3300" } });
    const jpeg = await base.clone().jpeg().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    const gif = await base.clone().gif().toBuffer();
    for (const [bytes, name] of [
      [jpeg, "photo.webp"],
      [webp, "cover"],
      [gif, "anim.GIF"],
    ] as const) {
      const answer = await uploadCover(actors.admin, id, coverForm(bytes, name, "application/octet-stream"));
      expect(answer.status, name).toBe(201);
    }
    expect(parseCoverKey((await issueRow(id))!.coverImageKey)!.sizes.map((s) => s.width)).toEqual([240, 300]);
  });

  it("refuses what is not an image, whatever its name, a damaged image, and a file over 5 MB", async () => {
    const id = await createThroughScreen();
    const text = new TextEncoder().encode("This is not a picture, only text in a file named .png\n");
    const notImage = await uploadCover(actors.admin, id, coverForm(text, "cover.png"));
    expect(notImage).toEqual({ status: 400, json: { message: ISSUE_MESSAGES.coverInvalid } });

    const cut = (await png(400, 400)).subarray(0, 120);
    const damaged = await uploadCover(actors.admin, id, coverForm(cut, "cut.png"));
    expect(damaged).toEqual({ status: 400, json: { message: ISSUE_MESSAGES.coverUnreadable } });

    // Over the limit while it streams (no length announced) ...
    const big = new Uint8Array(COVER_MAX_BYTES + 10);
    big.set(await png(10, 10));
    const tooBig = await uploadCover(actors.admin, id, coverForm(big, "big.png"));
    expect(tooBig).toEqual({ status: 413, json: { message: ISSUE_MESSAGES.coverTooLarge } });

    // ... and refused before a byte is read when the announced length is over it.
    let read = false;
    const body = unreadBody(() => (read = true));
    const announced = await uploadCover(actors.admin, id, body, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(COVER_MAX_BYTES * 2),
    });
    expect(announced.status).toBe(413);
    expect(read).toBe(false);

    expect((await issueRow(id))!.coverImageKey).toBeNull();
    expect(await storedKeys(`issue-covers/${id}`)).toEqual([]);
  });

  it("refuses an upload before reading its body when the user may not manage the issue", async () => {
    const inB = await createThroughScreen({ journalId: journalB });
    const expected = { visitor: 401, author: 403, reviewer: 403 } as const;
    const cases: [Actor, number][] = [
      [actors.visitor, expected.visitor],
      [actors.author, expected.author],
      [actors.reviewer, expected.reviewer],
      [editorA, 404],
    ];
    for (const [actor, status] of cases) {
      let read = false;
      const body = unreadBody(() => (read = true));
      const answer = await uploadCover(actor, inB, body, { "content-type": "multipart/form-data; boundary=x" });
      expect(answer.status, actor.name).toBe(status);
      expect(read, actor.name).toBe(false);
    }
    const byB = await uploadCover(editorB, inB, coverForm(await png(240, 320), "b.png"));
    expect(byB.status).toBe(201);
  });
});
