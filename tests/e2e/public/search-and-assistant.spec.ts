// A reader's search and the assistant, clicked through after hydration as a person would: the
// header's search finds a demo article by a word of its abstract, the filters narrow by journal and
// year, an exact DOI goes to the article; the floating chat button opens the assistant on any page,
// which answers a question about the article processing charge with the APC page's figure and a link
// to it, composed by the (fake) language model on the demo server and from the pages alone on the
// fresh server; editors then read the question in the dashboard.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { CHAT_FAILURE_MESSAGE, CHAT_FAILURE_TOAST } from "~/modules/assistant/assistant.constants";
import { FAKE_MODEL_MARK } from "../../helpers/fake-chat-model";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

// A demo article (app/db/seed/demo): "oestrogen" is in its abstract and in no other article. Its
// DOI is read from its page when searched for: the DOIs journey (tests/e2e/dois) may give a BJPS
// article a new one while this runs.
const ARTICLE = {
  word: "oestrogen",
  title: "Solid lipid nanoparticles of raloxifene hydrochloride",
  path: "/journal/bjps/article/1/9",
};
const APC_QUESTION = "How much is the article processing charge?";
const APC_SOURCE = {
  name: "Article Processing Charges: Fee structure",
  href: "/article-processing-charges#fee-structure",
};
const freshBaseUrl = process.env.E2E_FRESH_BASE_URL;
const withModel = Boolean(process.env.E2E_ASSISTANT_MODEL);

const results = (page: Page) => page.locator('section[aria-labelledby="results-title"] ol > li');

async function resultCount(page: Page): Promise<number> {
  const heading = await page.locator("#results-title").innerText();
  return Number(/^([\d,]+) articles?/.exec(heading)?.[1]?.replace(/,/g, "") ?? NaN);
}

/** The header's search box: types and submits as a reader does. */
async function headerSearch(page: Page, text: string) {
  const box = page.locator("header").getByRole("searchbox", { name: "Search articles" });
  await box.fill(text);
  await box.press("Enter");
}

/** Opens the assistant with the floating button, asks `question` and returns the dialog. */
async function askTheAssistant(page: Page, question: string): Promise<Locator> {
  await page.getByRole("button", { name: "Ask our assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Assistant" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("textbox", { name: "Ask the assistant a question" });
  await expect(field).toBeFocused();
  await field.fill(question);
  await field.press("Enter");
  return dialog;
}

async function expectApcAnswerWithLink(dialog: Locator) {
  const conversation = dialog.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText(APC_QUESTION);
  await expect(conversation).toContainText("₹3,000", { timeout: 30_000 });
  await expect(dialog.getByRole("link", { name: APC_SOURCE.name }).first()).toHaveAttribute("href", APC_SOURCE.href);
  return conversation;
}

test.describe("reader search", () => {
  test("a word of a demo article's abstract finds it first; journal and year narrow; a DOI goes to it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await page.goto("/");
    await hydrated(page);

    await headerSearch(page, ARTICLE.word);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${ARTICLE.word}$`));
    await expect(results(page).first().getByRole("heading")).toContainText(ARTICLE.title);

    // A broader word, then the journal and the year. The address changes before the new results
    // arrive: the count is read once the heading is no longer the first search's.
    const firstHeading = await page.locator("#results-title").innerText();
    const query = page.getByRole("main").getByRole("searchbox", { name: "Search articles" });
    await query.fill("nanoparticles");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=nanoparticles/);
    await expect(page.locator("#results-title")).not.toHaveText(firstHeading);
    await expect(results(page).first()).toBeVisible();
    const everywhere = await resultCount(page);
    await page.getByLabel("Journal", { exact: true }).selectOption("bjps");
    await page.getByLabel("From year").fill("2022");
    await page.getByLabel("To year").fill("2022");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/journal=bjps/);
    await expect(page).toHaveURL(/from=2022&to=2022/);
    await expect(page.locator("#results-title")).toContainText("in Bharat Journal of Pharmaceutical Sciences");
    const narrowed = await resultCount(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(everywhere);
    for (const item of await results(page).all()) {
      await expect(item).toContainText(/bjps/i);
      await expect(item).toContainText("(2022)");
    }
    await expect(results(page).filter({ hasText: ARTICLE.title })).toHaveCount(1);

    // An exact DOI, from the header of another page, lands on the article.
    const doi = await page.request
      .get(ARTICLE.path)
      .then(async (r) => /<meta name="citation_doi" content="([^"]+)"/.exec(await r.text())?.[1]);
    expect(doi, "the article page's citation_doi").toMatch(/^10\.\d{4,9}\//);
    await page.getByRole("link", { name: "Conferences", exact: true }).first().click();
    await expect(page).toHaveURL(/\/conferences$/);
    await headerSearch(page, doi!);
    await expect(page).toHaveURL(new RegExp(`${ARTICLE.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ARTICLE.title);
    expect(errors).toEqual([]);
  });
});

// A word of a demo article's title (app/db/seed/demo/families/formulation.ts), misspelt.
const TYPO = { typed: "baclofenn", meant: "baclofen" };

/** Searches from /search's own form, by clicking its button. */
async function searchFromTheForm(page: Page, text: string) {
  await page.getByRole("main").getByRole("searchbox", { name: "Search articles" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/** Whether the page is wider than the window (something would need sideways scrolling). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * A misspelt word: the results of the word meant, saying so, with a link to the words as typed (which
 * offers the word meant); then an extra word no article holds still finds the articles with the others.
 */
async function typoAndExtraWord(page: Page) {
  const errors = collectPageErrors(page);
  await page.goto("/search");
  await hydrated(page);
  await searchFromTheForm(page, TYPO.typed);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${TYPO.typed}(&|$)`));
  const notice = page.getByRole("status").filter({ hasText: "Showing results for" });
  await expect(notice).toContainText(`Showing results for ${TYPO.meant}. Search instead for ${TYPO.typed}`);
  await expect(results(page).first().getByRole("heading")).toContainText(new RegExp(TYPO.meant, "i"));
  expect(await overflowsSideways(page)).toBe(false);

  await notice.getByRole("link", { name: TYPO.typed }).click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await page.getByRole("status").filter({ hasText: "Did you mean" }).getByRole("link", { name: TYPO.meant }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${TYPO.meant}(&|$)`));
  await expect(results(page).first().getByRole("heading")).toContainText(new RegExp(TYPO.meant, "i"));

  await searchFromTheForm(page, `${TYPO.meant} quetzalcoatl`);
  await expect(page.getByRole("heading", { name: /No article holds all of your words/ })).toBeVisible();
  await expect(page.locator("#results-title")).toContainText("with some of your words");
  await expect(results(page).first().getByRole("heading")).toContainText(new RegExp(TYPO.meant, "i"));
  expect(await overflowsSideways(page)).toBe(false);
  expect(errors).toEqual([]);
}

test.describe("reader search forgives a typo and an extra word", () => {
  test("at 1280 px", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await typoAndExtraWord(page);
  });
});

test.describe("reader search on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the search field is a full-size touch target across the screen, and a search runs from it", async ({
    page,
  }) => {
    await page.goto("/search");
    await hydrated(page);
    const query = page.getByRole("main").getByRole("searchbox", { name: "Search articles" });
    const box = (await query.boundingBox())!;
    expect(box.height, "a touch target of at least 44 px").toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(300);
    await query.fill(ARTICLE.word);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${ARTICLE.word}`));
    await expect(results(page).first().getByRole("heading")).toContainText(ARTICLE.title);
  });

  test("a typo and an extra word are forgiven on the phone too", async ({ page }) => {
    test.setTimeout(60_000);
    await typoAndExtraWord(page);
  });
});

test.describe("the assistant's floating button", () => {
  test("opens the assistant on any page; the APC answer links the APC page; editors read the question", async ({
    page,
    browser,
  }) => {
    // Two browser contexts and a model's answer, on a machine the server shares.
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto("/journal/bjps");
    await hydrated(page);
    const dialog = await askTheAssistant(page, APC_QUESTION);
    const conversation = await expectApcAnswerWithLink(dialog);
    // The demo server's assistant has the fake model (scripts/test.mjs): its words, then its sources.
    if (withModel) await expect(conversation).toContainText(FAKE_MODEL_MARK);

    // Following the source closes the dialog and shows the page; the conversation is kept.
    await dialog.getByRole("link", { name: APC_SOURCE.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${APC_SOURCE.href}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Processing Charges");
    await hydrated(page);
    await page.getByRole("button", { name: "Ask our assistant" }).click();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toContainText(APC_QUESTION);
    await page.keyboard.press("Escape");
    expect(errors).toEqual([]);

    await expectQuestionInDashboard(browser, withModel);
  });

  test("on a reader page too: it waits with 'Thinking...', says so when it fails, and keeps the conversation from page to page", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto(ARTICLE.path);
    await expect(page.locator("html")).toHaveAttribute("data-reader-page", "");
    await hydrated(page);

    // The answer is held back, then the request fails: the waiting line, then the spec's words.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/assistant", async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    const dialog = await askTheAssistant(page, "Is there a fee waiver?");
    const field = dialog.getByRole("textbox", { name: "Ask the assistant a question" });
    await expect(dialog.getByRole("list", { name: "Conversation" }).getByText("Thinking...")).toBeVisible();
    await expect(field).toBeDisabled();
    release();
    await expect(page.getByRole("alert").filter({ hasText: CHAT_FAILURE_TOAST })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Conversation" })).toContainText(CHAT_FAILURE_MESSAGE);
    await expect(dialog.getByRole("list", { name: "Conversation" }).getByText("Thinking...")).toHaveCount(0);
    await expect(field).toBeEnabled();
    await page.unroute("**/api/assistant");

    // Now the real answer, its source followed: another page, the same conversation.
    await field.fill(APC_QUESTION);
    await field.press("Enter");
    await expectApcAnswerWithLink(dialog);
    await dialog.getByRole("link", { name: APC_SOURCE.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${APC_SOURCE.href}$`));
    await hydrated(page);
    await page.getByRole("button", { name: "Ask our assistant" }).click();
    const again = page.getByRole("list", { name: "Conversation" }).filter({ visible: true });
    await expect(again).toContainText("Is there a fee waiver?");
    await expect(again).toContainText(APC_QUESTION);
    await expect(again).toContainText("₹3,000");
    // The browser logs the failure we made; nothing else.
    expect(errors.filter((e) => !e.includes("status of 503"))).toEqual([]);
  });

  test("answers from the pages alone on a server without a language model", async ({ browser }) => {
    test.skip(!freshBaseUrl, "needs E2E_FRESH_BASE_URL (set by npm test)");
    // Nothing has warmed the fresh server's caches: its first page and answer take their time.
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: freshBaseUrl });
    const page = await context.newPage();
    await page.goto("/conferences");
    await hydrated(page);
    const conversation = await expectApcAnswerWithLink(await askTheAssistant(page, APC_QUESTION));
    await expect(conversation).toContainText("Here is what our pages say about that");
    await expect(conversation).not.toContainText(FAKE_MODEL_MARK);
    await context.close();
  });

  test("a stored conversation it cannot read is left out, not fatal", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() =>
      sessionStorage.setItem(
        "sp.assistant",
        JSON.stringify([
          { from: "robot", text: "Not ours" },
          { text: 7 },
          { from: "reader", text: "Kept", sources: 5 },
        ]),
      ),
    );
    await page.goto(ARTICLE.path);
    await hydrated(page);
    await page.getByRole("button", { name: "Ask our assistant" }).click();
    const conversation = page.getByRole("dialog", { name: "AI Assistant" }).getByRole("list", { name: "Conversation" });
    await expect(conversation).toContainText("Kept");
    await expect(conversation).not.toContainText("Not ours");
    await expect(conversation.locator(":scope > li")).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test("works from the keyboard: Enter opens it, Escape closes it and focus comes back", async ({ page }) => {
    await page.goto("/journals");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Ask our assistant" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Ask the assistant a question" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("on the contact page it goes to the page's own assistant; without scripts it links there", async ({
    page,
    browser,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Ask our assistant" }).click();
    await expect(
      page.locator("#assistant").getByRole("textbox", { name: "Ask the assistant a question" }),
    ).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto("/journals");
    await expect(noScript.getByRole("link", { name: "Ask our assistant" })).toHaveAttribute(
      "href",
      "/contact#assistant",
    );
    await context.close();
  });
});

test.describe("the floating button on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("sits in the corner beside the scroll-to-top button, covers neither it nor the footer's last lines", async ({
    page,
  }) => {
    await page.goto("/journal/fjphs");
    await hydrated(page);
    const chat = page.getByRole("button", { name: "Ask our assistant" });
    const scrollTop = page.getByRole("button", { name: "Scroll to top" });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(scrollTop).toHaveCSS("opacity", "1");
    const chatBox = (await chat.boundingBox())!;
    const topBox = (await scrollTop.boundingBox())!;
    expect(overlaps(chatBox, topBox), "the two buttons overlap").toBe(false);
    expect(chatBox.x + chatBox.width).toBeLessThanOrEqual(390);
    expect(chatBox.y + chatBox.height).toBeLessThanOrEqual(844);
    expect(chatBox.width, "a touch target of at least 44 px").toBeGreaterThanOrEqual(44);

    // At the end of the page the footer's last lines stay clear of both buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(scrollTop).toHaveCSS("opacity", "1");
    const footer = page.locator("footer");
    const lastLines = [
      footer.getByText(/All rights reserved/),
      ...(await footer.getByRole("navigation", { name: "Legal" }).getByRole("link").all()),
    ];
    for (const line of lastLines) {
      const box = (await line.boundingBox())!;
      for (const button of [chat, scrollTop]) {
        expect(overlaps(box, (await button.boundingBox())!), `${await line.innerText()} is covered`).toBe(false);
      }
    }

    // The dialog fits the screen.
    await chat.click();
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });
});

/** An admin finds the question just asked, newest first, in Assistant Questions. */
async function expectQuestionInDashboard(browser: Browser, composed: boolean) {
  const admin = e2eAdmin();
  if (!admin) return;
  const context = await browser.newContext();
  await authPost(context.request, "/sign-in/email", admin);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await hydrated(page);
  await page.locator("#dashboard-sidebar").getByRole("link", { name: "Assistant Questions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Assistant Questions" })).toBeVisible();
  await page.getByRole("search", { name: "Search questions" }).getByRole("searchbox").fill("processing charge");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=processing/);
  const newest = page.getByRole("list", { name: "Questions" }).getByRole("listitem").first();
  await expect(newest).toContainText(APC_QUESTION);
  await expect(newest).toContainText(composed ? "Composed by" : "From the pages");
  await expect(newest.getByRole("link", { name: APC_SOURCE.name })).toHaveAttribute("href", APC_SOURCE.href);
  await context.close();
}
