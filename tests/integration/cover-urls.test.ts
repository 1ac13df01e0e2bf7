// Covers given as an address (spec 001 "cover image (upload or URL, with preview)", ADR 052): the
// server fetches the picture when the journal form is saved and stores it as an upload, so pages
// only show pictures of this origin (the Content-Security-Policy's img-src); an address that gives
// no picture answers the form under its field and changes nothing; rows of older data holding an
// address and no stored picture show their drawn cover and are imported once in the background.
// The picture server is a local one on 127.0.0.1, which IMAGE_FETCH_ALLOW_PRIVATE_HOSTS lets the
// platform reach.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { conferences, issues, jobs, journals } from "~/db/schema";
import { startJobWorker } from "~/lib/jobs.server";
import { ConferenceCover } from "~/modules/conferences/components/conference-cover";
import {
  COVER_URL_IMPORT_JOB,
  coverUrlImportJobHandlers,
  scheduleCoverUrlImports,
} from "~/modules/cover-urls/cover-url-import.service.server";
import { FULL_ISSUE_PDF_JOB } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import type { JournalActionData } from "~/modules/journals/journals.desk.types";
import { JOURNAL_MESSAGES } from "~/modules/journals/journals.desk.constants";
import * as journalsRoute from "~/routes/dashboard/journals";
import { createHttpApp } from "../../server/http-app";
import { createIssue } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { pageRouteBuild } from "../helpers/page-route-build";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction } from "./users-helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let platform: TestPlatform;
let actors: Actors;
let pictures: http.Server;
let origin: string;
const asked: string[] = [];
const db = (): Db => platform.services.database.db;
const storage = () => platform.services.storage;
const pages = () => createHttpApp(async () => pageRouteBuild(), "production");

async function png(width: number, height: number, background = "#2255aa"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  const covers: Record<string, Buffer> = {
    "/cover.png": await png(120, 160),
    "/other.png": await png(90, 120, "#aa5522"),
    "/issue.png": await png(60, 80),
    "/conference.png": await png(200, 100),
  };
  pictures = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    const picture = covers[req.url ?? ""];
    if (picture) return void res.writeHead(200, { "content-type": "image/png" }).end(picture);
    if (req.url === "/page.html")
      return void res.writeHead(200, { "content-type": "text/html" }).end("<html>hi</html>");
    if (req.url === "/busy.png") return void res.writeHead(503).end("busy");
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  platform = await startTestPlatform({ env: { IMAGE_FETCH_ALLOW_PRIVATE_HOSTS: "true" } });
  actors = await createActors(platform, { seeded: true });
});
afterAll(async () => {
  await platform?.stop();
  pictures?.closeAllConnections();
  await new Promise((resolve) => pictures?.close(resolve));
});

const post = (fields: Record<string, string | string[]>) =>
  callAction<JournalActionData>(journalsRoute.action, actors.admin, "/dashboard/journals", fields);

const form = (change: Record<string, string> = {}) => ({
  intent: "create",
  title: "Journal of Fetched Covers",
  shortName: "",
  description: "",
  issn: "",
  publicationFrequency: "quarterly",
  impactFactor: "",
  status: "active",
  coverImageUrl: "",
  ...change,
});

const journalRow = async (id: string) => (await db().select().from(journals).where(eq(journals.id, id)))[0]!;

async function storedKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage().list(prefix)) keys.push(item.key);
  return keys.sort();
}

/** The <img> tags of a rendered public page. */
async function imagesOf(path: string): Promise<string[]> {
  const response = await pages().request(`http://journals.test${path}`, { headers: { "user-agent": BROWSER } });
  expect(response.status, `${path}: ${response.status === 200 ? "" : await response.clone().text()}`).toBe(200);
  return (await response.text()).match(/<img\b[^>]*>/g) ?? [];
}

describe("a journal's cover given as an address", () => {
  it("is fetched when the form is saved and stored like an upload; pages show it from this origin", async () => {
    const url = `${origin}/cover.png`;
    const created = await post(form({ shortName: "fetched", coverImageUrl: url }));
    expect(created.data, JSON.stringify(created.data)).toMatchObject({ ok: true, message: JOURNAL_MESSAGES.created });
    const id = created.data!.journalId!;
    const row = await journalRow(id);
    // The same key as an upload's, the picture's own size in its version; the address kept as its source.
    expect(row.coverImageKey).toMatch(new RegExp(`^journal-covers/${id}/[0-9a-f]{16}-120x160$`));
    expect(row.coverImageUrl).toBe(url);
    expect(await storedKeys(row.coverImageKey!)).toEqual([`${row.coverImageKey}/120.webp`]);
    const served = await storage().get(`${row.coverImageKey}/120.webp`);
    const meta = await sharp(Buffer.from(await new Response(served!.stream).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 120, height: 160 });

    const images = await imagesOf("/journal/fetched");
    const cover = images.find((img) => img.includes('alt="Cover of Journal of Fetched Covers"'));
    expect(cover).toContain(`src="/journal-cover/${id}/${row.coverImageKey!.split("/")[2]}/120.webp"`);
    expect(images.join("\n")).not.toContain(origin);

    // Saved again with the same address: nothing fetched again, the stored cover kept.
    const fetches = asked.length;
    const again = await post(form({ intent: "update", journalId: id, shortName: "fetched", coverImageUrl: url }));
    expect(again.data).toMatchObject({ ok: true });
    expect(asked.length).toBe(fetches);
    expect((await journalRow(id)).coverImageKey).toBe(row.coverImageKey);

    // A new address replaces the cover; the previous version's files go after the commit.
    const next = `${origin}/other.png`;
    expect(
      (await post(form({ intent: "update", journalId: id, shortName: "fetched", coverImageUrl: next }))).data,
    ).toMatchObject({ ok: true });
    const replaced = await journalRow(id);
    expect(replaced.coverImageKey).toMatch(/-90x120$/);
    expect(replaced.coverImageUrl).toBe(next);
    expect(await storedKeys(`journal-covers/${id}`)).toEqual([`${replaced.coverImageKey}/90.webp`]);
  });

  it("answers an address that gives no picture under its field and leaves the journal as it was", async () => {
    const created = await post(form({ shortName: "keepit", coverImageUrl: `${origin}/cover.png` }));
    const id = created.data!.journalId!;
    const before = await journalRow(id);
    const filesBefore = await storedKeys(`journal-covers/${id}`);

    const refused = async (coverImageUrl: string, message: string) => {
      const answer = await post(
        form({ intent: "update", journalId: id, title: "A changed title", shortName: "keepit", coverImageUrl }),
      );
      expect(answer.status, coverImageUrl).toBe(422);
      expect(answer.data).toMatchObject({ ok: false, message, fieldErrors: { coverImageUrl: message } });
      expect(await journalRow(id)).toEqual(before);
      expect(await storedKeys(`journal-covers/${id}`)).toEqual(filesBefore);
    };
    await refused(
      `${origin}/missing.png`,
      "The image at this address could not be fetched: the server answered 404 Not Found.",
    );
    await refused(
      `${origin}/page.html`,
      "The image at this address could not be fetched: it is not a JPEG, PNG, WebP or GIF image.",
    );

    // A new journal whose address fails is not created.
    const count = (await db().select({ id: journals.id }).from(journals)).length;
    const failed = await post(form({ shortName: "neverborn", coverImageUrl: `${origin}/missing.png` }));
    expect(failed.status).toBe(422);
    expect(failed.data?.fieldErrors?.coverImageUrl).toMatch(/^The image at this address could not be fetched: /);
    expect((await db().select({ id: journals.id }).from(journals)).length).toBe(count);
  });
});

describe("covers of older data that are addresses", () => {
  it("are drawn, not loaded from elsewhere, then imported once in the background", async () => {
    const [journal] = await db()
      .insert(journals)
      .values({
        shortName: "olddata",
        title: "Journal of Older Data",
        category: "General",
        coverImageUrl: `${origin}/cover.png`,
      })
      .returning({ id: journals.id });
    const journalId = journal!.id;
    const issue = (await createIssue(db(), { journalId, isCurrent: true, coverImageUrl: `${origin}/issue.png` }))!;
    const draft = (await createIssue(db(), {
      journalId,
      issueNumber: 2,
      status: "draft",
      coverImageUrl: `${origin}/missing.png`,
    }))!;
    const busy = (await createIssue(db(), {
      journalId,
      issueNumber: 3,
      status: "draft",
      coverImageUrl: `${origin}/busy.png`,
    }))!;
    const [conference] = await db()
      .insert(conferences)
      .values({
        title: "Conference of Older Data",
        conferenceType: "workshop",
        status: "upcoming",
        startDate: new Date("2030-01-01T00:00:00Z"),
        endDate: new Date("2030-01-02T00:00:00Z"),
        coverImageUrl: `${origin}/conference.png`,
      })
      .returning();

    // Before the import: the drawn covers, no <img> pointing at another host.
    const journalPage = await imagesOf("/journal/olddata");
    expect(journalPage.join("\n")).not.toContain(origin);
    expect((await imagesOf("/journal/olddata/issue/v1-i1")).join("\n")).not.toContain(origin);
    const card = () =>
      renderToStaticMarkup(createElement(ConferenceCover, { conference: conference!, sizes: "10rem" }));
    expect(card()).not.toContain("<img");

    expect(await scheduleCoverUrlImports()).toBe(5);
    // Queued once: a second start queues nothing more.
    expect(await scheduleCoverUrlImports()).toBe(0);
    const worker = startJobWorker(coverUrlImportJobHandlers(), { db: db(), pollIntervalMs: 10, backoffMs: () => 20 });
    try {
      await expect
        .poll(
          async () =>
            (await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, COVER_URL_IMPORT_JOB))).filter(
              (j) => j.status === "queued" || j.status === "running",
            ).length,
          { timeout: 20_000, interval: 50 },
        )
        .toBe(0);
    } finally {
      await worker.stop();
    }

    const imported = await journalRow(journalId);
    expect(imported.coverImageKey).toMatch(new RegExp(`^journal-covers/${journalId}/[0-9a-f]+-120x160$`));
    expect(imported.coverImageUrl).toBe(`${origin}/cover.png`);
    const [issueRow] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(issueRow!.coverImageKey).toMatch(new RegExp(`^issue-covers/${issue.id}/[0-9a-f]+-60x80$`));
    expect(await storage().exists(`${issueRow!.coverImageKey}/60.webp`)).toBe(true);
    const [conferenceRow] = await db().select().from(conferences).where(eq(conferences.id, conference!.id));
    expect(conferenceRow!.coverImageKey).toMatch(/^conference-covers\/.+-200x100$/);
    // The published issue's full PDF is rebuilt with its cover.
    const pdfJobs = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, FULL_ISSUE_PDF_JOB));
    expect(pdfJobs.map((j) => j.payload.issueId)).toContain(issue.id);

    // Failures are recorded in their job and not tried again: a 404 at once, a 503 three times.
    const jobOf = async (id: string) =>
      (await db().select().from(jobs).where(eq(jobs.kind, COVER_URL_IMPORT_JOB))).find((j) => j.payload.id === id)!;
    expect(await jobOf(draft.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "The image at this address could not be fetched: the server answered 404 Not Found.",
    });
    expect(await jobOf(busy.id)).toMatchObject({ status: "failed", attempts: 3 });
    for (const failed of [draft.id, busy.id]) {
      const [row] = await db().select().from(issues).where(eq(issues.id, failed));
      expect(row).toMatchObject({ coverImageKey: null, coverImageUrl: expect.stringContaining(origin) });
    }
    expect(await scheduleCoverUrlImports()).toBe(0);

    // The pages now draw the stored pictures from this origin.
    const after = (await imagesOf("/journal/olddata")).join("\n");
    expect(after).toContain(`src="/journal-cover/${journalId}/`);
    expect(after).toContain(`src="/issue-cover/${issue.id}/`);
    expect(after).not.toContain(origin);
    expect(
      renderToStaticMarkup(createElement(ConferenceCover, { conference: conferenceRow!, sizes: "10rem" })),
    ).toContain(`src="/conference-cover/${conference!.id}/`);
    // Nothing else waits: only the rows that had an address were asked for.
    expect(
      await db()
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, COVER_URL_IMPORT_JOB), eq(jobs.status, "queued"))),
    ).toEqual([]);
  });
});
