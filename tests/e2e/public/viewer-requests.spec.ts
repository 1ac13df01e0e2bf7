// The reader's own parts of the shared public pages (ADR 030) without a request per page view for
// visitors: a tab asks GET /api/session once; after that only a browser with the signed-in marker
// (set with the session cookie, app/modules/auth/signed-in-marker.ts) asks again. Moving by clicks
// after hydration, as people do.
import { expect, test, type Page } from "@playwright/test";
import { authPost } from "../auth-api";
import { hydrated } from "../helpers";

/** Counts the page's requests to GET /api/session from now on. */
function countSessionRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/session") seen.push(r.url());
  });
  return seen;
}

test("a visitor's tab asks for its personal parts once; a signed-in reader's on every page, and sees their menu", async ({
  browser,
}) => {
  // Two browsers, five page loads and a sign-up that waits out the sign-up limit (auth-api.ts)
  // when other tests have just signed up.
  test.setTimeout(90_000);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const visitorRequests = countSessionRequests(page);
  await page.goto("/journals");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect.poll(() => visitorRequests.length).toBe(1);
  // To a journal (a reader page, which asks nothing: ADR 034), then another application page.
  await page.locator('main a[href="/journal/fjphs"]').first().click();
  await expect(page).toHaveURL("/journal/fjphs");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/conferences");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(visitorRequests).toHaveLength(1);
  expect((await visitor.cookies()).map((c) => c.name)).toEqual([]);
  await visitor.close();

  // A reader who signs up in that browser has the marker beside the session cookie, and the header
  // fills in their menu on each page.
  const reader = await browser.newContext();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Vera Viewer ${tag}`;
  await authPost(reader.request, "/sign-up/email", {
    name,
    email: `e2e-viewer-${tag}@example.org`,
    password: "e2e-viewer-secret",
  });
  const marker = (await reader.cookies()).find((c) => c.name === "sp.signed_in");
  expect(marker).toMatchObject({ value: "1", httpOnly: false });
  const readerPage = await reader.newPage();
  const readerRequests = countSessionRequests(readerPage);
  await readerPage.goto("/");
  await hydrated(readerPage);
  await expect(readerPage.getByLabel(`Signed in as ${name}`)).toBeVisible();
  await readerPage.locator('main a[href="/journal/fjphs"]').first().click();
  await expect(readerPage).toHaveURL("/journal/fjphs");
  await expect(readerPage.getByLabel(`Signed in as ${name}`)).toBeVisible();
  expect(readerRequests.length).toBeGreaterThanOrEqual(1);
  await reader.close();
});
