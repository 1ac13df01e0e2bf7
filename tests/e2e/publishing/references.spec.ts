// Reference lists and internal citations (ADR 025), as an editor of one journal works: made an
// editor of FJPHS by the admin, they open one of FJPHS's published articles in the publishing desk,
// paste a reference list naming another published article of the demo content by its DOI and
// save; clicking through the public site, the cited article's internal citation count has risen,
// and the citing page's HTML carries one citation_reference tag per reference. In the Internal
// Citations dialog of an FJPHS article they add a citing article and remove it again. The rules
// behind it are proven by tests/integration/references.test.ts and the authorization suite.
import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parseDocument } from "htmlparser2";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const SHOTS = "/tmp/shots-wt-refs";

async function shot(page: Page, name: string, target?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (target) await target.screenshot({ path: `${SHOTS}/${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The contents of the page's `<meta name="citation_reference">` tags, read from its HTML as a crawler does. */
function citationReferences(html: string): string[] {
  const found: string[] = [];
  const walk = (node: { name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
    if (node.name === "meta" && node.attribs?.name === "citation_reference") found.push(node.attribs.content ?? "");
    for (const child of node.children ?? []) walk(child as never);
  };
  walk(parseDocument(html) as never);
  return found;
}

/** From the home page, by clicks: the journal, its current issue, the issue's first article. */
async function openFirstArticleOf(page: Page, shortName: string): Promise<string> {
  await page.goto("/");
  await hydrated(page);
  await page.locator(`main a[href="/journal/${shortName}"]`).first().click();
  await expect(page).toHaveURL(`/journal/${shortName}`);
  const issueLink = page.locator(`main a[href^="/journal/${shortName}/issue/"]`).first();
  await issueLink.click();
  const toc = page.locator('section[aria-labelledby="toc"]');
  await expect(toc).toBeVisible();
  const article = toc.locator('a[href*="/article/"]').first();
  const href = (await article.getAttribute("href"))!;
  await article.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { name: "Abstract" })).toBeVisible();
  await hydrated(page);
  return href;
}

const internalCount = async (page: Page) => Number((await page.getByTestId("metric-internal").innerText()).trim());

test.describe("references and internal citations", () => {
  test("an editor pastes a reference list with a DOI of ours; the cited article's count rises; the dialog adds and removes", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Esha Editor ${tag}`;
    const email = `e2e-refs-${tag}@example.org`;

    // The admin makes a new account an editor of FJPHS only, as the users screen does.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await authPost(editorContext.request, "/sign-up/email", { name, email, password: "e2e-editor-secret" });
    await makeJournalEditor(await adminContext.newPage(), { name, email }, ["FJPHS"]);
    await adminContext.close();

    const page = await editorContext.newPage();
    const errors = collectPageErrors(page);

    // The article to cite: the first article of IJCPMS's current issue, its DOI and its count. No
    // other spec edits IJCPMS's articles (the DOI journey, running beside this one, replaces BJPS
    // DOIs), so the DOI read here is still the article's when the reference list is saved.
    let citedPath = "";
    let citedDoi = "";
    let before = 0;
    await test.step("The editor finds a published IJCPMS article by clicking, with its DOI and count", async () => {
      citedPath = await openFirstArticleOf(page, "ijcpms");
      citedDoi = (
        await page
          .getByRole("link", { name: /^DOI: / })
          .first()
          .innerText()
      )
        .replace(/^DOI:\s*/, "")
        .trim();
      expect(citedDoi).toMatch(/^10\.\d{4,9}\//);
      before = await internalCount(page);
    });

    const references = [
      "Montgomery DC. Design and analysis of experiments. 8th ed. Hoboken (NJ): John Wiley & Sons; 2013.",
      "",
      `A cited article of our own. Front J. 2024. https://doi.org/${citedDoi}.`,
      "Smart JD. The basics and underlying mechanisms of mucoadhesion. Adv Drug Deliv Rev. 2005;57(11):1556-68.",
    ].join("\n");
    let citingPage: Page;
    let citingPath = "";

    await test.step("In the publishing desk the editor pastes the reference list into a published article and saves", async () => {
      await page.goto("/dashboard/articles?status=published");
      await expect(page.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Add Article" })).toBeEnabled();
      // A demo article of FJPHS (the last row of the first page: not one another test just added).
      const row = page.locator("tbody tr").last();
      await row.getByRole("link", { name: /^Edit / }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Article" });
      await expect(dialog).toBeVisible();
      const field = dialog.getByLabel("References");
      await field.fill(references);
      await expect(dialog.getByText("3 references, 1 with a DOI")).toBeVisible();
      await shot(page, "desk-references", dialog);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Article updated successfully").first()).toBeVisible({ timeout: 30_000 });

      // Opened again, the dialog shows the list as saved (blank line gone); its Public page link
      // opens the citing article.
      await page
        .locator("tbody tr")
        .last()
        .getByRole("link", { name: /^Edit / })
        .click();
      await expect(dialog.getByLabel("References")).toHaveValue(references.replace("\n\n", "\n"));
      const [popup] = await Promise.all([
        editorContext.waitForEvent("page"),
        dialog.getByRole("link", { name: "Public page" }).click(),
      ]);
      citingPage = popup;
      await citingPage.waitForLoadState();
      citingPath = new URL(citingPage.url()).pathname;
      expect(citingPath).toMatch(/^\/journal\/fjphs\/article\/\d+\/\d+$/);
    });

    await test.step("The citing page lists the references and its HTML carries a citation_reference tag for each", async () => {
      const list = citingPage.getByTestId("reference-list");
      const card = citingPage
        .locator("div")
        .filter({ has: citingPage.getByRole("heading", { name: "References" }) })
        .filter({ has: list });
      await expect(list.getByRole("listitem")).toHaveCount(3);
      await expect(list.getByRole("link", { name: `DOI ${citedDoi} of reference 2` })).toHaveAttribute(
        "href",
        `https://doi.org/${citedDoi}`,
      );
      await shot(citingPage, "article-references", card.last());
      // As a crawler reads it: a request without cookies (the page cache's copy, emptied by the save).
      const crawler = await browser.newContext();
      const html = await (await crawler.request.get(citingPath)).text();
      await crawler.close();
      expect(citationReferences(html)).toEqual([
        "Montgomery DC. Design and analysis of experiments. 8th ed. Hoboken (NJ): John Wiley & Sons; 2013.",
        `citation_title=A cited article of our own. Front J. 2024. https://doi.org/${citedDoi}.; citation_doi=${citedDoi}`,
        "Smart JD. The basics and underlying mechanisms of mucoadhesion. Adv Drug Deliv Rev. 2005;57(11):1556-68.",
      ]);
    });

    await test.step("Clicking through to the cited article, its internal citation count has risen by one", async () => {
      await hydrated(citingPage);
      await citingPage.getByRole("link", { name: "Reference 2 in our journals" }).click();
      await expect(citingPage).toHaveURL(citedPath);
      await expect(citingPage.getByTestId("metric-internal")).toHaveText(String(before + 1));
      await citingPage.getByTestId("metric-internal").click();
      const dialog = citingPage.getByRole("dialog", { name: "Citations on this platform" });
      await expect(dialog.getByRole("link").first()).toBeVisible();
      await expect(dialog.getByText(`https://doi.org/${citedDoi}`)).toBeVisible();
      // An editor of FJPHS does not manage IJCPMS's citations.
      await expect(dialog.getByRole("button", { name: "Add Citation" })).toHaveCount(0);
      await citingPage.keyboard.press("Escape");
    });

    await test.step("On an FJPHS article, the editor adds a citing article in the dialog and removes it", async () => {
      await citingPage.goBack();
      await expect(citingPage).toHaveURL(citingPath);
      await hydrated(citingPage);
      // The address changes before the page: wait for the citing article's own links.
      await expect(citingPage.locator(`a[href="${citingPath}/cite/ris"]`).first()).toBeAttached();
      const start = await internalCount(citingPage);
      await citingPage.getByTestId("metric-internal").click();
      const dialog = citingPage.getByRole("dialog", { name: "Citations on this platform" });
      await expect(dialog.getByRole("form", { name: "Add a citing article" })).toBeVisible();
      // This article's own list (none of the IJCPMS article's, seen a moment ago, is left over).
      await expect(dialog.getByText("Loading…")).toHaveCount(0);
      await expect(dialog.getByText(`https://doi.org/${citedDoi}`)).toHaveCount(0);
      // The spec's rule: nothing chosen, nothing added.
      await dialog.getByRole("button", { name: "Add Citation" }).click();
      await expect(
        citingPage.getByText("The citation dialog requires a non-empty citing article id.").first(),
      ).toBeVisible();
      await dialog.getByLabel(/Find one of our published articles/).fill(`https://doi.org/${citedDoi}`);
      const match = dialog.getByRole("list", { name: "Matching articles" }).getByRole("button").first();
      await match.click();
      await dialog.getByLabel(/Context/).fill("Compared in the discussion.");
      await shot(citingPage, "citations-dialog", dialog);
      await dialog.getByRole("button", { name: "Add Citation" }).click();
      await expect(citingPage.getByText("Citation added successfully").first()).toBeVisible();
      await expect(dialog.getByText("“Compared in the discussion.”")).toBeVisible();
      await expect(citingPage.getByTestId("metric-internal")).toHaveText(String(start + 1));
      // The same article again: refused, and said so.
      await dialog.getByLabel(/Find one of our published articles/).fill(`https://doi.org/${citedDoi}`);
      await dialog.getByRole("list", { name: "Matching articles" }).getByRole("button").first().click();
      await dialog.getByRole("button", { name: "Add Citation" }).click();
      await expect(citingPage.getByText("This article is already recorded as citing this one.").first()).toBeVisible();

      const entry = dialog.getByRole("listitem").filter({ hasText: "Compared in the discussion." });
      await entry.getByRole("button", { name: /^Remove the citation by / }).click();
      await expect(citingPage.getByText("Citation removed successfully").first()).toBeVisible();
      await expect(citingPage.getByTestId("metric-internal")).toHaveText(String(start));
      await expect(dialog.getByText("“Compared in the discussion.”")).toHaveCount(0);
    });

    expect(errors).toEqual([]);
    await editorContext.close();
  });
});
