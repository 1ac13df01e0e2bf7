// SEO analytics (spec 002 section 2.11, ADR 028): the figures of /dashboard/analytics within what
// the reader may see, the Search Console export upload and API connection (admins), and the daily
// job (visits rolled up, the Search Analytics API read).
import { AppError } from "~/lib/errors";
import { enqueueJob, hasWaitingJob, PermanentJobError, recurringJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import { decryptCredential, encryptCredential } from "~/modules/crossref/crossref-secret.server";
import {
  ANALYTICS_MESSAGES as M,
  MAX_UPLOAD_BYTES,
  SEARCH_SYNC_DAYS,
  TOP_PAGES,
  type AnalyticsPeriod,
} from "./analytics.constants";
import {
  contentTypes,
  deleteSearchConsoleSettings,
  ensureDailySalt,
  getSearchConsoleSettings,
  hasSearchData,
  journalShortNames,
  markSearchConsoleSync,
  rollUpVisits,
  saveSearchConsoleSettings,
  scopedSearchTotals,
  searchByDay,
  storeApiDays,
  storeUpload,
  topPages,
  trafficByDay,
  type PathScope,
  type SearchDay,
  type SearchPageInput,
  type TrafficDay,
} from "./analytics.repository.server";
import type { AnalyticsScreen, CardFigure } from "./analytics.types";
import { ExportFormatError, isDay, parseDatesCsv, parsePagesCsv, pathOfUrl } from "./gsc-export";
import { journalPathPrefix } from "./page-path";
import {
  fetchAccessToken,
  parseServiceAccountKey,
  querySearchAnalytics,
  SearchConsoleError,
} from "./search-console-client.server";
import { bounceRate, clickThroughRate, trendPercent } from "./trend";
import { newSalt, utcDay } from "./visitor-key";
import { unzip } from "./zip.server";

export const ANALYTICS_DAILY_JOB = "analytics.daily";
export const SEARCH_SYNC_JOB = "analytics.search-sync";
const DAY_MS = 24 * 60 * 60_000;

const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** What the user may see: admins the whole site, editors the pages of the journals they edit. */
async function readerScope(
  user: CurrentUser,
): Promise<{ scope: PathScope; journalIds: string[] | null; label: string }> {
  requirePermission(user, "analytics.view");
  if (can(user, "analytics.manage")) return { scope: { all: true }, journalIds: null, label: "The whole site" };
  const all = await journalShortNames(db(), null);
  const edited = all.filter((j) => can(user, "analytics.view", { journalId: j.id }));
  return {
    scope: { all: false, prefixes: edited.map((j) => journalPathPrefix(j.shortName)) },
    journalIds: edited.map((j) => j.id),
    label:
      edited.length === 0
        ? "No journal"
        : // Short names are shown in capitals all through the dashboard (FJPHS, not fjphs).
          `The pages of ${edited
            .map((j) => j.shortName.toUpperCase())
            .sort()
            .join(", ")}`,
  };
}

function sumTraffic(days: TrafficDay[]) {
  return days.reduce(
    (s, d) => ({
      views: s.views + d.views,
      timeMs: s.timeMs + d.timeMs,
      timeSamples: s.timeSamples + d.timeSamples,
      entries: s.entries + d.entries,
      bounces: s.bounces + d.bounces,
    }),
    { views: 0, timeMs: 0, timeSamples: 0, entries: 0, bounces: 0 },
  );
}

async function searchTotals(scope: PathScope, days: SearchDay[], from: string, to: string) {
  if (scope.all) {
    if (days.length === 0) return null;
    return days.reduce((s, d) => ({ clicks: s.clicks + d.clicks, impressions: s.impressions + d.impressions }), {
      clicks: 0,
      impressions: 0,
    });
  }
  return scopedSearchTotals(db(), scope, from, to);
}

const figure = (value: number | null, previous: number | null): CardFigure => ({
  value,
  trend: trendPercent(value, previous),
});

/** The analytics screen for a period of 7, 30 or 90 days ending today (UTC). */
export async function getAnalytics(
  user: CurrentUser,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<AnalyticsScreen> {
  const { scope, journalIds, label } = await readerScope(user);
  const to = utcDay(now);
  const from = addDays(to, -(period - 1));
  const prevTo = addDays(from, -1);
  const prevFrom = addDays(prevTo, -(period - 1));

  const [traffic, prevTraffic, search, prevSearch, pages, types, connectedData, settings] = await Promise.all([
    trafficByDay(db(), scope, from, to),
    trafficByDay(db(), scope, prevFrom, prevTo),
    searchByDay(db(), scope, from, to),
    searchByDay(db(), scope, prevFrom, prevTo),
    topPages(db(), scope, from, to, TOP_PAGES),
    contentTypes(db(), journalIds, from, to),
    hasSearchData(db(), scope),
    getSearchConsoleSettings(db()),
  ]);
  const now1 = sumTraffic(traffic);
  const before = sumTraffic(prevTraffic);
  const [searchNow, searchBefore] = await Promise.all([
    searchTotals(scope, search, from, to),
    searchTotals(scope, prevSearch, prevFrom, prevTo),
  ]);
  const ctrNow = searchNow ? clickThroughRate(searchNow.clicks, searchNow.impressions) : null;
  const ctrBefore = searchBefore ? clickThroughRate(searchBefore.clicks, searchBefore.impressions) : null;
  const seconds = (t: { timeMs: number; timeSamples: number }) =>
    t.timeSamples > 0 ? t.timeMs / t.timeSamples / 1000 : null;
  const hadViews = prevTraffic.some((d) => d.views > 0);

  const byDay = new Map(traffic.map((d) => [d.day, d]));
  const searchDay = new Map(search.map((d) => [d.day, d]));
  const dayList = Array.from({ length: period }, (_, i) => addDays(from, i));
  const manage = can(user, "analytics.manage");
  return {
    period,
    from,
    to,
    scopeLabel: label,
    canManage: manage,
    cards: {
      pageViews: figure(now1.views, hadViews ? before.views : null),
      searchImpressions: figure(searchNow?.impressions ?? null, searchBefore?.impressions ?? null),
      clickThroughRate: figure(ctrNow, ctrBefore),
      timeOnPage: figure(seconds(now1), seconds(before)),
    },
    bounceRate: bounceRate(now1.entries, now1.bounces),
    hasTraffic: traffic.some((d) => d.views > 0),
    traffic: dayList.map((day) => {
      const d = byDay.get(day);
      return { day, views: d?.views ?? 0, visits: d?.entries ?? 0 };
    }),
    search: {
      connected: connectedData || settings !== null,
      hasData: search.length > 0,
      days:
        search.length > 0
          ? dayList.map((day) => ({
              day,
              clicks: searchDay.get(day)?.clicks ?? 0,
              impressions: searchDay.get(day)?.impressions ?? 0,
            }))
          : [],
    },
    topPages: pages.map((p) => ({
      ...p,
      ctr: p.clicks !== null && p.impressions !== null ? clickThroughRate(p.clicks, p.impressions) : null,
    })),
    contentTypes: types,
    searchConsole:
      manage && settings
        ? {
            siteUrl: settings.siteUrl,
            clientEmail: settings.clientEmail,
            lastSyncAt: settings.lastSyncAt?.toISOString() ?? null,
            lastError: settings.lastError,
          }
        : null,
  };
}

// --- Search Console: the uploaded export.

export type UploadedFile = { name: string; bytes: Uint8Array };

/**
 * Stores a Performance export (admins): Pages.csv's per page totals for the export's range (from its
 * Dates.csv, or the range given), Dates.csv's site totals per day. A .zip is opened first. All or
 * nothing, in one transaction.
 */
export async function uploadSearchExport(
  user: CurrentUser,
  files: UploadedFile[],
  given: { startDate?: string; endDate?: string },
): Promise<{ pages: number; days: number; skipped: number; startDate: string; endDate: string }> {
  requirePermission(user, "analytics.manage");
  if (files.length === 0) throw new AppError("analytics.no_files", 400, M.noFiles);
  if (files.reduce((n, f) => n + f.bytes.byteLength, 0) > MAX_UPLOAD_BYTES) {
    throw new AppError("analytics.too_large", 413, M.tooLarge);
  }
  const csv = new Map<string, string>();
  for (const f of files) {
    if (/\.zip$/i.test(f.name)) {
      const entries = unzip(f.bytes);
      if (!entries) throw new AppError("analytics.bad_zip", 400, `${f.name} is not a readable .zip file.`);
      for (const [name, bytes] of entries) csv.set(name.toLowerCase(), new TextDecoder().decode(bytes));
    } else csv.set(f.name.split(/[\\/]/).pop()!.toLowerCase(), new TextDecoder().decode(f.bytes));
  }
  const pagesText = csv.get("pages.csv");
  if (!pagesText) throw new AppError("analytics.no_pages", 400, M.needPages);
  try {
    const { rows, skipped } = parsePagesCsv(pagesText);
    const datesText = csv.get("dates.csv");
    const days = datesText ? parseDatesCsv(datesText) : [];
    let startDate = given.startDate ?? "";
    let endDate = given.endDate ?? "";
    if (days.length > 0) {
      const sorted = days.map((d) => d.day).sort();
      startDate = sorted[0]!;
      endDate = sorted[sorted.length - 1]!;
    } else if (!startDate || !endDate) {
      throw new AppError("analytics.no_range", 400, M.needRange);
    }
    if (!isDay(startDate) || !isDay(endDate) || startDate > endDate) {
      throw new AppError("analytics.bad_range", 400, M.badRange);
    }
    const pages: SearchPageInput[] = rows.map((r) => ({ ...r, startDate, endDate }));
    await db().transaction((tx) => storeUpload(tx, { startDate, endDate }, pages, days));
    return { pages: pages.length, days: days.length, skipped, startDate, endDate };
  } catch (err) {
    if (err instanceof ExportFormatError) throw new AppError("analytics.bad_export", 400, err.message);
    throw err;
  }
}

// --- Search Console: the API connection.

/** A Search Console property: a URL-prefix property (https://...) or a domain property. */
function checkSiteUrl(value: string): string {
  const v = value.trim();
  if (/^sc-domain:[a-z0-9.-]+$/i.test(v)) return v;
  try {
    const u = new URL(v);
    if ((u.protocol === "https:" || u.protocol === "http:") && v.length <= 300) return u.href;
  } catch {
    // not a URL
  }
  throw new AppError("analytics.bad_site_url", 400, M.badSiteUrl);
}

/** Saves the property and its service account key (admins); the key is stored encrypted. */
export async function saveSearchConsoleConnection(user: CurrentUser, input: { siteUrl: string; key: string }) {
  requirePermission(user, "analytics.manage");
  const siteUrl = checkSiteUrl(input.siteUrl);
  let clientEmail: string;
  try {
    clientEmail = parseServiceAccountKey(input.key).client_email;
  } catch (err) {
    if (err instanceof SearchConsoleError) throw new AppError("analytics.bad_key", 400, err.message);
    throw err;
  }
  await db().transaction(async (tx) => {
    await saveSearchConsoleSettings(tx, {
      siteUrl,
      clientEmail,
      keyCipher: encryptCredential(services().secret, input.key),
    });
    await enqueueJob(tx, SEARCH_SYNC_JOB, {});
  });
}

/** Forgets the key (admins). Stored search data stay: they are what Google reported. */
export async function removeSearchConsoleConnection(user: CurrentUser): Promise<void> {
  requirePermission(user, "analytics.manage");
  await deleteSearchConsoleSettings(db());
}

/** Reads the API again now, in the background (admins). */
export async function queueSearchConsoleSync(user: CurrentUser): Promise<void> {
  requirePermission(user, "analytics.manage");
  if (!(await getSearchConsoleSettings(db()))) throw new AppError("analytics.not_connected", 409, M.notConnected);
  await enqueueJob(db(), SEARCH_SYNC_JOB, {});
}

/**
 * Reads the Search Analytics API (dimensions date and page) for the last days (90 on the first
 * read) and stores each page's day and the days' totals. Network first, then one short transaction.
 */
export async function syncSearchConsole(
  now = new Date(),
  opts: { rowLimit?: number } = {},
): Promise<{ rows: number; days: number } | null> {
  const settings = await getSearchConsoleSettings(db());
  if (!settings) return null;
  const keyJson = decryptCredential(services().secret, settings.keyCipher);
  if (!keyJson) throw new PermanentJobError("The stored key cannot be read: enter it again.");
  const { env } = services();
  const endpoints = { tokenUrl: env.GSC_TOKEN_URL, apiUrl: env.GSC_API_URL };
  const endDate = addDays(utcDay(now), -1);
  const startDate = addDays(endDate, -((settings.lastSyncAt ? SEARCH_SYNC_DAYS : 90) - 1));
  try {
    const key = parseServiceAccountKey(keyJson);
    const token = await fetchAccessToken(key, endpoints);
    const rows = await querySearchAnalytics(endpoints, token, settings.siteUrl, { startDate, endDate }, opts.rowLimit);
    const pages = new Map<string, SearchPageInput>();
    const days = new Map<string, SearchDay & { weighted: number; weight: number }>();
    for (const r of rows) {
      if (!isDay(r.day)) continue;
      const path = pathOfUrl(r.page);
      const d = days.get(r.day) ?? { day: r.day, clicks: 0, impressions: 0, position: null, weighted: 0, weight: 0 };
      d.clicks += r.clicks;
      d.impressions += r.impressions;
      if (r.position !== null) {
        d.weighted += r.position * r.impressions;
        d.weight += r.impressions;
      }
      days.set(r.day, d);
      if (!path) continue;
      const k = `${path}\n${r.day}`;
      const p = pages.get(k);
      if (!p)
        pages.set(k, {
          path,
          startDate: r.day,
          endDate: r.day,
          clicks: r.clicks,
          impressions: r.impressions,
          position: r.position,
        });
      else {
        const impressions = p.impressions + r.impressions;
        p.position =
          p.position !== null && r.position !== null && impressions > 0
            ? (p.position * p.impressions + r.position * r.impressions) / impressions
            : (p.position ?? r.position);
        p.clicks += r.clicks;
        p.impressions = impressions;
      }
    }
    const dayRows = [...days.values()].map(({ day, clicks, impressions, weighted, weight }) => ({
      day,
      clicks,
      impressions,
      position: weight > 0 ? weighted / weight : null,
    }));
    await db().transaction((tx) => storeApiDays(tx, [...pages.values()], dayRows));
    await markSearchConsoleSync(db(), { error: null });
    return { rows: rows.length, days: dayRows.length };
  } catch (err) {
    if (err instanceof SearchConsoleError) {
      await markSearchConsoleSync(db(), { error: err.message });
    }
    throw err;
  }
}

// --- The daily job.

/** The next run: five minutes after the next UTC midnight. */
function nextRunAt(now: Date): Date {
  const midnight = Date.parse(`${addDays(utcDay(now), 1)}T00:00:00Z`);
  return new Date(midnight + 5 * 60_000);
}

/** The day's work: a new salt (the old one deleted), yesterday's visits rolled up, the API read. */
export async function runAnalyticsDaily(now = new Date()): Promise<void> {
  const today = utcDay(now);
  await ensureDailySalt(db(), today, newSalt());
  const visits = await rollUpVisits(db(), today);
  if (visits > 0) logger.info({ visits }, "analytics: visits rolled up");
  if (await getSearchConsoleSettings(db())) await enqueueJob(db(), SEARCH_SYNC_JOB, {});
}

export function analyticsJobHandlers(): JobHandlers {
  return {
    [ANALYTICS_DAILY_JOB]: recurringJob(
      () => runAnalyticsDaily(),
      () => enqueueJob(db(), ANALYTICS_DAILY_JOB, {}, { runAt: nextRunAt(new Date()) }),
    ),
    [SEARCH_SYNC_JOB]: {
      run: async () => {
        const result = await syncSearchConsole();
        if (result) logger.info(result, "analytics: Search Console data read");
      },
    },
  };
}

/** At start: the daily job (it also rolls up what was left while the platform was down). */
export async function scheduleAnalyticsDaily(): Promise<void> {
  if (!(await hasWaitingJob(db(), ANALYTICS_DAILY_JOB))) await enqueueJob(db(), ANALYTICS_DAILY_JOB, {});
}
