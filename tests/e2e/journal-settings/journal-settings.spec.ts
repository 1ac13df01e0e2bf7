// The journal settings screen: the admin limits a journal's manuscripts to PDF up to 2 MB through the
// Publication tab; an author's wizard for that journal then refuses a DOCX and a 3 MB PDF with the
// spec's messages; someone without editor rights, and then an editor of another journal only, sees
// Access Denied. The settings' database rules are proven by tests/integration/journal-settings.test.ts.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const SCREENS = path.join("test-results", "screens");
const JOURNAL = "ijebr";

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `journal-settings-${name}.png`), fullPage: true });
}

/** Sets the Publication tab's formats and size, saves, and waits for the spec's toast. */
async function savePublication(page: Page, formats: string[], sizeMb: string) {
  await page.getByRole("tab", { name: "Publication" }).click();
  const form = page.getByRole("form", { name: "Publication" });
  for (const label of ["PDF", "DOCX", "DOC", "RTF", "LaTeX", "ODT"]) {
    const box = form.getByRole("checkbox", { name: new RegExp(`^${label} `) });
    if (formats.includes(label)) await box.check();
    else await box.uncheck();
  }
  await form.getByLabel("Maximum file size (MB)").fill(sizeMb);
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
}

test.describe("journal settings", () => {
  test("the admin allows PDF only up to 2 MB; the author's wizard refuses a DOCX and a 3 MB PDF; others are denied", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const page = await adminContext.newPage();
    const errors = collectPageErrors(page);

    await test.step("The admin opens the journal's settings and saves PDF only, 2 MB", async () => {
      await page.goto(`/journal/${JOURNAL}/settings`);
      await expect(page.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
      await hydrated(page);
      const tabs = page.getByRole("tablist", { name: "Settings sections" }).getByRole("tab");
      await expect(tabs).toHaveText([
        "Theme & Design",
        "Publication",
        "Editorial Workflow",
        "DOI & Crossref",
        "Charges",
        "Access Control",
        "Notifications",
        "SEO & Metadata",
      ]);
      await expect(page.getByRole("link", { name: "Back to Journals" })).toHaveAttribute("href", "/dashboard/journals");
      // A value out of the spec's range is refused with its message, and nothing is saved.
      const form = page.getByRole("form", { name: "Publication" });
      await form.getByLabel("Maximum file size (MB)").fill("101");
      await form.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Maximum file size must be between 1 and 100 MB.").first()).toBeVisible();
      await savePublication(page, ["PDF"], "2");
      await screenshot(page, "publication");
      await page.getByRole("tab", { name: "DOI & Crossref" }).click();
      await expect(page.getByRole("tabpanel").getByText(/Incomplete|Complete/)).toBeVisible();
      await screenshot(page, "doi");
    });

    const author = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(author.request, "/sign-up/email", {
      name: `Sita Settings ${tag}`,
      email: `e2e-settings-${tag}@example.org`,
      password: "e2e-author-secret",
    });
    const authorPage = await author.newPage();

    try {
      await test.step("The author's wizard for that journal refuses a DOCX and a 3 MB PDF", async () => {
        await authorPage.goto(`/dashboard/submissions/new?journal=${JOURNAL}`);
        const next = authorPage.getByRole("button", { name: "Next" });
        await expect(async () => {
          await authorPage.locator("#wizard-title").fill(`Settings limit the manuscripts ${tag}`);
          await authorPage.locator("#wizard-author-0-affiliation").fill("University of Testing");
          await expect(next).toBeEnabled({ timeout: 1_000 });
        }).toPass();
        await next.click();
        await authorPage
          .locator("#wizard-abstract")
          .fill(
            "Background: small firms rarely measure working capital. Methods: we followed 80 firms for two " +
              "years. Results: cash cycles shortened by a third. Conclusion: simple measures help.",
          );
        await authorPage.locator("#wizard-consent").check();
        await next.click();
        await expect(authorPage.getByText("PDF, up to 2MB")).toBeVisible();
        const fileError = authorPage.locator("#wizard-file-error");
        await authorPage.locator("#wizard-file").setInputFiles({
          name: "manuscript.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          buffer: Buffer.from("PK\u0003\u0004 not really a document"),
        });
        await expect(fileError).toHaveText(
          'File "manuscript.docx" is not a valid manuscript format. Please upload PDF files.',
        );
        await authorPage.locator("#wizard-file").setInputFiles({
          name: "large.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
        });
        await expect(fileError).toHaveText("File is too large. File size must be less than 2MB.");
        await screenshot(authorPage, "wizard-refusal");
      });

      await test.step("The author, without editor rights, sees Access Denied on the settings", async () => {
        const refused = await authorPage.goto(`/journal/${JOURNAL}/settings`);
        expect(refused?.status()).toBe(403);
        await expect(authorPage.getByText("Access Denied").first()).toBeVisible();
        await expect(
          authorPage.getByText("You need admin or editor privileges to access journal settings."),
        ).toBeVisible();
      });

      await test.step("Made an editor of FJPHS only, the same account opens FJPHS's settings, not these", async () => {
        await makeJournalEditor(page, { name: `Sita Settings ${tag}`, email: `e2e-settings-${tag}@example.org` }, [
          "FJPHS",
        ]);

        const own = await authorPage.goto("/journal/fjphs/settings");
        expect(own?.status()).toBe(200);
        await expect(authorPage.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
        // The journals list is the admins' own: an editor's way back is the dashboard, not a refusal.
        await hydrated(authorPage);
        await authorPage.getByRole("link", { name: "Back to Dashboard" }).click();
        await expect(authorPage).toHaveURL(/\/dashboard$/);
        await expect(authorPage.getByText("Access Denied")).toHaveCount(0);
        const other = await authorPage.goto(`/journal/${JOURNAL}/settings`);
        expect(other?.status()).toBe(403);
        await expect(
          authorPage.getByText("You need admin or editor privileges to access journal settings."),
        ).toBeVisible();
      });

      await test.step("An unknown journal says 'Journal Not Found'", async () => {
        const missing = await page.goto("/journal/nosuchjournal/settings");
        expect(missing?.status()).toBe(404);
        await expect(page.getByText("Journal Not Found").first()).toBeVisible();
      });
    } finally {
      // The journal takes the spec's defaults again, for the rest of the suite.
      await page.goto(`/journal/${JOURNAL}/settings`);
      await hydrated(page);
      await savePublication(page, ["PDF", "DOCX"], "10");
    }
    // The journey's own refusals (the 400 of a size out of range, the 404 of an unknown journal) are
    // logged by the browser as failed loads; anything else is a fault.
    expect(errors.filter((e) => !/Failed to load resource: .*status of (400|404)/.test(e))).toEqual([]);
    await author.close();
    await adminContext.close();
  });
});
