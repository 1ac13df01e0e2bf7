import { expect, test } from "@playwright/test";
import { collectPageErrors, expectHeading, JOURNAL_ORDER, journalLinkOrder } from "../helpers";

test.describe("home page", () => {
  test("lists the four journals in the order fjphs, ijcpms, ijebr, bjps", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expectHeading(page, "Our Journals");
    expect((await journalLinkOrder(page)).slice(0, 4)).toEqual([...JOURNAL_ORDER]);
    await expect(
      page
        .locator("main")
        .getByText("Frontier Journal of Pharmaceutical and Health Sciences")
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });

  test("a journal card leads to the journal page", async ({ page }) => {
    await page.goto("/");
    await page.locator('main a[href="/journal/ijcpms"]').first().click();
    await expect(page).toHaveURL(/\/journal\/ijcpms$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "International Journal of Clinical Pharmacology and Medical Sciences",
      }),
    ).toBeVisible();
  });

  test("shows the home sections of the spec", async ({ page }) => {
    await page.goto("/");
    await expectHeading(page, "Journal Metrics");
    await expectHeading(page, "Our Journals");
    await expectHeading(page, /Our Conference/);
    await expectHeading(page, "Indexed In");
    await expectHeading(page, "Recent Articles");
    await expect(page.getByRole("link", { name: "Submit Manuscript" }).first()).toBeVisible();
  });

  test("the hero search filters journals by title, ignoring case", async ({ page }) => {
    await page.goto("/");
    // The hero's own search (the header's searches articles).
    const main = page.locator("main");
    const search = main
      .getByRole("searchbox")
      .or(main.getByPlaceholder(/search/i))
      .first();
    await search.fill("CLINICAL PHARMACOLOGY");
    // Live filtering with scripts; a form submit without them. Either way the result is on screen.
    await search.press("Enter");
    await expect(page.locator('main a[href="/journal/ijcpms"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/journal/bjps"]')).toHaveCount(0);
  });

  test("renders without script errors", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
});
