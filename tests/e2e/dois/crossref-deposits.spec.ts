// DOIs through the UI against the fake Crossref started by scripts/test.mjs, as an editor of the
// journal (a new account the admin makes an editor of BJPS only on the Users screen): the editor
// sets the journal's DOI prefix and Crossref test account and checks the connection, gives an article a new DOI with
// 'Generate DOI', deposits it and sees it registered after the poll with Crossref's warning kept,
// then deposits the rest and sees a refused record's diagnostic while its batch-mates register.
// The deposit rules are proven by tests/integration/crossref-deposits.test.ts; that an editor of
// another journal can do none of it, by the DOI rows of tests/integration/authorization.test.ts.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const SCREENS = path.join("test-results", "screens");
const JOURNAL = "bjps";

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `dois-${name}.png`), fullPage: true });
}

/** The DOI screen of the journal, filtered by a status. */
async function openDois(page: Page, status = "all") {
  await page.goto("/dashboard/dois");
  await hydrated(page);
  await page.getByLabel("Journal").selectOption({ label: "Bharat Journal of Pharmaceutical Sciences" });
  await page.getByLabel("Status").selectOption(status);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/journal=/);
}

/** Renames the article in its dialog, optionally with a new DOI from 'Generate DOI', and saves. */
async function editArticle(
  page: Page,
  row: ReturnType<Page["getByTestId"]>,
  change: { suffix: string; newDoi?: boolean },
) {
  await row.getByRole("link").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await hydrated(page);
  const title = dialog.getByLabel("Title");
  await title.fill(`${(await title.inputValue()).slice(0, 400)} ${change.suffix}`);
  if (change.newDoi) {
    const doi = dialog.getByLabel("DOI");
    await doi.fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Article updated successfully").first()).toBeVisible();
    await openDois(page);
    return;
  }
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Article updated successfully").first()).toBeVisible();
}

/**
 * A new account signed in in `context`, made an editor of BJPS only by the admin on the Users
 * screen (in a context of the admin's own, closed afterwards).
 */
async function signUpBjpsEditor(
  browser: Browser,
  context: BrowserContext,
  admin: { email: string; password: string },
  tag: string,
) {
  await authPost(context.request, "/sign-up/email", {
    name: `Dana Doi ${tag}`,
    email: `e2e-doi-${tag}@example.org`,
    password: "e2e-doi-secret",
  });
  const adminContext = await browser.newContext();
  await authPost(adminContext.request, "/sign-in/email", admin);
  const adminPage = await adminContext.newPage();
  await makeJournalEditor(adminPage, { name: `Dana Doi ${tag}`, email: `e2e-doi-${tag}@example.org` }, ["BJPS"]);
  await adminContext.close();
}

test.describe("DOIs and Crossref", () => {
  test("an editor of the journal sets test credentials, generates a DOI, deposits it and sees registered, a warning and a failure", async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpBjpsEditor(browser, context, admin!, tag);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await test.step("the editor's DOI screen offers their journal only", async () => {
      await page.goto("/dashboard");
      await hydrated(page);
      await page.getByRole("link", { name: "DOIs" }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/dois/);
      await hydrated(page);
      await expect(page.getByLabel("Journal").locator("option")).toHaveText([
        "Bharat Journal of Pharmaceutical Sciences",
      ]);
    });

    await test.step("Crossref test account in the DOI & Crossref tab; the connection test succeeds", async () => {
      await page.goto(`/journal/${JOURNAL}/settings`);
      await hydrated(page);
      await page.getByRole("tab", { name: "DOI & Crossref" }).click();
      const form = page.getByRole("form", { name: "DOI & Crossref" });
      await form.getByLabel("DOI prefix").fill("10.63104");
      await form.getByLabel("Crossref username").fill("test-user");
      const replace = form.getByRole("button", { name: "Replace password" });
      if (await replace.isVisible()) await replace.click();
      await form.getByLabel(/Crossref password|New Crossref password/).fill("test-password");
      await form.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
      await page.reload();
      await hydrated(page);
      await page.getByRole("tab", { name: "DOI & Crossref" }).click();
      await expect(form.getByText("Set", { exact: true })).toBeVisible();
      await expect(form.getByLabel(/password/i)).toHaveCount(0);
      await form.getByRole("button", { name: "Test connection" }).click();
      await expect(form.getByRole("status")).toHaveText("Connection successful");
      await screenshot(page, "settings");
    });

    let doi = "";
    await test.step("a new DOI from 'Generate DOI' for a published article", async () => {
      await openDois(page);
      const row = page
        .getByTestId("doi-row")
        .filter({ has: page.getByRole("link", { name: "Article page" }) })
        .first();
      await editArticle(page, row, { suffix: "[crossref-warning]", newDoi: true });
      const edited = page.getByTestId("doi-row").filter({ hasText: "[crossref-warning]" });
      await edited.getByRole("link").first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await hydrated(page);
      await expect(dialog.getByLabel("DOI")).toHaveValue("");
      await dialog.getByRole("button", { name: "Generate DOI" }).click();
      await expect(dialog.getByLabel("DOI")).toHaveValue(/^10\.63104\/bjps\.[0-9a-z]{8}$/);
      doi = await dialog.getByLabel("DOI").inputValue();
      await dialog.getByRole("button", { name: "Deposit DOI" }).click();
      await expect(page.getByText("DOI deposit queued").first()).toBeVisible();
    });

    await test.step("registered after the poll, with Crossref's warning kept", async () => {
      await expect(async () => {
        await openDois(page, "warning");
        const row = page.getByTestId("doi-row").filter({ hasText: doi });
        await expect(row.getByText("Registered", { exact: true })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 60_000 });
      const row = page.getByTestId("doi-row").filter({ hasText: doi });
      await expect(row.getByText(/Added with conflict/)).toBeVisible();
      await screenshot(page, "warning");
    });

    await test.step("a bulk deposit: one record refused with its diagnostic, the others registered", async () => {
      await openDois(page, "none");
      const other = page
        .getByTestId("doi-row")
        .filter({ has: page.getByRole("button", { name: /^Deposit / }) })
        .first();
      await editArticle(page, other, { suffix: "[crossref-failure]" });
      await openDois(page, "none");
      await page.getByRole("button", { name: "Deposit all unregistered" }).click();
      await expect(page.getByText(/DOI deposit queued/).first()).toBeVisible();
      await expect(async () => {
        await openDois(page, "failed");
        const failed = page.getByTestId("doi-row").filter({ hasText: "[crossref-failure]" });
        await expect(failed.getByText("Invalid ISSN", { exact: false })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 90_000 });
      await screenshot(page, "failed");
      await openDois(page, "registered");
      await expect(page.getByTestId("doi-row").first()).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      // On a phone the table scrolls sideways rather than squeezing a DOI into a column of single
      // characters, and each article's page link sits on a line of its own under its title.
      const row = page.getByTestId("doi-row").first();
      expect((await row.getByRole("cell").nth(1).boundingBox())!.width).toBeGreaterThan(150);
      const title = (await row.getByRole("link").first().boundingBox())!;
      const articlePage = (await row.getByRole("link", { name: /Article page/ }).boundingBox())!;
      expect(articlePage.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
      await screenshot(page, "phone");
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});
