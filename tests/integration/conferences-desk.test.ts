// Conference management (spec 001 sections 2, 4, 5, 6, 8): the dashboard's loader and action, the
// cover upload and serving routes, and the public conference page, on one platform.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conferences, sitemapEntries } from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import { CONFERENCE_COVERS, parseConferenceCoverKey } from "~/modules/conferences/conference-cover-image";
import type { ConferenceActionData, ConferenceDeskPage } from "~/modules/conferences/conference-desk.types";
import { CONFERENCE_MESSAGES as M } from "~/modules/conferences/conferences.constants";
import { listHomeConferences } from "~/modules/conferences/conferences.service.server";
import { imagePath } from "~/modules/images/image-versions";
import { openSitemapFile, readAll } from "~/modules/sitemap/sitemap.service.server";
import { action as deskAction, loader as deskLoader } from "~/routes/dashboard/conferences";
import { loader as publicLoader } from "~/routes/public/conference";
import { loader as coverLoader } from "~/routes/resources/conference-cover";
import { action as coverUploadAction } from "~/routes/resources/conference-cover-upload";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction, callLoader } from "./users-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
});
afterAll(() => platform.stop());

const DAY = 86_400_000;
/** The calendar day `days` from today, as the date pickers post it. */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const list = (actor: Actor, search = "") =>
  callLoader<ConferenceDeskPage>(deskLoader, actor, `/dashboard/conferences${search}`);
const post = (fields: Record<string, string>, actor: Actor = actors.editor) =>
  callAction<ConferenceActionData>(deskAction, actor, "/dashboard/conferences", fields);

const form = (change: Record<string, string> = {}) => ({
  intent: "create",
  title: "Symposium on Drug Delivery",
  description: "Nanocarriers and transdermal systems",
  conferenceType: "symposium",
  status: "upcoming",
  location: "Pune, India",
  startDate: day(30),
  endDate: day(32),
  registrationDeadline: day(10),
  abstractSubmissionDeadline: "",
  paperSubmissionDeadline: day(-5),
  websiteUrl: "https://dds.example.org/2026",
  organizerContact: "dds@example.org",
  ...change,
});

async function created(change: Record<string, string> = {}, actor: Actor = actors.editor): Promise<string> {
  const answer = await post(form(change), actor);
  expect(answer.status, answer.data?.message).toBe(200);
  return answer.data!.conferenceId!;
}

const rowOf = async (id: string) => (await db().select().from(conferences).where(eq(conferences.id, id)))[0];

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#2255aa" } })
    .png()
    .toBuffer();
}

async function uploadCover(actor: Actor, conferenceId: string, bytes: Uint8Array, name = "cover.png") {
  const body = new FormData();
  body.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  const request = actor.request(`/api/conferences/${conferenceId}/cover`, { method: "POST", body });
  const response = (await (coverUploadAction as (a: unknown) => Promise<Response>)(
    routeArgs(request, { conferenceId }),
  )) as Response;
  return { status: response.status, json: (await response.json()) as { message: string; coverImageKey?: string } };
}

async function fetchCover(path: string) {
  const [, , conferenceId, version, file] = path.split("/");
  return (await (coverLoader as (a: unknown) => Promise<Response>)(
    routeArgs(actors.visitor.request(path), { conferenceId: conferenceId!, version: version!, file: file! }),
  )) as Response;
}

async function storedKeys(prefix: string) {
  const keys: string[] = [];
  for await (const item of platform.services.storage.list(prefix)) keys.push(item.key);
  return keys.sort();
}

describe("the conference form", () => {
  it("refuses in the spec's order: title, then both dates, then end after start", async () => {
    const refusal = async (change: Record<string, string>) => {
      const answer = await post(form(change));
      expect(answer.status).toBe(400);
      return { title: answer.data!.title, message: answer.data!.message };
    };
    // Everything wrong at once: the title is told first.
    expect(await refusal({ title: "   ", startDate: "", endDate: "" })).toEqual({
      title: M.validationTitle,
      message: "Conference title is required",
    });
    expect(await refusal({ startDate: "" })).toEqual({
      title: M.validationTitle,
      message: "Start and end dates are required",
    });
    expect((await refusal({ endDate: "", startDate: day(40) })).message).toBe("Start and end dates are required");
    expect((await refusal({ startDate: day(5), endDate: day(5) })).message).toBe("End date must be after start date");
    expect((await refusal({ startDate: day(5), endDate: day(4) })).message).toBe("End date must be after start date");
  });

  it("refuses hostile or malformed values with a clear 4xx", async () => {
    const message = async (change: Record<string, string>) => (await post(form(change))).data!.message;
    expect(await message({ websiteUrl: "javascript:alert(1)" })).toBe(M.invalidWebsite);
    expect(await message({ websiteUrl: "ftp://files.example.org" })).toBe(M.invalidWebsite);
    expect(await message({ startDate: "2026-02-30" })).toBe(M.invalidDate);
    expect(await message({ registrationDeadline: "99999999999" })).toBe(M.invalidDate);
    expect(await message({ conferenceType: "party" })).toBe(M.invalidType);
    expect(await message({ status: "postponed" })).toBe(M.invalidStatus);
    expect(await message({ title: "x".repeat(301) })).toBe(M.tooLong("Conference title", 300));
    expect(await message({ description: "x".repeat(5001) })).toBe(M.tooLong("Description", 5000));
    const nul = await post(form({ title: "Bad\u0000title" }));
    expect(nul.status).toBe(400);
    expect((await post({ intent: "explode" })).status).toBe(400);
    expect((await post(form({ intent: "update", conferenceId: "not-an-id" }))).status).toBe(404);
  });

  it("stores a picked day as that day in India: from its first instant, deadlines and the end to its last", async () => {
    const id = await created({ startDate: "2031-03-05", endDate: "2031-03-07", registrationDeadline: "2031-02-01" });
    const row = (await rowOf(id))!;
    expect(row.startDate.toISOString()).toBe("2031-03-04T18:30:00.000Z");
    expect(row.endDate.toISOString()).toBe("2031-03-07T18:29:59.999Z");
    expect(row.registrationDeadline!.toISOString()).toBe("2031-02-01T18:29:59.999Z");
    expect(row.abstractSubmissionDeadline).toBeNull();
    expect(row.createdBy).toBe(actors.editor.userId);
    expect(row.websiteUrl).toBe("https://dds.example.org/2026");
  });
});

describe("who may manage conferences", () => {
  it("lets every signed-in user look, and only editors and admins create, edit, delete", async () => {
    expect((await list(actors.visitor)).status).toBe(302);
    for (const name of ["author", "reviewer", "editor", "admin"] as const) {
      const answer = await list(actors[name]);
      expect(answer.status, name).toBe(200);
      expect(answer.data!.canManage, name).toBe(name === "editor" || name === "admin");
    }
    const id = await created({ title: "Owned by the editor" });
    for (const name of ["author", "otherAuthor", "reviewer"] as const) {
      const attempts = [
        await post(form({ title: "Intruder" }), actors[name]),
        await post({ ...form({ title: "Renamed" }), intent: "update", conferenceId: id }, actors[name]),
        await post({ intent: "delete", conferenceId: id }, actors[name]),
        await post({ intent: "remove-cover", conferenceId: id }, actors[name]),
      ];
      for (const answer of attempts) {
        expect(answer.status, name).toBe(403);
        expect(answer.data!.message).toBe("Insufficient permissions");
      }
      const upload = await uploadCover(actors[name], id, await png(40, 30));
      expect(upload).toEqual({ status: 403, json: { message: "Insufficient permissions" } });
    }
    expect((await uploadCover(actors.visitor, id, await png(40, 30))).status).toBe(401);
    expect((await rowOf(id))!.title).toBe("Owned by the editor");
    // An admin edits what an editor made; the change empties the public page cache.
    let changes = 0;
    const stop = onContentChange(() => changes++);
    const updated = await post(
      { ...form({ title: "Renamed by the admin" }), intent: "update", conferenceId: id },
      actors.admin,
    );
    stop();
    expect(updated.data).toMatchObject({ ok: true, title: "Conference updated", message: M.updatedText });
    expect(changes).toBe(1);
    expect((await rowOf(id))!.title).toBe("Renamed by the admin");
  });
});

describe("the list: counts, tabs, filters", () => {
  it("counts by the dates (the time badge) in SQL, filters by search, type and stored status, and pages", async () => {
    await db().delete(conferences);
    await created({ title: "Live Herbal Congress", startDate: day(-1), endDate: day(1), conferenceType: "academic" });
    await created({ title: "Upcoming Workshop", startDate: day(20), endDate: day(21), conferenceType: "workshop" });
    await created({
      title: "Upcoming Seminar on Trials",
      description: "Clinical TRIAL design",
      startDate: day(40),
      endDate: day(42),
      conferenceType: "seminar",
      // A stale stored status: the tabs follow the dates, the status filter the stored value.
      status: "past",
    });
    await created({ title: "Past Symposium", startDate: day(-30), endDate: day(-28), location: "Kerala" });
    await created({ title: "Cancelled Meeting", startDate: day(10), endDate: day(11), status: "cancelled" });

    const all = (await list(actors.author)).data!;
    expect(all.counts).toEqual({ total: 5, upcoming: 2, live: 1, past: 1 });
    expect(all.tabCounts).toEqual(all.counts);
    expect(all.items.map((c) => c.title)).toEqual([
      "Past Symposium",
      "Live Herbal Congress",
      "Cancelled Meeting",
      "Upcoming Workshop",
      "Upcoming Seminar on Trials",
    ]);
    expect(all.items[0]!.creatorName).toBeTruthy();

    const upcoming = (await list(actors.author, "?tab=upcoming")).data!;
    expect(upcoming.items.map((c) => c.title)).toEqual(["Upcoming Workshop", "Upcoming Seminar on Trials"]);
    expect((await list(actors.author, "?tab=live")).data!.items.map((c) => c.title)).toEqual(["Live Herbal Congress"]);

    // Search matches title, description or location, case-insensitively; the count cards stay whole.
    const trial = (await list(actors.author, "?search=trial")).data!;
    expect(trial.items.map((c) => c.title)).toEqual(["Upcoming Seminar on Trials"]);
    expect(trial.tabCounts).toEqual({ total: 1, upcoming: 1, live: 0, past: 0 });
    expect(trial.counts.total).toBe(5);
    expect((await list(actors.author, "?search=kerala")).data!.items.map((c) => c.title)).toEqual(["Past Symposium"]);
    expect((await list(actors.author, "?search=100%25")).data!.items).toEqual([]);
    expect((await list(actors.author, "?type=workshop")).data!.items.map((c) => c.title)).toEqual([
      "Upcoming Workshop",
    ]);
    const storedPast = (await list(actors.author, "?status=past")).data!;
    expect(storedPast.items.map((c) => c.title)).toEqual(["Upcoming Seminar on Trials"]);
    expect(storedPast.tabCounts).toEqual({ total: 1, upcoming: 1, live: 0, past: 0 });
    // Unknown values are dropped, not an error.
    expect((await list(actors.author, "?tab=soon&type=party&page=abc")).data!.items).toHaveLength(5);

    // The public pages read the same rows.
    expect((await listHomeConferences(6)).total).toBe(5);

    // Bounded pages of 12; a page past the end goes to the last one.
    for (let i = 0; i < 12; i++)
      await created({ title: `Filler ${i}`, startDate: day(100 + i), endDate: day(101 + i) });
    const second = (await list(actors.author, "?page=2")).data!;
    expect(second.items).toHaveLength(5);
    expect(second.pageCount).toBe(2);
    const beyond = await list(actors.author, "?page=9");
    expect(beyond.status).toBe(302);
    expect(beyond.location).toBe("/dashboard/conferences?page=2");
  });
});

describe("cover images", () => {
  it("stores WebP sizes, serves the current version publicly and removes files on replace and on delete", async () => {
    const id = await created({ title: "With a cover" });
    const upload = await uploadCover(actors.editor, id, await png(1600, 900));
    expect(upload).toMatchObject({ status: 201, json: { message: M.coverUploaded } });
    const key = (await rowOf(id))!.coverImageKey!;
    expect(key).toBe(upload.json.coverImageKey);
    const cover = parseConferenceCoverKey(key)!;
    expect(cover.sizes.map((s) => s.width)).toEqual([320, 640, 1280]);
    expect(await storedKeys(key)).toEqual([`${key}/1280.webp`, `${key}/320.webp`, `${key}/640.webp`]);

    const served = await fetchCover(imagePath(CONFERENCE_COVERS, cover, 640));
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 640,
    });
    expect((await fetchCover(imagePath(CONFERENCE_COVERS, cover, 500))).status).toBe(404);

    // Not an image, or too large: refused with the spec's words, nothing stored.
    const text = await uploadCover(actors.editor, id, new TextEncoder().encode("not a picture at all"), "cover.png");
    expect(text).toEqual({ status: 400, json: { message: M.coverInvalid } });
    const huge = await uploadCover(actors.editor, id, new Uint8Array(5 * 1024 * 1024 + 10), "huge.png");
    expect(huge).toEqual({ status: 413, json: { message: "Please select an image smaller than 5MB" } });
    expect((await uploadCover(actors.editor, "00000000-0000-4000-8000-000000000000", await png(10, 10))).status).toBe(
      404,
    );

    // Replacing removes the old version; its URL is gone.
    const again = await uploadCover(actors.admin, id, await png(200, 100));
    expect(again.status).toBe(201);
    expect(await storedKeys(key)).toEqual([]);
    expect((await fetchCover(imagePath(CONFERENCE_COVERS, cover, 640))).status).toBe(404);
    const newKey = again.json.coverImageKey!;
    expect(await storedKeys(newKey)).toHaveLength(1);

    // Deleting the conference removes every file of its covers.
    const deleted = await post({ intent: "delete", conferenceId: id });
    expect(deleted.data).toMatchObject({ ok: true, title: "Conference deleted", message: M.deletedText });
    expect(await rowOf(id)).toBeUndefined();
    expect(await storedKeys(`${CONFERENCE_COVERS.folder}/${id}`)).toEqual([]);
    expect((await post({ intent: "delete", conferenceId: id })).status).toBe(404);
  });

  it("removes a cover on request", async () => {
    const id = await created({ title: "Cover removed later" });
    const { json } = await uploadCover(actors.editor, id, await png(100, 60));
    const removed = await post({ intent: "remove-cover", conferenceId: id });
    expect(removed.data?.ok).toBe(true);
    expect((await rowOf(id))!.coverImageKey).toBeNull();
    expect(await storedKeys(json.coverImageKey!)).toEqual([]);
  });
});

describe("the public conference page", () => {
  const open = async (id: string) => {
    try {
      return {
        status: 200,
        data: await (publicLoader as (a: unknown) => Promise<unknown>)(
          routeArgs(actors.visitor.request(`/conferences/${id}`), { id }),
        ),
      };
    } catch (thrown) {
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: null };
    }
  };

  it("shows an existing conference and answers 404 for an unknown or malformed id", async () => {
    const id = await created({ title: "Open to the public" });
    const page = await open(id);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ conference: { id, title: "Open to the public" } });
    expect((await open(id.toUpperCase())).status).toBe(200);
    expect((await open("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await open("not-a-conference")).status).toBe(404);
    expect((await open("1 or 1=1")).status).toBe(404);
  });
});

describe("the sitemaps", () => {
  const entryOf = async (id: string) =>
    (
      await db()
        .select()
        .from(sitemapEntries)
        .where(eq(sitemapEntries.url, `/conferences/${id}`))
    )[0];

  it("list a conference's page from its creation, follow its edits and drop it when it is deleted", async () => {
    const id = await created({ title: "Listed for crawlers" });
    expect(await entryOf(id)).toMatchObject({
      pageType: "conference",
      journalId: null,
      metaTitle: "Listed for crawlers",
    });
    const siteXml = await readAll((await openSitemapFile("site.xml", { publicUrl: "https://x.example" }))!);
    expect(siteXml).toContain(`<loc>https://x.example/conferences/${id}</loc>`);

    await post({ ...form({ title: "Renamed for crawlers" }), intent: "update", conferenceId: id });
    const renamed = (await entryOf(id))!;
    expect(renamed.metaTitle).toBe("Renamed for crawlers");
    expect(renamed.lastModified.getTime()).toBe((await rowOf(id))!.updatedAt.getTime());

    expect((await post({ intent: "delete", conferenceId: id })).status).toBe(200);
    expect(await entryOf(id)).toBeUndefined();
  });
});
