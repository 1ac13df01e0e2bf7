// `npm test`: every test stage, in order, with one summary line at the end.
//   1. Vitest (unit and integration; on PostgreSQL when TEST_DATABASE_URL is set, after which, in
//      CI's PostgreSQL half, PGlite plans every statement the suite sent: ADR 055, and PostgreSQL
//      runs the public pages' statements on 10,000 generated articles, bench/explain.ts, beside
//      stages 2 and 3)
//   2. the production build (react-router build, into build/)
//   3. Playwright end-to-end tests in Debian's Chromium, against the built server started on a free
//      port with a fresh data directory and demo content (a fresh PostgreSQL database when
//      TEST_DATABASE_URL is set)
//   4. behind nginx with TLS (ADR 051): on PGlite one built server, on PostgreSQL two built servers
//      on one fresh database and one local S3 bucket (round robin, ADR 029), and the @behind-tls
//      journey through the proxy (with the @two-instances journey on PostgreSQL)
// Every stage runs even when an earlier one failed (the end-to-end tests need the build, though).
// The last line is always `N passed, N failed[, N skipped]`; CI reads it. Exit code 0 only when
// every stage passed.
//
// Options: --e2e-only (skip Vitest), --no-build (reuse build/), --proxy-only (only stage 4), and
// after `--`, arguments for Playwright (for example a spec file).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { stripVTControlCharacters } from "node:util";
import { chromiumPath } from "./chromium-path.mjs";
import { findRequestLoops } from "./request-loops.mjs";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../server-options.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const require = createRequire(import.meta.url);

const argv = process.argv.slice(2);
const dashDash = argv.indexOf("--");
const options = dashDash === -1 ? argv : argv.slice(0, dashDash);
const playwrightArgs = dashDash === -1 ? [] : argv.slice(dashDash + 1);
const e2eOnly = options.includes("--e2e-only");
// CI runs this script twice on one checkout: on PGlite (CI_POSTGRES_RUN_FOLLOWS=true), then on
// PostgreSQL (CI_PGLITE_RUN_DONE=true). The second half reuses the first half's build and leaves
// out what the first half proved and the engine cannot change: the unit tests beside the code
// (app/, server/), which never open a database.
const afterPgliteHalf = Boolean(process.env.TEST_DATABASE_URL) && process.env.CI_PGLITE_RUN_DONE === "true";
const noBuild = options.includes("--no-build") || (afterPgliteHalf && fs.existsSync("build/server/index.js"));
const proxyOnly = options.includes("--proxy-only");
const isCI = process.env.CI === "true";
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** The model name the demo server's assistant asks the fake language model for. */
const E2E_ASSISTANT_MODEL = "e2e-test-model";

const totals = { passed: 0, failed: 0, skipped: 0 };
const stageResults = [];
/** Each stage's wall time, printed with the summary: where CI's time goes. */
const stageTimes = [];
const finalWarnings = [];
/** Every failed test by name, repeated in the summary: CI shows only the end of the output. */
const failedTests = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sp-npm-test-"));
const cleanups = [];

process.once("SIGINT", () => abort(130));
process.once("SIGTERM", () => abort(143));

try {
  let plans = null;
  if (!e2eOnly && !proxyOnly) {
    await vitestStage();
    // Side by side with the end-to-end tests, which leave a core idle a fifth of the time: the
    // catalogue's generation is one connection's work, half the machine (ADR 079 addendum).
    if (afterPgliteHalf) plans = startPlansAtScale();
  }
  const built = noBuild ? checkExistingBuild() : await buildStage();
  if (!proxyOnly) await e2eStage(built);
  if (plans) await finishPlansAtScale(plans);
  if (wantsProxyStage()) await proxyStage(built);
} catch (e) {
  console.error(e);
  record("test script", false, "crashed", { failed: 1 });
} finally {
  await cleanup();
}

for (const lines of finalWarnings) loudWarning(lines);
printStageTimes();
console.log("\n== summary ==");
for (const s of stageResults) console.log(`  ${s.ok ? "ok  " : "FAIL"}  ${s.name}${s.note ? ` (${s.note})` : ""}`);
for (const f of failedTests.slice(0, 12)) console.log(`  failed: ${f}`);
if (failedTests.length > 12) console.log(`  failed: … and ${failedTests.length - 12} more (above)`);
const allOk = stageResults.every((s) => s.ok);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(allOk ? 0 : 1);

// ---------------------------------------------------------------------------------------------

async function vitestStage() {
  banner(`Vitest (${testDatabaseUrl ? "PostgreSQL from TEST_DATABASE_URL" : "PGlite in memory"})`);
  const report = path.join(work, "vitest.json");
  // CI runs this script twice, on PGlite and then on PostgreSQL (.ci/run sets CI_POSTGRES_RUN_FOLLOWS
  // for the first). The integration suite runs whole once, in the PostgreSQL half; the PGlite half
  // runs the unit tests and the integration files that test what differs between the engines
  // (tagged @both-backends), and the PostgreSQL half then has PGlite plan every statement the
  // suite sent (ADR 055). Outside CI everything runs on the one engine given.
  const pgliteHalf = !testDatabaseUrl && process.env.CI_POSTGRES_RUN_FOLLOWS === "true";
  const statementLog = afterPgliteHalf ? path.join(work, "statements.jsonl") : undefined;
  let files = [];
  if (pgliteHalf) {
    const tagged = integrationFilesForBothBackends();
    console.log(`PGlite half: the unit tests and the ${tagged.length} integration files tagged @both-backends.`);
    files = ["app/", "server/", "tests/security/", ...tagged];
  } else if (afterPgliteHalf) {
    console.log("PostgreSQL half: the database suites whole; the unit tests ran with PGlite.");
    // The data-directory lock guards PGlite's files; a PostgreSQL installation never takes it.
    files = ["tests/integration/", "tests/security/", "--exclude", "tests/security/data-dir-lock.test.ts"];
  }
  const code = await run(
    process.execPath,
    [bin("vitest", "vitest"), "run", ...files, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    statementLog ? { SQL_STATEMENT_LOG: statementLog } : {},
  );
  const json = readJson(report);
  if (!json) return record("vitest", false, `exit ${code}, no report`, { failed: 1 });
  printSlowestTestFiles(json);
  for (const file of json.testResults) {
    const name = path.relative(root, file.name);
    if (file.status === "failed" && file.assertionResults.length === 0) failedTests.push(`${name} (did not load)`);
    for (const t of file.assertionResults)
      if (t.status === "failed")
        failedTests.push(`${name} ${t.fullName ?? t.title} — ${firstLine(t.failureMessages?.[0])}`);
  }
  // A test file that fails to load has no test results of its own: count it as one failure.
  const brokenFiles = json.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  const counts = {
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
    skipped: json.numPendingTests + json.numTodoTests,
  };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  record("vitest", code === 0, `${counts.passed} passed, ${counts.failed} failed`, counts);
  if (statementLog) await statementsOnPgliteStage(statementLog);
}

/** The integration test files whose first line carries the @both-backends tag. */
function integrationFilesForBothBackends() {
  const dir = "tests/integration";
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => path.join(dir, f))
    .filter((f) => /^\/\/ @both-backends\b/.test(fs.readFileSync(f, "utf8")));
}

/** PGlite plans every statement the integration suite sent to PostgreSQL (ADR 055). */
async function statementsOnPgliteStage(statementLog) {
  banner("Every statement of the PostgreSQL run, planned by PGlite");
  if (!fs.existsSync(statementLog))
    return record("statements on PGlite", false, "no statement was recorded", { failed: 1 });
  const code = await run(process.execPath, ["scripts/statements-on-pglite.mjs", statementLog]);
  record(
    "statements on PGlite",
    code === 0,
    code === 0 ? "" : "some statements fail on PGlite",
    code === 0 ? { passed: 1 } : { failed: 1 },
  );
}

/**
 * The public pages' statements on a generated catalogue of 10,000 articles, run by PostgreSQL under
 * EXPLAIN ANALYZE (bench/explain.ts): one that reads a whole large table fails the stage. A plan
 * changes with a table's size (the retracted mark of the newest articles was hashed over every
 * article: docs/benchmarks/2026-12.md, ninth session), so the suite's small databases cannot show it.
 * It runs in the background, its output kept in a file and printed whole by finishPlansAtScale.
 */
function startPlansAtScale() {
  const output = path.join(work, "plans-at-scale.log");
  const started = performance.now();
  const done = (async () => {
    const env = { DATABASE_URL: await createDatabase(testDatabaseUrl) };
    let code = await run(process.execPath, [bin("tsx", "tsx"), "bench/generate-catalogue.ts", "10000"], env, output);
    if (code === 0) code = await run(process.execPath, [bin("tsx", "tsx"), "bench/explain.ts"], env, output);
    return { code, seconds: (performance.now() - started) / 1000 };
  })().catch((e) => {
    // Kept for finishPlansAtScale: a rejection nobody awaits yet would end this script.
    fs.appendFileSync(output, `${e?.stack ?? e}\n`);
    return { code: 1, seconds: (performance.now() - started) / 1000 };
  });
  return { output, done };
}

async function finishPlansAtScale(plans) {
  banner("The public pages' plans on 10,000 articles (bench/explain.ts, PostgreSQL), beside the end-to-end tests");
  const { code, seconds } = await plans.done;
  if (fs.existsSync(plans.output)) process.stdout.write(fs.readFileSync(plans.output, "utf8"));
  console.log(`The catalogue and its plans took ${seconds.toFixed(0)} s beside the end-to-end tests.`);
  // The wall-time list shows its own time, which the end-to-end stage's already holds.
  stageTimes.at(-1).seconds = seconds;
  record(
    "plans at 10,000 articles",
    code === 0,
    code === 0 ? "" : "a public page's statement reads a whole large table, or the catalogue failed",
    code === 0 ? { passed: 1 } : { failed: 1 },
  );
}

async function buildStage() {
  banner("Production build (react-router build)");
  const code = await run(process.execPath, [bin("@react-router/dev", "react-router"), "build"], {
    NODE_ENV: "production",
  });
  record("build", code === 0, code === 0 ? "" : `exit ${code}`, code === 0 ? {} : { failed: 1 });
  return code === 0;
}

function checkExistingBuild() {
  const ok = fs.existsSync(path.join(root, "build/server/index.js"));
  record(
    "build",
    ok,
    ok ? "reused build/ (--no-build)" : "--no-build given but build/ is missing",
    ok ? {} : { failed: 1 },
  );
  return ok;
}

async function e2eStage(built) {
  banner("End-to-end tests (Playwright, Chromium)");
  if (!fs.existsSync(chromiumPath)) {
    const lines = [
      `Chromium not found at ${chromiumPath}: the end-to-end tests did NOT run.`,
      "Install it with `apt-get install chromium-headless-shell` (or `chromium`), or set CHROMIUM_PATH.",
      isCI ? "CI=true: this is a failure." : "Outside CI this is a warning; the other stages still count.",
    ];
    loudWarning(lines);
    // Repeated just above the summary, where nobody can scroll past it.
    finalWarnings.push(lines);
    record("e2e", !isCI, "Chromium missing: skipped", isCI ? { failed: 1 } : {});
    return;
  }
  if (!built) {
    record("e2e", false, "not run: there is no build", { failed: 1 });
    return;
  }

  const admin = { email: "admin@example.org", password: "e2e-admin-password" };
  const mail = await startMailSink();
  if (!mail) {
    record("e2e", false, "the e-mail sink did not start", { failed: 1 });
    return;
  }
  const crossref = await startCrossrefPeer();
  if (!crossref) {
    record("e2e", false, "the fake Crossref did not start", { failed: 1 });
    return;
  }
  const citationApis = await startPeer("tests/e2e/citation-apis-peer.ts");
  if (!citationApis) {
    record("e2e", false, "the fake citation APIs did not start", { failed: 1 });
    return;
  }
  const chatModel = await startChatModelPeer();
  if (!chatModel) {
    record("e2e", false, "the fake language model did not start", { failed: 1 });
    return;
  }
  const backend = testDatabaseUrl ? "PostgreSQL" : "PGlite";
  // The demo installation most tests read, and a fresh one without demo content, where the
  // publishing journey puts out a first issue as a new publisher would. The demo installation's
  // assistant has a (fake) language model; the fresh one answers from the pages alone.
  const servers = [];
  for (const [name, demoContent] of [
    ["e2e", true],
    ["fresh", false],
  ]) {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const dataDir = path.join(work, `data-${name}`);
    const databaseUrl = testDatabaseUrl ? await createDatabase(testDatabaseUrl) : undefined;
    const logFile = path.join(root, "test-results", `${name}-server.log`);
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    console.log(
      `Starting the built server (${demoContent ? "demo content" : "fresh installation"}) on ${baseUrl} (${backend}, data in ${dataDir}); log: ${path.relative(root, logFile)}`,
    );
    const server = startServer(logFile, {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      PUBLIC_URL: baseUrl,
      DEMO_CONTENT: String(demoContent),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      CROSSREF_TEST_URL: crossref.url,
      CROSSREF_PRODUCTION_URL: crossref.url,
      CROSSREF_POLL_SECONDS: "1",
      // The review reminders job runs a day ahead, so the peer review journey sees an overdue
      // reminder go out (ADR 031); nothing else reads this setting.
      REVIEW_REMINDERS_CLOCK_OFFSET_DAYS: "1",
      // The online payment provider's webhook is live, so a forged event is refused on its signature (ADR 064).
      RAZORPAY_WEBHOOK_SECRET: "e2e-razorpay-webhook-secret",
      ...citationApis.env,
      // Page views are written every second, so a test sees them soon (ADR 028) without a write
      // to the embedded database three times a second all through the run.
      ANALYTICS_FLUSH_MS: "1000",
      ...(demoContent ? { ASSISTANT_MODEL_URL: chatModel.url, ASSISTANT_MODEL: E2E_ASSISTANT_MODEL } : {}),
      LOG_LEVEL: "info",
    });
    cleanups.unshift(() => stopProcess(server));
    servers.push({ name, port, baseUrl, logFile, server });
  }
  for (const { name, port, logFile, server } of servers) {
    const ready = await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server, 180_000);
    if (!ready.ok) {
      console.error(
        `The ${name} server did not become ready: ${ready.reason}\n--- last lines of ${logFile} ---\n${tail(logFile, 40)}`,
      );
      record("e2e", false, "server did not start", { failed: 1 });
      return;
    }
    console.log(`The ${name} server is ready after ${(ready.ms / 1000).toFixed(1)} s`);
  }
  const [{ port, baseUrl }, fresh] = servers;
  const databaseUrl = testDatabaseUrl;
  // The first render of a page pays for cold caches; pay it here rather than in a test's timeout.
  for (const warm of ["/", "/journal/fjphs"]) {
    await fetch(`http://127.0.0.1:${port}${warm}`, { signal: AbortSignal.timeout(60_000) })
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  }

  // Kept after the run beside the server logs: each test's duration and error, for reading later.
  const report = path.join(root, "test-results", "e2e-report.json");
  fs.rmSync(report, { force: true });
  // The PGlite run runs every end-to-end test, but in CI's PGlite half the ones tagged
  // @once-on-postgresql, which the PostgreSQL half runs (the hostile-input fuzz: ADR 055). The
  // PostgreSQL run repeats only those tagged @both-backends: journeys whose requests write
  // concurrently or survive a restart (where a pool of connections behaves unlike the one embedded
  // connection), the public pages and the security suite (the pg driver hands back its own values
  // and errors), and runs the @once-on-postgresql ones. The rest (screens, accessibility, page
  // weight) would prove the same twice; their database work is proven on both backends by the
  // integration tests.
  const pgliteHalf = !databaseUrl && process.env.CI_POSTGRES_RUN_FOLLOWS === "true";
  const onceArgs = databaseUrl ? ["--grep", "@both-backends|@once-on-postgresql"] : [];
  if (databaseUrl)
    console.log("PostgreSQL run: only the @both-backends and @once-on-postgresql tests; the others ran with PGlite.");
  if (pgliteHalf) console.log("PGlite half: the @once-on-postgresql tests are left to the PostgreSQL half.");
  const code = await run(
    process.execPath,
    [bin("@playwright/test", "playwright"), "test", ...onceArgs, ...playwrightArgs],
    {
      E2E_BASE_URL: baseUrl,
      E2E_FRESH_BASE_URL: fresh.baseUrl,
      E2E_JSON_REPORT: report,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_MAILBOX_URL: `http://127.0.0.1:${mail.httpPort}`,
      E2E_ASSISTANT_MODEL: E2E_ASSISTANT_MODEL,
      E2E_POSTGRESQL_HALF_FOLLOWS: String(pgliteHalf),
      CHROMIUM_PATH: chromiumPath,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    },
  );
  const json = readJson(report);
  if (!json) return record("e2e", false, `exit ${code}, no report`, { failed: 1 });
  printSlowestSpecFiles(json);
  printFailures(json);
  const counts = {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
    skipped: json.stats.skipped,
  };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  if (code !== 0) console.error(`Server logs: ${servers.map((s) => path.relative(root, s.logFile)).join(", ")}`);
  record("e2e", code === 0, `${counts.passed} passed, ${counts.failed} failed`, counts);
  checkRequestLoops(servers.map((s) => s.logFile));
  // Their work is done: the two-instance stage that may follow needs the cores for servers of its own.
  await Promise.all(servers.map((s) => stopProcess(s.server)));
}

/** A run of chosen specs runs the journeys behind the proxy only when it names one of them. */
function wantsProxyStage() {
  const specs = playwrightArgs.filter((a) => !a.startsWith("-"));
  return specs.length === 0 || specs.some((a) => a.includes("instances/"));
}

/**
 * The platform as it is deployed (ADR 051): behind nginx with TLS (a self-signed certificate made
 * here), PUBLIC_URL https://…, TRUST_PROXY_HOPS=1, nginx passing X-Forwarded-For, -Proto and -Host.
 * On PGlite: one built server and the @behind-tls journey. On PostgreSQL: several instances as one
 * site (ADR 029), two built servers on one fresh database and one s3rver bucket sharing SECRET_KEY,
 * nginx round robin (unprivileged: its config, pid, logs and temp files in a temp directory), and
 * the @behind-tls and @two-instances journeys through it.
 */
async function proxyStage(built) {
  const twoInstances = Boolean(testDatabaseUrl);
  const stage = twoInstances ? "two instances behind nginx" : "behind nginx";
  banner(`${twoInstances ? "Two instances (PostgreSQL, S3)" : "One instance (PGlite)"} behind nginx with TLS`);
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  const openssl = ["/usr/bin/openssl", "/usr/local/bin/openssl"].find((p) => fs.existsSync(p));
  if (!nginx || !openssl) {
    const lines = [
      `${nginx ? "openssl" : "nginx"} not found: the tests behind the proxy did NOT run.`,
      "Install it with `apt-get install nginx openssl`.",
      isCI ? "CI=true: this is a failure." : "Outside CI this is a warning; the other stages still count.",
    ];
    loudWarning(lines);
    finalWarnings.push(lines);
    record(stage, !isCI, "nginx or openssl missing: skipped", isCI ? { failed: 1 } : {});
    return;
  }
  if (!built || !fs.existsSync(chromiumPath)) {
    record(stage, false, "not run: no build or no Chromium", { failed: 1 });
    return;
  }
  const proxyPort = await freePort();
  const baseUrl = `https://127.0.0.1:${proxyPort}`;
  const mail = await startMailSink();
  if (!mail) return record(stage, false, "the e-mail sink did not start", { failed: 1 });
  const s3 = twoInstances ? await startPeer("tests/e2e/s3-peer.ts", { S3_PEER_CORS_ORIGIN: baseUrl }) : { env: {} };
  if (!s3) return record(stage, false, "the local S3 server did not start", { failed: 1 });
  const databaseUrl = twoInstances ? await createDatabase(testDatabaseUrl) : "";
  const admin = { email: "admin@example.org", password: "behind-proxy-admin" };
  const secretKey = crypto.randomBytes(32).toString("base64url");
  const instances = [];
  // Two start at once, as a deployment starts them: migrations and first-start data run once.
  for (const name of twoInstances ? ["instance-a", "instance-b"] : ["behind-tls"]) {
    const port = await freePort();
    const logFile = path.join(root, "test-results", `${name}-server.log`);
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    const server = startServer(logFile, {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: path.join(work, `data-${name}`),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseUrl,
      SECRET_KEY: secretKey,
      // Behind the one nginx: the client's address, scheme and host are the ones nginx passes.
      TRUST_PROXY_HOPS: "1",
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      ...s3.env,
      LOG_LEVEL: "info",
    });
    cleanups.unshift(() => stopProcess(server));
    instances.push({ name, port, url: `http://127.0.0.1:${port}`, logFile, server });
  }
  for (const { name, port, logFile, server } of instances) {
    const ready = await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server, 180_000);
    if (!ready.ok) {
      console.error(
        `The ${name} server did not become ready: ${ready.reason}\n--- ${logFile} ---\n${tail(logFile, 40)}`,
      );
      return record(stage, false, "server did not start", { failed: 1 });
    }
  }
  const proxy = startNginx(nginx, openssl, proxyPort, instances);
  cleanups.unshift(() => stopProcess(proxy.child));
  const ready = await waitUntilReady(`${baseUrl}/readyz`, proxy.child, 30_000);
  if (!ready.ok) {
    console.error(`nginx did not start: ${ready.reason}\n${tail(proxy.errorLog, 20)}`);
    return record(stage, false, "nginx did not start", { failed: 1 });
  }
  console.log(`nginx with TLS on ${baseUrl} in front of ${instances.map((i) => i.url).join(" and ")}`);
  const report = path.join(work, "playwright-behind-proxy.json");
  const specArgs = playwrightArgs.some((a) => a.includes("instances/")) ? playwrightArgs : [];
  const grep = twoInstances ? "@behind-tls|@two-instances" : "@behind-tls";
  const code = await run(
    process.execPath,
    [bin("@playwright/test", "playwright"), "test", "--grep", grep, ...specArgs],
    {
      E2E_BEHIND_PROXY: "1",
      E2E_OUTPUT_DIR: path.join("test-results", twoInstances ? "e2e-two-instances" : "e2e-behind-tls"),
      E2E_BASE_URL: baseUrl,
      E2E_INSTANCE_URLS: twoInstances ? instances.map((i) => i.url).join(",") : "",
      E2E_S3_ENDPOINT: s3.endpoint ?? "",
      E2E_MAILBOX_URL: `http://127.0.0.1:${mail.httpPort}`,
      E2E_JSON_REPORT: report,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      CHROMIUM_PATH: chromiumPath,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    },
  );
  const json = readJson(report);
  if (!json) return record(stage, false, `exit ${code}, no report`, { failed: 1 });
  printFailures(json);
  const counts = {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
    skipped: json.stats.skipped,
  };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  if (code === 0 && counts.passed === 0) counts.failed = 1; // the journeys must have run
  if (counts.failed > 0)
    console.error(`Server logs: ${instances.map((i) => path.relative(root, i.logFile)).join(", ")}`);
  record(stage, counts.failed === 0, `${counts.passed} passed, ${counts.failed} failed`, counts);
  checkRequestLoops(instances.map((i) => i.logFile));
}

/**
 * nginx in the foreground with TLS (a self-signed certificate for 127.0.0.1 and localhost, made
 * with openssl), as a round-robin proxy to `instances`, with the headers the README's server block
 * passes; everything it writes in a temp directory.
 */
function startNginx(nginx, openssl, port, instances) {
  // Worker processes of an nginx started by root run as nobody: they must be able to enter the
  // directory (so it is not under the private work directory).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-nginx-"));
  fs.chmodSync(dir, 0o755);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const errorLog = path.join(dir, "error.log");
  const conf = path.join(dir, "nginx.conf");
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  // prettier-ignore
  spawnSyncChecked(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", cert]);
  fs.writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 100m;
  upstream platform {
${instances.map((i) => `    server 127.0.0.1:${i.port};`).join("\n")}
    keepalive 16;
  }
  server {
    # "listen … ssl http2" rather than "http2 on", which Debian 12's nginx 1.22 does not know.
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 1h;
      # Which instance answered: the two-instance journey checks that it went through both.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", errorLog, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { child, errorLog };
}

function spawnSyncChecked(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (result.status !== 0) throw new Error(`${command} ${args[0]} failed: ${result.stderr}`);
}

/** The whole end-to-end run, read back from the servers' logs: no request may repeat in a loop. */
function checkRequestLoops(logFiles) {
  const loops = logFiles.flatMap((logFile) => findRequestLoops(fs.readFileSync(logFile, "utf8").split("\n")));
  for (const loop of loops) console.error(`Request loop in the server log: ${loop.request} (${loop.perSecond} in 1 s)`);
  const ok = loops.length === 0;
  record(
    "request loops",
    ok,
    ok ? "none in the server log" : `${loops.length} found`,
    ok ? { passed: 1 } : { failed: 1 },
  );
}

// ---------------------------------------------------------------------------------------------

function record(name, ok, note = "", counts = {}) {
  stageResults.push({ name, ok, note });
  totals.passed += counts.passed ?? 0;
  totals.failed += counts.failed ?? 0;
  totals.skipped += counts.skipped ?? 0;
}

/** The JavaScript entry of a package's bin, run with this very Node (not whatever `node` is on PATH). */
function bin(pkg, name) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  const rel = typeof manifest.bin === "string" ? manifest.bin : manifest.bin[name];
  return path.join(path.dirname(manifestPath), rel);
}

/** Runs a command to its end; its output goes to ours, or is appended to `outputFile`. */
function run(command, args, env = {}, outputFile = undefined) {
  return new Promise((resolve) => {
    const fd = outputFile ? fs.openSync(outputFile, "a") : undefined;
    const stdio = fd === undefined ? "inherit" : ["ignore", fd, fd];
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    if (fd !== undefined) fs.closeSync(fd);
    cleanups.push(() => stopProcess(child));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (e) => {
      console.error(e);
      resolve(1);
    });
  });
}

/** Starts the SMTP peer of the end-to-end tests (tests/e2e/mail-sink.ts); resolves its ports. */
function startMailSink() {
  return startPeer("tests/e2e/mail-sink.ts");
}

/** Starts the fake Crossref of the end-to-end tests (tests/e2e/crossref-peer.ts); resolves its URL. */
function startCrossrefPeer() {
  return startPeer("tests/e2e/crossref-peer.ts");
}

/** Starts the fake language model of the end-to-end tests (tests/e2e/chat-model-peer.ts); resolves its URL. */
function startChatModelPeer() {
  return startPeer("tests/e2e/chat-model-peer.ts");
}

/** Runs a peer script with tsx; resolves the JSON line it prints first (its ports), or null if it exits. */
function startPeer(script, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin("tsx", "tsx"), script], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...SERVER_ENV, ...env },
    });
    cleanups.unshift(() => stopProcess(child));
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line));
    });
    child.on("exit", () => resolve(null));
  });
}

function startServer(logFile, env) {
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "server.mjs"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env },
  });
  fs.closeSync(log);
  return child;
}

async function waitUntilReady(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null)
      return { ok: false, reason: `it exited (${child.exitCode ?? child.signalCode})` };
    try {
      if ((await statusOf(url)) === 200) return { ok: true, ms: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { ok: false, reason: `no answer from ${url} within ${timeoutMs / 1000} s` };
}

/** The status of a GET of `url`; over https, the proxy stage's self-signed certificate is accepted. */
function statusOf(url) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith("https:") ? https.get : http.get;
    const req = get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "0.0.0.0", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the server of TEST_DATABASE_URL, dropped again at the end. */
async function createDatabase(serverUrl) {
  const { default: pg } = await import("pg");
  const name = `sp_e2e_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function cleanup() {
  // Servers first (they hold the database), then databases, then files.
  while (cleanups.length) {
    const fn = cleanups.shift();
    try {
      await fn();
    } catch (e) {
      console.error("cleanup:", e.message);
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
}

async function abort(code) {
  console.error("\nInterrupted: stopping the test server and cleaning up.");
  await cleanup();
  process.exit(code);
}

/** Where the end-to-end time goes: the ten spec files with the most test time (both workers summed). */
function printSlowestSpecFiles(report) {
  const seconds = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + r.duration / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const rows = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`\nSlowest spec files (test time, workers summed; wall ${(report.stats.duration / 1000).toFixed(0)} s):`);
  for (const [file, s] of rows) console.log(`  ${s.toFixed(0).padStart(5)} s  ${file}`);
}

/** Each failed test's title and the first lines of its error, repeated at the end where a log's tail shows them. */
function printFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const failed = t.results.filter((r) => r.status !== "passed" && r.status !== "skipped");
        if (t.status !== "unexpected" || failed.length === 0) continue;
        const last = failed.at(-1);
        // A timeout's first error only names the limit; the next ones say what was still waiting.
        const errors = last.errors?.length ? last.errors : [last.error ?? { message: last.status }];
        const message = stripVTControlCharacters(errors.map((e) => e.message ?? "").join("\n"));
        const step = (last.steps ?? []).find((s) => s.error)?.title;
        failures.push({ title: [...titles, spec.title].join(" › "), file: `${spec.file}:${spec.line}`, step, message });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? [])
    failures.push({ title: "(outside any test)", file: "", message: error.message ?? "" });
  for (const f of failures) failedTests.push(`${f.file} ${f.title} — ${firstLine(f.message)}`);
  if (failures.length === 0) return;
  console.log(`\nFailed (${failures.length}):`);
  for (const f of failures) {
    console.log(`  ${f.file} ${f.title}${f.step ? `\n    in step: ${f.step}` : ""}`);
    for (const line of f.message.split("\n").filter(Boolean).slice(0, 16)) console.log(`    ${line}`);
  }
}

function firstLine(message = "") {
  return (
    stripVTControlCharacters(message)
      .split("\n")
      .find((l) => l.trim()) ?? ""
  )
    .trim()
    .slice(0, 160);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function tail(file, lines) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function banner(title) {
  const now = performance.now();
  const last = stageTimes.at(-1);
  if (last && last.seconds === undefined) last.seconds = (now - last.started) / 1000;
  stageTimes.push({ title, started: now, seconds: undefined });
  console.log(`\n== ${title} ==`);
}

function printStageTimes() {
  const last = stageTimes.at(-1);
  if (last && last.seconds === undefined) last.seconds = (performance.now() - last.started) / 1000;
  console.log("\n== wall time per stage ==");
  for (const t of stageTimes) console.log(`  ${t.seconds.toFixed(0).padStart(5)} s  ${t.title}`);
}

/** The ten Vitest files that took longest, from the JSON report. */
function printSlowestTestFiles(report) {
  const rows = report.testResults
    .map((f) => ({ file: path.relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  console.log("\nSlowest test files:");
  for (const { file, seconds } of rows) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}

function loudWarning(lines) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = "!".repeat(width + 2);
  console.log(`\n${bar}\n${bar}\n${lines.map((l) => `!! ${l.padEnd(width - 3)}!!`).join("\n")}\n${bar}\n${bar}\n`);
}
