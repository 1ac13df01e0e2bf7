// The wizard keeps nothing until Submit. On a phone, an author who presses Back mid-way goes to the
// previous step with what they entered, not out of the wizard; leaving it from the first step, or
// by a link, asks first, and Cancel keeps everything (found by an exploratory test on a phone).
import { expect, test } from "@playwright/test";
import { authPost } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("Back goes to the wizard's previous step; leaving a filled-in wizard asks first", async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await authPost(page.context().request, "/sign-up/email", {
    name: `Lena Leave ${tag}`,
    email: `e2e-leave-${tag}@example.org`,
    password: "e2e-author-secret",
  });
  const errors = collectPageErrors(page);
  const title = `Shelf life of compounded eye drops ${tag}`;

  await page.goto("/dashboard");
  await hydrated(page);
  await page
    .getByRole("link", { name: /New Submission/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/submissions\/new/);
  await hydrated(page);
  const next = page.getByRole("button", { name: "Next" });
  await page.locator("#wizard-journal").selectOption({ index: 1 });
  await expect(async () => {
    await page.locator("#wizard-title").fill(title);
    await page.locator("#wizard-author-0-affiliation").fill("School of Pharmacy, University of Testing");
    await expect(next).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await page.locator("#wizard-type").selectOption("research_article");
  await next.click();
  await expect(page.getByRole("heading", { name: "Content", level: 2 })).toBeVisible();
  await page.locator("#wizard-abstract").fill("Background: eye drops compounded in hospital pharmacies.");

  // The phone's Back: the previous step, everything kept, still in the wizard.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Basic Info", level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/submissions\/new/);
  await expect(page.locator("#wizard-title")).toHaveValue(title);

  // Back again, from the first step: asked; Cancel stays with the form as it was.
  await page.goBack();
  const ask = page.getByRole("alertdialog", { name: "Leave this submission?" });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("Nothing is saved until you submit");
  await page.screenshot({ path: test.info().outputPath("leave-asked-390.png") });
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/submissions\/new/);
  await expect(page.locator("#wizard-title")).toHaveValue(title);
  await next.click();
  await expect(page.locator("#wizard-abstract")).toHaveValue(/eye drops compounded/);

  // A link out of the wizard asks too; Leave goes.
  await page.getByRole("link", { name: "Back to Submissions" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard\/submissions$/);
  expect(errors).toEqual([]);
});
