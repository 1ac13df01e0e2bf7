// A journal's editor finds its settings in the dashboard's navigation: the phone's menu and the
// desktop sidebar lead to them by clicks. Before, only the admins' journal cards led there, and an
// editor reached the settings by typing their address (found by an exploratory test). Who sees the
// entry is proven by app/modules/dashboard/dashboard-nav.test.ts; where it leads each user by
// tests/integration/journal-settings.test.ts.
import { expect, test } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

const TITLE = "Frontier Journal of Pharmaceutical and Health Sciences";

test("an editor of one journal opens its settings from the dashboard's menu on a phone, and from the sidebar", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Nadia Nav ${tag}`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await authPost(context.request, "/sign-up/email", {
    name,
    email: `e2e-nav-${tag}@example.org`,
    password: "e2e-nav-secret",
  });

  await test.step("The admin makes the new account an editor of FJPHS only", async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/dashboard/users?search=${tag}`);
    await hydrated(adminPage);
    const row = adminPage.getByRole("row").filter({ hasText: `e2e-nav-${tag}@example.org` });
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Edit User" });
    await dialog.getByRole("checkbox", { name: "Editor", exact: true }).check();
    await dialog.getByLabel("Editor: for which journals").selectOption("some");
    await dialog
      .getByRole("group", { name: "Editor for these journals" })
      .getByRole("checkbox", { name: /^FJPHS/ })
      .check();
    await dialog.getByRole("button", { name: "Update User" }).click();
    await expect(adminPage.getByText("User updated successfully").first()).toBeVisible();
    await adminContext.close();
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
  });

  expect(errors).toEqual([]);
  await context.close();
});
