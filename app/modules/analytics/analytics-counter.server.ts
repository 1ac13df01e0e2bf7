// Counts page views and time on page in memory and writes them every few seconds (ANALYTICS_FLUSH_MS)
// in one transaction, so a busy site does not write per request. What a crash loses: the counts of
// the last interval (a few seconds). A clean shutdown writes them (shutdownPlatform). ADR 028.
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { memoizeString } from "~/lib/string-memo";
import { isCountableRequest, type CountableRequest } from "~/modules/usage/usage-filter";
import {
  addCounts,
  ensureDailySalt,
  type TimeSample,
  type ViewCount,
  type VisitCount,
} from "./analytics.repository.server";
import {
  BEACON_MAX_BYTES,
  BEACONS_PER_VISITOR_PER_DAY,
  MAX_BUFFERED,
  MAX_TIME_ON_PAGE_MS,
} from "./analytics.constants";
import { isDataRequest, publicPagePath } from "./page-path";
import { newSalt, utcDay, visitorKey } from "./visitor-key";

/**
 * The counts since the last write, by day and then by path or visitor. Nested rather than keyed by
 * "day + path": the path and the visitor key are strings kept from view to view, whose hashes the
 * maps compute once, where a joined key was a new string to hash on every view.
 */
class CountBuffer {
  private readonly days = new Map<string, DayCounts>();
  /** How many rows the counts make. */
  size = 0;

  view(day: string, path: string, key: string) {
    const counts = this.of(day);
    const v = counts.views.get(path);
    if (v) v.views++;
    else {
      counts.views.set(path, { day, path, views: 1 });
      this.size++;
    }
    const visit = counts.visits.get(key);
    if (visit) visit.views++;
    else {
      counts.visits.set(key, { day, visitorKey: key, entryPath: path, views: 1 });
      this.size++;
    }
  }

  time(day: string, path: string, ms: number) {
    const counts = this.of(day);
    const t = counts.times.get(path);
    if (t) {
      t.ms += ms;
      t.samples++;
    } else {
      counts.times.set(path, { day, path, ms, samples: 1 });
      this.size++;
    }
  }

  /** Every row of one kind, all days together. */
  rows<R>(of: (counts: DayCounts) => Map<string, R>): R[] {
    return [...this.days.values()].flatMap((counts) => [...of(counts).values()]);
  }

  private of(day: string): DayCounts {
    let counts = this.days.get(day);
    if (!counts) {
      counts = { views: new Map(), visits: new Map(), times: new Map() };
      this.days.set(day, counts);
    }
    return counts;
  }
}

type DayCounts = { views: Map<string, ViewCount>; visits: Map<string, VisitCount>; times: Map<string, TimeSample> };

let buffer = new CountBuffer();
/** Counts waiting for the day's salt: a flush waits for them, so none is left behind. */
const pending = new Set<Promise<unknown>>();
let timer: ReturnType<typeof setInterval> | undefined;
/** The day's salt while it is being read, and its value once read (so a view can count at once). */
let salt: { day: string; salt: Promise<string>; value?: string } | undefined;
let beacons: { day: string; counts: Map<string, number> } = { day: "", counts: new Map() };

/** The day's salt, from the database (shared by every instance), remembered for the day. */
function dailySalt(day: string): Promise<string> {
  if (salt?.day !== day) {
    const pending = ensureDailySalt(db(), day, newSalt());
    const entry: NonNullable<typeof salt> = { day, salt: pending };
    salt = entry;
    pending.then(
      (value) => {
        entry.value = value;
      },
      () => {
        if (salt === entry) salt = undefined;
      },
    );
  }
  return salt.salt;
}

async function keyOf(request: CountableRequest, address: string, day: string): Promise<string> {
  return visitorKey(await dailySalt(day), address, request.headers.get("user-agent") ?? "", services().env.publicUrl);
}

function startTimer() {
  if (timer) return;
  timer = setInterval(() => void flushAnalytics(), services().env.ANALYTICS_FLUSH_MS);
  timer.unref?.();
}

const NOT_COUNTED = Promise.resolve(false);
const COUNTED = Promise.resolve(true);

/**
 * Counts a page view when the answer is a public page a person asked for: a GET answered 200 with
 * HTML (or a client navigation's data request), not a robot, not a prefetch, not the dashboard.
 * Called by the HTTP app for every answer, page cache hits included, so once the day's salt is known
 * it counts without waiting for anything (ADR 037). Never throws.
 */
export function countPageView(
  request: CountableRequest,
  address: string,
  answer: { status: number; contentType: string | null },
  now = new Date(),
): Promise<boolean> {
  try {
    const path = countedPagePath(request, answer);
    if (!path) return NOT_COUNTED;
    const day = utcDay(now);
    const known = salt?.day === day ? salt.value : undefined;
    if (known !== undefined) {
      addView(day, path, visitorKey(known, address, request.headers.get("user-agent") ?? "", services().env.publicUrl));
      return COUNTED;
    }
    const counting = countOnceSalted(request, address, day, path);
    pending.add(counting);
    void counting.finally(() => pending.delete(counting));
    return counting;
  } catch (err) {
    logger.error({ err }, "analytics: a page view could not be counted");
    return NOT_COUNTED;
  }
}

/** The path a page view counts under, or null when the answer is not one. */
function countedPagePath(request: CountableRequest, answer: { status: number; contentType: string | null }) {
  if (answer.status !== 200 || !isCountableRequest(request)) return null;
  const page = pageOf(request.url);
  const html = answer.contentType?.startsWith("text/html") ?? false;
  return html || page.data ? page.path : null;
}

/**
 * The counted path of a URL, and whether it is a data request. The URLs of the pages served repeat
 * from request to request: parsing one and checking its path was a few per cent of a cache hit.
 */
const pageOf = memoizeString((url) => {
  const pathname = new URL(url).pathname;
  return { path: publicPagePath(pathname), data: isDataRequest(pathname) };
}, 2_000);

/** The first views of a day wait for its salt. */
async function countOnceSalted(request: CountableRequest, address: string, day: string, path: string) {
  try {
    addView(day, path, await keyOf(request, address, day));
    return true;
  } catch (err) {
    logger.error({ err }, "analytics: a page view could not be counted");
    return false;
  }
}

function addView(day: string, path: string, key: string) {
  buffer.view(day, path, key);
  startTimer();
  if (buffer.size >= MAX_BUFFERED) void flushAnalytics();
}

/**
 * The beacon sent when a page is left: `{"p": path, "t": milliseconds}` as text. Time is added to a
 * page counted that day only; a visitor sends at most BEACONS_PER_VISITOR_PER_DAY. Returns the
 * HTTP status to answer (204 counted or ignored, 400 malformed, 413 too large).
 */
export function recordBeacon(request: Request, address: string, body: string, now = new Date()): Promise<number> {
  const recording = beacon(request, address, body, now);
  pending.add(recording);
  void recording.finally(() => pending.delete(recording));
  return recording;
}

async function beacon(request: Request, address: string, body: string, now: Date): Promise<number> {
  if (Buffer.byteLength(body) > BEACON_MAX_BYTES) return 413;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 400;
  }
  const { p, t } = (parsed ?? {}) as { p?: unknown; t?: unknown };
  if (typeof p !== "string" || typeof t !== "number" || !Number.isFinite(t) || t < 0) return 400;
  if (!p.startsWith("/") || p.length > 2048) return 400;
  const path = publicPagePath(p.split(/[?#]/)[0]!);
  // A page that is not counted (the sign-in page, a 404): nothing to add time to.
  if (!path) return 204;
  // Robots and HEAD-like oddities are not people: accepted and ignored, as the page view was.
  const agent = request.headers.get("user-agent");
  if (!agent || !isCountableRequest(new Request(request.url, { headers: request.headers }))) return 204;
  try {
    const day = utcDay(now);
    const key = await keyOf(request, address, day);
    if (beacons.day !== day) beacons = { day, counts: new Map() };
    const sent = (beacons.counts.get(key) ?? 0) + 1;
    beacons.counts.set(key, sent);
    if (sent > BEACONS_PER_VISITOR_PER_DAY) return 204;
    buffer.time(day, path, Math.min(Math.round(t), MAX_TIME_ON_PAGE_MS));
    startTimer();
    return 204;
  } catch (err) {
    logger.error({ err }, "analytics: a beacon could not be counted");
    return 204;
  }
}

/** Writes the buffered counts now (the timer, a full buffer, shutdown and tests call it). */
export async function flushAnalytics(): Promise<void> {
  if (pending.size > 0) await Promise.allSettled([...pending]);
  if (buffer.size === 0) return;
  const taken = buffer;
  buffer = new CountBuffer();
  try {
    await addCounts(
      db(),
      taken.rows((c) => c.views),
      taken.rows((c) => c.visits),
      taken.rows((c) => c.times),
    );
  } catch (err) {
    logger.error({ err, keys: taken.size }, "analytics: buffered counts could not be written");
  }
}

/** At shutdown: stop the timer and write what is buffered. */
export async function stopAnalyticsCounter(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  salt = undefined;
  await flushAnalytics();
}
