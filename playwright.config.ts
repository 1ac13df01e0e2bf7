import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against a running server.
// `npm test` builds, starts the server on a free port with a fresh data directory and sets
// E2E_BASE_URL; to run them against a server of your own:
//   E2E_BASE_URL=http://localhost:3000 npx playwright test
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3000";

export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e",
  // Two workers: the machines have two cores and the server under test needs some of them.
  workers: 2,
  fullyParallel: false,
  forbidOnly: process.env.CI === "true",
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The journeys behind nginx (tests/e2e/instances) need the servers and the proxy that only
  // scripts/test.mjs's proxy stage starts (E2E_BEHIND_PROXY).
  grepInvert: process.env.E2E_BEHIND_PROXY ? undefined : /@two-instances|@behind-tls/,
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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testDir: "tests/e2e",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 900 } },
    },
    // The security suite (tests/security): HTTP requests against the same built server, no browser
    // page needed; the route table of app/routes.ts drives it.
    { name: "security", testDir: "tests/security" },
  ],
});
