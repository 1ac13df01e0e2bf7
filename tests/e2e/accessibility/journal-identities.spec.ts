// Text on the founding journals' identities: white text over a journal's hero and card gradients
// (the journal page's hero, the issue covers, the editorial board's cards, the journal covers on
// the home page) reads at WCAG AA over the gradient's worst point. axe alone cannot tell (it leaves
// text over gradients unjudged), so each gradient is drawn at its lightest and at its darkest for
// axe's colour-contrast rule (flattenGradients). IJEBR's amber identity was 3.55:1 on its hero's
// light end and 2.80:1 on its covers.
import { expect, test, type Page } from "@playwright/test";
import { expectTextReadsOnGradients, hydrated } from "./axe-helpers";

test.describe.configure({ mode: "parallel", timeout: 60_000 });

async function check(page: Page, path: string, scope: "main" | "page" = "main") {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered`).toBe(200);
  await hydrated(page);
  await expectTextReadsOnGradients(page, path, scope);
}

test("IJEBR's journal page: the hero, the current issue's cover and the archives' covers", async ({ page }) => {
  await check(page, "/journal/ijebr");
  await check(page, "/journal/ijebr?tab=archives");
});

test("IJEBR's issue page, an article page and the editorial board", async ({ page }) => {
  await page.goto("/journal/ijebr?tab=archives");
  const issue = await page.locator('main a[href^="/journal/ijebr/issue/"]').first().getAttribute("href");
  expect(issue, "a link to an IJEBR issue").toBeTruthy();
  await check(page, issue!);
  const article = await page.locator('main a[href^="/journal/ijebr/article/"]').first().getAttribute("href");
  expect(article, "a link to an IJEBR article").toBeTruthy();
  await check(page, article!);
  await check(page, "/editorial-board?journal=ijebr");
});

test("the home page's journal covers, and the header's", async ({ page }) => {
  await check(page, "/", "page");
});

test.describe("on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("IJEBR's journal page", async ({ page }) => {
    await check(page, "/journal/ijebr");
  });
});
