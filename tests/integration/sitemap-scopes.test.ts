import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { articles, issues, jobs, sitemapEntries } from "~/db/schema";
import { startJobWorker } from "~/lib/jobs.server";
import { articlePath, issuePath, journalPath } from "~/lib/paths";
import { findSourceSliceEnd, upsertEntriesFromContent } from "~/modules/sitemap/sitemap.repository.server";
import {
  catchUpSitemapEntries,
  regenerateAllSitemapEntries,
  regenerateSitemapEntries,
  scheduleSitemapCatchUp,
  SITEMAP_CATCH_UP_JOB,
  sitemapJobHandlers,
} from "~/modules/sitemap/sitemap.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { addArticle, addIssue, entry, journalId } from "./sitemap-fixtures";

async function makeStale(db: Db, url: string) {
  await db.update(sitemapEntries).set({ metaTitle: "stale" }).where(eq(sitemapEntries.url, url));
}

describe("sitemap entries refreshed for one article, one issue, or everything in slices", () => {
  let platform: TestPlatform;
  let db: Db;
  let ijebr: string;
  let volume7: Awaited<ReturnType<typeof addIssue>>;
  let volume8: Awaited<ReturnType<typeof addIssue>>;
  let first: Awaited<ReturnType<typeof addArticle>>;
  let second: Awaited<ReturnType<typeof addArticle>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    ijebr = await journalId(db, "ijebr");
    volume7 = await addIssue(db, ijebr, { volumeNumber: 7, issueNumber: 1 });
    volume8 = await addIssue(db, ijebr, { volumeNumber: 8, issueNumber: 1 });
    first = await addArticle(db, volume7, { articleNumber: 1 });
    second = await addArticle(db, volume7, { articleNumber: 2 });
    await regenerateSitemapEntries(db);
  });
  afterAll(() => platform.stop());

  it("records the source of each generated entry", async () => {
    expect(await entry(db, articlePath("ijebr", 7, 1))).toMatchObject({ sourceId: first.id, journalId: ijebr });
    expect(await entry(db, issuePath("ijebr", volume7))).toMatchObject({ sourceId: volume7.id });
    expect(await entry(db, journalPath("ijebr"))).toMatchObject({ sourceId: ijebr });
    expect(await entry(db, "/")).toMatchObject({ sourceId: null });
  });

  it("refreshes an article's own entry only, follows it to a new URL and drops it when it is no longer public", async () => {
    await makeStale(db, articlePath("ijebr", 7, 2));
    await db.update(articles).set({ title: "Dissolution of generic tablets" }).where(eq(articles.id, first.id));
    let counts = await regenerateSitemapEntries(db, { articleId: first.id });
    // The article, and the home page and /sitemap, whose dates follow the newest article.
    expect(counts).toMatchObject({ total: 20, inserted: 0, updated: 3, removed: 0 });
    expect(await entry(db, articlePath("ijebr", 7, 1))).toMatchObject({ metaTitle: "Dissolution of generic tablets" });
    // Its neighbour in the issue was not part of the change.
    expect(await entry(db, articlePath("ijebr", 7, 2))).toMatchObject({ metaTitle: "stale" });

    await db.update(articles).set({ issueId: volume8.id }).where(eq(articles.id, first.id));
    counts = await regenerateSitemapEntries(db, { articleId: first.id });
    expect(counts).toMatchObject({ inserted: 1, removed: 1 });
    expect(await entry(db, articlePath("ijebr", 7, 1))).toBeUndefined();
    expect(await entry(db, articlePath("ijebr", 8, 1))).toMatchObject({ sourceId: first.id });

    await db.update(articles).set({ status: "draft" }).where(eq(articles.id, first.id));
    counts = await regenerateSitemapEntries(db, { articleId: first.id });
    expect(counts).toMatchObject({ inserted: 0, removed: 1 });
    expect(await entry(db, articlePath("ijebr", 8, 1))).toBeUndefined();
  });

  it("refreshes an issue with its articles and its journal's home, and no other journal", async () => {
    await makeStale(db, journalPath("bjps"));
    const edited = new Date("2031-05-06T07:08:09Z");
    await db.update(issues).set({ title: "Generic medicines", updatedAt: edited }).where(eq(issues.id, volume7.id));
    const counts = await regenerateSitemapEntries(db, { issueId: volume7.id });
    // The issue, its stale article, the journal's home and /journals, whose date follows the journals.
    expect(counts).toMatchObject({ inserted: 0, updated: 4, removed: 0 });
    expect((await entry(db, issuePath("ijebr", volume7)))?.metaTitle).toContain("Volume 7, Issue 1: Generic medicines");
    // The article made stale above is in the issue; the journal's home lists its current issue.
    expect((await entry(db, articlePath("ijebr", 7, 2)))?.metaTitle).toBe(second.title);
    expect((await entry(db, journalPath("ijebr")))?.lastModified).toEqual(edited);
    expect((await entry(db, journalPath("bjps")))?.metaTitle).toBe("stale");

    // A deleted issue's entry goes with the journal named, whose home changes with it.
    await db.update(articles).set({ issueId: volume7.id }).where(eq(articles.id, first.id));
    await db.delete(issues).where(eq(issues.id, volume8.id));
    expect(await regenerateSitemapEntries(db, { journalId: ijebr, issueId: volume8.id })).toMatchObject({ removed: 1 });
    expect(await entry(db, issuePath("ijebr", volume8))).toBeUndefined();
  });

  it("walks everything in slices to the result of one statement, dropping entries whose content is gone", async () => {
    expect(await findSourceSliceEnd(db, null, 1)).not.toBeNull();
    // Written before entries named their source: one for live content, one for content gone.
    await db.update(sitemapEntries).set({ sourceId: null }).where(eq(sitemapEntries.sourceId, second.id));
    await db.insert(sitemapEntries).values([
      { url: articlePath("ijebr", 99, 99), pageType: "article", journalId: ijebr },
      { url: articlePath("ijebr", 98, 98), pageType: "article", journalId: ijebr, sourceId: randomUUID() },
    ]);

    const counts = await regenerateAllSitemapEntries(db, { sliceSize: 1 });
    expect(counts).toMatchObject({ inserted: 0, removed: 2 });
    expect(await entry(db, articlePath("ijebr", 99, 99))).toBeUndefined();
    expect(await entry(db, articlePath("ijebr", 98, 98))).toBeUndefined();
    expect(await entry(db, articlePath("ijebr", 7, 2))).toMatchObject({ sourceId: second.id, metaTitle: second.title });
    expect(await entry(db, journalPath("bjps"))).not.toMatchObject({ metaTitle: "stale" });

    // Everything in one statement finds nothing left to do, and so does another walk.
    expect(await upsertEntriesFromContent(db)).toMatchObject({
      total: counts.total,
      inserted: 0,
      updated: 0,
      removed: 0,
    });
    expect(await regenerateAllSitemapEntries(db, { sliceSize: 1 })).toMatchObject({
      inserted: 0,
      updated: 0,
      removed: 0,
    });
  });

  it("walks at start-up only when entries are missing or name no source", async () => {
    expect(await catchUpSitemapEntries(db)).toBeNull();

    await db.update(sitemapEntries).set({ sourceId: null }).where(eq(sitemapEntries.sourceId, second.id));
    expect(await catchUpSitemapEntries(db)).toMatchObject({ inserted: 0, updated: 1, removed: 0 });
    expect(await entry(db, articlePath("ijebr", 7, 2))).toMatchObject({ sourceId: second.id });
    expect(await catchUpSitemapEntries(db)).toBeNull();

    // A new installation, or a catalogue loaded by a script.
    await db.delete(sitemapEntries);
    const counts = await catchUpSitemapEntries(db);
    expect(counts?.inserted).toBeGreaterThan(20);
    expect(await entry(db, articlePath("ijebr", 7, 2))).toMatchObject({ sourceId: second.id });
  });

  it("queues the start-up walk as a job, tried again when it fails", async () => {
    const catchUpJobs = () => db.select().from(jobs).where(eq(jobs.kind, SITEMAP_CATCH_UP_JOB));
    await scheduleSitemapCatchUp(db);
    expect(await catchUpJobs()).toEqual([]); // nothing to walk

    await db.delete(sitemapEntries);
    await scheduleSitemapCatchUp(db);
    await scheduleSitemapCatchUp(db); // another instance starting at the same time
    expect((await catchUpJobs()).map((j) => j.status)).toEqual(["queued"]);

    // The first walk fails (its table away for a moment); a later attempt walks.
    await db.execute(sql`alter table sitemap_entries rename to sitemap_entries_away`);
    const worker = startJobWorker(sitemapJobHandlers(), { db, pollIntervalMs: 10, backoffMs: () => 500 });
    try {
      await expect.poll(async () => (await catchUpJobs())[0]?.lastError ?? null).toMatch(/sitemap_entries/);
      await db.execute(sql`alter table sitemap_entries_away rename to sitemap_entries`);
      await expect.poll(async () => (await catchUpJobs())[0]?.status, { timeout: 10_000 }).toBe("done");
    } finally {
      await worker.stop();
    }
    expect((await catchUpJobs())[0]!.attempts).toBeGreaterThan(1);
    expect(await entry(db, articlePath("ijebr", 7, 2))).toMatchObject({ sourceId: second.id });
    expect(await catchUpSitemapEntries(db)).toBeNull();
  });
});
