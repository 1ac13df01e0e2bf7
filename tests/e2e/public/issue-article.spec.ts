import { expect, test, type Page } from "@playwright/test";

// Issue and article URLs come from the demo content, so they are found by following links
// rather than written down here.
async function firstIssuePath(page: Page): Promise<string> {
  await page.goto("/journal/fjphs");
  const href = await page.locator('a[href^="/journal/fjphs/issue/"]').first().getAttribute("href");
  expect(href, "a link to an issue of fjphs").toMatch(/^\/journal\/fjphs\/issue\/v\d+-[is]\d+$/);
  return href!;
}

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto(await firstIssuePath(page));
  const hrefs = await page
    .locator('main a[href^="/journal/fjphs/article/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => /^\/journal\/fjphs\/article\/[^/]+\/[^/]+$/.test(h));
  expect(href, "a link to an article of the issue").toBeTruthy();
  return href!;
}

test.describe("issue page", () => {
  test("an issue of the journal answers 200 with its articles", async ({ page }) => {
    const path = await firstIssuePath(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Open Access").filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('main a[href^="/journal/fjphs/article/"]').first()).toBeVisible();
  });

  for (const identifier of ["v999-i1", "volume-1", "v1-x1"]) {
    test(`/journal/fjphs/issue/${identifier} answers 404 with 'Issue Not Found'`, async ({ page }) => {
      const response = await page.goto(`/journal/fjphs/issue/${identifier}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Issue Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    });
  }
});

test.describe("article page", () => {
  test("an article answers 200 with its title, abstract and citation tags", async ({ page, request }) => {
    const path = await firstArticlePath(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Abstract" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Cite Article/ }).first()).toBeVisible();
    // The hero's facts are said once each: the term, then the value without the visible word again.
    const facts = page.locator("main dl").first();
    await expect(facts).toContainText(/Published \w+ \d{1,2}, \d{4}/);
    await expect(facts).toMatchAriaSnapshot(`
      - term: Published
      - definition: /^\\w+ \\d{1,2}, \\d{4}$/
    `);

    // Google Scholar reads Highwire tags from the server-rendered HTML.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<meta name="citation_title" content="[^"]+"/);
    expect(html).toMatch(
      /<meta name="citation_journal_title" content="Frontier Journal of Pharmaceutical and Health Sciences"/,
    );
    expect(html).toMatch(/<meta name="citation_author" content="[^"]+"/);
  });

  test("an unknown article answers 404 with 'Article Not Found' and a way back to the journal", async ({ page }) => {
    const response = await page.goto("/journal/fjphs/article/999/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Journal/ })).toHaveAttribute("href", "/journal/fjphs");
  });
});
