// A journal's editor finds its settings in the dashboard's navigation: the phone's menu and the
// desktop sidebar lead to them by clicks. Before, only the admins' journal cards led there, and an
// editor reached the settings by typing their address (found by an exploratory test). On the
// settings, the entry is the highlighted one (it was not: the page lives under /journal/), and the
// back link returns to the choice of journals for an editor of several. Who sees the entry and
// which is highlighted is proven by app/modules/dashboard/dashboard-nav.test.ts; where it leads each
// user by tests/integration/journal-settings.test.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const TITLE = "Frontier Journal of Pharmaceutical and Health Sciences";
const BJPS_TITLE = "Bharat Journal of Pharmaceutical Sciences";

/** The dashboard's navigation: on a phone the menu, opened first; on a desktop the sidebar. */
async function dashboardNav(page: Page) {
  if (page.viewportSize()!.width < 768) await page.getByLabel("Open navigation").click();
  return page.getByRole("navigation", { name: "Dashboard navigation" });
}

/** The entry the dashboard's navigation highlights as the current page. */
const currentEntry = (nav: Locator) => nav.locator('a[aria-current="page"]');

test("an editor opens their journal's settings from the dashboard's menu on a phone and from the sidebar, which show Journal Settings as the current page; back leads to the dashboard, or for an editor of two journals to their choice", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Nadia Nav ${tag}`;
  const email = `e2e-nav-${tag}@example.org`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await authPost(context.request, "/sign-up/email", {
    name,
    email,
    password: "e2e-nav-secret",
  });

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await authPost(adminContext.request, "/sign-in/email", admin!);
  const adminPage = await adminContext.newPage();

  await test.step("The admin makes the new account an editor of FJPHS only", async () => {
    await makeJournalEditor(adminPage, { name, email }, ["FJPHS"]);
  });

  const page = await context.newPage();
  const errors = collectPageErrors(page);

  await test.step("On a phone: the menu's Journal Settings opens FJPHS's settings", async () => {
    await page.goto("/dashboard");
    await hydrated(page);
    // The menu opens from a <summary> (it works before scripts run), named by its label.
    await page.getByLabel("Open navigation").click();
    const menu = page.getByRole("navigation", { name: "Dashboard navigation" });
    await menu.getByRole("link", { name: "Journal Settings" }).click();
    await expect(page).toHaveURL(/\/journal\/fjphs\/settings$/);
    await expect(page.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
    await expect(page.getByText(TITLE)).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Settings sections" })).toBeVisible();
    // The menu closed behind the click, and nothing is wider than the phone.
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Opened again there, the menu highlights Journal Settings.
    const again = await dashboardNav(page);
    await expect(currentEntry(again)).toHaveText("Journal Settings");
    await page.screenshot({ path: test.info().outputPath("settings-menu-390.png") });
    await page.getByRole("button", { name: "Close navigation" }).click();
    await expect(again).toBeHidden();
    // Led straight to the one journal's settings, the editor goes back to the dashboard.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("On a desktop: the sidebar's Journal Settings leads there too", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Dashboard navigation" })
      .getByRole("link", { name: "Journal Settings" })
      .click();
    await expect(page).toHaveURL(/\/journal\/fjphs\/settings$/);
    await expect(page.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
    await expect(currentEntry(await dashboardNav(page))).toHaveText("Journal Settings");
  });

  await test.step("An admin on the same settings has Journals highlighted, and goes back to it", async () => {
    await adminPage.goto("/journal/fjphs/settings");
    await hydrated(adminPage);
    await expect(currentEntry(await dashboardNav(adminPage))).toHaveText("Journals");
    await expect(adminPage.getByRole("link", { name: "Back to Journals" })).toBeVisible();
  });

  await test.step("The admin makes the editor an editor of BJPS too", async () => {
    await makeJournalEditor(adminPage, { name, email }, ["BJPS"]);
  });

  await test.step("On a phone, an editor of two journals chooses one, and goes back to the choice", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await hydrated(page);
    await (await dashboardNav(page)).getByRole("link", { name: "Journal Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/journal-settings$/);
    await page.getByRole("link", { name: `Open Settings: ${BJPS_TITLE}` }).click();
    await expect(page).toHaveURL(/\/journal\/bjps\/settings$/);
    await expect(page.getByText(BJPS_TITLE)).toBeVisible();
    const menu = await dashboardNav(page);
    await expect(currentEntry(menu)).toHaveText("Journal Settings");
    await page.getByRole("button", { name: "Close navigation" }).click();
    await expect(menu).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("settings-back-390.png") });
    await page.getByRole("link", { name: "Back to Journal Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/journal-settings$/);
    await expect(page.getByRole("link", { name: `Open Settings: ${TITLE}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  expect(errors).toEqual([]);
  await adminContext.close();
  await context.close();
});
