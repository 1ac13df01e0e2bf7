// The document's <head> through client navigation. The browser runs on Preact and hydrates the
// document React's server wrote (ADR 087), whose <head> React orders its own way; a head element
// paired with the wrong server element was changed or removed by the next navigation: signing in
// and opening the dashboard dropped the stylesheet with the public pages' search link, and the
// dashboard was drawn unstyled. Each step here is a client navigation (the window's marker
// survives it), and the page must keep its stylesheets and show what they say.
import { expect, test, type Page } from "@playwright/test";
import { e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

/** The head as the page shows it: its stylesheets, its search link and whether the CSS applies. */
const headNow = (page: Page) =>
  page.evaluate(() => ({
    heads: document.querySelectorAll("head").length,
    bodies: document.querySelectorAll("body").length,
    stylesheets: [...document.querySelectorAll('head link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
    searchLinks: document.querySelectorAll('head link[rel="search"]').length,
    // `bg-white` on <body>: without the stylesheet the body is transparent.
    bodyBackground: getComputedStyle(document.body).backgroundColor,
    title: document.title,
    sameWindow: (window as unknown as { e2eMarker?: string }).e2eMarker === "kept",
  }));

test("signing in and moving through the dashboard keeps the page's stylesheets and head", async ({ page }) => {
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const errors = collectPageErrors(page);
  await page.goto("/auth");
  await hydrated(page);
  const first = await headNow(page);
  expect(first.stylesheets.length).toBeGreaterThan(0);
  expect(first.searchLinks).toBe(1);
  expect(first.bodyBackground).toBe("rgb(255, 255, 255)");
  await page.evaluate(() => ((window as unknown as { e2eMarker?: string }).e2eMarker = "kept"));

  await page.getByRole("textbox", { name: "Email", exact: true }).fill(admin!.email);
  await page.getByLabel("Password", { exact: true }).fill(admin!.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Welcome back!").first()).toBeVisible();

  await page.getByLabel(/Signed in as /).click();
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => headNow(page))
    .toMatchObject({
      heads: 1,
      bodies: 1,
      stylesheets: first.stylesheets,
      searchLinks: 0,
      bodyBackground: "rgb(255, 255, 255)",
      sameWindow: true,
    });

  await page.getByRole("navigation").getByRole("link", { name: "Users", exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect.poll(async () => (await headNow(page)).title).toMatch(/^User Management/);
  expect(await headNow(page)).toMatchObject({
    stylesheets: first.stylesheets,
    bodyBackground: "rgb(255, 255, 255)",
    sameWindow: true,
  });
  expect(errors).toEqual([]);
});
