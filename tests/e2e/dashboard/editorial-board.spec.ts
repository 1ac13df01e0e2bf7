import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { BOARD_MESSAGES } from "~/modules/editorial-board/editorial-board.constants";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";

const SCREENS = path.join("test-results", "screens");

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `editorial-board-${name}.png`), fullPage: true });
}

/** The names of the members in the manager's list, in order. */
async function listedNames(page: Page): Promise<string[]> {
  return page
    .getByRole("list", { name: /^Editorial board of / })
    .locator(":scope > li")
    .evaluateAll((items) => items.map((li) => li.getAttribute("aria-label") ?? ""));
}

// Its database work (validation, order, visibility, photos, permissions) is proven on both backends
// by tests/integration/editorial-board.test.ts and the authorization suite.
test.describe("editorial board manager", () => {
  test("the admin adds two members (one with a photo), reorders them by keyboard, deactivates one, and the public board shows the other", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const amara = `Amara Okafor ${tag}`;
    const bela = `Bela Nagy ${tag}`;
    // Both at one display order of their own, so that no other member comes between them.
    const order = String(500_000 + Math.floor(Math.random() * 400_000));

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await authPost(context.request, "/sign-in/email", admin!);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A short name is a readable link to the journal's board page.
    await page.goto("/dashboard/journals/ijebr/board");
    await expect(page).toHaveURL(/\/dashboard\/journals\/[0-9a-f-]{36}\/board$/);
    await expect(page.getByRole("heading", { level: 1, name: /: Editorial Board$/ })).toBeVisible();
    await hydrated(page);
    const add = page.getByRole("button", { name: "Add Member" });
    await expect(add).toBeEnabled();
    await expectNoSeriousViolations(page, "editorial board manager");

    // Saving an empty form: the spec's message.
    await add.click();
    let dialog = page.getByRole("dialog", { name: "Add Editorial Board Member" });
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText(BOARD_MESSAGES.required)).toBeVisible();
    await expect(dialog.getByText("Name is required.")).toBeVisible();

    // The first member, with an ORCID iD, two areas of expertise (Enter and comma) and a photo.
    await dialog.getByLabel("Name").fill(amara);
    await dialog.getByLabel("Role").selectOption("Honorary Editor-in-Chief");
    await dialog.getByLabel("Affiliation").fill("University of Lagos, Nigeria");
    await dialog.getByLabel("ORCID iD").fill("0000-0002-1825-0097");
    await dialog.getByLabel("Display Order").fill(order);
    const expertise = dialog.getByRole("textbox", { name: /Areas of Expertise/ });
    await expertise.fill("Pharmacoepidemiology");
    await expertise.press("Enter");
    await expertise.pressSequentially("Drug safety,");
    await expect(dialog.getByRole("list", { name: "Areas of expertise" }).getByRole("listitem")).toHaveText([
      /^Pharmacoepidemiology/,
      /^Drug safety/,
    ]);
    await expect(expertise).toHaveValue("");
    const photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: "#0e7490" } })
      .png()
      .toBuffer();
    await dialog.getByLabel("Photo").setInputFiles({ name: "amara.png", mimeType: "image/png", buffer: photo });
    await screenshot(page, "add-dialog");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText(BOARD_MESSAGES.added).first()).toBeVisible();
    const amaraRow = page.getByRole("listitem", { name: amara });
    await expect(amaraRow.locator('img[src^="/board-avatar/"]')).toBeVisible();

    // The second member, without a photo.
    await add.click();
    dialog = page.getByRole("dialog", { name: "Add Editorial Board Member" });
    await dialog.getByLabel("Name").fill(bela);
    await dialog.getByLabel("Role").selectOption("Reviewer");
    await dialog.getByLabel("Display Order").fill(order);
    await dialog.getByRole("button", { name: "Add Member" }).click();
    // Each save empties the public caches and reloads the list: seconds on a busy machine.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole("listitem", { name: bela })).toBeVisible({ timeout: 30_000 });
    let names = await listedNames(page);
    expect(names.indexOf(amara)).toBe(names.indexOf(bela) - 1);

    // Bela moves up with the keyboard, and keeps the focus.
    await page.getByRole("button", { name: `Move ${bela} up` }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await listedNames(page)).indexOf(bela), { timeout: 30_000 })
      .toBe(names.indexOf(amara));
    names = await listedNames(page);
    expect(names.indexOf(bela)).toBe(names.indexOf(amara) - 1);
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", new RegExp(`^Move ${bela} (up|down)$`));

    // Bela is deactivated: still listed here, marked inactive.
    await page
      .getByRole("listitem", { name: bela })
      .getByRole("button", { name: /Deactivate/ })
      .click();
    await expect(page.getByRole("listitem", { name: bela }).getByText("Inactive")).toBeVisible({ timeout: 30_000 });
    await screenshot(page, "list");

    // The public board: Amara with her photo and ORCID link, Bela nowhere (the page cache was emptied).
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto("/editorial-board?journal=ijebr");
    const card = publicPage.locator("main .grid > *").filter({ hasText: amara });
    await expect(publicPage.getByRole("heading", { name: amara })).toBeVisible();
    await expect(card.locator('img[src^="/board-avatar/"]')).toBeVisible();
    await expect(card.getByRole("link", { name: /0000-0002-1825-0097/ })).toHaveAttribute(
      "href",
      "https://orcid.org/0000-0002-1825-0097",
    );
    await expect(publicPage.getByText(bela)).toHaveCount(0);
    await visitor.close();

    // Both go again, through the confirmation with the spec's words.
    for (const name of [amara, bela]) {
      await page
        .getByRole("listitem", { name })
        .getByRole("button", { name: /Delete/ })
        .click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(BOARD_MESSAGES.deleteConfirm);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(confirm).toBeHidden({ timeout: 30_000 });
      await expect(page.getByRole("listitem", { name })).toHaveCount(0, { timeout: 30_000 });
    }
    await expect(page.getByText(BOARD_MESSAGES.deleted).first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
