// A new publisher's first issue, on a fresh installation without demo content (the second server
// that npm test starts, on the same database kind as the run: in CI's PostgreSQL half, a fresh
// PostgreSQL database): the admin sets the journal's Crossref account (the fake Crossref of npm
// test) and makes a colleague an editor; an author submits; the editor accepts the manuscript and
// creates the article from it before the journal has any issue (it awaits one), uploads the final
// PDF and fills the metadata by extraction; the admin then makes the first issue, the editor
// assigns the article to it and publishes the issue, and the DOI is deposited by itself and shows
// registered (issue 38). An anonymous reader then finds the article by clicking from the journal's
// home, with its metadata and PDF, and in the sitemap, without waiting for any cache; the author
// has the e-mail. Last, the editor retracts it: the notice's DOI is registered with Crossmark's
// `updates`, and the page, PDF and JATS say so (ADR 066).
import { expect, test, type Browser } from "@playwright/test";
import { generatePapers } from "../../fixtures/pdf-layouts/generate";
import { abstractText } from "../../fixtures/pdf-layouts/generate";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";
import { submitThroughEndpoint, wizardJournalId } from "../submission-wizard";

const freshBaseUrl = process.env.E2E_FRESH_BASE_URL;
test.use({ baseURL: freshBaseUrl });

const toastText = (page: import("@playwright/test").Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, how: "sign-in" | "sign-up", data: Record<string, string>) {
  const context = await browser.newContext({ baseURL: freshBaseUrl });
  await authPost(context.request, `/${how}/email`, data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

test(
  "a fresh installation publishes its first issue, and a reader finds the article at once",
  { tag: "@both-backends" },
  async ({ browser }) => {
    test.setTimeout(300_000);
    const adminLogin = e2eAdmin();
    test.skip(!freshBaseUrl || !adminLogin, "needs E2E_FRESH_BASE_URL and the admin login (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    // A real-looking paper: the manuscript and the final PDF whose metadata the editor extracts.
    const [paper] = await generatePapers("held-out", 1, Date.now() % 1000);
    const truth = paper!.truth;
    const authorEmail = `e2e-first-author-${tag}@example.org`;

    const admin = await signedIn(browser, "sign-in", adminLogin!);
    const editor = await signedIn(browser, "sign-up", {
      name: `Edna Editor ${tag}`,
      email: `e2e-first-editor-${tag}@example.org`,
      password: "e2e-editor-secret",
    });
    const author = await signedIn(browser, "sign-up", {
      name: truth.authors[0]!.name,
      email: authorEmail,
      password: "e2e-author-secret",
    });

    await test.step("The admin sets the journal's Crossref account and makes a colleague an editor", async () => {
      const page = admin.page;
      await page.goto("/journal/fjphs/settings");
      await hydrated(page);
      await page.getByRole("tab", { name: "DOI & Crossref" }).click();
      const form = page.getByRole("form", { name: "DOI & Crossref" });
      await form.getByLabel("DOI prefix").fill("10.63104");
      await form.getByLabel("Crossref username").fill("test-user");
      await form.getByLabel(/Crossref password/).fill("test-password");
      // Notices get DOIs of their own, and deposits carry Crossmark (its `updates`, ADR 066).
      await form.getByRole("switch", { name: /Assign DOIs automatically/ }).check();
      await form.getByLabel("Crossmark policy DOI").fill("10.63104/crossmark-policy");
      await form.getByRole("button", { name: "Save Settings" }).click();
      await expect(toastText(page, "Settings updated successfully")).toBeVisible();

      await page.goto(`/dashboard/users?search=${tag}`);
      const row = page.getByRole("row").filter({ hasText: `e2e-first-editor-${tag}@example.org` });
      await row.getByRole("button", { name: `Edit Edna Editor ${tag}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit User" });
      await edit.getByRole("checkbox", { name: "Editor", exact: true }).check();
      await edit.getByRole("button", { name: "Update User" }).click();
      await expect(toastText(page, "User updated successfully")).toBeVisible();
    });

    let submissionPath = "";
    await test.step("The author submits the manuscript", async () => {
      const journalId = await wizardJournalId(author.page, "fjphs");
      const change = {
        title: truth.title,
        abstract: abstractText(truth),
        keywords: truth.keywords.slice(0, 5),
        authors: truth.authors.map((a, i) => ({
          name: a.name,
          email: i === 0 ? authorEmail : (a.email ?? `coauthor${i}-${tag}@example.org`),
          affiliation: truth.affiliations[a.affiliation] ?? "",
          orcid: "",
        })),
      };
      const pdf = { name: "manuscript.pdf", mimeType: "application/pdf", buffer: Buffer.from(paper!.bytes) };
      submissionPath = `/submission/${await submitThroughEndpoint(author, journalId, change, pdf)}`;
    });

    await test.step("The editor accepts it and creates the article from it", async () => {
      const page = editor.page;
      await page.goto("/dashboard/submissions");
      await hydrated(page);
      await page.locator(`a[href="${submissionPath}"]:visible`).first().click();
      await expect(page.getByRole("heading", { level: 1, name: truth.title })).toBeVisible();
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Submission" });
      await dialog.locator("#edit-status").selectOption("accepted");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toastText(page, "Submission updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      // The journal has no issue yet: the article is made all the same, and awaits one.
      await page.getByRole("button", { name: "Create article" }).click();
      await expect(page).toHaveURL(/\/dashboard\/articles\?edit=/);
      const article = page.getByRole("dialog", { name: "Edit Article" });
      await expect(article.getByLabel("Title")).toHaveValue(truth.title);
      await expect(article.getByLabel("Issue")).toBeDisabled();
      // The accepted manuscript came along as a draft galley readers do not see.
      await expect(article.getByRole("list", { name: "Galley files" })).toContainText("manuscript.pdf");
    });

    await test.step("The editor uploads the final PDF and fills the metadata from it", async () => {
      const page = editor.page;
      const dialog = page.getByRole("dialog", { name: "Edit Article" });
      await dialog
        .getByLabel("Upload a galley")
        .setInputFiles({ name: "final.pdf", mimeType: "application/pdf", buffer: Buffer.from(paper!.bytes) });
      await dialog.getByLabel("Label (optional)").fill("Full text (PDF)");
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(toastText(page, "Galley uploaded")).toBeVisible();
      const galley = dialog
        .getByRole("list", { name: "Galley files" })
        .getByRole("listitem")
        .filter({ hasText: "final.pdf" });
      await galley.getByRole("button", { name: "Extract metadata" }).click();
      await expect(toastText(page, "Metadata extracted")).toBeVisible();
      await expect(dialog.locator("#article-doi")).toHaveValue(truth.doi);
      await page.screenshot({ path: test.info().outputPath("article-after-extraction.png") });
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toastText(page, "Article updated successfully")).toBeVisible();
    });

    await test.step("The admin makes the first issue; the editor assigns the waiting article to it", async () => {
      const page = admin.page;
      await page.goto("/dashboard/issues");
      await expect(page.getByRole("button", { name: "New Issue" })).toBeEnabled();
      await expect(page.getByText(/No issues/i).first()).toBeVisible();
      await page.getByRole("button", { name: "New Issue" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Issue" });
      await dialog
        .getByLabel("Journal")
        .selectOption({ label: "Frontier Journal of Pharmaceutical and Health Sciences" });
      await dialog.getByLabel("Volume").fill("1");
      await dialog.getByLabel("Issue Number").fill("1");
      await dialog.getByLabel("Title").fill(`Inaugural issue ${tag}`);
      await dialog.getByRole("button", { name: "Create Issue" }).click();
      await expect(toastText(page, "Issue created successfully")).toBeVisible();

      const desk = editor.page;
      await desk.goto("/dashboard/articles");
      await hydrated(desk);
      const row = desk.getByRole("row").filter({ hasText: truth.title });
      await expect(row).toContainText("Awaiting an issue");
      await row.getByRole("link", { name: truth.title }).first().click();
      const article = desk.getByRole("dialog", { name: "Edit Article" });
      const issue = article.getByLabel("Issue");
      await expect(issue).toBeEnabled();
      const value = await issue
        .locator("option")
        .filter({ hasText: `Inaugural issue ${tag}` })
        .getAttribute("value");
      await issue.selectOption(value!);
      await article.getByRole("button", { name: "Save Changes" }).click();
      await expect(toastText(desk, "Article updated successfully")).toBeVisible();
    });

    await test.step("The editor publishes the issue", async () => {
      const page = editor.page;
      await page.goto("/dashboard/issues");
      // Publish answers in a toast once React runs the form (before that, the browser posts it).
      await hydrated(page);
      const card = page.getByRole("listitem").filter({ hasText: `Inaugural issue ${tag}` });
      await expect(card.getByText("1 article")).toBeVisible();
      await card.getByRole("button", { name: /^Publish / }).click();
      await expect(toastText(page, "Issue published successfully")).toBeVisible();
    });

    await test.step("The DOI was deposited by itself and shows registered", async () => {
      const page = editor.page;
      await page.goto("/dashboard/dois");
      await hydrated(page);
      await page
        .getByLabel("Journal")
        .selectOption({ label: "Frontier Journal of Pharmaceutical and Health Sciences" });
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/journal=/);
      const row = page.getByTestId("doi-row").filter({ hasText: truth.doi });
      // The send job and the poll of the (fake) Crossref each take a moment: look again until then.
      await expect(async () => {
        await page.reload();
        await expect(row.getByText("Registered", { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
    });

    await test.step("An anonymous reader finds the article by clicking, with its metadata and PDF", async () => {
      const reader = await browser.newContext({ baseURL: freshBaseUrl });
      const page = await reader.newPage();
      const errors = collectPageErrors(page);
      await page.goto("/journal/fjphs");
      await expect(page.getByRole("heading", { name: "Volume 1, Issue 1" })).toBeVisible();
      await hydrated(page);
      await page.getByRole("link", { name: truth.title }).first().click();
      await expect(page).toHaveURL(/\/journal\/fjphs\/article\/1\/1$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(truth.title);
      await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute("content", truth.title);
      await expect(page.locator('meta[name="citation_doi"]')).toHaveAttribute("content", truth.doi);
      const pdfUrl = await page.locator('meta[name="citation_pdf_url"]').getAttribute("content");
      expect(pdfUrl).toMatch(/\/journal\/fjphs\/article\/1\/1\/pdf$/);
      const pdf = await reader.request.get(pdfUrl!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      // The accepted manuscript stays with the editors.
      await expect(page.getByRole("link", { name: /Full text \(PDF\)/ }).first()).toBeVisible();
      await expect(page.getByText("Accepted manuscript")).toHaveCount(0);

      const index = await reader.request.get("/sitemap.xml");
      const journalSitemap = /<loc>([^<]*\/sitemaps\/fjphs[^<]*)<\/loc>/.exec(await index.text())?.[1];
      expect(journalSitemap).toBeTruthy();
      const sitemap = await reader.request.get(new URL(journalSitemap!).pathname);
      expect(await sitemap.text()).toContain("/journal/fjphs/article/1/1</loc>");
      expect(errors).toEqual([]);
      await reader.close();
    });

    await test.step("The author has the e-mail", async () => {
      const mail = await receivedMail(authorEmail, /^Published: /);
      expect(mail.subject).toBe(`Published: ${truth.title}`);
      expect(mail.text).toContain("/journal/fjphs/article/1/1");
    });

    await test.step("The editor retracts the article: its notice is registered with Crossref's update, its page and PDF say so", async () => {
      const page = editor.page;
      // The fresh installation's one article.
      await page.goto("/dashboard/articles");
      await hydrated(page);
      await page.getByRole("button", { name: `Issue a notice for ${truth.title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Issue a notice" });
      await dialog.getByLabel("Kind of notice").selectOption({ label: "Retraction" });
      await dialog
        .getByLabel("Text of the notice")
        .fill("Retracted at the editors' request after an investigation found duplicated figures.");
      await dialog.getByRole("button", { name: "Publish retraction" }).click();
      await expect(toastText(page, "Notice published")).toBeVisible();

      // The notice's own DOI is deposited by itself; the fake Crossref checks the file (its
      // Crossmark `updates` of the article's DOI) against the 5.4.0 schema before registering it.
      await page.goto("/dashboard/dois");
      await hydrated(page);
      await page
        .getByLabel("Journal")
        .selectOption({ label: "Frontier Journal of Pharmaceutical and Health Sciences" });
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/journal=/);
      const notice = page.getByTestId("doi-row").filter({ hasText: "Retraction:" });
      await expect(async () => {
        await page.reload();
        await expect(notice.getByText("Registered", { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });

      const reader = await browser.newContext({ baseURL: freshBaseUrl });
      const article = await reader.newPage();
      await article.goto("/journal/fjphs/article/1/1");
      await expect(article.getByRole("region", { name: "This article has been retracted" })).toBeVisible();
      const pdf = await reader.request.get("/journal/fjphs/article/1/1/pdf");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).equals(Buffer.from(paper!.bytes))).toBe(false);
      const jats = await (await reader.request.get("/journal/fjphs/article/1/1/jats.xml")).text();
      expect(jats).toContain('related-article-type="retraction-forward"');
      await reader.close();
    });

    for (const a of [admin, editor, author]) {
      expect(a.errors).toEqual([]);
      await a.context.close();
    }
  },
);
