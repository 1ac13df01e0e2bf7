// Icons are references to one built sprite file (ADR 077): the browser must fetch it under the
// pages' Content-Security-Policy and draw every icon from it, on a reader page and in the
// application alike.
import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, hydrated } from "../helpers";
import { signedIn } from "../journal-with-stages";

/** Each icon on the page: its sprite URL, and the size of what the browser drew from it. */
async function drawnIcons(page: Page) {
  return page.locator("svg.lucide use").evaluateAll((uses) =>
    uses.map((use) => {
      const box = (use as SVGGraphicsElement).getBBox();
      const visible = (use.closest("svg") as SVGSVGElement).getBoundingClientRect().width > 0;
      return { href: use.getAttribute("href") ?? "", width: box.width, height: box.height, visible };
    }),
  );
}

test.describe("icons from the sprite", () => {
  test("the article page draws its icons from one cached sprite file", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/journal/fjphs");
    const issue = await page.locator('main a[href^="/journal/fjphs/issue/"]').first().getAttribute("href");
    await page.goto(issue!);
    await page.locator('section[aria-labelledby="toc"] a[href*="/article/"]').first().click();
    await hydrated(page);

    const icons = await drawnIcons(page);
    expect(icons.length).toBeGreaterThan(10);
    const files = new Set(icons.map((i) => i.href.split("#")[0]));
    expect([...files]).toHaveLength(1);
    const [file] = [...files];
    expect(file).toMatch(/^\/assets\/icons-[A-Za-z0-9]+\.svg$/);
    // getBBox measures what the reference drew: 0 while the sprite is missing or refused.
    await expect.poll(async () => (await drawnIcons(page)).filter((i) => i.visible && i.width === 0)).toEqual([]);

    const sprite = await page.request.get(file!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    const svg = await sprite.text();
    for (const id of new Set(icons.map((i) => i.href.split("#")[1]))) expect(svg).toContain(`<symbol id="${id}"`);
    expect(errors).toEqual([]);
  });

  test("a dashboard page draws its icons from the same sprite", async ({ browser }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const author = await signedIn(browser, "sign-up", {
      name: `Ida Icons ${tag}`,
      email: `e2e-icons-${tag}@example.org`,
      password: "e2e-icons-secret",
    });
    await author.page.goto("/dashboard");
    await hydrated(author.page);
    await expect.poll(async () => (await drawnIcons(author.page)).filter((i) => i.visible).length).toBeGreaterThan(5);
    await expect
      .poll(async () => (await drawnIcons(author.page)).filter((i) => i.visible && i.width === 0))
      .toEqual([]);
    expect(author.errors).toEqual([]);
    await author.context.close();
  });
});
