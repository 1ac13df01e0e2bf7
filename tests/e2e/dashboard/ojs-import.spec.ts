// Moving a journal in from OJS (issue 42, ADR 065), as the admin does it: from the journal's
// settings to the Import screen, an OJS 3.3 article export uploaded and imported in the background
// with its progress and report, the journal's old address kept; the old article URL then answers
// 301 to the new page, which shows the export's title, authors, DOI and abstract; its HTML galley
// (added to the export here, with an image beside it) opens as a sandboxed page whose image shows
// and whose script does not run (ADR 072). On a phone's width the Imports list is far below the
// Import button: each Import's result (received, done, refused) is told by a toast and brought into
// view (found by an exploratory test). The import's rules (every corpus file, counts, re-import,
// bytes, refusals) are proven by tests/integration/ojs-import.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

const JOURNAL = "ijebr";
const CORPUS_EXPORT = path.resolve(
  import.meta.dirname,
  "../../../../shared/corpus/ojs-native/ojs3.3_biblhertz-hsah_article.xml",
);
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const HTML =
  '<!DOCTYPE html><html><head><title>Full text</title></head><body><h1>Walking through history</h1><img id="figure" src="figure-1.png" alt="Figure 1"><script>document.title = "script ran"</script></body></html>';

/** The corpus export with an HTML galley added, its image beside it (OJS's dependent file), under the same name. */
function exportWithHtmlGalley(): string {
  const file = (id: number, name: string, ext: string, stage: string, base64: string) =>
    `<submission_file id="${id}" file_id="${id}" stage="${stage}" genre="Manuscript" viewable="false"><name locale="en_US">${name}</name><file id="${id}" filesize="${Buffer.from(base64, "base64").length}" extension="${ext}"><embed encoding="base64">${base64}</embed></file></submission_file>`;
  const xml = fs
    .readFileSync(CORPUS_EXPORT, "utf8")
    .replace(
      /(<id type="internal" advice="ignore">27<\/id>)/,
      `$1${file(60, "article.html", "html", "proof", Buffer.from(HTML).toString("base64"))}${file(61, "figure-1.png", "png", "dependent", PNG)}`,
    )
    .replace(
      "</publication>",
      '<article_galley locale="en_US" url_path="" approved="false"><id type="internal" advice="ignore">26</id><name locale="en_US">HTML</name><seq>1</seq><submission_file_ref id="60"/></article_galley></publication>',
    );
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ojs-e2e-")), path.basename(CORPUS_EXPORT));
  fs.writeFileSync(out, xml);
  return out;
}
const SCREENS = path.join("test-results", "screens");
/** A toast with this text (sonner keeps several; any one will do). */
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe("moving in from OJS", () => {
  test("the admin imports an OJS article export and keeps the old address; the old link leads to the new page, whose HTML galley shows its image", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    // On a phone's width: the screen must work there too.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await authPost(context.request, "/sign-in/email", admin!);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await test.step("From the journal's settings to the Import screen", async () => {
      await page.goto(`/journal/${JOURNAL}/settings`);
      await hydrated(page);
      await page.getByRole("tab", { name: "Publication" }).click();
      await page.getByRole("link", { name: "Import from OJS" }).click();
      await expect(page.getByRole("heading", { name: "Import from OJS", level: 1 })).toBeVisible();
      await hydrated(page);
    });

    await test.step("The export is uploaded and imported in the background, with its report", async () => {
      await page.getByLabel("OJS Native XML file").setInputFiles(exportWithHtmlGalley());
      await page.getByRole("button", { name: "Import", exact: true }).click();
      // On a phone the Imports list is far below the button: a toast says the file was received,
      // the run takes the focus and the view, and another toast says how it ended.
      await expect(toastText(page, "The export was received: its import runs in the background.")).toBeVisible();
      const run = page.getByRole("listitem").filter({ hasText: "ojs3.3_biblhertz-hsah_article.xml" }).first();
      await expect(run).toBeFocused();
      await expect(run).toBeInViewport();
      await expect(run.getByText("Done")).toBeVisible({ timeout: 60_000 });
      await expect(toastText(page, "The import of ojs3.3_biblhertz-hsah_article.xml is done.")).toBeVisible();
      await expect(run.getByText("Done")).toBeInViewport();
      await expect(run.getByText("1 of 1 items (issues and articles)")).toBeVisible();
      await expect(run.getByText(/OJS version 3\.3/)).toBeVisible();
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENS, "ojs-import-phone.png"), fullPage: true });
    });

    await test.step("A file that is no export, and one the import refuses, are told where the user looks", async () => {
      const file = page.getByLabel("OJS Native XML file");
      await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Not an export.") });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const notXml = "Choose an OJS Native XML export (an .xml file).";
      await expect(toastText(page, notXml)).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: notXml })).toBeInViewport();
      await expect(file).toBeFocused();
      // Well-formed XML passes the upload; the run refuses its DOCTYPE, out of the button's sight.
      await file.setInputFiles({
        name: "with-doctype.xml",
        mimeType: "application/xml",
        buffer: Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE issues [<!ENTITY e "x">]><issues xmlns="http://pkp.sfu.ca"></issues>',
        ),
      });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: notXml })).toHaveCount(0);
      await expect(toastText(page, "The import of with-doctype.xml was refused or failed.")).toBeVisible({
        timeout: 60_000,
      });
      const refused = page.getByRole("listitem").filter({ hasText: "with-doctype.xml" }).first();
      await expect(refused).toBeFocused();
      await expect(refused.getByText("Refused or failed")).toBeInViewport();
      await expect(refused.getByText(/declares a DOCTYPE/)).toBeInViewport();
    });

    await test.step("The journal's old address is kept", async () => {
      const old = `${baseURL}/index.php/hsah`;
      if (!(await page.getByText(old).isVisible())) {
        await page.getByLabel("Old base URL").fill(old);
        await page.getByRole("button", { name: "Keep" }).click();
        await expect(page.getByRole("status").filter({ hasText: "The old address is kept" })).toBeVisible();
      }
      await expect(page.getByText(old)).toBeVisible();
    });

    await test.step("The old article link answers 301 to the new page, which shows the export's metadata", async () => {
      const answer = await context.request.get("/index.php/hsah/article/view/01_intro", { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      const location = answer.headers()["location"]!;
      expect(location).toMatch(new RegExp(`^/journal/${JOURNAL}/article/2022/\\d+$`));
      await page.goto(location);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Walking through history");
      await expect(page.getByText("Martin Thiering").first()).toBeVisible();
      await expect(page.getByText("10.48431/hsah.0101").first()).toBeVisible();
      const html = await page.content();
      expect(html).toContain('<meta name="citation_doi" content="10.48431/hsah.0101"');
    });

    await test.step("The HTML galley opens as a page whose image shows and whose script does not run", async () => {
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: "HTML", exact: true }).click(),
      ]);
      await tab.waitForLoadState("load");
      expect(tab.url()).toMatch(/\/galley\/[0-9a-f-]{36}\/article\.html$/);
      const answer = await context.request.get(tab.url());
      expect(answer.headers()["content-security-policy"]).toMatch(/^sandbox; default-src 'none'; img-src /);
      await expect(tab.getByRole("heading", { name: "Walking through history" })).toBeVisible();
      await expect
        .poll(() => tab.locator("#figure").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
      expect(await tab.title()).toBe("Full text");
      await tab.close();
    });

    // The refused upload's 400 is logged by the browser; it is the answer the step expects.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await context.close();
  });
});
