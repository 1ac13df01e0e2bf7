// The wizard's list fields add an entry on Enter or Add. On a phone, an author who typed a keyword
// and went on was refused ('Please add at least 1 keyword.' beside a box holding one) by a journal
// that requires keywords, and a typed keyword or suggested reviewer was dropped where none was
// required (found by an exploratory test at 390 px). Typed but not added, they count and are saved,
// as in the desk's dialogs (dashboard/typed-entries.spec.ts). The keyword box's placeholder was cut
// there too ("...press Ente").
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated, placeholderFits } from "../helpers";
import { fillWizard } from "../submission-wizard";

// Its Publication tab is changed here and nowhere else (confirmation-promise.spec.ts changes its
// Notifications tab: each tab is saved alone).
const JOURNAL = "bjps";

/** The journal's Publication tab: keywords required (at least one) or not, saved. */
async function requireKeywords(page: Page, on: boolean) {
  await page.goto(`/journal/${JOURNAL}/settings`);
  await expect(page.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("tab", { name: "Publication" }).click();
  const form = page.getByRole("form", { name: "Publication" });
  const toggle = form.getByRole("switch", { name: /^Require keywords/ });
  if (on) {
    await toggle.check();
    await form.getByLabel("Minimum keywords").fill("1");
    await form.getByLabel("Maximum keywords").fill("6");
  } else await toggle.uncheck();
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
}

/** The value beside the label 'Keywords' (the wizard's summary, the submission's details). */
const keywordsOf = (page: Page) => page.locator("dt", { hasText: /^Keywords$/ }).locator("xpath=following-sibling::dd");

test("a keyword and a suggested reviewer typed but not added count and are saved with the submission, on a phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const keyword = `typed keyword ${tag}`;
  const reviewer = `Dr. Typed Reviewer ${tag}, University of Testing`;

  const adminContext = await browser.newContext();
  await authPost(adminContext.request, "/sign-in/email", admin!);
  const adminPage = await adminContext.newPage();
  const author = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await authPost(author.request, "/sign-up/email", {
    name: `Tara Typed ${tag}`,
    email: `e2e-typed-${tag}@example.org`,
    password: "e2e-author-secret",
  });
  const page = await author.newPage();
  const errors = collectPageErrors(page);

  await requireKeywords(adminPage, true);
  try {
    await page.goto(`/dashboard/submissions/new?journal=${JOURNAL}`);
    // No keyword added: the one typed is all the journal's minimum gets, and Next takes it.
    await fillWizard(page, {
      title: `Keywords typed on a phone ${tag}`,
      affiliation: "College of Pharmacy, University of Testing",
      abstract:
        "Background: authors on phones type a keyword and go on. Methods: we typed one without Enter or Add. " +
        "Results: the wizard took it. Conclusion: nothing typed is lost.",
      keywords: [],
      typedKeyword: keyword,
      manuscript: "typed-entries.pdf",
    });
    await expect(page.getByText("Please add at least 1 keyword.")).toHaveCount(0);
    // The summary of Files & Review lists it as added.
    await expect(keywordsOf(page)).toHaveText(keyword);
    await expect.poll(() => placeholderFits(page.locator("#wizard-reviewers"))).toBe(true);
    // Back on Content: the keyword is listed as added, and the empty box's placeholder is not cut.
    await page.getByRole("button", { name: "Previous" }).click();
    const added = page.getByRole("list", { name: "Keywords" }).getByRole("listitem");
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(keyword);
    await expect(page.locator("#wizard-keywords")).toHaveValue("");
    // The hint gives the journal's own range alone (it read 'Add 3-6 keywords ... This journal asks for 1-6').
    await expect(page.locator("#wizard-keywords")).toHaveAccessibleDescription(
      "This journal asks for 1-6 keywords. Press Enter to add each one.",
    );
    await expect.poll(() => placeholderFits(page.locator("#wizard-keywords"))).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await page.locator("#wizard-reviewers").fill(reviewer);
    await page.screenshot({ path: test.info().outputPath("files-step-typed-reviewer-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const success = page.getByRole("status").filter({ hasText: "Submission Successful!" });
    await expect(success).toBeVisible();
    const code = (await success.getByTestId("submission-code").textContent())!.trim();

    // What was stored: the submission opened from the list and read again from the server.
    await page.getByRole("link", { name: "Go to My Submissions" }).click();
    await page
      .getByRole("link", { name: `View ${code}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/submission\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(keywordsOf(page).getByRole("listitem")).toHaveText([keyword]);
    await expect(page.getByRole("listitem").filter({ hasText: reviewer })).toBeVisible();
  } finally {
    await requireKeywords(adminPage, false);
  }
  expect(errors).toEqual([]);
  await author.close();
  await adminContext.close();
});
