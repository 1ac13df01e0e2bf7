// Journals management (spec 001 sections 2-9 and the issue "Journal administration"): the desk's
// form rules and messages, a journal's status as readers and authors meet it, deletion (refused
// with published articles, otherwise with every row and file), covers, and roles given for chosen
// journals through User Management. One platform for the whole file.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import {
  articleGalleys,
  articles,
  editorialBoardMembers,
  issues,
  journals,
  roleAssignments,
  sitemapEntries,
  submissionFiles,
  submissions,
} from "~/db/schema";
import { getCurrentUser } from "~/modules/auth/session.server";
import { getPublishedArticle } from "~/modules/articles/articles.public.service.server";
import { JOURNAL_MESSAGES } from "~/modules/journals/journals.desk.constants";
import type { JournalActionData, JournalsPage } from "~/modules/journals/journals.desk.types";
import { getPublicJournal, listArchivedJournals, listPublicJournals } from "~/modules/journals/journals.service.server";
import { listWizardJournals } from "~/modules/submissions/submission-create.service.server";
import { WIZARD_MESSAGES } from "~/modules/submissions/submission-messages";
import type { SubmissionListPage } from "~/modules/submissions/submissions.types";
import type { IssueListPage } from "~/modules/issues/issues.desk.types";
import * as issuesRoute from "~/routes/dashboard/issues";
import * as journalsRoute from "~/routes/dashboard/journals";
import * as submissionsRoute from "~/routes/dashboard/submissions";
import * as usersRoute from "~/routes/dashboard/users";
import * as coverRoute from "~/routes/resources/journal-cover";
import * as coverUpload from "~/routes/resources/journal-cover-upload";
import { attachPdf, createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { pdfBytes, postSubmission, wizardData } from "./submissions-helpers";
import { callAction, callLoader } from "./users-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = (): Db => platform.services.database.db;
const storage = () => platform.services.storage;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
});
afterAll(() => platform.stop());

const post = (fields: Record<string, string | string[]>, actor: Actor = actors.admin) =>
  callAction<JournalActionData>(journalsRoute.action, actor, "/dashboard/journals", fields);

const form = (change: Record<string, string | string[]> = {}) => ({
  intent: "create",
  title: "Journal of Desk Testing",
  shortName: "",
  description: "Tests of the journals desk.",
  issn: "",
  publicationFrequency: "quarterly",
  impactFactor: "",
  status: "active",
  coverImageUrl: "",
  ...change,
});

async function create(change: Record<string, string | string[]> = {}) {
  const answer = await post(form(change));
  expect(answer.data, JSON.stringify(answer.data)).toMatchObject({ ok: true, message: JOURNAL_MESSAGES.created });
  const [row] = await db().select().from(journals).where(eq(journals.id, answer.data!.journalId!));
  return row!;
}

const setStatus = (row: typeof journals.$inferSelect, status: string) =>
  post(form({ intent: "update", journalId: row.id, title: row.title, shortName: row.shortName, status }));

async function png(width = 60, height = 80): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer(),
  );
}

async function uploadCover(
  actor: Actor,
  id: string,
  file: File,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const body = new FormData();
  body.set("file", file);
  const request = actor.request(`/api/journals/${id}/cover`, { method: "POST", body });
  const response = (await (coverUpload.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { journalId: id }),
  )) as Response;
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function coverStatus(actor: Actor, key: string): Promise<number> {
  const [, id, version] = key.split("/");
  const path = `/journal-cover/${id}/${version}/60.webp`;
  const response = (await (coverRoute.loader as (a: unknown) => Promise<Response>)(
    routeArgs(actor.request(path), { journalId: id!, version: version!, file: "60.webp" }),
  )) as Response;
  return response.status;
}

async function userOf(actor: Actor) {
  const user = await getCurrentUser(actor.request("/dashboard"));
  if (!user) throw new Error("not signed in");
  return user;
}

const sitemapUrls = async (id: string) =>
  (await db().select({ url: sitemapEntries.url }).from(sitemapEntries).where(eq(sitemapEntries.journalId, id))).map(
    (r) => r.url,
  );

describe("the journal form", () => {
  it("creates a journal with the spec's fields, category General and an upper-case ISSN check character", async () => {
    const row = await create({
      shortName: "Deskx",
      issn: "0000-006x",
      scope: [" Pharmacology ", "pharmacology", "Toxicology", ""],
      impactFactor: "2.5",
    });
    expect(row).toMatchObject({
      shortName: "deskx",
      issn: "0000-006X",
      category: "General",
      scope: ["Pharmacology", "Toxicology"],
      impactFactor: 2.5,
      publicationFrequency: "quarterly",
      status: "active",
    });
    // It appears at once in the public lists, its page, the sitemap and the submission wizard.
    expect((await listPublicJournals()).map((j) => j.shortName)).toContain("deskx");
    expect((await getPublicJournal("deskx")).title).toBe("Journal of Desk Testing");
    expect(await sitemapUrls(row.id)).toEqual(["/journal/deskx"]);
    expect((await listWizardJournals(await userOf(actors.author))).map((j) => j.id)).toContain(row.id);
    // The admin's list shows it first (newest first) with its counts.
    const page = (await callLoader<JournalsPage>(journalsRoute.loader, actors.admin, "/dashboard/journals")).data!;
    expect(page.journals[0]).toMatchObject({ id: row.id, issueCount: 0, articleCount: 0 });
  });

  it("keeps the print and the online ISSN apart, and the publisher; a bad online ISSN is refused", async () => {
    const row = await create({
      shortName: "Deskp",
      title: "Journal of Print and Online",
      issn: "0000-006x",
      eissn: "2049-3630",
      publisher: "  Manipal Academic Press ",
    });
    expect(row).toMatchObject({ issn: "0000-006X", eissn: "2049-3630", publisher: "Manipal Academic Press" });
    const bad = await post(form({ shortName: "deskq", title: "Journal of Bad ISSNs", eissn: "2049-3631" }));
    expect(bad.status).toBe(400);
    expect(bad.data?.fieldErrors?.eissn).toBe(JOURNAL_MESSAGES.issnCheckDigit);
  });

  it("stores no impact factor when the field is left empty, so no page shows an invented 0", async () => {
    const row = await create({ shortName: "noif", impactFactor: "" });
    expect(row.impactFactor).toBeNull();
  });

  it("answers the spec's messages for bad input, and never a 500", async () => {
    const refusal = async (change: Record<string, string | string[]>, message: string, status = 400) => {
      const answer = await post(form(change));
      expect(answer.data, JSON.stringify(change)).toMatchObject({ ok: false, message });
      expect(answer.status).toBe(status);
      return answer.data!;
    };
    expect(await refusal({ shortName: "ab1" }, JOURNAL_MESSAGES.invalidShortName)).toMatchObject({
      title: JOURNAL_MESSAGES.invalidShortNameTitle,
    });
    await refusal({ shortName: "ab" }, JOURNAL_MESSAGES.invalidShortName);
    await refusal({ shortName: "abcdefghijk" }, JOURNAL_MESSAGES.invalidShortName);
    expect(await refusal({ issn: "12345678" }, JOURNAL_MESSAGES.invalidIssn)).toMatchObject({
      title: JOURNAL_MESSAGES.invalidIssnTitle,
    });
    await refusal({ issn: "1234-5678" }, JOURNAL_MESSAGES.issnCheckDigit);
    await refusal({ title: "   " }, JOURNAL_MESSAGES.titleRequired);
    await refusal({ impactFactor: "10.5" }, JOURNAL_MESSAGES.impactFactorRange);
    await refusal({ impactFactor: "-1" }, JOURNAL_MESSAGES.impactFactorRange);
    await refusal({ impactFactor: "1e309" }, JOURNAL_MESSAGES.impactFactorRange);
    await refusal({ coverImageUrl: "ftp://example.org/c.png" }, JOURNAL_MESSAGES.coverUrlInvalid);
    await refusal({ coverImageUrl: "javascript:alert(1)" }, JOURNAL_MESSAGES.coverUrlInvalid);
    await refusal({ shortName: "fjphs" }, JOURNAL_MESSAGES.shortNameTaken, 409);
    await refusal({ title: "Bad\u0000title" }, JOURNAL_MESSAGES.invalidRequest);
    await refusal({ status: "deleted" }, "Status must be Active, Inactive or Archived.");
    await refusal(
      { intent: "update", journalId: "00000000-0000-4000-8000-000000000000" },
      JOURNAL_MESSAGES.notFound,
      404,
    );
    // A valid ISSN ending in a digit, and a short name made from the title when none is given.
    const made = await create({ title: "Annals of Quiet Testing", issn: "1234-5679" });
    expect(made).toMatchObject({ shortName: "aqt", issn: "1234-5679" });
  });
});

describe("a journal's status for readers and authors", () => {
  it("hides an inactive journal everywhere public and refuses its submissions", async () => {
    const row = await create({ shortName: "hidden" });
    // Read (and kept until the next change to public content) before the change: the change shows.
    expect((await getPublicJournal("hidden")).status).toBe("active");
    expect((await setStatus(row, "inactive")).data).toMatchObject({ ok: true, message: JOURNAL_MESSAGES.updated });
    expect((await listPublicJournals()).map((j) => j.shortName)).not.toContain("hidden");
    expect((await listArchivedJournals()).map((j) => j.shortName)).not.toContain("hidden");
    await expect(getPublicJournal("hidden")).rejects.toMatchObject({ status: 404 });
    expect(await sitemapUrls(row.id)).toEqual([]);
    expect((await listWizardJournals(await userOf(actors.author))).map((j) => j.id)).not.toContain(row.id);
    const refused = await postSubmission(actors.author, wizardData(row.id), {
      name: "m.pdf",
      bytes: await pdfBytes(),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain(WIZARD_MESSAGES.journalUnavailable);
  });

  it("keeps an archived journal's pages and articles online, lists it apart and refuses its submissions", async () => {
    const row = await create({ shortName: "oldie" });
    const issue = await createIssue(db(), { journalId: row.id, volumeNumber: 1 });
    const article = await createArticle(db(), issue, { title: "An archived finding" });
    expect((await setStatus(row, "archived")).data).toMatchObject({ ok: true });
    expect((await listPublicJournals()).map((j) => j.shortName)).not.toContain("oldie");
    expect((await listArchivedJournals()).map((j) => j.shortName)).toEqual(["oldie"]);
    expect((await getPublicJournal("oldie")).status).toBe("archived");
    const found = await getPublishedArticle("oldie", "1", String(article.articleNumber));
    expect(found.article.title).toBe("An archived finding");
    expect((await sitemapUrls(row.id)).sort()).toEqual(
      ["/journal/oldie", "/journal/oldie/issue/v1-i1", `/journal/oldie/article/1/${article.articleNumber}`].sort(),
    );
    expect((await listWizardJournals(await userOf(actors.author))).map((j) => j.id)).not.toContain(row.id);
    const refused = await postSubmission(actors.author, wizardData(row.id), { name: "m.pdf", bytes: await pdfBytes() });
    expect(refused.status).toBe(400);

    // Its short name is in its articles' addresses: it cannot change any more.
    const rename = await post(form({ intent: "update", journalId: row.id, title: row.title, shortName: "newname" }));
    expect(rename.data).toMatchObject({ ok: false, message: JOURNAL_MESSAGES.shortNameLocked });
    expect(rename.status).toBe(409);
    // Deleting it is refused with a message that suggests archiving.
    const del = await post({ intent: "delete", journalId: row.id });
    expect(del.status).toBe(409);
    expect(del.data).toMatchObject({ ok: false, message: JOURNAL_MESSAGES.hasPublishedArticles });
    expect(await db().select().from(journals).where(eq(journals.id, row.id))).toHaveLength(1);
  });
});

describe("covers", () => {
  it("stores an uploaded cover's sizes, serves them as the journal's status allows and refuses non-images", async () => {
    const row = await create({ shortName: "covered" });
    const up = await uploadCover(actors.admin, row.id, new File([await png()], "c.png", { type: "image/png" }));
    expect(up).toMatchObject({ status: 201, json: { message: JOURNAL_MESSAGES.coverUploaded } });
    const key = up.json.coverImageKey as string;
    expect(key).toMatch(new RegExp(`^journal-covers/${row.id}/[0-9a-f]+-60x80$`));
    expect(await coverStatus(actors.visitor, key)).toBe(200);
    expect(await coverStatus(actors.visitor, key.replace(/-60x80$/, "0-60x80"))).toBe(404);

    await setStatus({ ...row, coverImageKey: key }, "inactive");
    expect(await coverStatus(actors.visitor, key)).toBe(404);
    expect(await coverStatus(actors.editor, key)).toBe(404);
    expect(await coverStatus(actors.admin, key)).toBe(200);

    const text = await uploadCover(actors.admin, row.id, new File(["hello"], "c.png", { type: "image/png" }));
    expect(text).toMatchObject({ status: 400, json: { message: JOURNAL_MESSAGES.invalidFileType } });
    expect((await uploadCover(actors.editor, row.id, new File([await png()], "c.png"))).status).toBe(403);
    expect((await uploadCover(actors.visitor, row.id, new File([await png()], "c.png"))).status).toBe(401);

    // An address is fetched by the server when the form is saved (ADR 052; tests/integration/
    // cover-urls.test.ts), never from a private or local host: refused under its field, and the
    // uploaded cover stays.
    const url = "http://127.0.0.1:9/cover.jpg";
    const refused = await post(
      form({ intent: "update", journalId: row.id, title: row.title, shortName: "covered", coverImageUrl: url }),
    );
    expect(refused.status).toBe(422);
    expect(refused.data?.fieldErrors?.coverImageUrl).toBe(
      "The image at this address could not be fetched: its host 127.0.0.1 is a private, local or reserved network address, which is not fetched.",
    );
    const [after] = await db().select().from(journals).where(eq(journals.id, row.id));
    expect(after).toMatchObject({ coverImageUrl: null, coverImageKey: key });
    expect(await storage().exists(`${key}/60.webp`)).toBe(true);
    // Removing the cover clears it (and its files).
    expect((await post({ intent: "remove-cover", journalId: row.id })).data).toMatchObject({ ok: true });
    expect(await storage().exists(`${key}/60.webp`)).toBe(false);
    const [cleared] = await db().select().from(journals).where(eq(journals.id, row.id));
    expect(cleared).toMatchObject({ coverImageUrl: null, coverImageKey: null });
  });
});

describe("deleting a journal", () => {
  it("deletes a journal without published content with every row and file that belongs to it", async () => {
    const row = await create({ shortName: "doomed" });
    const cover = await uploadCover(actors.admin, row.id, new File([await png()], "c.png", { type: "image/png" }));
    const issue = await createIssue(db(), { journalId: row.id, status: "draft", publicationDate: null });
    const draft = await createArticle(db(), issue, { status: "draft", publicationDate: null, doi: null });
    const galley = await attachPdf(db(), storage(), draft.id);
    const submitted = await postSubmission(actors.author, wizardData(row.id), {
      name: "m.pdf",
      bytes: await pdfBytes(),
    });
    expect(submitted.status).toBe(201);
    const submissionId = submitted.json.id as string;
    const [file] = await db().select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
    await db().insert(roleAssignments).values({ userId: actors.reviewer.userId!, role: "editor", journalId: row.id });
    const [member] = await db()
      .insert(editorialBoardMembers)
      .values({ journalId: row.id, name: "Board Member", role: "Reviewer", avatarImageKey: "pending" })
      .returning({ id: editorialBoardMembers.id });
    const avatarKey = `board-avatars/${member!.id}/0123abcd-96x96`;
    await storage().put(`${avatarKey}/96.webp`, new Uint8Array([0x52, 0x49, 0x46, 0x46]));
    await db()
      .update(editorialBoardMembers)
      .set({ avatarImageKey: avatarKey })
      .where(eq(editorialBoardMembers.id, member!.id));
    const keys = [
      galley.storageKey,
      file!.storageKey,
      `${cover.json.coverImageKey as string}/60.webp`,
      `${avatarKey}/96.webp`,
    ];
    for (const key of keys) expect(await storage().exists(key), key).toBe(true);

    // Only admins may delete.
    expect((await post({ intent: "delete", journalId: row.id }, actors.editor)).status).toBe(403);
    const answer = await post({ intent: "delete", journalId: row.id });
    expect(answer.data).toMatchObject({ ok: true, message: JOURNAL_MESSAGES.deleted });

    expect(await db().select().from(journals).where(eq(journals.id, row.id))).toEqual([]);
    expect(await db().select().from(issues).where(eq(issues.journalId, row.id))).toEqual([]);
    expect(await db().select().from(articles).where(eq(articles.journalId, row.id))).toEqual([]);
    expect(await db().select().from(articleGalleys).where(eq(articleGalleys.articleId, draft.id))).toEqual([]);
    expect(await db().select().from(submissions).where(eq(submissions.journalId, row.id))).toEqual([]);
    expect(await db().select().from(roleAssignments).where(eq(roleAssignments.journalId, row.id))).toEqual([]);
    expect(await sitemapUrls(row.id)).toEqual([]);
    for (const key of keys) expect(await storage().exists(key), key).toBe(false);
    expect((await post({ intent: "delete", journalId: row.id })).status).toBe(404);
  });
});

describe("roles for chosen journals", () => {
  it("makes an editor of one journal through User Management, who then sees that journal's work only", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const ijebr = await journalId(db(), "ijebr");
    const scoped = await createActors(platform, { seeded: true, label: "scoped" });
    const member = scoped.otherAuthor;
    const inFjphs = await postSubmission(scoped.author, wizardData(fjphs, { title: "Scoped FJPHS work" }), {
      name: "m.pdf",
      bytes: await pdfBytes(),
    });
    const inIjebr = await postSubmission(scoped.author, wizardData(ijebr, { title: "Scoped IJEBR work" }), {
      name: "m.pdf",
      bytes: await pdfBytes(),
    });
    expect([inFjphs.status, inIjebr.status]).toEqual([201, 201]);

    const granted = await callAction(usersRoute.action, actors.admin, "/dashboard/users", {
      intent: "update",
      userId: member.userId!,
      name: "Scoped Editor",
      status: "active",
      journalRoles: [`editor:${fjphs}`],
    });
    expect(granted.data).toMatchObject({ ok: true });

    const list = await callLoader<SubmissionListPage>(
      submissionsRoute.loader,
      member,
      "/dashboard/submissions?search=Scoped",
    );
    expect(list.data!.rows.map((r) => r.title)).toEqual(["Scoped FJPHS work"]);
    const desk = await callLoader<IssueListPage>(issuesRoute.loader, member, "/dashboard/issues");
    expect(desk.data!.journals.map((j) => j.shortName)).toEqual(["fjphs"]);
    // Not an admin: the journals desk stays closed.
    expect((await callLoader(journalsRoute.loader, member, "/dashboard/journals")).status).toBe(403);
  });
});
