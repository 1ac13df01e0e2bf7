// Journeys that click, the way readers and authors move: every in-site link to a journal, an issue
// and an article is followed by clicking it once the page is ready (a client navigation in the
// application; a plain one between a visitor's reader pages, ADR 034), not
// by opening its URL. A navigation that loops shows up as the same data request again and again.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN_MARKER } from "~/modules/auth/signed-in-marker";
import { authPost } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

/** Watches the navigation-data requests of a page, to assert that none of them repeats in a loop. */
function watchDataRequests(page: Page) {
  const times = new Map<string, number[]>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) times.set(url.pathname, [...(times.get(url.pathname) ?? []), Date.now()]);
  });
  return {
    /**
     * No data URL was asked for more than three times within a second (a hover prefetch and the
     * navigation are two; a loop asks many times a second). Visiting a page again later is fine.
     */
    expectNoLoop({ onClient = true }: { onClient?: boolean } = {}) {
      const repeated = [...times].filter(([, at]) => at.some((t, i) => i >= 3 && t - at[i - 3]! < 1000));
      expect(repeated, "navigation data requested again and again").toEqual([]);
      if (onClient) expect(times.size, "the clicks navigated on the client").toBeGreaterThan(0);
      // A visitor's reader pages have no client router: every click loads a document.
      else expect([...times.keys()], "a reader page asked for navigation data").toEqual([]);
    },
  };
}

/** The innermost card or section that holds the heading `name` and something matching `holding`. */
function panel(page: Page, name: string | RegExp, holding = 'a[href*="/article/"]'): Locator {
  return page
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name }) })
    .filter({ has: page.locator(holding) })
    .last();
}

/** Clicks an article link and checks that the article it names opened (its title is the page's h1). */
async function openArticle(page: Page, link: Locator, expectedTitle?: string) {
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/journal\/[a-z]+\/article\/\d+\/\d+$/);
  // A card link holds more than the title: its heading is the title then.
  const heading = link.getByRole("heading");
  const title = expectedTitle ?? (await ((await heading.count()) > 0 ? heading.first() : link).innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(href!);
  // The title it was linked by: the DOI journey, run beside this one, may add a suffix to a demo
  // article's title between the list's render and the article's.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  return href!;
}

/** Signs in through the /auth form; a refusal by the per-address rate limit is waited out. */
async function signInWithForm(page: Page, email: string, password: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const limited = page.getByText(/too many requests/i).first();
    const left = page.waitForURL((url) => url.pathname !== "/auth", { timeout: 15_000 }).then(() => "left" as const);
    if ((await Promise.race([left, limited.waitFor({ timeout: 15_000 }).then(() => "limited" as const)])) === "left")
      return;
    await page.waitForTimeout(10_000);
  }
  throw new Error("could not sign in through the form");
}

/** A new author account, created through the API in its own context (the browser stays signed out). */
async function newAuthor(browser: Browser, label: string) {
  const tag = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { name: `Reader ${tag}`, email: `e2e-${tag}@example.org`, password: "e2e-reader-secret" };
  const context = await browser.newContext();
  await authPost(context.request, "/sign-up/email", account);
  await context.close();
  return account;
}

test.describe("reading by clicking", () => {
  // A visitor moves between reader pages (ADR 034); a browser with the signed-in marker gets them as
  // the application, with client navigations.
  for (const reader of ["visitor", "signed-in browser"] as const) {
    const onClient = reader !== "visitor";
    const asReader = async (page: Page, baseURL: string | undefined) => {
      if (onClient) await page.context().addCookies([{ name: SIGNED_IN_MARKER, value: "1", url: baseURL! }]);
    };

    test(`home → journal → issue → article, each by a click (${reader})`, async ({ page, baseURL }) => {
      await asReader(page, baseURL);
      const errors = collectPageErrors(page);
      const data = watchDataRequests(page);
      await page.goto("/");
      await hydrated(page);

      await page.locator('main a[href="/journal/fjphs"]').first().click();
      await expect(page).toHaveURL("/journal/fjphs");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Frontier Journal");
      await hydrated(page);

      const issueLink = page.locator('main a[href^="/journal/fjphs/issue/"]').first();
      const issueHref = await issueLink.getAttribute("href");
      await issueLink.click();
      await expect(page).toHaveURL(issueHref!);
      const toc = page.locator('section[aria-labelledby="toc"]');
      await expect(toc).toBeVisible();
      await hydrated(page);

      await openArticle(page, toc.locator('a[href*="/article/"]').first());
      await expect(page.getByRole("heading", { name: "Abstract" })).toBeVisible();
      data.expectNoLoop({ onClient });
      expect(errors).toEqual([]);
    });

    test(`a recent article on the home page opens by a click (${reader})`, async ({ page, baseURL }) => {
      await asReader(page, baseURL);
      const data = watchDataRequests(page);
      await page.goto("/");
      await hydrated(page);
      await openArticle(page, page.locator('main a[href*="/article/"]').first());
      data.expectNoLoop({ onClient });
    });
  }

  test("related articles, the breadcrumb, the most-cited list and the keyword cloud lead on", async ({
    page,
    baseURL,
  }) => {
    // Seven client navigations: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // As the application (a browser with the signed-in marker): a visitor's journal, issue and
    // article pages are reader pages, whose links are plain navigations (ADR 034).
    await page.context().addCookies([{ name: SIGNED_IN_MARKER, value: "1", url: baseURL! }]);
    const data = watchDataRequests(page);
    await page.goto("/journal/fjphs");
    await hydrated(page);
    const issueLink = page.locator('main a[href^="/journal/fjphs/issue/"]').first();
    const issueHref = (await issueLink.getAttribute("href"))!;
    await issueLink.click();
    await openArticle(page, page.locator('section[aria-labelledby="toc"] a[href*="/article/"]').first());

    // A related article of the same issue.
    await openArticle(page, panel(page, "Related Articles").locator('a[href*="/article/"]').first());

    // Back to the issue through the breadcrumb, then one of the journal's most cited.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(2).click();
    await expect(page).toHaveURL(/\/journal\/fjphs\/issue\//);
    await openArticle(
      page,
      panel(page, /^Most cited in/)
        .locator('a[href*="/article/"]')
        .first(),
    );

    // A keyword of the first issue (the most cited article's own issue may have none) leads to an
    // article that has it: back to the journal through the breadcrumb, and to that issue again.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(1).click();
    await expect(page).toHaveURL("/journal/fjphs");
    await page.locator(`main a[href="${issueHref}"]`).first().click();
    await expect(page).toHaveURL(issueHref);
    const keyword = panel(page, "Keywords").locator('a[href*="/article/"]').first();
    const word = (await keyword.innerText()).trim();
    const href = await keyword.getAttribute("href");
    await keyword.click();
    await expect(page).toHaveURL(href!);
    // The address changes at once; the article's data may take seconds on a busy machine.
    await expect(page.getByRole("heading", { name: "Abstract" })).toBeVisible({ timeout: 15_000 });
    await expect(panel(page, "Keywords", "div").getByText(word, { exact: true })).toBeVisible();
    data.expectNoLoop();
  });

  test("the header's Journals menu, the journals list and a journal's own article links lead on", async ({ page }) => {
    const errors = collectPageErrors(page);
    const data = watchDataRequests(page);
    await page.goto("/contact");
    await hydrated(page);
    const header = page.getByRole("banner");
    const journalsMenu = () => header.locator("summary").filter({ hasText: /^\s*Journals\s*$/, visible: true });

    await journalsMenu().click();
    await header.locator("details[open]").locator('a[href="/journal/ijcpms"]').click();
    await expect(page).toHaveURL("/journal/ijcpms");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Clinical Pharmacology");

    await journalsMenu().click();
    await header.locator("details[open]").getByRole("link", { name: "View all journals" }).click();
    await expect(page).toHaveURL("/journals");
    await page.locator('main a[href="/journal/bjps"]').first().click();
    await expect(page).toHaveURL("/journal/bjps");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bharat Journal");

    await openArticle(page, page.locator('main a[href^="/journal/bjps/article/"]').first());
    await expect(page.getByRole("heading", { name: "Abstract" })).toBeVisible();
    data.expectNoLoop();
    expect(errors).toEqual([]);
  });

  test("the sitemap page's article links open the article", async ({ page }) => {
    const data = watchDataRequests(page);
    await page.goto("/sitemap");
    await hydrated(page);
    const link = page.locator('main a[href*="/article/"]').first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { name: "Abstract" })).toBeVisible();
    data.expectNoLoop();
  });
});

test.describe("signing in and submitting from the public pages", () => {
  test("signing in from the header comes back to the page being read", async ({ page, browser }) => {
    const account = await newAuthor(browser, "header");
    await page.goto("/journal/fjphs");
    await hydrated(page);
    await page.locator('main a[href^="/journal/fjphs/issue/"]').first().click();
    await expect(page).toHaveURL(/\/issue\//);
    const readingAt = new URL(page.url()).pathname;

    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(readingAt);
    await expect(page.getByLabel(`Signed in as ${account.name}`)).toBeVisible();
  });

  test("a visitor's Submit Manuscript leads through sign-in to the submission wizard", async ({ page, browser }) => {
    const account = await newAuthor(browser, "visitor-submit");
    await page.goto("/");
    await hydrated(page);
    await page.locator("main").getByRole("link", { name: "Submit Manuscript" }).first().click();
    await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard%2Fsubmissions%2Fnew");
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL("/dashboard/submissions/new");
    await expect(page.getByRole("heading", { name: "New Submission" }).first()).toBeVisible();
  });

  test("a signed-in author's Submit Manuscript opens the wizard, from the home page, a journal, contact and the guidelines", async ({
    browser,
  }) => {
    test.setTimeout(90_000); // four pages, each loaded and hydrated
    const account = await newAuthor(browser, "author-submit");
    const context = await browser.newContext();
    await authPost(context.request, "/sign-in/email", { email: account.email, password: account.password });
    const page = await context.newPage();

    const starts: [string, string, string][] = [
      ["/", "Submit Manuscript", "/dashboard/submissions/new"],
      ["/journal/fjphs", "Submit Manuscript", "/dashboard/submissions/new?journal=fjphs"],
      ["/contact", "Submit Now", "/dashboard/submissions/new"],
      ["/author-guidelines", "Submit Manuscript", "/dashboard/submissions/new"],
    ];
    for (const [from, label, to] of starts) {
      await page.goto(from);
      await hydrated(page);
      await page.locator("main").getByRole("link", { name: label }).last().click();
      await expect(page, `Submit from ${from}`).toHaveURL(to);
      await expect(page.getByRole("heading", { name: "New Submission" }).first()).toBeVisible();
    }
    await context.close();
  });
});

test.describe("Email Author", () => {
  test("a visitor is asked to log in", async ({ page }) => {
    await page.goto("/journal/fjphs");
    await hydrated(page);
    await page.locator('main a[href^="/journal/fjphs/issue/"]').first().click();
    await openArticle(page, page.locator('section[aria-labelledby="toc"] a[href*="/article/"]').first());
    await page.getByRole("button", { name: "Email Author" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Login Required" })).toContainText(
      "Please log in to email the author",
    );
  });

  test("a signed-in reader writes to the corresponding author with 'Regarding: {title}'", async ({ browser }) => {
    const account = await newAuthor(browser, "email-author");
    const context = await browser.newContext();
    await authPost(context.request, "/sign-in/email", { email: account.email, password: account.password });
    const page = await context.newPage();
    await page.goto("/journal/fjphs");
    await hydrated(page);
    await page.locator('main a[href^="/journal/fjphs/issue/"]').first().click();
    const link = page.locator('section[aria-labelledby="toc"] a[href*="/article/"]').first();
    const title = (await link.innerText()).trim();
    await openArticle(page, link, title);

    const mail = page.getByRole("link", { name: "Email Author" });
    const href = (await mail.getAttribute("href")) ?? "";
    const target = new URL(href);
    expect(target.protocol).toBe("mailto:");
    expect(target.pathname).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(target.searchParams.get("subject")).toBe(`Regarding: ${title}`);
    expect(target.searchParams.get("body")).toMatch(/^Dear .+,/);
    await context.close();
  });
});
