import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN_MARKER } from "~/modules/auth/signed-in-marker";
import { collectPageErrors, hydrated, JOURNAL_ORDER, JOURNAL_TABS, journalTab, journalTabs } from "../helpers";

/** The archives by volume, chosen from the filter: the issues of that volume, then all again. */
async function filterArchivesByVolume(page: Page) {
  await journalTab(page, "Archives").click();
  await expect(page).toHaveURL(/\?tab=archives#journal-tab-archives$/);
  await hydrated(page);
  // The row of sections is in view below the sticky header, not the top of the page.
  const row = page.getByRole("navigation", { name: "Journal sections" });
  await expect(row).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  const filter = page.getByLabel("Volume", { exact: true });
  const volume = await filter.locator("option").nth(1).getAttribute("value");
  await filter.selectOption(volume!);
  await expect(page).toHaveURL(new RegExp(`[?&]volume=${volume}#journal-tab-archives$`));
  await expect(page.getByText(new RegExp(`\\d+ issues? in Volume ${volume}$`))).toBeVisible();
  await expect(filter).toHaveValue(volume!);
  await expect(row).toBeInViewport();
}

test.describe("journal page", () => {
  for (const shortName of JOURNAL_ORDER) {
    test(`/journal/${shortName} answers 200`, async ({ request }) => {
      expect((await request.get(`/journal/${shortName}`)).status()).toBe(200);
    });
  }

  test("shows the journal with the tabs of the spec, in order", async ({ page }) => {
    const response = await page.goto("/journal/fjphs");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Frontier Journal of Pharmaceutical and Health Sciences" }),
    ).toBeVisible();
    const tabs = journalTabs(page);
    await expect(tabs.first()).toBeVisible();
    const names = (await tabs.allInnerTexts()).map((t) => t.trim());
    expect(names.filter((n) => (JOURNAL_TABS as readonly string[]).includes(n))).toEqual([...JOURNAL_TABS]);
  });

  test("shows the summary row", async ({ page }) => {
    await page.goto("/journal/fjphs");
    for (const label of ["Impact Factor", "Total Articles", "Issues Published"]) {
      await expect(page.getByText(label, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    }
    await expect(page.getByText("2583-4177").filter({ visible: true }).first()).toBeVisible();
  });

  test("switches tabs", async ({ page }) => {
    await page.goto("/journal/fjphs");
    await journalTab(page, "About Journal").click();
    await expect(page.getByText("Pharmaceutics and drug delivery").filter({ visible: true }).first()).toBeVisible();
    await journalTab(page, "Make Submission").click();
    await expect(
      page
        .getByText(/8,000 words/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });

  test("a visitor gets it as a reader page: tabs and the volume filter keep the reader at the sections", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto("/journal/bjps");
    await expect(page.locator("html")).toHaveAttribute("data-reader-page", "");
    await hydrated(page);
    await filterArchivesByVolume(page);
    expect(errors).toEqual([]);
  });

  test("a signed-in browser gets it as the application, with the same behaviour", async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.context().addCookies([{ name: SIGNED_IN_MARKER, value: "1", url: baseURL! }]);
    await page.goto("/journal/bjps");
    await expect(page.locator("html")).not.toHaveAttribute("data-reader-page", "");
    await hydrated(page);
    await filterArchivesByVolume(page);
    expect(errors).toEqual([]);
  });

  test("an unknown journal answers 404 with 'Journal Not Found' and a way home", async ({ page }) => {
    const response = await page.goto("/journal/no-such-journal");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Journal Not Found").filter({ visible: true }).first()).toBeVisible();
    const home = page.getByRole("link", { name: "Back to Home" });
    await expect(home).toHaveAttribute("href", "/");
  });

  test("renders without script errors", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/journal/ijebr");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
});
