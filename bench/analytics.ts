// Times the analytics screen on a large history: VIEWED_PAGES distinct article pages viewed per day
// (out of 100,000) for 90 days in page_views_daily, plus a year of search rows per page and day
// for a share of them, then getAnalytics for 7, 30 and 90 days as an admin (whole site) and as
// the editor of one journal. PGlite in memory, or the PostgreSQL server of TEST_DATABASE_URL.
//   npx tsx bench/analytics.ts            (VIEWED_PAGES=20000 by default)
import { sql } from "drizzle-orm";
import { db } from "~/lib/services.server";
import { getAnalytics } from "~/modules/analytics/analytics.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { journalId } from "../tests/factories/catalogue";
import { startTestPlatform } from "../tests/helpers/test-platform";

const VIEWED = Number(process.env.VIEWED_PAGES ?? 20_000);
const platform = await startTestPlatform();
const started = performance.now();
await db().execute(sql`
  insert into page_views_daily (path, day, views, time_ms, time_samples)
  select '/journal/' || (array['fjphs','bjps','ijebr','ijcpms'])[1 + (p % 4)] || '/article/' || (p % 50 + 1) || '/' || p,
    d::date, 1 + (p * 7 + extract(doy from d)::int) % 40, 60000, 1
  from generate_series(current_date - 89, current_date, interval '1 day') d,
    lateral (select (random() * 99999)::int + 1 as p from generate_series(1, ${VIEWED})) pages
  on conflict do nothing`);
await db().execute(sql`
  insert into search_page_stats (path, start_date, end_date, clicks, impressions, position, source)
  select path, day, day, views / 4, views * 10, 8.5, 'api' from page_views_daily where views % 3 = 0`);
await db().execute(sql`analyze`);
const rows = await db().execute(sql`select count(*)::int as n from page_views_daily`);
console.log(
  `${(rows as unknown as { rows: { n: number }[] }).rows[0]!.n} page-day rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const fjphs = await journalId(db(), "fjphs");
const base = { id: "bench", name: "Bench", email: "bench@example.org", status: "active" as const };
const admin: CurrentUser = { ...base, roles: [{ role: "admin", journalId: null }] };
const editor: CurrentUser = { ...base, roles: [{ role: "editor", journalId: fjphs }] };
console.log("| reader | period | ms |\n| --- | ---: | ---: |");
for (const [name, user] of [
  ["admin", admin],
  ["editor of one journal", editor],
] as const) {
  for (const period of [7, 30, 90] as const) {
    await getAnalytics(user, period); // warm
    const t = performance.now();
    await getAnalytics(user, period);
    console.log(`| ${name} | ${period} days | ${(performance.now() - t).toFixed(0)} |`);
  }
}
await platform.stop();
