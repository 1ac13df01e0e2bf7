// SEO analytics end to end (ADR 028): a reader (a normal browser, no cookies) opens a journal,
// follows a link to one of its articles and another to the About page (client navigations, counted
// by the server from their data requests); the admin then opens Analytics from the sidebar and sees
// the page views grow, 'Not connected' for search data, uploads a small Search Console Performance
// export and sees the search figures. The server writes its counts every 300 ms in these runs
// (ANALYTICS_FLUSH_MS, scripts/test.mjs). Counting rules: tests/integration/analytics.test.ts.
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

const SHOTS = "/tmp/shots-wt-analytics";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `analytics-${name}.png`), fullPage: true });
}

/** The number on a card ("1,234" -> 1234), or null while it says there is no data. */
async function cardNumber(page: Page, key: string): Promise<number | null> {
  const text = (await page.getByTestId(`card-${key}`).innerText()).trim();
  const digits = text.replace(/[,%]/g, "");
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
}

test.describe("SEO analytics", () => {
  test("a reader's page views reach the admin's Analytics, then an uploaded Search Console export", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const dash = await adminContext.newPage();
    const errors = collectPageErrors(dash);

    let before = 0;
    await test.step("the admin opens Analytics from the sidebar: search data are not connected", async () => {
      await dash.goto("/dashboard");
      await hydrated(dash);
      await dash.getByRole("link", { name: "Analytics", exact: true }).first().click();
      await expect(dash).toHaveURL(/\/dashboard\/analytics$/);
      await expect(dash.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
      await expect(dash.getByTestId("card-searchImpressions")).toHaveText("Not connected");
      await expect(dash.getByTestId("card-clickThroughRate")).toHaveText("Not connected");
      before = (await cardNumber(dash, "pageViews")) ?? 0;
      await dash.getByRole("tab", { name: "Search Console" }).click();
      await expect(dash.getByText("No search data yet", { exact: false })).toBeVisible();
      await shot(dash, "not-connected");
    });

    let article = "";
    await test.step("a reader opens a journal, an article and the About page by clicking", async () => {
      const readerContext = await browser.newContext({ userAgent: READER, viewport: { width: 1280, height: 900 } });
      const reader = await readerContext.newPage();
      await reader.goto("/journal/bjps");
      await hydrated(reader);
      const link = reader.locator('main a[href^="/journal/bjps/article/"]').first();
      article = (await link.getAttribute("href"))!;
      await link.click();
      await expect(reader).toHaveURL(new RegExp(`${article}$`));
      await hydrated(reader);
      await reader.getByRole("link", { name: "About", exact: true }).first().click();
      await expect(reader).toHaveURL(/\/about$/);
      // Leaving the page sends its time on page.
      await reader.close({ runBeforeUnload: true });
      await readerContext.close();
    });

    await test.step("the admin sees the page views, with the pages among the counted ones", async () => {
      await expect(async () => {
        await dash.getByRole("link", { name: "7 days" }).click();
        await expect(dash).toHaveURL(/days=7/);
        await dash.getByRole("link", { name: "30 days" }).click();
        await expect(dash).toHaveURL(/days=30/);
        expect((await cardNumber(dash, "pageViews")) ?? 0).toBeGreaterThanOrEqual(before + 3);
      }).toPass({ timeout: 30_000 });
      await dash.getByRole("tab", { name: "Page Performance" }).click();
      await expect(dash.getByRole("table", { name: "Top pages by views" })).toBeVisible();
      await dash.getByRole("tab", { name: "Content Types" }).click();
      await expect(
        dash.getByRole("table", { name: "Content types" }).getByRole("row", { name: /Articles/ }),
      ).toBeVisible();
      await dash.getByRole("tab", { name: "Overview" }).click();
      await expect(dash.getByRole("heading", { name: "Traffic" })).toBeVisible();
      await shot(dash, "overview");
    });

    await test.step("the admin uploads a Performance export and sees the search figures", async () => {
      await dash.getByRole("tab", { name: "Search Console" }).click();
      const pages = [
        "Top pages,Clicks,Impressions,CTR,Position",
        `http://localhost/journal/bjps,30,1000,3%,4.2`,
        `http://localhost${article},10,200,5%,7.5`,
      ].join("\n");
      const dates = [
        "Date,Clicks,Impressions,CTR,Position",
        `${day(3)},15,500,3%,5`,
        `${day(2)},25,700,3.57%,5.5`,
      ].join("\n");
      await dash.getByLabel("Export files").setInputFiles([
        { name: "Pages.csv", mimeType: "text/csv", buffer: Buffer.from(pages) },
        { name: "Dates.csv", mimeType: "text/csv", buffer: Buffer.from(dates) },
      ]);
      await dash.getByRole("button", { name: "Upload export" }).click();
      await expect(dash.getByText(/Search Console export uploaded: 2 pages, 2 days/).first()).toBeVisible();
      await expect(dash.getByTestId("card-searchImpressions")).toHaveText("1,200");
      await expect(dash.getByTestId("card-clickThroughRate")).toHaveText("3.3%");
      await shot(dash, "search-console");
      await dash.getByRole("tab", { name: "Page Performance" }).click();
      // The most viewed pages now carry their search figures where the export has them.
      await expect(dash.getByRole("table", { name: "Top pages by views" })).toBeVisible();
      await shot(dash, "pages");
      await dash.getByRole("tab", { name: "Content Types" }).click();
      await shot(dash, "content-types");
    });
    expect(errors).toEqual([]);
    await adminContext.close();
  });
});
