// The SEO manager through the UI (spec 002 section 2.12; ADR 027): a new account, made an editor
// of FJPHS by the admin, clicks to the SEO Manager from the sidebar, sees only FJPHS's entries,
// changes an article's priority inline (Enter) and unindexes its page, with the spec's toasts. A
// crawler then finds the URL neither in /sitemap.xml nor in the journal sitemap it points to, and
// the page's server HTML (after the page cache had it) says noindex. Export XML downloads a file
// that parses, Regenerate Sitemap keeps both choices, and the Human-Readable tab shows the groups.
// The rules are proven by tests/integration/seo-manager.test.ts and the authorization suite.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { collectPageErrors, hydrated } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const SHOTS = "/tmp/shots-wt-seo";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/seo-manager-${name}.png`, fullPage: true });
}

/** A page as a crawler reads it (no cookie, no script): its status and robots meta tags, parsed from the HTML. */
async function crawlRobots(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: GOOGLEBOT });
  const page = await context.newPage();
  const response = await page.goto(path);
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("content") ?? ""));
  await context.close();
  return { status: response?.status(), robots };
}

/** Parses XML as a crawler would (the browser's XML parser): null when it does not parse. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) return null;
    const root = doc.documentElement;
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      locs: [...doc.getElementsByTagNameNS("*", "loc")].map((n) => n.textContent ?? ""),
      urls: [...doc.getElementsByTagNameNS("*", "url")].map((u) => ({
        loc: u.getElementsByTagNameNS("*", "loc")[0]?.textContent ?? "",
        fields: [...u.children].map((c) => c.localName),
      })),
    };
  }, xml);
}

test.describe("the SEO manager", () => {
  test("an editor changes a priority and unindexes an article; crawlers see it at once; export, regenerate and the readable sitemap", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

    // A new account (an author), made an editor of FJPHS only by the admin on the Users screen.
    const editorContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await authPost(editorContext.request, "/sign-up/email", {
      name: `Sam Seo ${tag}`,
      email: `e2e-seo-${tag}@example.org`,
      password: "e2e-seo-secret",
    });
    const adminContext = await browser.newContext();
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const adminPage = await adminContext.newPage();
    await makeJournalEditor(adminPage, { name: `Sam Seo ${tag}`, email: `e2e-seo-${tag}@example.org` }, ["FJPHS"]);
    await adminContext.close();

    const page = await editorContext.newPage();
    const errors = collectPageErrors(page);
    let articleUrl = "";
    let articleTitle = "";

    await test.step("from the sidebar to the SEO Manager, which lists FJPHS's entries only", async () => {
      await page.goto("/dashboard");
      await hydrated(page);
      await page.getByRole("link", { name: "SEO Manager" }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/seo$/);
      await expect(page.getByRole("heading", { name: "SEO Manager", level: 1 })).toBeVisible();
      await expect(page.getByTestId("count-total")).not.toHaveText("0");
      const urls = await page.getByTestId("seo-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-url")));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^\/journal\/fjphs(\/|$)/);
      await screenshot(page, "entries");
      await expectNoSeriousViolations(page, "/dashboard/seo");
    });

    await test.step("the type filter and the search narrow the list in the URL", async () => {
      await page.getByLabel("Type").selectOption("article");
      await expect(page).toHaveURL(/type=article/);
      const first = page.getByTestId("seo-row").first();
      await expect(first).toHaveAttribute("data-url", /\/article\//);
      articleUrl = (await first.getAttribute("data-url"))!;
      expect(articleUrl).toMatch(/^\/journal\/fjphs\/article\/\d+\/\d+$/);
      // Its title narrows the list to it (the row keeps its place when its priority drops).
      articleTitle = (await first.locator("p").nth(1).textContent())!.trim();
      await page.locator("#seo-search").fill(articleTitle);
      await page
        .getByRole("search", { name: "Search sitemap entries" })
        .getByRole("button", { name: "Search" })
        .click();
      await expect(page).toHaveURL(/search=/);
      await expect(page.locator(`[data-testid="seo-row"][data-url="${articleUrl}"]`)).toBeVisible();
    });

    // The page is in the page cache before the change: the change must still show at once.
    const before = await crawlRobots(browser, articleUrl);
    expect(before).toEqual({ status: 200, robots: ["index, follow"] });

    const row = page.locator(`[data-testid="seo-row"][data-url="${articleUrl}"]`);

    await test.step("a priority typed inline and committed with Enter; a bad one is dropped", async () => {
      await row.getByTestId("priority-button").click();
      const field = row.getByRole("spinbutton", { name: `Priority of ${articleUrl}` });
      await expect(field).toBeFocused();
      await field.fill("0.4");
      await field.press("Enter");
      await expect(page.getByText("Sitemap entry updated successfully").first()).toBeVisible();
      await expect(row.getByTestId("priority-button")).toContainText("0.4");
      await expect(row.getByTestId("priority-button")).toContainText("set by hand");

      // Escape cancels; a value off the 0.1 grid is dropped without asking the server.
      await row.getByTestId("priority-button").click();
      await row.getByRole("spinbutton").fill("0.9");
      await row.getByRole("spinbutton").press("Escape");
      await row.getByTestId("priority-button").click();
      await row.getByRole("spinbutton").fill("0.75");
      await row.getByRole("spinbutton").press("Enter");
      await expect(row.getByTestId("priority-button")).toContainText("0.4");
      await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(row.getByTestId("priority-button")).toContainText("0.4");
    });

    await test.step("the indexed toggle unindexes the article's page", async () => {
      const toggle = row.getByRole("switch", { name: `Indexed: ${articleUrl}` });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(page.getByText("Sitemap entry updated successfully").first()).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await expect(row.getByText("Not indexed")).toBeVisible();
      await screenshot(page, "edited");
    });

    await test.step("crawlers: gone from /sitemap.xml and its journal sitemap, and the page says noindex", async () => {
      const request = page.request;
      const index = await (await request.get("/sitemap.xml")).text();
      const parsedIndex = await parseXml(page, index);
      expect(parsedIndex?.root).toBe("sitemapindex");
      const journalSitemaps = parsedIndex!.locs.filter((l) => l.startsWith(`${baseURL}/sitemaps/fjphs-`));
      expect(journalSitemaps.length).toBeGreaterThan(0);
      const listed: string[] = [];
      for (const loc of [...parsedIndex!.locs]) {
        const response = await request.get(loc.slice(baseURL!.length));
        expect(response.status(), loc).toBe(200);
        const parsed = await parseXml(page, await response.text());
        expect(parsed?.root, loc).toBe("urlset");
        listed.push(...parsed!.locs);
      }
      expect(listed).not.toContain(`${baseURL}${articleUrl}`);
      expect(listed).toContain(`${baseURL}/journal/fjphs`);
      expect(await crawlRobots(browser, articleUrl)).toEqual({ status: 200, robots: ["noindex"] });
    });

    await test.step("Export XML downloads a sitemap.xml that parses, without the unindexed page", async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export XML" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("sitemap.xml");
      await expect(page.getByText("XML sitemap has been downloaded").first()).toBeVisible();
      const xml = fs.readFileSync((await file.path())!, "utf8");
      const parsed = await parseXml(page, xml);
      expect(parsed).not.toBeNull();
      expect(parsed!.root).toBe("urlset");
      expect(parsed!.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      expect(parsed!.urls.length).toBeGreaterThan(0);
      for (const url of parsed!.urls) {
        expect(new URL(url.loc).pathname).toMatch(/^\/journal\/fjphs(\/|$)/);
        expect(url.fields).toEqual(["loc", "lastmod", "changefreq", "priority"]);
      }
      expect(parsed!.locs).not.toContain(`${baseURL}${articleUrl}`);
    });

    await test.step("Regenerate Sitemap keeps the priority and the indexing chosen by hand", async () => {
      await page.getByRole("button", { name: "Regenerate Sitemap" }).click();
      await expect(page.getByText("Sitemap has been regenerated successfully").first()).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(row.getByTestId("priority-button")).toContainText("0.4");
      await expect(row.getByRole("switch", { name: `Indexed: ${articleUrl}` })).not.toBeChecked();
    });

    await test.step("the Human-Readable Sitemap tab shows the public sitemap's groups", async () => {
      await page.getByRole("link", { name: "Human-Readable Sitemap" }).click();
      await expect(page).toHaveURL(/tab=sitemap/);
      await expect(page.getByRole("heading", { name: "Journals", level: 2 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Articles", level: 2 })).toBeVisible();
      await screenshot(page, "readable");
      await expectNoSeriousViolations(page, "/dashboard/seo?tab=sitemap");
    });

    await test.step("indexed again, the page is back in the sitemap and says index", async () => {
      await page.getByRole("link", { name: "Sitemap Entries" }).click();
      await page.locator("#seo-search").fill(articleTitle);
      await page
        .getByRole("search", { name: "Search sitemap entries" })
        .getByRole("button", { name: "Search" })
        .click();
      const toggle = row.getByRole("switch", { name: `Indexed: ${articleUrl}` });
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(page.getByText("Sitemap entry updated successfully").first()).toBeVisible();
      expect(await crawlRobots(browser, articleUrl)).toEqual({ status: 200, robots: ["index, follow"] });
    });

    expect(errors).toEqual([]);
    await editorContext.close();
  });
});
