// Issue 38: at 360 px no public or dashboard page scrolls sideways, and the floating assistant
// button never hides the end of the Make Submission guidelines. Each page's screenshot is kept in
// test-results/screens/narrow-*.png for a person to look at.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { hydrated } from "../helpers";

const WIDTH = 360;
const SCREENS = path.join("test-results", "screens");

test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `narrow-${name}.png`), fullPage: true });
}

/**
 * The page's width as the browser lays it out, what sticks out past the screen when it is too wide,
 * and the text cut at the screen's edge by a box that hides its overflow (the page does not widen,
 * but the words are lost: the home page's hero at 388 px).
 */
async function widthOf(page: Page): Promise<{ scrollWidth: number; wide: string[]; cut: string[] }> {
  return page.evaluate((width) => {
    const wide: string[] = [];
    const cut: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")}`;
    /**
     * Meant to reach past the screen: inside a box the reader scrolls sideways (a wide table, a row
     * of tabs) or one that moves its content through by design (the home page's marquee).
     */
    const scrolls = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "auto" || style.overflowX === "scroll" || style.animationName !== "none") return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>("h1, h2, h3, p, a, button, label, input, li, dd, dt")) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.right <= width + 0.5 || scrolls(el) || cut.length >= 8) continue;
      // Fixed buttons follow the layout viewport, which only widens when something else is too wide.
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.position === "fixed") continue;
      cut.push(`${describe(el)} right=${Math.round(box.right)}: ${(el.textContent ?? "").trim().slice(0, 40)}`);
    }
    /** Inside a box that scrolls or clips and itself fits the screen: not what widens the page. */
    const contained = (el: HTMLElement) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return a.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const box = el.getBoundingClientRect();
      if (el.closest("svg")) continue;
      if (box.width > 0 && box.right > width + 0.5 && wide.length < 8 && !contained(el)) {
        wide.push(`${describe(el)} right=${Math.round(box.right)} width=${Math.round(box.width)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, wide, cut };
  }, WIDTH);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, wide, cut } = await widthOf(page);
  expect.soft(cut, `${where}: text cut at the screen's edge`).toEqual([]);
  // Soft: one run names every page that is too wide.
  expect
    .soft(scrollWidth, `${where} is ${scrollWidth} px wide; past the screen: ${wide.join("; ")}`)
    .toBeLessThanOrEqual(WIDTH);
}

/** A link of the page (the first whose address starts with `prefix`), as a reader would follow it. */
async function firstHref(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
  expect(href, `a link starting with ${prefix}`).toBeTruthy();
  return href!.split("#")[0]!;
}

test.describe("at 360 px wide", () => {
  test("no public page scrolls sideways", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/journal/fjphs");
    const issue = await firstHref(page, "/journal/fjphs/issue/");
    await page.goto(issue);
    const article = await firstHref(page, "/journal/fjphs/article/");
    const pages: [string, string][] = [
      ["home", "/"],
      ["journals", "/journals"],
      ["journal", "/journal/fjphs"],
      ["make-submission", "/journal/fjphs?tab=submission"],
      ["issue", issue],
      ["article", article],
      ["search", "/search?q=pharmacy"],
      ["conferences", "/conferences"],
      ["editorial-board", "/editorial-board"],
      ["contact", "/contact"],
      ["sitemap", "/sitemap"],
      ...[
        "about",
        "policies",
        "publication-ethics",
        "peer-review-policy",
        "editorial-policies",
        "author-guidelines",
        "reviewer-guidelines",
        "article-processing-charges",
        "refund-policy",
        "article-retraction-policy",
        "privacy",
        "terms",
        "cookies",
      ].map((p): [string, string] => [p, `/${p}`]),
    ];
    for (const [name, url] of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expectNoSidewaysScroll(page, url);
      await screenshot(page, `public-${name}`);
    }
  });

  test("the article's breadcrumb fits the screen", async ({ page }) => {
    await page.goto("/journal/fjphs");
    await page.goto(await firstHref(page, "/journal/fjphs/issue/"));
    await page.goto(await firstHref(page, "/journal/fjphs/article/"));
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toBeVisible();
    await crumbs.screenshot({ path: path.join(SCREENS, "narrow-article-breadcrumb.png") });
    // Every crumb is on the screen and whole: none shortened with an ellipsis ('Vol…', 'A.').
    const shown = await crumbs.getByRole("listitem").evaluateAll((items) =>
      items.map((li) => {
        const text = li.querySelector("a, span[aria-current]") as HTMLElement;
        const box = li.getBoundingClientRect();
        return {
          text: text.innerText,
          whole: text.scrollWidth <= text.clientWidth,
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
        };
      }),
    );
    expect(shown.map((c) => c.text)).toEqual(["Home", "FJPHS", expect.stringMatching(/^Vol/), "Article"]);
    for (const crumb of shown) expect(crumb, crumb.text).toMatchObject({ whole: true, onScreen: true });
  });

  test("the assistant button leaves the end of the Make Submission guidelines readable", async ({ page }) => {
    await page.goto("/journal/fjphs?tab=submission");
    await hydrated(page);
    const button = page
      .getByRole("link", { name: "Ask our assistant" })
      .or(page.getByRole("button", { name: "Ask our assistant" }));
    await expect(button.first()).toBeVisible();
    const guidelines = page.getByRole("complementary", { name: "Manuscript Guidelines" });
    await expect(guidelines).toBeVisible();
    // Each line of the guidelines, down to the last button, can be scrolled to just above the
    // floating button: the page leaves room below it, so the button never has to cover it.
    const lines = await guidelines.locator("h3, dt, dd, a").all();
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const buttonTop = (await button.first().boundingBox())!.y;
      await line.evaluate((el, top) => {
        const box = el.getBoundingClientRect();
        // Instant: the site scrolls smoothly, and the line is measured right after.
        window.scrollBy({ top: box.bottom - (top - 8), behavior: "instant" });
      }, buttonTop);
      const box = (await line.boundingBox())!;
      const buttonBox = (await button.first().boundingBox())!;
      const text = (await line.innerText()).trim();
      expect(box.y, `${text} is on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${text} lies above the assistant button`).toBeLessThanOrEqual(buttonBox.y);
    }
    await page.screenshot({ path: path.join(SCREENS, "narrow-make-submission-end.png") });
    // At the very end of the page, too, the button covers nothing: the footer's last line lies above it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const buttonBox = (await button.first().boundingBox())!;
    const covered = await page.evaluate((b) => {
      const hits: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>("footer a, footer p, footer li, footer h2")) {
        const r = el.getBoundingClientRect();
        if (r.width && r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom) {
          hits.push((el.textContent ?? "").trim().slice(0, 40));
        }
      }
      return hits;
    }, buttonBox);
    await page.screenshot({ path: path.join(SCREENS, "narrow-page-end.png") });
    expect(covered).toEqual([]);
  });

  test("no dashboard page scrolls sideways, for the admin", async ({ browser }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await authPost(context.request, "/sign-in/email", admin!);
    const page = await context.newPage();
    await page.goto("/dashboard");
    // Every entry of the admin's sidebar (read from the page, so a new screen is checked too).
    // The sidebar is folded away on a phone: its links are read from the page, shown or not.
    const entries = await page
      .locator('nav[aria-label="Dashboard navigation"] a[href^="/dashboard"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    expect(entries).toContain("/dashboard/seo");
    expect(entries).toContain("/dashboard/dois");
    for (const url of entries) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("main h1").first()).toBeVisible();
      await expectNoSidewaysScroll(page, url);
      await screenshot(page, `dashboard-${url.replace(/^\//, "").replaceAll("/", "-") || "home"}`);
    }
    await context.close();
  });
});
