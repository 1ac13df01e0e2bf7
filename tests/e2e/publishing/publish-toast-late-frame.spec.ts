// A button's answer is shown even when the page's new data removes the button before the next frame.
// The browser runs on Preact (ADR 087), which runs a render's effects after the next frame and
// drops those of a component a later render removed; a fetcher's answer is handled in an effect, so
// on a busy machine publishing an issue published it without a word: the revalidated list replaced
// the card's Publish button before its effect toasted. The clock is held still from the click, so
// no frame comes until the card says Published; the toast must be there all the same.
import { expect, test } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

test("publishing an issue says so, even when the frame comes after the list has changed", async ({ browser }) => {
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await authPost(context.request, "/sign-in/email", admin!);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const volume = String(6000 + Math.floor(Math.random() * 3000));

  await page.goto("/dashboard/issues");
  await hydrated(page);
  await page.getByRole("button", { name: "New Issue" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Issue" });
  await dialog.getByLabel("Journal").selectOption({ label: "Bharat Journal of Pharmaceutical Sciences" });
  await dialog.getByLabel("Volume").fill(volume);
  await dialog.getByLabel("Issue Number").fill("1");
  await dialog.getByLabel("Title").fill(`Late frames ${tag}`);
  await dialog.getByRole("button", { name: "Create Issue" }).click();
  await expect(page.getByText("Issue created successfully").first()).toBeVisible();

  await page.clock.install();
  await page.goto(`/dashboard/issues?search=${tag}`);
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: `Late frames ${tag}` });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  // From here no timer fires and no frame comes until the clock is resumed.
  await page.clock.pauseAt(Date.now() + 60_000);
  await card.getByRole("button", { name: /^Publish / }).click();
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await page.clock.resume();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Issue published successfully" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
