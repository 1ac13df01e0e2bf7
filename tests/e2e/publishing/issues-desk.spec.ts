import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors } from "../helpers";

const SCREENS = path.join("test-results", "screens");

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `issues-desk-${name}.png`), fullPage: true });
}

/** The New Issue button is enabled once the page has hydrated (the dialog needs scripts). */
async function openIssues(page: Page, search = "") {
  await page.goto(`/dashboard/issues${search}`);
  await expect(page.getByRole("heading", { name: "Issues Management", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "New Issue" })).toBeEnabled();
}

async function fillIssueDialog(page: Page, fields: { volume: string; number: string; title: string }) {
  const dialog = page.getByRole("dialog", { name: "Create Issue" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Journal").selectOption({ label: "Bharat Journal of Pharmaceutical Sciences" });
  await dialog.getByLabel("Volume").fill(fields.volume);
  await dialog.getByLabel("Issue Number").fill(fields.number);
  await dialog.getByLabel("Title").fill(fields.title);
  return dialog;
}

// The screen's journey runs once, in the PGlite run: its database work is proven on both backends by
// the integration tests, and the publishing journey (publishing/first-issue) runs on both.
test.describe("issues management", () => {
  test("an author is refused; the admin creates an issue with a cover, makes it current, edits it and deletes a draft", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const volume = String(5000 + Math.floor(Math.random() * 90_000));

    // A new account is an author: the screen is closed to them, with the spec's words.
    const member = await browser.newContext();
    await authPost(member.request, "/sign-up/email", {
      name: `Ida Issues ${tag}`,
      email: `e2e-issues-${tag}@example.org`,
      password: "e2e-member-secret",
    });
    const memberPage = await member.newPage();
    const refused = await memberPage.goto("/dashboard/issues");
    expect(refused?.status()).toBe(403);
    await expect(memberPage.getByText("Access Denied").first()).toBeVisible();
    await expect(memberPage.getByText("You need editor or admin privileges to manage issues.")).toBeVisible();
    await member.close();

    const context = await browser.newContext();
    await authPost(context.request, "/sign-in/email", admin!);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openIssues(page);
    await screenshot(page, "list-desktop");

    // Create an issue with a cover through the dialog; the upload shows its progress, then the card.
    await page.getByRole("button", { name: "New Issue" }).click();
    const dialog = await fillIssueDialog(page, { volume, number: "1", title: `Nanomedicine ${tag}` });
    await dialog.getByLabel("Description").fill("Targeted delivery, nanoparticles and films.");
    await dialog.getByLabel("Publication Date").fill("2026-03-15");
    await dialog.getByLabel("Page Range").fill("1-96");
    const cover = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: { r: 14, g: 116, b: 144 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="900" height="1200"><rect x="80" y="120" width="740" height="180" fill="#fef3c7"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await dialog.getByLabel(/Cover Image/).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
    await expect(dialog.getByText("cover.png")).toBeVisible();
    await screenshot(page, "dialog-create");
    await dialog.getByRole("button", { name: "Create Issue" }).click();
    await expect(page.getByText("Issue created successfully").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await openIssues(page, `?search=${tag}`);
    const created = page.getByRole("listitem").filter({ hasText: `Nanomedicine ${tag}` });
    await expect(created).toHaveCount(1);
    // The card by its id: its title changes below.
    const card = page.locator(`li[data-issue-id="${await created.getAttribute("data-issue-id")}"]`);
    await expect(card.getByRole("heading", { name: `Volume ${volume}, Issue 1` })).toBeVisible();
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await expect(card.getByText("Mar 15, 2026")).toBeVisible();
    await expect(card.getByText("0 articles")).toBeVisible();
    const img = card.getByRole("img", { name: /Cover of/ });
    await expect(img).toHaveAttribute("srcset", /\/issue-cover\/.+\/240\.webp 240w/);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // Make it the journal's current issue.
    await card.getByRole("button", { name: /^Set .* as current$/ }).click();
    await expect(page.getByText("Issue set as current").first()).toBeVisible();
    await expect(card.getByText("Current", { exact: true })).toBeVisible();

    // Edit it.
    await card.getByRole("button", { name: /^Edit / }).click();
    const edit = page.getByRole("dialog", { name: "Edit Issue" });
    await expect(edit.getByLabel("Title")).toHaveValue(`Nanomedicine ${tag}`);
    await edit.getByLabel("Title").fill(`Nanomedicine revisited ${tag}`);
    await edit.getByRole("button", { name: "Update Issue" }).click();
    await expect(page.getByText("Issue updated successfully").first()).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card.getByText(`Nanomedicine revisited ${tag}`)).toBeVisible();
    await screenshot(page, "after-edit-desktop");

    // Publish it: the public issue page and the journal's Current Issue draw the uploaded cover.
    await card.getByRole("button", { name: /^Publish / }).click();
    await expect(page.getByText("Issue published successfully").first()).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    const publicPath = await card.getByRole("link", { name: /^View / }).getAttribute("href");
    expect(publicPath).toBe(`/journal/bjps/issue/v${volume}-i1`);
    await page.goto(publicPath!);
    const publicCover = page.getByRole("main").getByRole("img", { name: /^Cover of/ });
    await expect(publicCover).toHaveAttribute("srcset", /480\.webp 480w, .+\/900\.webp 900w$/);
    await expect.poll(() => publicCover.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, "public-issue");
    await page.goto("/journal/bjps");
    const currentCover = page
      .getByRole("main")
      .getByRole("img", { name: /^Cover of/ })
      .first();
    await expect(currentCover).toHaveAttribute("src", /\/issue-cover\//);
    await expect.poll(() => currentCover.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, "public-journal");

    // Back to a draft that is not current, so the journal's public pages are as they were.
    await openIssues(page, `?search=${tag}`);
    await card.getByRole("button", { name: /^Edit / }).click();
    await edit.getByLabel("Status").selectOption("draft");
    await edit.getByRole("button", { name: "Update Issue" }).click();
    await expect(page.getByText("Issue updated successfully").first()).toBeVisible();
    await card.getByRole("button", { name: /^Unset .* as current$/ }).click();
    await expect(page.getByText("Issue is no longer current").first()).toBeVisible();
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();

    // A second, draft issue without a cover, then deleted after the confirmation. The toasts of
    // the last two actions are still showing: they must leave the header's New Issue button free.
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await page.getByRole("button", { name: "New Issue" }).click({ timeout: 3_000 });
    const second = await fillIssueDialog(page, { volume, number: "2", title: `Short-lived ${tag}` });
    await second.getByRole("button", { name: "Create Issue" }).click();
    await expect(page.getByText("Issue created successfully").first()).toBeVisible();
    const draft = page.getByRole("listitem").filter({ hasText: `Short-lived ${tag}` });
    await expect(draft).toHaveCount(1);
    await expect(draft.getByRole("img", { name: /no cover image/ })).toBeVisible();
    await draft.getByRole("button", { name: /^Delete / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete issue" });
    await expect(confirm).toContainText("Are you sure you want to delete this issue?");
    await screenshot(page, "dialog-delete");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Issue deleted successfully").first()).toBeVisible();
    await expect(draft).toHaveCount(0);
    await expect(card).toHaveCount(1);

    // A phone: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await openIssues(page, `?search=${tag}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "list-mobile");
    await page.getByRole("button", { name: "New Issue" }).click();
    await expect(page.getByRole("dialog", { name: "Create Issue" })).toBeVisible();
    await screenshot(page, "dialog-mobile");

    expect(errors).toEqual([]);
    await context.close();
  });
});
