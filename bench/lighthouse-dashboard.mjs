// Lighthouse (mobile, the default throttling) on dashboard pages, signed in as the admin, against a
// running server. Lighthouse is not a dependency of the project: install it beside, without saving.
//
//   npm install --no-save --no-audit --no-fund lighthouse@12
//   BASE_URL=http://localhost:3000 ADMIN_EMAIL=... ADMIN_PASSWORD=... node bench/lighthouse-dashboard.mjs [path ...]
//
// Without paths: the dashboard's navigation, then the pages of the first journal listed and the
// submission wizard; with WITH_SUBMISSION=1 also a submission's page, a discussion's page and a
// review page: on each server a new author submits a manuscript to that journal, the admin starts a
// discussion with the author and invites a new reviewer, who accepts (the invitation's link is read
// from the admin's Mailbox), and the review page is measured signed in as the reviewer. Chromium is Debian's (`CHROME_PATH`, default /usr/bin/chromium). Each page is run
// RUNS times (default 3); the table gives the median run's score, FCP, LCP, TBT, the bytes of script
// and in total, and the load average (1 minute) when the page's runs ended; a run Lighthouse could
// not finish is named on stderr and left out of the median. BASE_URL may list several servers, comma
// separated (a build before a change and one after it, each with the same admin): each page's runs
// then alternate between them, so that both see the same load, and the table has a row for each.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { adminCookiePairs } from "./admin-sign-in.mjs";
// The tests' own valid wizard form and manuscript (TypeScript, run by Node's type stripping).
import { MANUSCRIPTS } from "../tests/factories/manuscript-files.ts";
import { wizardData } from "../tests/factories/submission-form.ts";

const bases = (process.env.BASE_URL ?? "http://localhost:3000").split(",").map((b) => b.trim().replace(/\/+$/, ""));
const runs = Number(process.env.RUNS ?? 3);

const cookies = new Map();
for (const base of bases) cookies.set(base, (await adminCookiePairs(base)).join("; "));

/**
 * The admin's dashboard navigation as the server renders it (the sidebar's links, read from
 * /dashboard): the pages every editor and admin opens first.
 */
async function navPages(base) {
  const html = await (await fetch(`${base}/dashboard`, { headers: { Cookie: cookies.get(base) } })).text();
  const nav = html.match(/<nav[^>]*aria-label="Dashboard navigation"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
  const paths = [...new Set([...nav.matchAll(/href="(\/dashboard[^"?#]*)"/g)].map((m) => m[1]))];
  if (paths.length === 0) throw new Error(`no dashboard navigation on ${base}/dashboard: is the admin signed in?`);
  return paths;
}

/**
 * The pages outside the navigation: the site's e-mail templates; of the first journal the journals
 * page lists (the same journal on every server when they hold the same content), its board, theme,
 * settings, e-mail templates, review questions and import; and the submission wizard (a
 * submission's, a discussion's and a review page: WITH_SUBMISSION=1).
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
    "/dashboard/email-templates",
    `/dashboard/journals/${id}/board`,
    `/dashboard/journals/${id}/theme`,
    ...["settings", "email-templates", "review-questions", "import"].map((p) => `/journal/${shortName}/${p}`),
    "/dashboard/submissions/new",
  ];
}

/** A manuscript submitted by a new author, and a new reviewer who accepted to review it. */
async function submissionAndReview(base) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signUp = async (who) => {
    const email = `lighthouse-${who}-${tag}@example.org`;
    const answer = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ name: `Lighthouse ${who} ${tag}`, email, password: `lighthouse-${tag}` }),
    });
    if (!answer.ok) throw new Error(`sign-up at ${base}: ${answer.status} ${await answer.text()}`);
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { email, cookie, id: (await answer.json()).user?.id };
  };
  const admin = cookies.get(base);
  const page = async (path, cookie = admin) => (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).text();
  const author = await signUp("author");
  const wizard = await page("/dashboard/submissions/new", author.cookie);
  const journalId = wizard.match(/<option[^>]*value="([0-9a-f-]{36})"/)?.[1];
  if (!journalId) throw new Error("the submission wizard lists no journal");
  const form = new FormData();
  const authors = [
    { name: `Lighthouse author ${tag}`, email: author.email, affiliation: "Bench University", orcid: "" },
  ];
  form.set("data", JSON.stringify(wizardData(journalId, { title: `Lighthouse measurement ${tag}`, authors })));
  const { bytes, mimeType } = MANUSCRIPTS.pdf;
  form.set("file", new Blob([bytes], { type: mimeType }), "manuscript.pdf");
  const submitted = await fetch(`${base}/api/submissions`, {
    method: "POST",
    headers: { Cookie: author.cookie, origin: base },
    body: form,
  });
  if (submitted.status !== 201) throw new Error(`submission at ${base}: ${submitted.status} ${await submitted.text()}`);
  const { id } = await submitted.json();
  const reviewer = await signUp("reviewer");
  const invite = new FormData();
  for (const [k, v] of Object.entries({ intent: "invite", email: reviewer.email, name: "Lighthouse reviewer" }))
    invite.set(k, v);
  const invited = await fetch(`${base}/submission/${id}`, {
    method: "POST",
    headers: { Cookie: admin, origin: base },
    body: invite,
  });
  if (!invited.ok) throw new Error(`invitation at ${base}: ${invited.status} ${await invited.text()}`);
  const mailbox = await page("/dashboard/mailbox");
  const messages = [...mailbox.matchAll(/href="(\/dashboard\/mailbox\/[0-9a-f-]{36})"/g)].map((m) => m[1]);
  let token;
  for (const message of messages.slice(0, 20)) {
    const body = await page(message);
    if (!body.includes(reviewer.email)) continue;
    token = body.match(/\/review-invitation\/([A-Za-z0-9_-]{16,})/)?.[1];
    if (token) break;
  }
  if (!token) throw new Error(`no invitation for ${reviewer.email} in the Mailbox at ${base}`);
  const accept = new FormData();
  accept.set("answer", "accept");
  const accepted = await fetch(`${base}/review-invitation/${token}`, {
    method: "POST",
    headers: { Cookie: reviewer.cookie, origin: base },
    body: accept,
  });
  // Without scripts the page is read again after the answer, and the used link answers 410 under
  // the answer's own message: whether it was accepted shows in the reviewer's list.
  if (accepted.status >= 500) throw new Error(`accepting at ${base}: ${accepted.status}`);
  const reviews = await page("/dashboard/reviews", reviewer.cookie);
  const assignment = reviews.match(/href="\/review\/([0-9a-f-]{36})"/)?.[1];
  if (!assignment) throw new Error(`the reviewer's list at ${base} has no review`);
  const thread = new FormData();
  for (const [k, v] of Object.entries({
    subject: "Figures",
    participants: author.id,
    body: "Please send the figures.",
  }))
    thread.set(k, v);
  const started = await fetch(`${base}/submission/${id}/discussions`, {
    method: "POST",
    headers: { Cookie: admin, origin: base },
    body: thread,
  });
  if (started.status !== 201) throw new Error(`discussion at ${base}: ${started.status} ${await started.text()}`);
  const { discussionId } = await started.json();
  return [
    { key: "/submission/:id", path: `/submission/${id}`, cookie: admin },
    {
      key: "/submission/:id/discussions/:discussionId",
      path: `/submission/${id}/discussions/${discussionId}`,
      cookie: admin,
    },
    { key: "/review/:assignmentId", path: `/review/${assignment}`, cookie: reviewer.cookie },
  ];
}

/** Each page to measure, by a name, with its path and cookie on each server. */
const pages = (
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : [...(await navPages(bases[0])), ...(await journalPages(bases[0]))]
).map((path) => ({ key: path, on: new Map(bases.map((base) => [base, { path, cookie: cookies.get(base) }])) }));
if (process.env.WITH_SUBMISSION === "1") {
  const seeded = new Map();
  for (const base of bases) seeded.set(base, await submissionAndReview(base));
  for (const [i, { key }] of seeded.get(bases[0]).entries())
    pages.push({ key, on: new Map(bases.map((base) => [base, seeded.get(base)[i]])) });
}

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
  for (const { key: page, on } of pages) {
    const results = new Map(bases.map((base) => [base, []]));
    for (let i = 0; i < runs; i++) {
      for (const base of bases) {
        const { path, cookie } = on.get(base);
        const { lhr } = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          extraHeaders: { Cookie: cookie },
          output: "json",
          logLevel: "error",
        });
        if (lhr.finalDisplayedUrl !== `${base}${path}`) throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}`);
        // A run Lighthouse could not finish (no paint seen, say) has no score: it is reported, not
        // counted as a score of 0.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          const error = lhr.runtimeError?.code ?? "no score";
          console.error(`${base}${path}: run ${i + 1} failed (${error})`);
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
