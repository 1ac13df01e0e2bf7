// External citations and metrics history through the UI, against the fake open citation APIs that
// scripts/test.mjs starts (tests/e2e/citation-apis-peer.ts): an editor of IJEBR, made one by the
// admin in the Users screen, reaches a published article by clicking through the public site, opens
// the External Citations dialog, fetches from the default sources, reads the stored citations in
// each tab, then records a metrics snapshot and sees it charted. The rules (de-duplication,
// failures, refusals, rate limits) are proven by tests/integration/external-citations.test.ts.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { collectPageErrors, hydrated } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join("test-results", "screens");
const JOURNAL = "ijebr";

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `external-citations-${name}.png`) });
}

test.describe("external citations and metrics history", () => {
  test("an editor fetches external citations, reads them in the tabs and records a metrics snapshot", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const editorAccount = {
      name: `Esha Editor ${tag}`,
      email: `e2e-extcit-${tag}@example.org`,
      password: "e2e-editor-secret",
    };

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(editorContext.request, "/sign-up/email", editorAccount);

    await test.step("The admin makes the new account an editor of IJEBR", async () => {
      const page = await adminContext.newPage();
      await makeJournalEditor(page, editorAccount, ["IJEBR"]);
      await page.close();
    });

    const page = await editorContext.newPage();
    const errors = collectPageErrors(page);

    await test.step("The editor clicks from the home page to a published article of IJEBR", async () => {
      await page.goto("/");
      await hydrated(page);
      await page.locator(`main a[href="/journal/${JOURNAL}"]`).first().click();
      await expect(page).toHaveURL(`/journal/${JOURNAL}`);
      const issueLink = page.locator(`main a[href^="/journal/${JOURNAL}/issue/"]`).first();
      const issueHref = await issueLink.getAttribute("href");
      await issueLink.click();
      await expect(page).toHaveURL(issueHref!);
      const article = page.locator('section[aria-labelledby="toc"] a[href*="/article/"]').first();
      const href = await article.getAttribute("href");
      await article.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole("heading", { name: "Citation Metrics" })).toBeVisible();
    });

    const dialog = page.getByRole("dialog");
    await test.step("In the External Citations dialog, nothing is recorded yet; the editor fetches", async () => {
      await page.getByRole("button", { name: "View External Citation Analytics" }).click();
      await expect(dialog.getByRole("heading", { name: "External Citation Analytics" })).toBeVisible();
      const form = dialog.getByRole("form", { name: "Fetch citations" });
      await expect(form.getByRole("checkbox", { name: "Crossref" })).toBeChecked();
      await expect(form.getByRole("checkbox", { name: "Semantic Scholar" })).toBeChecked();
      await expect(form.getByRole("checkbox", { name: "PubMed" })).not.toBeChecked();
      await expect(form.getByRole("checkbox", { name: /Google Scholar/ })).toBeDisabled();
      await screenshot(page, "before-fetch");
      await form.getByRole("button", { name: "Fetch citations" }).click();
      await expect(page.getByText("Found 4 citations from 2 sources").first()).toBeVisible({ timeout: 60_000 });
      await expect(dialog.getByTestId("external-total")).toHaveText("4");
      // The page's own card is read again too.
      await expect(page.getByTestId("metric-external")).toHaveText("4");
      await screenshot(page, "overview");
      await expectNoSeriousViolations(page, "External Citations dialog, Overview");
    });

    await test.step("The Citations, Analytics and Sources tabs show what was stored", async () => {
      await dialog.getByRole("tab", { name: "Citations" }).click();
      const list = dialog.getByRole("list", { name: "External citations" });
      await expect(list.getByRole("listitem")).toHaveCount(4);
      await expect(list.getByRole("link", { name: /Open access and the reach of regional journals/ })).toHaveAttribute(
        "href",
        /^https:\/\/doi\.org\/10\.5555\/cites-/,
      );
      await expect(list.getByText("Preprint: citation flows in South Asian science")).toBeVisible();
      await screenshot(page, "citations");

      await dialog.getByRole("tab", { name: "Analytics" }).click();
      await expect(dialog.getByTestId("citations-per-year-chart")).toHaveAttribute(
        "aria-label",
        "Citations per year: 2023: 1, 2024: 2, 2025: 1",
      );
      await screenshot(page, "analytics");
      await expectNoSeriousViolations(page, "External Citations dialog, Analytics");

      await dialog.getByRole("tab", { name: "Sources" }).click();
      await expect(dialog.getByTestId("source-crossref")).toContainText("Queried");
      await expect(dialog.getByTestId("source-crossref")).toContainText("Total the source reports");
      await expect(dialog.getByTestId("source-pubmed")).toContainText("Not fetched yet");
      await expect(dialog.getByTestId("source-google_scholar")).toContainText("Cannot be queried");
      await screenshot(page, "sources");
      await expectNoSeriousViolations(page, "External Citations dialog, Sources");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    await test.step("The Views dialog charts the history once the editor records a snapshot", async () => {
      await page.getByTestId("metric-views").click();
      const history = dialog.getByRole("region", { name: "Views history" });
      await expect(history.getByRole("button", { name: "Record snapshot" })).toBeVisible();
      await history.getByRole("button", { name: "Record snapshot" }).click();
      await expect(page.getByText("Metrics snapshot recorded").first()).toBeVisible();
      await expect(history.getByTestId("metrics-history-chart")).toBeVisible();
      await expect(history.getByTestId("metrics-history-chart")).toHaveAttribute(
        "aria-label",
        /^Views over time: \d+ snapshot/,
      );
      await screenshot(page, "views-history");
      await expectNoSeriousViolations(page, "Views dialog with its history");
    });

    expect(errors).toEqual([]);
    await adminContext.close();
    await editorContext.close();
  });
});
