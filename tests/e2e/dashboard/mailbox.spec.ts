// The Mailbox's Send again (ADR 007, fifteenth-session addendum): a welcome e-mail to an address the
// end-to-end SMTP peer refuses (550 for `@reject.example`) fails for good; the admin finds it in the
// Mailbox, opens it and clicks Send again, and the platform delivers it once more (refused again by
// the peer, so its attempts go from 1 to 2).
import { expect, test } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

test("an admin sends a failed e-mail again from the Mailbox", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const address = `e2e-bounce-${tag}@reject.example`;
  const newcomer = await browser.newContext();
  await authPost(newcomer.request, "/sign-up/email", {
    name: `Bounce ${tag}`,
    email: address,
    password: "e2e-bounce-secret",
  });
  await newcomer.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await authPost(context.request, "/sign-in/email", admin!);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // The welcome e-mail is refused within a moment of the sign-up.
  const row = page.locator("tbody tr").filter({ hasText: address });
  await expect(async () => {
    await page.goto("/dashboard/mailbox");
    await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "failed", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await hydrated(page);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome to /);
  await hydrated(page);
  const headers = page.locator("dl");
  await expect(headers.getByText("Delivery attempts").locator("xpath=following-sibling::dd[1]")).toHaveText("1");
  await expect(headers.getByText("Last error").locator("xpath=following-sibling::dd[1]")).toContainText("550");

  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "The e-mail will be sent again." })).toBeVisible();
  // Delivered once more, and refused once more by the peer.
  await expect(async () => {
    await page.reload();
    await expect(headers.getByText("Delivery attempts").locator("xpath=following-sibling::dd[1]")).toHaveText("2", {
      timeout: 1_000,
    });
    await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "failed", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await context.close();
});
