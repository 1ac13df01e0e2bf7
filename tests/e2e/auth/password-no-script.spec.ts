import { expect, test } from "@playwright/test";
import { authPost } from "../auth-api";

// Changing the password on the settings page without JavaScript: the browser stays signed in (with
// the session that replaces the old one) and sees the success message, as with scripts.
test("changing the password without scripts keeps the browser signed in", async ({ browser }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { name: `Nadia Noscript ${tag}`, email: `e2e-noscript-${tag}@example.org`, password: "first-secret" };
  const context = await browser.newContext({ javaScriptEnabled: false });
  await authPost(context.request, "/sign-up/email", account);
  const page = await context.newPage();

  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current Password").fill("first-secret");
  await form.getByLabel("New Password", { exact: true }).fill("second-secret");
  await form.getByLabel("Confirm New Password").fill("second-secret");
  await form.getByRole("button", { name: "Update Password" }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings\?notice=password-updated#security$/);
  await expect(form.getByText("Your password has been successfully updated.")).toBeVisible();
  // Still signed in: the page loads again with the cookie the answer set.
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();

  // The new password is the one that works.
  const other = await browser.newContext();
  await authPost(other.request, "/sign-in/email", { email: account.email, password: "second-secret" });
  await other.close();
  await context.close();
});
