import { expect, test } from "@playwright/test";

// Every public page of the route table and the footer: it answers 200, inside the site shell,
// with one main heading.
const PUBLIC_PAGES = [
  "/journals",
  "/conferences",
  "/contact",
  "/sitemap",
  "/auth",
  "/editorial-board",
  "/about",
  "/policies",
  "/publication-ethics",
  "/peer-review-policy",
  "/editorial-policies",
  "/author-guidelines",
  "/reviewer-guidelines",
  "/article-processing-charges",
  "/refund-policy",
  "/article-retraction-policy",
  "/privacy",
  "/terms",
  "/cookies",
];

test.describe("public pages", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} answers 200 inside the site shell with one main heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("/policies has the sections of the spec", async ({ page }) => {
    await page.goto("/policies");
    for (const name of [
      "Publication Ethics",
      "Peer Review Policy",
      "Editorial Policies",
      "Authorship & Contributorship",
      "Research Misconduct",
      "Open Access Policy",
      "Copyright & Licensing",
    ]) {
      await expect(page.getByRole("heading", { name }).first()).toBeVisible();
    }
  });

  test("/editorial-board has its static sections", async ({ page }) => {
    await page.goto("/editorial-board");
    await expect(page.getByRole("heading", { name: "Board Responsibilities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join Our Editorial Board" })).toBeVisible();
  });

  test("/reviewer-guidelines offers to become a reviewer", async ({ page }) => {
    await page.goto("/reviewer-guidelines");
    await expect(page.getByText("Apply to Become a Reviewer").filter({ visible: true }).first()).toBeVisible();
  });

  // The two forms are links (?tab=signup), so switching works without scripts.
  test("/auth offers Sign In and Sign Up", async ({ page }) => {
    await page.goto("/auth");
    const tabs = page.getByRole("navigation", { name: "Sign in or sign up" });
    await expect(tabs.getByRole("link", { name: "Sign In" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await expect(tabs.getByRole("link", { name: "Sign Up" })).toHaveAttribute("aria-current", "page");
  });

  test("the footer links to the pages the spec lists", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/about", "/journals", "/privacy", "/terms", "/cookies"]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });
});
