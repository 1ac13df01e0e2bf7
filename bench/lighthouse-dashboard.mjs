// Lighthouse (mobile, the default throttling) on dashboard pages, signed in as the admin, against a
// running server. Lighthouse is not a dependency of the project: install it beside, without saving.
//
//   npm install --no-save --no-audit --no-fund lighthouse@12
//   BASE_URL=http://localhost:3000 ADMIN_EMAIL=... ADMIN_PASSWORD=... node bench/lighthouse-dashboard.mjs [path ...]
//
// Chromium is Debian's (`CHROME_PATH`, default /usr/bin/chromium). Each page is run RUNS times (default
// 3); the table gives the median run's score, FCP, LCP, TBT and the bytes of script and in total.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const base = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const runs = Number(process.env.RUNS ?? 3);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/dashboard",
      "/dashboard/submissions",
      "/dashboard/articles",
      "/dashboard/issues",
      "/dashboard/journals",
      "/dashboard/users",
      "/dashboard/analytics",
      "/dashboard/conferences",
      "/dashboard/invoices",
      "/dashboard/settings",
    ];

const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
});
if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kib = (bytes) => (bytes / 1024).toFixed(0);
console.log("| page | score | FCP (s) | LCP (s) | TBT (ms) | script (KiB) | total (KiB) |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
try {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        extraHeaders: { Cookie: cookie },
        output: "json",
        logLevel: "error",
      });
      if (lhr.finalDisplayedUrl !== `${base}${page}`) throw new Error(`${page} ended at ${lhr.finalDisplayedUrl}`);
      const items = lhr.audits["resource-summary"].details.items;
      const size = (type) => items.find((it) => it.resourceType === type)?.transferSize ?? 0;
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: lhr.audits["first-contentful-paint"].numericValue / 1000,
        lcp: lhr.audits["largest-contentful-paint"].numericValue / 1000,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        script: size("script"),
        total: size("total"),
      });
    }
    const mid = results.find((r) => r.score === median(results.map((x) => x.score)));
    console.log(
      `| ${page} | ${mid.score} | ${mid.fcp.toFixed(1)} | ${mid.lcp.toFixed(1)} | ${mid.tbt.toFixed(0)} | ${kib(mid.script)} | ${kib(mid.total)} |`,
    );
  }
} finally {
  chrome.kill();
}
