import { expect, test } from "@playwright/test";

test.describe("server rendering", { tag: "@both-backends" }, () => {
  test("the home page content is in the HTML before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Our Journals" }).first()).toBeVisible();
    for (const title of [
      "Frontier Journal of Pharmaceutical and Health Sciences",
      "Bharat Journal of Pharmaceutical Sciences",
    ]) {
      await expect(page.locator("main").getByText(title).filter({ visible: true }).first()).toBeVisible();
    }
    await context.close();
  });

  test("the journal page content is in the HTML before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/journal/fjphs");
    await expect(
      page.getByRole("heading", { level: 1, name: "Frontier Journal of Pharmaceutical and Health Sciences" }),
    ).toBeVisible();
    await expect(page.getByText("Current Issue").filter({ visible: true }).first()).toBeVisible();
    await context.close();
  });

  test("the home page has its description, canonical URL, Open Graph tags and organization data", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description, "meta description").toBeTruthy();
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:site_name"]) {
      expect(html, property).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
    }
    expect(html).toContain('<meta name="robots" content="index, follow"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"Organization"/);
  });
});

test.describe("health endpoints", () => {
  test("/healthz answers 200", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("/readyz answers 200", async ({ request }) => {
    expect((await request.get("/readyz")).status()).toBe(200);
  });
});
