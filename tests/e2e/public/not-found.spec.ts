import { expect, test } from "@playwright/test";

test.describe("unknown paths", () => {
  for (const path of ["/no/such/page", "/definitely-not-here"]) {
    test(`${path} answers 404 with 'Oops! Page not found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    });
  }

  test("the 404 page keeps the site header and footer", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
