// SEO analytics (ADR 028): page views counted by the real HTTP app and React Router request handler
// (page cache hits included, robots, prefetches, HEAD, 404s and the dashboard left out), the
// beacon, the daily rollup of visits, the figures per role, the Search Console export upload and
// the Search Analytics API against a local fake speaking Google's protocol.
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  analyticsSalts,
  analyticsVisits,
  pageViewsDaily,
  pageViewsRollup,
  searchDailyTotals,
  searchPageStats,
} from "~/db/schema";
import { db } from "~/lib/services.server";
import { countPageView, flushAnalytics } from "~/modules/analytics/analytics-counter.server";
import { rebuildRollup, rollUpVisits } from "~/modules/analytics/analytics.repository.server";
import { runAnalyticsDaily, syncSearchConsole } from "~/modules/analytics/analytics.service.server";
import type { AnalyticsScreen } from "~/modules/analytics/analytics.types";
import { utcDay } from "~/modules/analytics/visitor-key";
import * as analyticsPage from "~/routes/dashboard/analytics";
import { createHttpApp } from "../../server/http-app";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startFakeSearchConsole, type FakeSearchConsole } from "../helpers/fake-search-console";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { tinyRouteBuild } from "../helpers/tiny-route-build";
import { loaderData, postForm, postMultipart } from "./authorization-fixtures";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ORIGIN = "http://journals.test";

let platform: TestPlatform;
let fake: FakeSearchConsole;
let actors: Actors;
let editorOfOne: Actor;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  fake = await startFakeSearchConsole({ siteUrl: "https://journals.test/" });
  platform = await startTestPlatform({
    env: { GSC_TOKEN_URL: fake.tokenUrl, GSC_API_URL: fake.url },
  });
  actors = await createActors(platform, { seeded: true, label: "analytics" });
  const fjphs = await journalId(db(), "fjphs");
  editorOfOne = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "analytics-one" })).editor;
  app = createHttpApp(async () => tinyRouteBuild(), "production");
});
afterAll(async () => {
  await platform?.stop();
  await fake?.close();
});

async function clearCounts() {
  await flushAnalytics();
  await db().delete(pageViewsDaily);
  await db().delete(pageViewsRollup);
  await db().delete(analyticsVisits);
}

function visit(
  path: string,
  opts: { agent?: string; address?: string; method?: string; headers?: Record<string, string> } = {},
) {
  return app.request(
    `${ORIGIN}${path}`,
    { method: opts.method ?? "GET", headers: { "user-agent": opts.agent ?? CHROME, ...opts.headers } },
    { incoming: { socket: { remoteAddress: opts.address ?? "203.0.113.5" } } },
  );
}

function beacon(body: string, opts: { origin?: string; agent?: string; address?: string } = {}) {
  return app.request(
    `${ORIGIN}/api/analytics/beacon`,
    {
      method: "POST",
      headers: {
        "user-agent": opts.agent ?? CHROME,
        origin: opts.origin ?? ORIGIN,
        "content-type": "text/plain;charset=UTF-8",
      },
      body,
    },
    { incoming: { socket: { remoteAddress: opts.address ?? "203.0.113.5" } } },
  );
}

async function viewsOf(path: string): Promise<number> {
  const rows = await db().select().from(pageViewsDaily).where(eq(pageViewsDaily.path, path));
  return rows.reduce((n, r) => n + r.views, 0);
}

describe("counting page views in the HTTP app", () => {
  beforeEach(clearCounts);

  it("counts a rendered page and the same page served from the page cache, once each", async () => {
    const first = await visit("/journal/fjphs");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await visit("/journal/fjphs", { address: "203.0.113.6" });
    expect(second.headers.get("x-cache")).toBe("HIT");
    await flushAnalytics();
    expect(await viewsOf("/journal/fjphs")).toBe(2);
    // The site's and the journal's daily totals are written with them.
    const rollup = await db().select().from(pageViewsRollup);
    expect(rollup.map((r) => [r.scope, r.views]).sort()).toEqual([
      ["", 2],
      ["/journal/fjphs", 2],
    ]);
    // Two addresses: two visits, each entered on the journal page.
    const visits = await db().select().from(analyticsVisits);
    expect(visits.map((v) => v.entryPath)).toEqual(["/journal/fjphs", "/journal/fjphs"]);
  });

  it("leaves out robots, prefetches, HEAD, pages that are not found, the dashboard and query strings", async () => {
    await visit("/about", { agent: GOOGLEBOT });
    await visit("/about", { headers: { "sec-purpose": "prefetch" } });
    await visit("/about", { method: "HEAD" });
    expect((await visit("/journal/missing")).status).toBe(404);
    await visit("/dashboard");
    await visit("/about?utm_source=newsletter&x=1");
    await flushAnalytics();
    const rows = await db().select().from(pageViewsDaily);
    expect(rows.map((r) => [r.path, r.views])).toEqual([["/about", 1]]);
  });

  it("counts a client navigation's data request as a view of the page, in the same visit", async () => {
    await visit("/journal/fjphs", { address: "203.0.113.9" });
    const data = await visit("/journal/fjphs/article/1/2.data", { address: "203.0.113.9" });
    expect(data.status).toBe(200);
    await visit("/_.data", { address: "203.0.113.9" });
    await flushAnalytics();
    expect(await viewsOf("/journal/fjphs/article/1/2")).toBe(1);
    expect(await viewsOf("/")).toBe(1);
    const visits = await db().select().from(analyticsVisits);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ entryPath: "/journal/fjphs", pageViews: 3 });
  });

  it("keeps no address: the visitor key is a hash under today's salt, the only salt kept", async () => {
    await visit("/about", { address: "192.0.2.77" });
    await flushAnalytics();
    const [v] = await db().select().from(analyticsVisits);
    expect(v!.visitorKey).not.toContain("192.0.2.77");
    expect(v!.visitorKey).toMatch(/^[\w-]{22}$/);
    const salts = await db().select().from(analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual([utcDay(new Date())]);
  });

  it("the daily job makes a new salt, deletes yesterday's, and rolls visits up into entries and bounces", async () => {
    // Yesterday: one visitor saw two pages, another one page only.
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await db()
      .insert(pageViewsDaily)
      .values([
        { path: "/about", day: yesterday, views: 2 },
        { path: "/journal/fjphs", day: yesterday, views: 1 },
      ]);
    await db()
      .insert(analyticsVisits)
      .values([
        { day: yesterday, visitorKey: "a", entryPath: "/about", pageViews: 2 },
        { day: yesterday, visitorKey: "b", entryPath: "/about", pageViews: 1 },
      ]);
    await db().insert(analyticsSalts).values({ day: yesterday, salt: "old" }).onConflictDoNothing();
    await runAnalyticsDaily();
    expect(await db().select().from(analyticsVisits)).toEqual([]);
    const [about] = await db().select().from(pageViewsDaily).where(eq(pageViewsDaily.path, "/about"));
    expect(about).toMatchObject({ entries: 2, bounces: 1 });
    const [site] = await db().select().from(pageViewsRollup).where(eq(pageViewsRollup.scope, ""));
    expect(site).toMatchObject({ day: yesterday, entries: 2, bounces: 1 });
    expect((await db().select().from(analyticsSalts)).map((s) => s.day)).toEqual([utcDay(new Date())]);
    // Today's visits stay until tomorrow.
    await visit("/about");
    await flushAnalytics();
    expect(await rollUpVisits(db(), utcDay(new Date()))).toBe(0);
  });

  it("writes the views buffered on both sides of midnight under their own days", async () => {
    const today = utcDay(new Date());
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    const request = new Request(`${ORIGIN}/about`, { headers: { "user-agent": CHROME } });
    const page = { status: 200, contentType: "text/html; charset=utf-8" };
    await countPageView(request, "203.0.113.30", page, new Date(`${yesterday}T23:59:59Z`));
    await countPageView(request, "203.0.113.30", page, new Date(`${today}T00:00:01Z`));
    await countPageView(request, "203.0.113.31", page, new Date(`${today}T00:00:02Z`));
    await flushAnalytics();
    const views = await db().select().from(pageViewsDaily).where(eq(pageViewsDaily.path, "/about"));
    expect(views.map((r) => [r.day, r.views]).sort()).toEqual([
      [yesterday, 1],
      [today, 2],
    ]);
    // The same reader is a visit of each day; another reader today is another visit.
    const visits = await db().select().from(analyticsVisits);
    expect(visits.map((v) => [v.day, v.pageViews]).sort()).toEqual([
      [yesterday, 1],
      [today, 1],
      [today, 1],
    ]);
    await db().delete(analyticsSalts).where(eq(analyticsSalts.day, yesterday));
  });
});

describe("the beacon", () => {
  beforeEach(clearCounts);

  it("adds the time on a page counted today, for same-origin posts only", async () => {
    await visit("/about");
    await flushAnalytics();
    expect((await beacon(JSON.stringify({ p: "/about", t: 65_000 }))).status).toBe(204);
    expect((await beacon(JSON.stringify({ p: "/about?x=1", t: 5_000 }))).status).toBe(204);
    // Another site's page cannot post it.
    expect((await beacon(JSON.stringify({ p: "/about", t: 5_000 }), { origin: "https://evil.example" })).status).toBe(
      403,
    );
    await flushAnalytics();
    const [row] = await db().select().from(pageViewsDaily).where(eq(pageViewsDaily.path, "/about"));
    expect(row).toMatchObject({ timeMs: 70_000, timeSamples: 2 });
    const [site] = await db().select().from(pageViewsRollup).where(eq(pageViewsRollup.scope, ""));
    expect(site).toMatchObject({ views: 1, timeMs: 70_000, timeSamples: 2 });
  });

  it("refuses malformed and large bodies, caps the time, and adds no page of its own", async () => {
    expect((await beacon("not json")).status).toBe(400);
    expect((await beacon(JSON.stringify({ p: "about", t: 1 }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ p: "/about", t: -1 }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ p: `/${"x".repeat(600)}`, t: 1 }))).status).toBe(413);
    expect((await app.request(`${ORIGIN}/api/analytics/beacon`)).status).toBe(405);
    // A page nobody viewed today: accepted and ignored, no row made.
    expect((await beacon(JSON.stringify({ p: "/never-viewed", t: 1000 }))).status).toBe(204);
    await visit("/about");
    await beacon(JSON.stringify({ p: "/about", t: 5 * 3_600_000 }));
    await flushAnalytics();
    expect(await viewsOf("/never-viewed")).toBe(0);
    expect((await db().select().from(pageViewsDaily)).map((r) => r.path)).toEqual(["/about"]);
    const [row] = await db().select().from(pageViewsDaily);
    expect(row!.timeMs).toBe(30 * 60_000);
  });
});

describe("the figures per role", () => {
  beforeAll(async () => {
    await clearCounts();
    const today = utcDay(new Date());
    const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));
    await db()
      .insert(pageViewsDaily)
      .values([
        { path: "/journal/fjphs", day: today, views: 30, timeMs: 120_000, timeSamples: 2, entries: 10, bounces: 4 },
        { path: "/journal/fjphs/article/1/1", day: daysAgo(1), views: 10 },
        { path: "/journal/bjps", day: today, views: 50 },
        { path: "/about", day: today, views: 20 },
        // The previous 7 days: 40 views of the journal page.
        { path: "/journal/fjphs", day: daysAgo(9), views: 40 },
      ]);
    await rebuildRollup(db());
  });

  it("an admin sees the whole site, with the trend against the previous period", async () => {
    const screen = await loaderData<AnalyticsScreen>(analyticsPage.loader, actors.admin, "/dashboard/analytics?days=7");
    expect(screen.period).toBe(7);
    expect(screen.cards.pageViews).toEqual({ value: 110, trend: 175 });
    expect(screen.cards.timeOnPage.value).toBe(60);
    expect(screen.bounceRate).toBeCloseTo(0.4);
    expect(screen.topPages.map((p) => p.path)).toEqual([
      "/journal/bjps",
      "/journal/fjphs",
      "/about",
      "/journal/fjphs/article/1/1",
    ]);
    expect(screen.canManage).toBe(true);
  });

  it("an editor of one journal sees that journal's pages only, and no Search Console settings", async () => {
    const screen = await loaderData<AnalyticsScreen>(analyticsPage.loader, editorOfOne, "/dashboard/analytics?days=7");
    expect(screen.scopeLabel).toBe("The pages of FJPHS");
    expect(screen.cards.pageViews.value).toBe(40);
    expect(screen.topPages.map((p) => p.path)).toEqual(["/journal/fjphs", "/journal/fjphs/article/1/1"]);
    expect(screen.contentTypes.every((t) => t.pageType !== "static")).toBe(true);
    expect(screen.canManage).toBe(false);
    expect(screen.searchConsole).toBeNull();
  });

  it("no data gives no figure and no trend: search is 'not connected', not zero", async () => {
    const screen = await loaderData<AnalyticsScreen>(
      analyticsPage.loader,
      actors.admin,
      "/dashboard/analytics?days=90",
    );
    expect(screen.cards.searchImpressions).toEqual({ value: null, trend: null });
    expect(screen.cards.clickThroughRate).toEqual({ value: null, trend: null });
    expect(screen.cards.pageViews.trend).toBeNull();
    expect(screen.search.connected).toBe(false);
  });
});

/** A zip archive of the files (deflated), as Search Console's export is. */
function zipOf(files: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text);
    const data = zlib.deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(zlib.crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(zlib.crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

describe("Search Console", () => {
  const today = utcDay(new Date());
  const day = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));
  const pagesCsv = `\uFEFFTop pages,Clicks,Impressions,CTR,Position\nhttps://journals.test/journal/fjphs,12,400,3%,4.5\nhttps://journals.test/about,3,100,3%,9\n"https://journals.test/dashboard",1,1,100%,1\n`;
  const datesCsv = `Date,Clicks,Impressions,CTR,Position\n${day(2)},5,200,2.5%,6\n${day(1)},10,300,3.33%,5\n`;

  beforeEach(async () => {
    await db().delete(searchPageStats);
    await db().delete(searchDailyTotals);
  });

  function uploadForm(files: Record<string, string | Uint8Array>, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.set("intent", "upload");
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    for (const [name, content] of Object.entries(files)) form.append("files", new File([content as BlobPart], name));
    return form;
  }

  it("an admin uploads Pages.csv and Dates.csv: page totals for the export's range and the days' totals", async () => {
    const answer = await postMultipart(
      analyticsPage.action,
      actors.admin,
      "/dashboard/analytics",
      uploadForm({ "Pages.csv": pagesCsv, "Dates.csv": datesCsv }),
    );
    expect(answer.status).toBe(200);
    const pages = await db().select().from(searchPageStats);
    expect(pages.map((p) => [p.path, p.startDate, p.endDate, p.clicks, p.impressions])).toEqual(
      expect.arrayContaining([
        ["/journal/fjphs", day(2), day(1), 12, 400],
        ["/about", day(2), day(1), 3, 100],
      ]),
    );
    expect(pages).toHaveLength(2); // the dashboard row is not a public page
    expect(await db().select().from(searchDailyTotals)).toHaveLength(2);
    const screen = await loaderData<AnalyticsScreen>(analyticsPage.loader, actors.admin, "/dashboard/analytics?days=7");
    expect(screen.cards.searchImpressions.value).toBe(500);
    expect(screen.cards.clickThroughRate.value).toBeCloseTo(15 / 500);
    expect(screen.search.connected).toBe(true);
    const fjphs = screen.topPages.find((p) => p.path === "/journal/fjphs");
    expect(fjphs).toMatchObject({ clicks: 12, impressions: 400, position: 4.5 });
  });

  it("accepts the export's .zip, and refuses a file that is not an export with a clear message", async () => {
    const zipped = await postMultipart(
      analyticsPage.action,
      actors.admin,
      "/dashboard/analytics",
      uploadForm({
        "journals.test-Performance-on-Search-2026-11-26.zip": zipOf({ "Pages.csv": pagesCsv, "Dates.csv": datesCsv }),
      }),
    );
    expect(zipped.status).toBe(200);
    expect(await db().select().from(searchPageStats)).toHaveLength(2);

    const request = actors.admin.request("/dashboard/analytics", {
      method: "POST",
      body: uploadForm({ "Pages.csv": "Name,Value\nx,1\n" }),
    });
    const response = (await analyticsPage.action({
      request,
      url: new URL(request.url),
      params: {},
      context: {},
    } as never)) as {
      data: { ok: boolean; message: string };
      init: { status: number };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.message).toContain("Pages.csv is not a Search Console Performance export");
    // Without Dates.csv, the range must be given.
    const noRange = await postMultipart(
      analyticsPage.action,
      actors.admin,
      "/dashboard/analytics",
      uploadForm({ "Pages.csv": pagesCsv }),
    );
    expect(noRange.status).toBe(400);
  });

  it("editors cannot upload", async () => {
    const answer = await postMultipart(
      analyticsPage.action,
      actors.editor,
      "/dashboard/analytics",
      uploadForm({ "Pages.csv": pagesCsv, "Dates.csv": datesCsv }),
    );
    expect(answer.status).toBe(403);
    expect(await db().select().from(searchPageStats)).toHaveLength(0);
  });

  it("reads the Search Analytics API with the service account key, page by page, into days and pages", async () => {
    fake.rows = [];
    for (let i = 1; i <= 3; i++) {
      fake.rows.push(
        {
          keys: [day(i), "https://journals.test/journal/fjphs"],
          clicks: 2 * i,
          impressions: 50 * i,
          ctr: 0.04,
          position: 3,
        },
        { keys: [day(i), "http://journals.test/journal/fjphs"], clicks: 1, impressions: 50, ctr: 0.02, position: 5 },
        { keys: [day(i), "https://journals.test/about"], clicks: 1, impressions: 10, ctr: 0.1, position: 7 },
      );
    }
    const saved = await postForm(analyticsPage.action, actors.admin, "/dashboard/analytics", {
      intent: "connect",
      siteUrl: "https://journals.test/",
      key: fake.keyFile,
    });
    expect(saved.status).toBe(200);
    // The key is stored encrypted, never as it was given.
    const stored = await db().execute(sql`select key_cipher from search_console_settings`);
    expect(JSON.stringify(stored)).not.toContain("PRIVATE KEY");

    fake.queries.length = 0;
    const result = await syncSearchConsole(new Date(), { rowLimit: 4 });
    expect(result).toEqual({ rows: 9, days: 3 });
    expect(fake.queries.map((q) => q.startRow)).toEqual([0, 4, 8]);
    expect(fake.queries[0]).toMatchObject({ dimensions: ["date", "page"], endDate: day(1), rowLimit: 4 });
    const [fjphsDay1] = await db()
      .select()
      .from(searchPageStats)
      .where(sql`${searchPageStats.path} = '/journal/fjphs' and ${searchPageStats.startDate} = ${day(1)}`);
    expect(fjphsDay1).toMatchObject({ clicks: 3, impressions: 100, position: 4, source: "api" });
    const totals = await db().select().from(searchDailyTotals);
    expect(totals.find((t) => t.day === day(3))).toMatchObject({ clicks: 8, impressions: 210 });

    // The editor of the journal sees its pages' search figures, not the whole site's.
    const editorScreen = await loaderData<AnalyticsScreen>(
      analyticsPage.loader,
      editorOfOne,
      "/dashboard/analytics?days=7",
    );
    expect(editorScreen.cards.searchImpressions.value).toBe(300 + 150);
    expect(editorScreen.search.days.filter((d) => d.impressions > 0)).toHaveLength(3);
    expect(today).toBe(editorScreen.to);
  });

  it("a refused key is recorded as the connection's last error", async () => {
    await postForm(analyticsPage.action, actors.admin, "/dashboard/analytics", {
      intent: "connect",
      siteUrl: "https://another.example/",
      key: fake.keyFile,
    });
    await expect(syncSearchConsole()).rejects.toThrow(/403/);
    const screen = await loaderData<AnalyticsScreen>(analyticsPage.loader, actors.admin, "/dashboard/analytics");
    expect(screen.searchConsole?.lastError).toMatch(/sufficient permission/);
  });

  it("refuses a key that is not a service account key", async () => {
    const answer = await postForm(analyticsPage.action, actors.admin, "/dashboard/analytics", {
      intent: "connect",
      siteUrl: "https://journals.test/",
      key: '{"client_email": "x@example.org"}',
    });
    expect(answer.status).toBe(400);
  });
});
