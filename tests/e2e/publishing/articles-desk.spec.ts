import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

const SHOTS = "test-results/articles-desk";

/** A real PDF of about `pages` pages of text (a couple of megabytes), so the upload takes a moment. */
async function pdfFile(title: string, pages = 5): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${title} (page ${p + 1})`, { x: 72, y: 780, size: 14, font });
    for (let line = 0; line < 60; line++) {
      page.drawText(`${Math.random().toString(36).repeat(6)}`, { x: 72, y: 760 - line * 12, size: 8, font });
    }
  }
  doc.setTitle(title);
  // Supplementary data attached to the PDF: a few megabytes, so the upload takes a moment.
  await doc.attach(new Uint8Array(randomBytes(4 * 1024 * 1024)), "supplementary-data.bin", {
    mimeType: "application/octet-stream",
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The Add Article button is enabled once the page has hydrated. */
async function openList(page: Page, search = "") {
  await page.goto(`/dashboard/articles${search}`);
  await expect(page.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Article" })).toBeEnabled();
}

// The screen's journey runs once, in the PGlite run: its database work is proven on both backends by
// the integration tests, and the publishing journey (publishing/first-issue) runs on both.
test.describe("the articles desk", () => {
  test("the admin filters, adds an article, uploads its PDF with progress, edits it, publishes it and opens its page", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Thermosensitive nasal gels of rizatriptan ${tag}`;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(context.request, "/sign-in/email", { email: admin!.email, password: admin!.password });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Filters live in the URL: a changed select applies at once.
    await openList(page);
    await page.getByLabel("Journal").selectOption({ label: "FJPHS" });
    await expect(page).toHaveURL(/journal=/);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Published" });
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByRole("button", { name: "Add Article" })).toBeEnabled();
    const publishedRows = page.locator("tbody tr");
    await expect(publishedRows.first()).toContainText("Published");
    await expect(page.locator("tbody").getByText("Draft")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/list-desktop.png`, fullPage: true });

    // Add an article (a new one is saved first, then its galleys are uploaded).
    await page.getByRole("button", { name: "Add Article" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Article" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Issue")).toBeEnabled();
    // The browser checks the form first: the first error under 'Validation Error'.
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Validation Error").first()).toBeVisible();
    await expect(dialog.getByText("Title must be at least 10 characters").first()).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Full Name").fill("Meera Iyer");
    await dialog.getByLabel("Email").fill(`meera.${tag}@example.org`);
    await dialog.getByLabel("Affiliation").fill("JSS College of Pharmacy, Mysuru");
    await dialog
      .getByLabel("Abstract")
      .fill(
        "Nasal gels that set at body temperature were prepared with poloxamer 407 and evaluated for gelation, mucoadhesion and permeation across sheep nasal mucosa.",
      );
    await dialog.getByLabel("Keywords").fill("nasal gel");
    await dialog.getByLabel("Keywords").press("Enter");
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully").first()).toBeVisible();
    dialog = page.getByRole("dialog", { name: "Edit Article" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/edit=/);
    await expect(dialog.getByText("N/A")).toBeVisible();

    // Upload the PDF galley, slowly enough to see the progress bar move.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    const pdf = await pdfFile(title);
    await dialog
      .getByLabel("Upload a galley")
      .setInputFiles({ name: "rizatriptan.pdf", mimeType: "application/pdf", buffer: pdf });
    await dialog.getByLabel("Label (optional)").fill("Full text (PDF)");
    // Every value the progress bar shows is recorded, however fast the upload goes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute("aria-valuenow")));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    const bar = dialog.getByRole("progressbar");
    if (await bar.isVisible().catch(() => false)) await page.screenshot({ path: `${SHOTS}/upload-progress.png` });
    await expect(page.getByText("Galley uploaded").first()).toBeVisible({ timeout: 60_000 });
    const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeGreaterThan(0);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const galleys = dialog.getByRole("list", { name: "Galley files" });
    await expect(galleys.getByRole("textbox")).toHaveValue("Full text (PDF)");
    await expect(dialog.getByRole("list", { name: "Article history" })).toContainText("uploaded the galley");
    await page.screenshot({ path: `${SHOTS}/dialog-desktop.png` });

    // One switch, named 'Public' whatever its state, says whether readers get the galley.
    const publicSwitch = galleys.getByRole("switch", { name: "Public" });
    await expect(publicSwitch).toBeChecked();
    await expect(galleys.getByText("Readers see it on the article page")).toBeVisible();
    await publicSwitch.click();
    await expect(publicSwitch).not.toBeChecked();
    await expect(galleys.getByText("Hidden from readers: editors only")).toBeVisible();
    await expect(galleys.getByRole("switch", { name: "Public" })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/galley-not-public.png` });

    // Edit it: the list shows the new title once saved.
    await dialog.getByLabel("Title").fill(`${title}: in vivo study`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Article updated successfully").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Publish the draft from its row, then open its public page from the row's link.
    await openList(page, `?search=${tag}`);
    const row = page.locator("tbody tr").filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Draft");
    // Its only galley is not public: publishing asks first, and Cancel leaves it a draft.
    await row.getByRole("button", { name: /^Publish / }).click();
    const warning = page.getByRole("alertdialog", { name: "Publish without a public galley?" });
    await expect(warning).toContainText("readers will find no file to read");
    await page.screenshot({ path: `${SHOTS}/publish-warning.png` });
    await warning.getByRole("button", { name: "Cancel" }).click();
    await expect(warning).toBeHidden();
    await expect(row).toContainText("Draft");
    // The editor makes the galley public again; now it is published at once.
    await row.getByRole("link", { name: /^Edit / }).click();
    dialog = page.getByRole("dialog", { name: "Edit Article" });
    const galleySwitch = dialog.getByRole("list", { name: "Galley files" }).getByRole("switch", { name: "Public" });
    await expect(galleySwitch).not.toBeChecked();
    await galleySwitch.click();
    await expect(galleySwitch).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await row.getByRole("button", { name: /^Publish / }).click();
    await expect(page.getByText("Article published").first()).toBeVisible();
    await expect(warning).toBeHidden();
    await expect(row).toContainText("Published");
    await expect(row.locator("td").first()).not.toHaveText("N/A");
    const [publicPage] = await Promise.all([
      context.waitForEvent("page"),
      row.getByRole("link", { name: /Open the public page/ }).click(),
    ]);
    await publicPage.waitForLoadState();
    await expect(publicPage.getByRole("heading", { name: `${title}: in vivo study` })).toBeVisible();
    await expect(publicPage.getByRole("link", { name: "Full text (PDF)" }).first()).toBeVisible();
    await publicPage.close();

    expect(errors).toEqual([]);
    await context.close();

    // On a phone: cards instead of the table, and the dialog fits the screen.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await authPost(phone.request, "/sign-in/email", { email: admin!.email, password: admin!.password });
    const mobile = await phone.newPage();
    const mobileErrors = collectPageErrors(mobile);
    await openList(mobile, `?search=${tag}`);
    await expect(mobile.getByRole("list", { name: "Articles" })).toContainText(tag);
    await mobile.screenshot({ path: `${SHOTS}/list-mobile.png`, fullPage: true });
    await mobile
      .getByRole("list", { name: "Articles" })
      .getByRole("link", { name: /^Edit / })
      .click();
    await expect(mobile.getByRole("dialog", { name: "Edit Article" })).toBeVisible();
    await mobile.screenshot({ path: `${SHOTS}/dialog-mobile.png` });
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(mobileErrors).toEqual([]);
    await phone.close();
  });

  // ADR 082: a phone lays out the cards near the screen first, the rest as they come near.
  test("on a phone, the cards far below the screen are laid out as they come near, and work there", async ({
    browser,
  }) => {
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await authPost(phone.request, "/sign-in/email", { email: admin!.email, password: admin!.password });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    await openList(page);
    // Every card is listed (the accessibility tree holds them all)...
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // ...but the last one, screens below, is not laid out yet: its contents are skipped.
    const last = cards.last();
    const skipped = () =>
      last.evaluate((li) => !li.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped()).toBe(true);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(skipped).toBe(false);
    await last.getByRole("link", { name: /^Edit / }).click();
    await expect(page.getByRole("dialog", { name: "Edit Article" })).toBeVisible();
    expect(errors).toEqual([]);
    await phone.close();
  });

  test("every row of a long list is ready once the page has hydrated, the last ones too", async ({ browser }) => {
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(context.request, "/sign-in/email", { email: admin!.email, password: admin!.password });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/dashboard/articles?status=published");
    await hydrated(page);
    // The rows are hydrated in slices, the last ones after the page's own state said the buttons
    // may be used: they must not keep the disabled buttons the server wrote.
    const withdraw = page.locator("tbody").getByRole("button", { name: /^Withdraw / });
    expect(await withdraw.count()).toBeGreaterThan(20);
    await expect(withdraw.last()).toBeEnabled();
    await expect(withdraw.nth(15)).toBeEnabled();
    expect(errors).toEqual([]);
    await context.close();
  });
});
