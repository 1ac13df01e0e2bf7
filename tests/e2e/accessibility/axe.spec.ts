// WCAG 2.2 AA with axe-core on every public page type, the main dashboard screens (signed in as
// the admin) and, on a phone, the home and article pages. The header, footer and dashboard shell
// are read whole once per layout and viewport (the home page, the dashboard); elsewhere axe reads
// the page's <main> and any open dialog. A violation of impact serious or
// critical fails the test with the rule, the elements' selectors and their HTML.
// Issue and article URLs come from the demo content by following the journal page's links.
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { JOURNAL_TABS } from "~/modules/journals/journals.public.schemas";
import { expectNoSeriousViolations, hydrated, type AxeScope } from "./axe-helpers";

const JOURNAL = "/journal/fjphs";

async function check(page: Page, path: string, label = path, scope: AxeScope = "main") {
  const response = await page.goto(path);
  expect(response, `${path} answered`).not.toBeNull();
  await hydrated(page);
  await expectNoSeriousViolations(page, label, scope);
}

/** The first issue linked from the journal page, then the first article linked from that issue. */
async function issueAndArticlePaths(page: Page): Promise<{ issue: string; article: string }> {
  await page.goto(JOURNAL);
  const issue = await page.locator(`main a[href^="${JOURNAL}/issue/"]`).first().getAttribute("href");
  expect(issue, "a link to an issue on the journal page").toBeTruthy();
  await page.goto(issue!);
  const hrefs = await page
    .locator(`main a[href^="${JOURNAL}/article/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const article = hrefs.find((h) => /^\/journal\/[^/]+\/article\/[^/]+\/[^/]+$/.test(h));
  expect(article, "a link to an article on the issue page").toBeTruthy();
  return { issue: issue!, article: article! };
}

// axe takes seconds on a large page, and the machine has two cores for the server and both workers.
// The checks are independent of each other: both workers share them, so this file is not a long tail.
test.describe.configure({ mode: "parallel", timeout: 60_000 });

test.describe("axe: public pages", () => {
  for (const path of [
    "/",
    "/journals",
    "/conferences",
    "/editorial-board",
    "/contact",
    "/sitemap",
    "/search",
    "/search?q=nanoparticles",
  ]) {
    test(`${path}`, async ({ page }) => {
      // The home page is read whole: the site's header and footer, once at this size.
      await check(page, path, path, path === "/" ? "page" : "main");
    });
  }

  for (const tab of JOURNAL_TABS) {
    test(`the journal page, tab ${tab.label}`, async ({ page }) => {
      await check(page, `${JOURNAL}?tab=${tab.id}`, `${JOURNAL} (${tab.label})`);
    });
  }

  test("an issue page and an article page, found from the journal page", async ({ page }) => {
    test.setTimeout(90_000);
    const { issue, article } = await issueAndArticlePaths(page);
    await check(page, issue, `issue page ${issue}`);
    await check(page, article, `article page ${article}`);
  });

  test("/auth: sign in and sign up", async ({ page }) => {
    await check(page, "/auth", "/auth (sign in)");
    await check(page, "/auth?tab=signup", "/auth (sign up)");
  });

  test("policy pages", async ({ page }) => {
    await check(page, "/about");
    await check(page, "/author-guidelines");
  });

  test("the assistant's dialog, opened with the floating button", async ({ page }) => {
    await check(page, "/journals");
    await page.getByRole("button", { name: "Ask our assistant" }).click();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toBeVisible();
    await expectNoSeriousViolations(page, "/journals (assistant dialog)");
  });

  test("the 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page-for-axe");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectNoSeriousViolations(page, "404 page");
  });
});

test.describe("axe: on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home page and an article page", async ({ page }) => {
    test.setTimeout(90_000);
    await check(page, "/", "home (phone)", "page");
    const { article } = await issueAndArticlePaths(page);
    await check(page, article, `article page (phone) ${article}`);
  });
});

test.describe("axe: dashboard screens, signed in as the admin", () => {
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");

  test("dashboard, users, journals, issues, articles, submissions, new submission, my tasks, settings, assistant questions, analytics, mailbox, e-mail templates, journal settings (the choice and one journal's)", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // One sign-in for every screen: sign-in is rate limited per address.
    const context = await browser.newContext();
    await authPost(context.request, "/sign-in/email", admin!);
    const page = await context.newPage();
    for (const path of [
      "/dashboard",
      "/dashboard/users",
      "/dashboard/journals",
      "/dashboard/issues",
      "/dashboard/articles",
      "/dashboard/submissions",
      "/dashboard/submissions/new",
      "/dashboard/editor-tasks",
      "/dashboard/settings",
      "/dashboard/assistant-questions",
      "/dashboard/analytics",
      "/dashboard/mailbox",
      "/dashboard/email-templates",
      "/dashboard/journal-settings",
      "/journal/fjphs/settings",
      "/journal/fjphs/email-templates",
    ]) {
      // The dashboard's shell (sidebar, header) is read whole once, on its first screen.
      await check(page, path, path, path === "/dashboard" ? "page" : "main");
      expect(new URL(page.url()).pathname, "still signed in").toBe(path);
    }
    await context.close();
  });
});
