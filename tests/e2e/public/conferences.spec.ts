import { expect, test } from "@playwright/test";

test.describe("conferences page", () => {
  test("shows 'Conferences & Events' with the counts of the spec", async ({ page }) => {
    const response = await page.goto("/conferences");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Conferences & Events" }).first()).toBeVisible();
    for (const label of ["Total Events", "Upcoming", "Live Now", "Past Events"]) {
      await expect(page.getByText(label, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    }
  });

  test("a search that matches nothing shows 'No conferences found'", async ({ page }) => {
    await page.goto("/conferences");
    // The page's own search, not the site search in the header.
    const main = page.getByRole("main");
    const search = main
      .getByRole("searchbox")
      .or(main.getByPlaceholder(/search/i))
      .first();
    await search.fill("zzzz-no-such-conference-zzzz");
    await search.press("Enter");
    await expect(page.getByText("No conferences found").filter({ visible: true }).first()).toBeVisible();
  });
});
