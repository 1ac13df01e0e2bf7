// Lighthouse (mobile, the default throttling) on dashboard pages, signed in as the admin, against a
// running server. Lighthouse is not a dependency of the project: install it beside, without saving.
//
//   npm install --no-save --no-audit --no-fund lighthouse@12
//   BASE_URL=http://localhost:3000 ADMIN_EMAIL=... ADMIN_PASSWORD=... node bench/lighthouse-dashboard.mjs [path ...]
//
// Without paths: the dashboard's navigation, then the pages of the first journal listed and the
// submission wizard. Chromium is Debian's (`CHROME_PATH`, default /usr/bin/chromium). Each page is run
// RUNS times (default 3); the table gives the median run's score, FCP, LCP, TBT, the bytes of script
// and in total, and the load average (1 minute) when the page's runs ended; a run Lighthouse could
// not finish is named on stderr and left out of the median. BASE_URL may list several servers, comma
// separated (a build before a change and one after it, each with the same admin): each page's runs
// then alternate between them, so that both see the same load, and the table has a row for each.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const bases = (process.env.BASE_URL ?? "http://localhost:3000").split(",").map((b) => b.trim().replace(/\/+$/, ""));
const runs = Number(process.env.RUNS ?? 3);
const NAV_PAGES = [
  // The dashboard's navigation (app/modules/dashboard/dashboard-nav.ts), for the admin.
  "/dashboard",
  "/dashboard/users",
  "/dashboard/journals",
  "/dashboard/submissions",
  "/dashboard/issues",
  "/dashboard/articles",
  "/dashboard/dois",
  "/dashboard/invoices",
  "/dashboard/conferences",
  "/dashboard/editor-tasks",
  "/dashboard/reviews",
  "/dashboard/analytics",
  "/dashboard/seo",
  "/dashboard/assistant-questions",
  "/dashboard/mailbox",
  "/dashboard/settings",
  "/dashboard/email-templates",
];

async function signIn(base) {
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in at ${base}: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const cookies = new Map();
for (const base of bases) cookies.set(base, await signIn(base));

/**
 * The pages outside the navigation, of the first journal the journals page lists (the same
 * journal on every server when they hold the same content): its board, theme, settings, e-mail
 * templates, review questions and import, and the submission wizard. The submission and review
 * pages need a submission and are left to the arguments.
 */
async function journalPages(base) {
  const html = await (await fetch(`${base}/dashboard/journals`, { headers: { Cookie: cookies.get(base) } })).text();
  const id = html.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0];
  const shortName = html.match(/href="\/journal\/([a-z0-9]+)"/)?.[1];
  if (!id || !shortName) {
    console.error("no journal on the journals page: its own pages are left out");
    return [];
  }
  return [
    `/dashboard/journals/${id}/board`,
    `/dashboard/journals/${id}/theme`,
    ...["settings", "email-templates", "review-questions", "import"].map((p) => `/journal/${shortName}/${p}`),
    "/dashboard/submissions/new",
  ];
}
const pages = process.argv.slice(2).length ? process.argv.slice(2) : [...NAV_PAGES, ...(await journalPages(bases[0]))];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kib = (bytes) => (bytes / 1024).toFixed(0);
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const multi = bases.length > 1;
console.log(
  `| page |${multi ? " server |" : ""} score | FCP (s) | LCP (s) | TBT (ms) | script (KiB) | total (KiB) | load |`,
);
console.log(`| --- |${multi ? " --- |" : ""} ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
try {
  for (const page of pages) {
    const results = new Map(bases.map((base) => [base, []]));
    for (let i = 0; i < runs; i++) {
      for (const base of bases) {
        const { lhr } = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          extraHeaders: { Cookie: cookies.get(base) },
          output: "json",
          logLevel: "error",
        });
        if (lhr.finalDisplayedUrl !== `${base}${page}`) throw new Error(`${page} ended at ${lhr.finalDisplayedUrl}`);
        // A run Lighthouse could not finish (no paint seen, say) has no score: it is reported, not
        // counted as a score of 0.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          const error = lhr.runtimeError?.code ?? "no score";
          console.error(`${base}${page}: run ${i + 1} failed (${error})`);
          results.get(base).push({ error });
          continue;
        }
        const items = lhr.audits["resource-summary"].details.items;
        const size = (type) => items.find((it) => it.resourceType === type)?.transferSize ?? 0;
        results.get(base).push({
          score: Math.round(lhr.categories.performance.score * 100),
          fcp: lhr.audits["first-contentful-paint"].numericValue / 1000,
          lcp: lhr.audits["largest-contentful-paint"].numericValue / 1000,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          script: size("script"),
          total: size("total"),
        });
      }
    }
    const load = os.loadavg()[0].toFixed(1);
    for (const base of bases) {
      const all = results.get(base).filter((r) => !r.error);
      if (all.length === 0) {
        console.log(
          `| ${page} |${multi ? ` ${base} |` : ""} failed (${results.get(base)[0].error}) | | | | | | ${load} |`,
        );
        continue;
      }
      const mid = all.find((r) => r.score === median(all.map((x) => x.score)));
      console.log(
        `| ${page} |${multi ? ` ${base} |` : ""} ${mid.score} | ${fixed(mid.fcp, 1)} | ${fixed(mid.lcp, 1)} | ${fixed(mid.tbt, 0)} | ${kib(mid.script)} | ${kib(mid.total)} | ${load} |`,
      );
    }
  }
} finally {
  chrome.kill();
}
