import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against a running server.
// `npm test` builds, starts the server on a free port with a fresh data directory and sets
// E2E_BASE_URL; to run them against a server of your own:
//   E2E_BASE_URL=http://localhost:3000 npx playwright test
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3000";

const desktop = { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 900 } };

/**
 * The spec files of one long test or of many tests that run one after another, longest first (the
 * test time of each at the last measure, ADR 055). They start before the rest, which are short
 * files, and axe's checks (each a test of its own), that fill in around them.
 */
const LONG_FIRST = [
  "public/click-journeys.spec.ts", // 58 s
  "dois/crossref-deposits.spec.ts", // 50 s
  "public/pages.spec.ts", // 44 s
  "dashboard/new-journal-journey.spec.ts", // 43 s
  "accessibility/keyboard.spec.ts", // 42 s
  "public/search-and-assistant.spec.ts", // 40 s
  "public/narrow-screens.spec.ts", // about 38 s (added later; 56 s in a loaded run, as was the file above)
  "reviews/peer-review.spec.ts", // 36 s
  "reviews/double-blind-journey.spec.ts", // about 23 s (added later; 35 s in the same loaded run)
  "publishing/articles-desk.spec.ts", // 34 s
  "submissions/after-acceptance-journey.spec.ts", // 33 s (added later, issue 40)
  "dashboard/seo-manager.spec.ts", // 31 s
  "submissions/editorial-flow.spec.ts", // 28 s
  "dashboard/journals.spec.ts", // 27 s
  "publishing/references.spec.ts", // 24 s
  "public/external-citations.spec.ts", // 24 s
  "publishing/first-issue.spec.ts", // 22 s
  "publishing/issues-desk.spec.ts", // 21 s
].map((file) => `**/e2e/${file}`);

// Left out of a run: the journeys behind nginx (tests/e2e/instances) need the servers and the proxy
// that only scripts/test.mjs's proxy stage starts (E2E_BEHIND_PROXY); in CI's PGlite half, the
// tests that run once, in the PostgreSQL half that follows (@once-on-postgresql, ADR 055).
const leftOut = [
  ...(process.env.E2E_BEHIND_PROXY ? [] : ["@two-instances", "@behind-tls"]),
  ...(process.env.E2E_POSTGRESQL_HALF_FOLLOWS === "true" ? ["@once-on-postgresql"] : []),
];

export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.spec.ts",
  // Each stage of scripts/test.mjs writes its failures' screenshots to a folder of its own: the proxy
  // stage, which runs after the main one, would otherwise empty the main one's before anyone read it.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  // Two workers: the machines have two cores and the server under test needs some of them.
  workers: 2,
  fullyParallel: false,
  forbidOnly: process.env.CI === "true",
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  grepInvert: leftOut.length ? new RegExp(leftOut.join("|")) : undefined,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    // The proxy stage serves https with a self-signed certificate of its own.
    ignoreHTTPSErrors: true,
    // A click on a missing element or a page that never loads fails where it happens, with its
    // locator, instead of waiting out the whole test's time.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // No trace unless asked for (E2E_TRACE=retain-on-failure, or `--trace on` on the command line):
    // recording one for every test, to keep it only on a failure, took a fifth to a third of each
    // test's time on the two-core machines (ADR 055). A failure still leaves its screenshot and
    // Playwright's error context (the page's accessibility tree at the failure) in test-results/.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // No optimising compilers for the pages' scripts: a test page lives seconds, too short for
        // their work to pay back, and on two cores it takes the server's time. Measured over the axe,
        // click-journey and home specs (43 tests), two runs each: the renderers' CPU time 104-108 s ->
        // 95-98 s, the specs' wall time 2.8-2.9 -> 2.2-2.5 min (V8's lite mode: no better than none).
        "--js-flags=--no-opt --no-maglev",
      ],
    },
  },
  // Playwright hands out the projects' files in this order, each project's in path order. The
  // security suite first: in CI's PostgreSQL half its hostile-input fuzz is the longest work (in
  // the PGlite half the suite takes seconds). Then the long journeys, so that no worker starts one
  // when the other is nearly done, then the short files, which fill in around them.
  projects: [
    // The security suite (tests/security): HTTP requests against the same built server, no browser
    // page needed; the route table of app/routes.ts drives it.
    { name: "security", testDir: "tests/security" },
    { name: "desktop: long journeys", testDir: "tests/e2e", testMatch: LONG_FIRST, use: desktop },
    { name: "desktop", testDir: "tests/e2e", testIgnore: LONG_FIRST, use: desktop },
  ],
});
