import { expect, test, type Page } from "@playwright/test";
import { authPost } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

async function searchUsers(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

test.describe("user management", () => {
  test("an author is refused; the admin finds them by searching, makes them an editor, and the list shows it", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const adminEmail = process.env.E2E_ADMIN_EMAIL ?? "admin@example.org";
    const adminPassword = process.env.E2E_ADMIN_PASSWORD;
    test.skip(!adminPassword, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `e2e-users-${tag}@example.org`;
    const name = `Una Userlist ${tag}`;

    // A new account from sign-up is an author: user management is closed to them.
    const member = await browser.newContext();
    await authPost(member.request, "/sign-up/email", { name, email, password: "e2e-member-secret" });
    const memberPage = await member.newPage();
    const response = await memberPage.goto("/dashboard/users");
    expect(response?.status()).toBe(403);
    await expect(memberPage.getByText("Access Denied").first()).toBeVisible();
    await expect(memberPage.getByText("You need admin privileges to access user management.")).toBeVisible();
    await expect(memberPage.getByRole("table")).toHaveCount(0);

    // The admin searches for them and gives them the editor role.
    const admin = await browser.newContext();
    await authPost(admin.request, "/sign-in/email", { email: adminEmail, password: adminPassword! });
    const page = await admin.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/dashboard/users");
    await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "User counts" })).toContainText("Admins");

    await searchUsers(page, tag);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the one match
    await expect(row.getByRole("list", { name: "Roles" })).toHaveText("Author");

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expect(dialog.getByLabel("Email")).toBeDisabled();
    await dialog.getByRole("checkbox", { name: "Editor", exact: true }).check();
    await dialog.getByRole("button", { name: "Update User" }).click();
    await expect(page.getByText("User updated successfully").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-role="editor"]')).toHaveText("Editor");
    await expect(row.getByRole("list", { name: "Roles" })).toHaveText(/Editor\s*Author/);

    // The badge is stored, not only shown: it is there after a reload, and filtering by role finds it.
    await page.goto(`/dashboard/users?role=editor&search=${tag}`);
    await expect(page.getByRole("row").filter({ hasText: email }).locator('[data-role="editor"]')).toBeVisible();

    // Deactivating signs the member out; their next visit goes to the sign-in page.
    await page
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("button", { name: `Deactivate ${name}` })
      .click();
    await expect(page.getByText("User status updated to inactive").first()).toBeVisible();
    await memberPage.goto("/dashboard/users");
    await expect(memberPage).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fusers/);

    expect(errors).toEqual([]);
    await member.close();
    await admin.close();
  });

  test("on a phone the Edit User dialog fits the screen and its buttons are reached and work", async ({ browser }) => {
    const adminEmail = process.env.E2E_ADMIN_EMAIL ?? "admin@example.org";
    const adminPassword = process.env.E2E_ADMIN_PASSWORD;
    test.skip(!adminPassword, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Pia Phone ${tag}`;
    const email = `e2e-users-phone-${tag}@example.org`;
    const member = await browser.newContext();
    await authPost(member.request, "/sign-up/email", { name, email, password: "e2e-member-secret" });
    await member.close();

    const admin = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await authPost(admin.request, "/sign-in/email", { email: adminEmail, password: adminPassword! });
    const page = await admin.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/dashboard/users?search=${tag}`);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole("checkbox", { name: "Reviewer" }).check();
    await page.screenshot({ path: test.info().outputPath("edit-user-phone.png") });
    const update = dialog.getByRole("button", { name: "Update User" });
    await update.scrollIntoViewIfNeeded();
    await expect(update).toBeInViewport();
    const button = (await update.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    await update.click();
    await expect(page.getByText("User updated successfully").first()).toBeVisible();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: name })
        .or(page.getByRole("row").filter({ hasText: name }))
        .first(),
    ).toContainText("Reviewer");
    expect(errors).toEqual([]);
    await admin.close();
  });

  test("the filters are links: the empty result says so", async ({ browser }) => {
    const adminPassword = process.env.E2E_ADMIN_PASSWORD;
    test.skip(!adminPassword, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const admin = await browser.newContext();
    await authPost(admin.request, "/sign-in/email", {
      email: process.env.E2E_ADMIN_EMAIL ?? "admin@example.org",
      password: adminPassword!,
    });
    const page = await admin.newPage();
    await page.goto("/dashboard/users?search=no-user-has-this-name-zq");
    await expect(page.getByText("No users found matching your criteria.")).toBeVisible();
    // A changed select applies at once once the scripts run (without them, the Search button does).
    await hydrated(page);
    await page.getByLabel("Status").selectOption("inactive");
    await expect(page).toHaveURL(/status=inactive/);
    await expect(page).toHaveURL(/search=no-user-has-this-name-zq/);
    await admin.close();
  });
});
