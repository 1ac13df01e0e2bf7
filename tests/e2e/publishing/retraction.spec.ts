import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

// Issue 38's retraction journey (ADR 066), in Chromium at 1280 and 390 px: an editor retracts a
// published article from the desk; readers find the 'Retracted' banner linked to the notice, the
// notice linked back, and the PDF served stamped. The article is made through the desk's own
// endpoints (its making is another journey's), the retraction through the screen.

const SHOTS = "test-results/retraction";

async function pdfFile(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 2; p++) {
    doc.addPage([595, 842]).drawText(`${title} (page ${p + 1})`, { x: 72, y: 780, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

/** Makes and publishes an FJPHS article with a public PDF galley; its id and public path. */
async function publishedArticle(page: Page, request: APIRequestContext, title: string, pdf: Buffer) {
  await page.goto("/dashboard/articles");
  await hydrated(page);
  const origin = new URL(page.url()).origin;
  const journalId = await page
    .getByLabel("Journal")
    .locator("option", { hasText: "FJPHS" })
    .first()
    .getAttribute("value");
  const issues = (await (await request.get(`/dashboard/articles/issues/${journalId}`)).json()) as {
    issues: { id: string }[];
  };
  const form = {
    journalId,
    issueId: issues.issues[0]!.id,
    title,
    articleType: "research_article",
    status: "draft",
    authors: [
      {
        name: "Kavya Menon",
        email: `kavya.${title.split(" ").at(-1)}@example.org`,
        affiliation: "Amrita School of Pharmacy",
        orcid: "",
        isCorresponding: true,
      },
    ],
    abstract:
      "Curcumin nanoparticles were prepared by nanoprecipitation and given to diabetic rats for four weeks; fasting glucose fell by a third against controls.",
    keywords: ["curcumin"],
    doi: "",
    pageStart: "",
    pageEnd: "",
    submissionDate: "",
    revisedDate: "",
    acceptanceDate: "",
    publicationDate: "",
  };
  const created = await request.post("/dashboard/articles", {
    headers: { origin },
    form: { intent: "create", data: JSON.stringify(form) },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`/dashboard/articles?search=${encodeURIComponent(title)}`);
  const id = await page.locator("[data-article-id]").first().getAttribute("data-article-id");
  expect(id).toBeTruthy();
  const upload = await request.post(`/dashboard/articles/${id}/galleys`, {
    headers: { origin },
    multipart: { file: { name: "article.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(upload.status()).toBe(201);
  const published = await request.post("/dashboard/articles", {
    headers: { origin },
    form: { intent: "publish", articleId: id! },
  });
  expect(published.ok()).toBe(true);
  return id!;
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test.describe("retracting a published article", () => {
  test("the editor issues a retraction on the desk; readers see the banner, the notice and a stamped PDF, at 1280 and 390 px", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Curcumin nanoparticles lower fasting glucose in rats ${tag}`;
    const pdf = await pdfFile(title);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(context.request, "/sign-in/email", { email: admin!.email, password: admin!.password });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await publishedArticle(page, context.request, title, pdf);

    // The desk: 'Issue notice' on the published article's row.
    await page.goto(`/dashboard/articles?search=${encodeURIComponent(tag)}`);
    await hydrated(page);
    await page.getByRole("button", { name: `Issue a notice for ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Issue a notice" });
    await dialog.getByLabel("Kind of notice").selectOption({ label: "Retraction" });
    await dialog.getByRole("button", { name: "Publish retraction" }).click();
    await expect(dialog.getByText("Write the notice's text (at least 20 characters).")).toBeVisible();
    const text = `Retracted at the editors' request: Figures 2 and 3 duplicate images published elsewhere (${tag}).`;
    await dialog.getByLabel("Text of the notice").fill(text);
    await page.screenshot({ path: `${SHOTS}/dialog-desktop.png` });
    await dialog.getByRole("button", { name: "Publish retraction" }).click();
    await expect(page.getByText("Notice published").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The notice is listed as an article of its own; the article's public page shows the banner.
    await page.goto(`/dashboard/articles?search=${encodeURIComponent(tag)}`);
    await expect(page.locator("tbody").getByRole("link", { name: `Retraction: ${title}`, exact: true })).toBeVisible();
    const articleLink = page.locator("tbody").getByRole("link", { name: title, exact: true });
    const articlePath = await articleLink.getAttribute("href");
    await page.goto(articlePath!);
    const banner = page.getByRole("region", { name: "This article has been retracted" });
    await expect(banner).toBeVisible();
    await expect(page).toHaveTitle(/^RETRACTED: /);
    // The article stays readable: its abstract is there.
    await expect(page.getByText("Curcumin nanoparticles were prepared by nanoprecipitation")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/article-desktop.png`, fullPage: true });

    // The PDF readers download is stamped, not the file as uploaded.
    const served = await context.request.get(`${articlePath}/pdf`);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    const bytes = await served.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.equals(pdf)).toBe(false);

    // The notice's page names the article and links back.
    await banner.getByRole("link", { name: "Retraction notice" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Retraction: ${title}` })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await page.getByRole("region", { name: "Retraction notice" }).getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    expect(errors).toEqual([]);
    await context.close();

    // On a phone: the same banner, and neither page scrolls sideways.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const reader = await phone.newPage();
    const phoneErrors = collectPageErrors(reader);
    await reader.goto(articlePath!);
    await expect(reader.getByRole("region", { name: "This article has been retracted" })).toBeVisible();
    await expectNoSidewaysScroll(reader);
    await reader.screenshot({ path: `${SHOTS}/article-phone.png`, fullPage: true });
    await reader.getByRole("link", { name: "Retraction notice" }).click();
    await expect(reader.getByText(text)).toBeVisible();
    await expectNoSidewaysScroll(reader);
    await reader.screenshot({ path: `${SHOTS}/notice-phone.png`, fullPage: true });
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});
