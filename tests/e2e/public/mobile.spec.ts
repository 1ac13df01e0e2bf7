import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.describe("at 375px wide", () => {
  test("the mobile menu opens and shows the site links", async ({ page }) => {
    await page.goto("/");
    // A button, or the <summary> of a <details> disclosure (which opens without scripts too).
    const toggle = page
      .getByRole("button", { name: /menu/i })
      .or(page.getByLabel(/^(open |toggle )?(main )?menu$/i))
      .filter({ visible: true })
      .first();
    await expect(toggle).toBeVisible();
    await toggle.click();
    for (const name of ["Home", "Conferences", "Contact"]) {
      await expect(page.getByRole("link", { name, exact: true }).filter({ visible: true }).first()).toBeVisible();
    }
  });

  test("the page does not scroll sideways", async ({ page }) => {
    for (const path of ["/", "/journal/fjphs", "/conferences"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
