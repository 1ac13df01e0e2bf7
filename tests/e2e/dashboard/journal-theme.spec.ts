// A journal's theme, edited by the admin and seen by a reader: on the fresh installation that npm
// test starts (no other journey looks at ijebr there), so that changing a public page's colours
// disturbs no other test. Its database work is covered by tests/integration/journal-themes.test.ts.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

const freshBaseUrl = process.env.E2E_FRESH_BASE_URL;
test.use({ baseURL: freshBaseUrl });

const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The reader's view of the journal page: the colours its header and accents carry. */
async function journalColours(page: Page) {
  await page.goto("/journal/ijebr");
  await hydrated(page);
  return {
    header: await page.locator("[data-header-style]").first().getAttribute("style"),
    accents: await page.locator("main [style*='color:']").evaluateAll((els) => els.map((e) => e.getAttribute("style"))),
  };
}

/**
 * What of the preset grid does not fit: a preset whose name or swatches run out of its button, or
 * two buttons that overlap (the designer in a column too narrow for its grid drew names over the
 * next preset).
 */
async function presetGridMisfits(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Theme presets" });
  await expect(list.getByRole("button").first()).toBeVisible();
  return list.getByRole("button").evaluateAll((buttons) => {
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    const misfits: string[] = [];
    buttons.forEach((b, i) => {
      const box = boxes[i]!;
      const contents = document.createRange();
      contents.selectNodeContents(b);
      const drawn = contents.getBoundingClientRect();
      if (drawn.left < box.left || drawn.right > box.right || drawn.bottom > box.bottom) {
        misfits.push(`${b.textContent} runs out of its button`);
      }
      boxes.slice(i + 1).forEach((other, j) => {
        const apart =
          box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top;
        if (!apart) misfits.push(`${b.textContent} overlaps ${buttons[i + 1 + j]!.textContent}`);
      });
    });
    return misfits;
  });
}

test.describe("journal theme", () => {
  test("the preset grid has room wherever the designer is: its page, the Journals screen's tab and Journal Settings, at 1280 and 390 px", async ({
    browser,
  }) => {
    const admin = e2eAdmin();
    test.skip(!freshBaseUrl || !admin, "needs E2E_FRESH_BASE_URL and the admin login (set by npm test)");
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ baseURL: freshBaseUrl, viewport: { width, height: 900 } });
      await authPost(context.request, "/sign-in/email", admin!);
      const page = await context.newPage();
      await page.goto("/dashboard/submissions/new?journal=ijebr");
      const journalId = await page.locator("#wizard-journal option:checked").getAttribute("value");

      await page.goto(`/dashboard/journals/${journalId}/theme`);
      await hydrated(page);
      expect(await presetGridMisfits(page), `its page at ${width} px`).toEqual([]);

      await page.goto(`/dashboard/journals?tab=themes&journal=${journalId}`);
      await hydrated(page);
      expect(await presetGridMisfits(page), `the Journals screen at ${width} px`).toEqual([]);

      await page.goto("/journal/ijebr/settings");
      await hydrated(page);
      await page.getByRole("tab", { name: "Theme & Design" }).click();
      expect(await presetGridMisfits(page), `Journal Settings at ${width} px`).toEqual([]);
      await context.close();
    }
  });

  test("the admin picks a preset, changes a colour, sees how the public pages will draw it and saves; a reader sees it at once; Reset restores it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = e2eAdmin();
    test.skip(!freshBaseUrl || !admin, "needs E2E_FRESH_BASE_URL and the admin login (set by npm test)");

    // A reader has the journal page (and the page cache holds it) before the change.
    const reader = await browser.newContext({ baseURL: freshBaseUrl });
    const readerPage = await reader.newPage();
    const before = await journalColours(readerPage);
    expect(before.header).toContain("#7c2d12");

    const context = await browser.newContext({ baseURL: freshBaseUrl });
    await authPost(context.request, "/sign-in/email", admin!);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/dashboard/submissions/new?journal=ijebr");
    const journalId = await page.locator("#wizard-journal option:checked").getAttribute("value");
    expect(journalId).toBeTruthy();

    await page.goto(`/dashboard/journals/${journalId}/theme`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Theme Settings", level: 1 })).toBeVisible();
    const save = page.getByRole("button", { name: "Save Theme" });
    await expect(save).toBeEnabled();
    await expectNoSeriousViolations(page, "the theme editor");

    // A preset: its button is pressed, and its colours pass every check.
    const graphite = page.getByRole("button", { name: "Graphite" });
    await graphite.click();
    await expect(graphite).toHaveAttribute("aria-pressed", "true");
    const contrast = page.getByRole("status").filter({ hasText: /WCAG AA|contrast|below/ });
    await expect(contrast).toContainText("All text on these colours meets WCAG AA.");

    // A light primary colour would not read as text on white: the editor is told the public pages
    // draw it darker, in the same hue, and which colour that is; nothing is left below AA.
    await page.getByRole("tab", { name: "Custom Colors" }).click();
    const primary = page.getByLabel("Primary colour", { exact: true });
    await primary.fill("#7dd3fc");
    await expect(contrast).toContainText("the public pages draw it as #");
    await expect(contrast).toContainText("All text on these colours meets WCAG AA.");
    const drawn = /draw it as (#[0-9a-f]{6})/.exec((await contrast.textContent()) ?? "")?.[1];
    expect(drawn).toBeTruthy();
    expect(drawn).not.toBe("#7dd3fc");
    // A mistyped colour cannot be saved and says why.
    await primary.fill("#7dd3f");
    await expect(page.getByText("Enter a colour as # and six hex digits, like #0369a1.")).toBeVisible();
    await expect(save).toBeDisabled();
    await primary.fill("#7dd3fc");

    await save.click();
    await expect(toastText(page, "Theme Settings Saved")).toBeVisible();
    // Changed by hand, the preset became a custom theme.
    await expect(page.getByText("Current theme: Custom.")).toBeVisible();

    // The reader's next visit shows the new theme: the cached page was dropped.
    const after = await journalColours(readerPage);
    expect(after.header).toContain("#0f172a");
    expect(after.accents.some((s) => s?.includes(drawn!))).toBe(true);
    expect(after.accents.some((s) => s?.includes("#7dd3fc"))).toBe(false);

    // Reset restores the journal's fixed theme, for the reader too.
    await page.getByRole("button", { name: "Reset to Default" }).click();
    await expect(toastText(page, "Theme Reset")).toBeVisible();
    await expect(page.getByText("This journal uses its default theme.")).toBeVisible();
    const restored = await journalColours(readerPage);
    expect(restored.header).toBe(before.header);
    expect(restored.accents.some((s) => s?.includes(drawn!))).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
    await reader.close();
  });
});
