// The main thread's long tasks while dashboard pages load and hydrate, signed in as the admin, on a
// slowed-down processor (4x, as Lighthouse's mobile run): the longest task, a total blocking time
// (the part of each task over 50 ms past the first contentful paint) and the count of tasks over
// 50 ms, each page's median of RUNS loads (default 5). The longest task and the blocking time are
// also given for the tasks of script alone (hydration, the evaluation of modules), without those
// of the browser's parsing, style, layout and paint, which the application's script does not change. Lighthouse's total blocking time follows
// the longest tasks of hydration (ADR 087); this measures them without Lighthouse, quickly enough
// to compare two builds side by side.
//
//   BASE_URL=http://localhost:3000 ADMIN_EMAIL=... ADMIN_PASSWORD=... node bench/hydration-tasks.mjs [path ...]
//
// BASE_URL may list several servers, comma separated (a build before a change and one after it,
// each with the same admin and content): each page's loads alternate between them, so both see the
// same load of the machine. Each load is a fresh browser context (a first visit: nothing cached) on
// Lighthouse's mobile screen (412 x 823) and ends `SETTLE_MS` (default 1500) after
// `<html data-hydrated>`. The tasks are the top-level tasks of the page's main thread in Chromium's
// trace, as Lighthouse reads them. `CPU_SLOWDOWN` (default 4) slows the processor down through the
// DevTools protocol; with SIMULATE=1 the page runs at full speed and each task counts that many
// times as long, as Lighthouse's default (simulated) throttling counts them (where the 5 ms slices
// of hydration are that much longer), and as long as the processor time the trace gives it: on a
// busy machine a task's wall time grows with the other processes' work, its processor time not. Without paths: the dashboard, the articles desk, issues,
// conferences, the submission wizard, and the first journal's theme designer and settings (named
// `theme` and `journal-settings`, as paths may name them too). A console error on a page is
// printed, and with TASKS=1 each load's tasks over 50 ms (start+duration, ms from the navigation,
// with what the task did: the wall ms of script, the evaluation of scripts and modules, parsing,
// compiling, style, layout and paint in it).
import os from "node:os";
import { chromium } from "playwright-core";
import { adminCookiePairs } from "./admin-sign-in.mjs";

const bases = (process.env.BASE_URL ?? "http://localhost:3000").split(",").map((b) => b.trim().replace(/\/+$/, ""));
const runs = Number(process.env.RUNS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const settleMs = Number(process.env.SETTLE_MS ?? 1500);
const simulate = process.env.SIMULATE === "1";

/** The admin's session as Playwright's cookies for `base`. */
async function signIn(base) {
  return (await adminCookiePairs(base)).map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

/**
 * A page's path on a server: `theme` and `journal-settings` name the first journal's theme designer
 * and settings as that server's journals page lists it (each demo installation has ids of its own).
 */
async function pathOn(base, cookies, page) {
  if (page !== "theme" && page !== "journal-settings") return page;
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const html = await (await fetch(`${base}/dashboard/journals`, { headers: { Cookie: cookie } })).text();
  const id = html.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0];
  const shortName = html.match(/href="\/journal\/([a-z0-9]+)"/)?.[1];
  if (!id || !shortName) throw new Error(`no journal on ${base}/dashboard/journals`);
  return page === "theme" ? `/dashboard/journals/${id}/theme` : `/journal/${shortName}/settings`;
}

/** Registered before the page's scripts: a user timing mark once the page says it has hydrated. */
function markHydrated() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    performance.mark("bench:hydrated");
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });

/**
 * The main thread's tasks of one load, from Chromium's trace: each top-level task of the page's
 * main thread (what Lighthouse counts), in ms from the navigation's start. The thread and the clock
 * are the hydrated mark's, whose time the page gives (`hydrated`, ms from the navigation's start).
 */
function tasksOf(events, hydrated) {
  const mark = events.find((e) => e.name === "bench:hydrated");
  if (!mark) throw new Error("no hydrated mark in the trace");
  const { pid, tid } = mark;
  const t0 = mark.ts - hydrated * 1000;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.ts >= t0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let task = null;
  for (const e of thread) {
    if (task && e.ts < task.end) {
      // What the task did: the outermost of the trace's events in it, by kind.
      const kind = KINDS[e.name];
      if (kind && e.ts >= task.inner) {
        task.kinds[kind] = (task.kinds[kind] ?? 0) + e.dur / 1000;
        task.inner = e.ts + e.dur;
      }
      continue;
    }
    if (e.name !== "ThreadControllerImpl::RunTask") continue;
    const cpu = (e.tdur ?? e.dur) / 1000;
    task = { start: (e.ts - t0) / 1000, duration: e.dur / 1000, cpu, end: e.ts + e.dur, inner: 0, kinds: {} };
    tasks.push(task);
  }
  return tasks.map(({ start, duration, cpu, kinds }) => ({ start, duration, cpu, kinds }));
}

/** The kinds of work a task's events are (TASKS=1). */
const KINDS = {
  FunctionCall: "script",
  EvaluateScript: "evaluation",
  "v8.evaluateModule": "evaluation",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  ParseHTML: "parse",
  ParseAuthorStyleSheet: "parse",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
};

/** One load of `path`: its long tasks. */
async function load(base, cookies, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(markHydrated);
    const page = await context.newPage();
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    if (!simulate) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "blink.user_timing", "loading"] });
    let trace;
    try {
      const answer = await page.goto(base + path, { waitUntil: "commit" });
      if (!answer?.ok()) throw new Error(`${base}${path}: ${answer?.status()}`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
      await page.waitForTimeout(settleMs);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString());
    }
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      hydrated: performance.getEntriesByName("bench:hydrated")[0]?.startTime ?? NaN,
    }));
    seen.tasks = tasksOf(trace.traceEvents ?? trace, seen.hydrated);
    // Lighthouse's simulation runs the page at full speed and counts each task `slowdown` times as
    // long; here each task's processor time, which the machine's other work does not lengthen.
    const tasks = seen.tasks.map((t) => ({ ...t, duration: simulate ? t.cpu * slowdown : t.duration }));
    // Lighthouse's rule: only the part of a long task after the first contentful paint counts.
    const blockingOf = (list) => {
      let sum = 0;
      for (const { start, duration } of list) {
        const after = Math.min(duration, start + duration - seen.fcp);
        if (duration > 50 && after > 50) sum += after - 50;
      }
      return sum;
    };
    // A task of script (hydration, the evaluation of modules) rather than of the browser's own
    // parsing, style, layout and paint, which hydration does not change.
    const script = tasks.filter((t) => {
      const [kind] = Object.entries(t.kinds).sort((a, b) => b[1] - a[1])[0] ?? [];
      return kind === "script" || kind === "evaluation";
    });
    const long = tasks.filter((t) => t.duration > 50);
    return {
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      longestScript: Math.max(0, ...script.map((t) => t.duration)),
      blocking: blockingOf(tasks),
      scriptBlocking: blockingOf(script),
      count: long.length,
      fcp: seen.fcp,
      hydrated: seen.hydrated,
      errors,
      tasks: long,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const cookies = new Map();
for (const base of bases) cookies.set(base, await signIn(base));
const pages =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        "/dashboard",
        "/dashboard/articles",
        "/dashboard/issues",
        "/dashboard/conferences",
        "/dashboard/submissions/new",
        "theme",
        "journal-settings",
      ];

const loadAverage = () => os.loadavg()[0].toFixed(1);
console.log(
  `${simulate ? `Full speed, tasks counted ${slowdown}x` : `CPU slowdown ${slowdown}x`}, ${runs} loads a page and server, load average ${loadAverage()} at the start`,
);
console.log(
  "| page | server | longest task ms | longest script task ms | blocking ms | of script ms | tasks > 50 ms | FCP ms | hydrated ms | load |",
);
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const page of pages) {
  const paths = new Map();
  for (const base of bases) paths.set(base, await pathOn(base, cookies.get(base), page));
  const results = new Map(bases.map((b) => [b, []]));
  for (let run = 0; run < runs; run++) {
    // Alternating, and each round in the other order, so that neither always goes first.
    const order = run % 2 ? [...bases].reverse() : bases;
    for (const base of order) {
      const result = await load(base, cookies.get(base), paths.get(base));
      for (const error of result.errors) console.error(`${base} ${page}: console error: ${error.slice(0, 300)}`);
      if (process.env.TASKS) {
        const what = (t) =>
          Object.entries(t.kinds)
            .filter(([, ms]) => ms >= 5)
            .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
            .join(", ");
        const list = result.tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)} (${what(t)})`).join(" ");
        console.error(
          `${base} ${page}: FCP ${result.fcp.toFixed(0)}, hydrated ${result.hydrated.toFixed(0)}, tasks ${list}`,
        );
      }
      results.get(base).push(result);
    }
  }
  for (const [base, list] of results) {
    const m = (key) => median(list.map((r) => r[key])).toFixed(0);
    console.log(
      `| ${page} | ${base} | ${m("longest")} | ${m("longestScript")} | ${m("blocking")} | ${m("scriptBlocking")} | ${m("count")} | ${m("fcp")} | ${m("hydrated")} | ${loadAverage()} |`,
    );
  }
}
await browser.close();
