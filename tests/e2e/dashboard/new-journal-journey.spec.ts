// A new journal from start to finish, clicked through as people do: the admin creates it with a
// cover and a custom theme, gives it a board of two, limits its manuscripts to PDF up to 2 MB and
// creates a conference; a visitor without cookies sees the journal in its colours, its board and the
// conference; an author's wizard for the journal refuses a DOCX and a 3 MB PDF with the spec's
// messages; an editor of another journal only is denied its settings. Each piece has its own spec
// (journals, journal-theme, editorial-board, journal-settings, conferences); this one proves they
// hold together on one journal. It ends by deleting the journal, as journals.spec.ts does.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { BOARD_MESSAGES } from "~/modules/editorial-board/editorial-board.constants";
import { THEME_MESSAGES } from "~/modules/journal-themes/journal-themes.constants";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated, journalTab } from "../helpers";
import { makeJournalEditor } from "../journal-editor";

const SCREENS = path.join("test-results", "screens");

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `new-journal-journey-${name}.png`), fullPage: true });
}

const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Lower-case letters only: a short name is 3-10 of them. */
function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/** "#6b21a8" as the browser computes it: "rgb(107, 33, 168)". */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

// The custom theme: the Graphite preset's layout of stops, in colours of our own.
const PRIMARY = "#86198f";
const HERO_STOPS = ["#3b0764", "#581c87", "#7e22ce"] as const;
const HERO_CSS = `linear-gradient(135deg, ${rgb(HERO_STOPS[0])} 0%, ${rgb(HERO_STOPS[1])} 50%, ${rgb(HERO_STOPS[2])} 100%)`;

async function openDesk(page: Page) {
  await page.goto("/dashboard/journals");
  await expect(page.getByRole("heading", { name: "Journals Management", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Add Journal" })).toBeEnabled();
}

/** Opens the date picker of `label` and picks `day` of `month` `year` with the dropdowns. */
async function pickDate(page: Page, label: string, year: number, month: string, day: number) {
  await page.getByRole("button", { name: new RegExp(`^${label}:`) }).click();
  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await calendar.getByRole("combobox", { name: "Year" }).selectOption(String(year));
  await calendar.getByRole("combobox", { name: "Month" }).selectOption({ label: month });
  await calendar.getByRole("button", { name: new RegExp(`, ${month} ${day}, ${year}$`) }).click();
  await expect(calendar).toBeHidden();
}

test.describe("a new journal's journey", () => {
  // A journey that stops halfway must not leave its journal active: the home page's specs count
  // the journals readers see. Set once the journal exists, cleared once the journey deleted it.
  let leftOver: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await leftOver?.();
    leftOver = null;
  });

  test("the admin sets up a themed journal with a board, PDF-only guidelines and a conference; a visitor sees it; an author's wizard refuses a DOCX and a 3 MB PDF; an editor of another journal is denied its settings", async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const shortName = `n${letters(7)}`;
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Annals of Journey Themes ${shortName}`;
    const members = [
      { name: `Ines Duarte ${shortName}`, role: "Editor-in-Chief" },
      { name: `Kofi Mensah ${shortName}`, role: "Associate Editor" },
    ];
    const conferenceTitle = `Symposium on Themed Journals ${tag}`;
    const year = new Date().getFullYear() + 1;

    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const page = await adminContext.newPage();
    const errors = collectPageErrors(page);
    // Once the journal is deleted its cover answers 404; a card still on screen for that moment may
    // ask for another of its sizes. So may the card of another spec's journal, which that spec
    // deletes while this desk shows it. Those misses, and only those, are no error of the page.
    let journalId = "";
    let deleting = false;
    let coverMisses = 0;
    page.on("response", (r) => {
      const path = new URL(r.url()).pathname;
      if (r.status() !== 404 || !path.startsWith("/journal-cover/")) return;
      if (deleting || !journalId || !path.startsWith(`/journal-cover/${journalId}/`)) coverMisses++;
    });
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

    await test.step("The admin creates the journal with an uploaded cover", async () => {
      await openDesk(page);
      await page.getByRole("button", { name: "Add Journal" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Journal" });
      await dialog.getByLabel("Title").fill(title);
      await dialog.getByLabel("Short Name").fill(shortName.toUpperCase());
      await expect(dialog.getByLabel("Short Name")).toHaveValue(shortName);
      await dialog.getByLabel("Description").fill("Peer-reviewed research on journals that wear their own colours.");
      const cover = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#f59e0b" } })
        .png()
        .toBuffer();
      await dialog
        .getByLabel("Cover image file")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
      await expect(dialog.getByRole("img", { name: "Cover preview" })).toBeVisible();
      await dialog.getByRole("button", { name: "Create Journal" }).click();
      await expect(page.getByText("Journal created successfully").first()).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toBeHidden();
      await expect(card).toHaveCount(1);
      const cardCover = card.getByRole("img", { name: `Cover of ${title}` });
      await expect(cardCover).toHaveAttribute("src", /\/journal-cover\/.+\/600\.webp$/);
      journalId = (await cardCover.getAttribute("src"))!.split("/")[2]!;
      const origin = new URL(page.url()).origin;
      leftOver = async () => {
        const deleted = await adminContext.request.post("/dashboard/journals", {
          headers: { origin },
          form: { intent: "delete", journalId },
        });
        expect(deleted.status(), "the journey's journal deleted after a failure").toBe(200);
      };
      await expect
        .poll(() => cardCover.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 30_000 })
        .toBeGreaterThan(0);
    });

    await test.step("The admin gives it a custom theme: a preset, then colours of its own", async () => {
      await page.getByRole("link", { name: "Theme Settings" }).click();
      await page.getByRole("link", { name: `Customize Theme: ${title}` }).click();
      // The chosen journal's heading (the theme preview below has one of its own, level 3).
      await expect(page.getByRole("heading", { name: new RegExp(title), level: 2 })).toBeVisible();
      const save = page.getByRole("button", { name: "Save Theme" });
      await expect(save).toBeEnabled();
      await expect(page.getByText("This journal uses its default theme.")).toBeVisible();
      await page.getByRole("button", { name: "Graphite" }).click();
      await page.getByRole("tab", { name: "Custom Colors" }).click();
      await page.getByLabel("Primary colour", { exact: true }).fill(PRIMARY);
      const hero = page.getByRole("group", { name: "Hero gradient (page headers)" });
      for (const [i, at] of ["0%", "50%", "100%"].entries()) {
        await hero.getByLabel(`Colour at ${at}`).fill(HERO_STOPS[i]);
      }
      await expect(hero.locator('[aria-hidden="true"]').first()).toHaveCSS("background-image", HERO_CSS);
      await expect(page.getByRole("status").filter({ hasText: /WCAG AA|contrast|below/ })).toContainText(
        "All text on these colours meets WCAG AA.",
      );
      await save.click();
      await expect(toastText(page, THEME_MESSAGES.saved)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("Current theme: Custom.")).toBeVisible();
    });

    await test.step("The admin adds two members to its editorial board", async () => {
      await page.getByRole("link", { name: "Back to Journal Selection" }).click();
      // One navigation at a time: the picker of themes first, then the board's tab.
      await expect(page.getByRole("link", { name: `Customize Theme: ${title}` })).toBeVisible();
      const boardTab = page.getByRole("link", { name: "Editorial Board", exact: true });
      await boardTab.click();
      await expect(boardTab).toHaveAttribute("aria-current", "page");
      await page.getByRole("link", { name: `Manage Editorial Board: ${title}` }).click();
      for (const member of members) {
        const add = page.getByRole("button", { name: "Add Member" });
        await expect(add).toBeEnabled();
        await add.click();
        const memberDialog = page.getByRole("dialog", { name: "Add Editorial Board Member" });
        await memberDialog.getByLabel("Name").fill(member.name);
        await memberDialog.getByLabel("Role").selectOption(member.role);
        await memberDialog.getByRole("button", { name: "Add Member" }).click();
        // Each save empties the public caches and reloads the list: seconds on a busy machine.
        await expect(memberDialog).toBeHidden({ timeout: 30_000 });
        await expect(page.getByRole("listitem", { name: member.name })).toBeVisible({ timeout: 30_000 });
      }
      await expect(page.getByText(BOARD_MESSAGES.added).first()).toBeVisible();
    });

    const publication = page.getByRole("form", { name: "Publication" });
    await test.step("The admin opens its settings from the desk and allows PDF only, up to 2 MB", async () => {
      await openDesk(page);
      await card.getByRole("button", { name: `Actions for ${title}` }).click();
      await page.getByRole("menuitem", { name: "Settings" }).click();
      await expect(page).toHaveURL(new RegExp(`/journal/${shortName}/settings$`));
      await expect(page.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
      await hydrated(page);
      await page.getByRole("tab", { name: "Publication" }).click();
      for (const label of ["PDF", "DOCX", "DOC", "RTF", "LaTeX", "ODT"]) {
        const box = publication.getByRole("checkbox", { name: new RegExp(`^${label} `) });
        if (label === "PDF") await box.check();
        else await box.uncheck();
      }
      await publication.getByLabel("Maximum file size (MB)").fill("2");
      await publication.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Settings updated successfully").first()).toBeVisible({ timeout: 30_000 });
    });

    await test.step("The admin creates a conference through the dialog and its date pickers", async () => {
      await page.goto("/dashboard/conferences");
      await expect(page.getByRole("heading", { name: "Conferences", level: 1 })).toBeVisible();
      await hydrated(page);
      await page.getByRole("button", { name: "New Conference" }).click();
      const dialog = page.getByRole("dialog", { name: "Create New Conference" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Conference Title").fill(conferenceTitle);
      await dialog.getByLabel("Description").fill(`The editors of ${title} meet their authors.`);
      await dialog.getByLabel("Type").selectOption({ label: "Symposium" });
      await dialog.getByLabel("Location").fill("Lisbon, Portugal");
      await pickDate(page, "Start Date", year, "May", 11);
      await pickDate(page, "End Date", year, "May", 13);
      await dialog.getByRole("button", { name: "Create Conference" }).click();
      await expect(toastText(page, "Conference created")).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toBeHidden();
    });

    // A visitor: a browser context of its own, never signed in.
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    expect(await visitor.cookies()).toEqual([]);
    const reader = await visitor.newPage();
    const readerErrors = collectPageErrors(reader);

    await test.step("A visitor finds the journal in the header menu and sees it in its colours, with its cover", async () => {
      await reader.goto("/");
      await hydrated(reader);
      await reader.getByRole("navigation", { name: "Main" }).getByText("Journals", { exact: true }).click();
      await reader
        .getByRole("banner")
        .getByRole("link", { name: new RegExp(shortName.toUpperCase()) })
        .click();
      await expect(reader).toHaveURL(new RegExp(`/journal/${shortName}$`));
      await expect(reader.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await hydrated(reader);
      // The hero is drawn in the chosen gradient, the selected tab in the chosen primary colour.
      await expect(reader.locator("[data-header-style]").first()).toHaveCSS("background-image", HERO_CSS);
      await expect(journalTab(reader, "Current Issue")).toHaveCSS("color", rgb(PRIMARY));
      const cover = reader.getByRole("main").getByRole("img", { name: `Cover of ${title}` });
      await expect
        .poll(() => cover.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await screenshot(reader, "public-journal");
    });

    await test.step("The visitor opens its Editorial Board tab and the board page: both members, in its colours", async () => {
      await journalTab(reader, "Editorial Board").click();
      await expect(reader).toHaveURL(/tab=editorial-board/);
      const panel = reader.locator("#journal-tab-panel");
      for (const member of members) {
        await expect(panel.getByRole("heading", { name: member.name })).toBeVisible();
        await expect(panel.getByText(member.role, { exact: true })).toHaveCSS("color", rgb(PRIMARY));
      }
      await expect(journalTab(reader, "Editorial Board")).toHaveCSS("color", rgb(PRIMARY));

      await panel.getByRole("link", { name: "Board overview" }).click();
      await expect(reader).toHaveURL(new RegExp(`/editorial-board\\?journal=${shortName}$`));
      await expect(reader.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await hydrated(reader);
      await expect(reader.getByRole("main").locator("section").first()).toHaveCSS("background-image", HERO_CSS);
      const chosen = reader
        .getByRole("navigation", { name: "Choose a journal" })
        .getByRole("link", { name: shortName });
      await expect(chosen).toHaveAttribute("aria-current", "page");
      await expect(chosen).toHaveCSS("background-color", rgb(PRIMARY));
      for (const member of members) {
        await expect(reader.getByRole("heading", { name: member.name })).toBeVisible();
      }
      await screenshot(reader, "public-board");
    });

    await test.step("The visitor finds the conference on the Conferences page and opens it", async () => {
      await reader.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Conferences" }).click();
      await expect(reader).toHaveURL(/\/conferences$/);
      await expect(reader.getByRole("heading", { name: "Conferences & Events", level: 1 })).toBeVisible();
      await hydrated(reader);
      const filters = reader.getByRole("search", { name: "Filter conferences" });
      await filters.getByLabel("Search").fill(tag);
      await filters.getByRole("button", { name: "Apply" }).click();
      await expect(reader).toHaveURL(new RegExp(`q=${tag}`));
      await reader.getByRole("link", { name: conferenceTitle }).click();
      await expect(reader).toHaveURL(/\/conferences\/[0-9a-f-]{36}$/);
      await expect(reader.getByRole("heading", { name: conferenceTitle, level: 1 })).toBeVisible();
      await expect(reader.getByText(`May 11, ${year} - May 13, ${year}`)).toBeVisible();
      await expect(reader.getByText("Lisbon, Portugal").first()).toBeVisible();
      await screenshot(reader, "public-conference");
    });
    expect(readerErrors).toEqual([]);
    await visitor.close();

    await test.step("An author's wizard for the journal refuses a DOCX and a 3 MB PDF with the spec's messages", async () => {
      const author = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await authPost(author.request, "/sign-up/email", {
        name: `Ada Author ${tag}`,
        email: `e2e-journey-author-${tag}@example.org`,
        password: "e2e-author-secret",
      });
      const authorPage = await author.newPage();
      const authorErrors = collectPageErrors(authorPage);
      await authorPage.goto(`/dashboard/submissions/new?journal=${shortName}`);
      await expect(authorPage.locator("#wizard-journal option:checked")).toHaveText(new RegExp(title));
      const next = authorPage.getByRole("button", { name: "Next" });
      await expect(async () => {
        await authorPage.locator("#wizard-title").fill(`Colours guide the reader ${tag}`);
        await authorPage.locator("#wizard-author-0-affiliation").fill("University of Testing");
        await expect(next).toBeEnabled({ timeout: 1_000 });
      }).toPass();
      await next.click();
      await authorPage
        .locator("#wizard-abstract")
        .fill(
          "Background: readers recognise journals by their colours. Methods: we showed 40 readers themed " +
            "and plain pages. Results: themed pages were found faster. Conclusion: themes help readers.",
        );
      await authorPage.locator("#wizard-consent").check();
      await next.click();
      await expect(authorPage.getByText("PDF, up to 2MB")).toBeVisible();
      const fileError = authorPage.locator("#wizard-file-error");
      await authorPage.locator("#wizard-file").setInputFiles({
        name: "manuscript.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: Buffer.from("PK\u0003\u0004 not really a document"),
      });
      await expect(fileError).toHaveText(
        'File "manuscript.docx" is not a valid manuscript format. Please upload PDF files.',
      );
      await authorPage.locator("#wizard-file").setInputFiles({
        name: "large.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
      });
      await expect(fileError).toHaveText("File is too large. File size must be less than 2MB.", { timeout: 30_000 });
      await screenshot(authorPage, "wizard-refusal");
      expect(authorErrors).toEqual([]);
      await author.close();
    });

    await test.step("An editor of FJPHS only (User Management) opens FJPHS's settings, and is denied this journal's", async () => {
      const editorName = `Eero Editor ${tag}`;
      const editorEmail = `e2e-journey-editor-${tag}@example.org`;
      const editor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await authPost(editor.request, "/sign-up/email", {
        name: editorName,
        email: editorEmail,
        password: "e2e-editor-secret",
      });
      const editorPage = await editor.newPage();

      await makeJournalEditor(page, { name: editorName, email: editorEmail }, ["FJPHS"]);

      const own = await editorPage.goto("/journal/fjphs/settings");
      expect(own?.status()).toBe(200);
      await expect(editorPage.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
      const refused = await editorPage.goto(`/journal/${shortName}/settings`);
      expect(refused?.status()).toBe(403);
      await expect(editorPage.getByText("Access Denied").first()).toBeVisible();
      await expect(
        editorPage.getByText("You need admin or editor privileges to access journal settings."),
      ).toBeVisible();
      await expect(editorPage.getByRole("form", { name: "Publication" })).toHaveCount(0);
      await editor.close();
    });

    await test.step("The admin deletes the journal again (its board and settings with it)", async () => {
      await openDesk(page);
      await card.getByRole("button", { name: `Actions for ${title}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(
        confirm.getByText("This will permanently delete the journal and all associated data."),
      ).toBeVisible();
      deleting = true;
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Journal deleted successfully").first()).toBeVisible({ timeout: 30_000 });
      await expect(card).toHaveCount(0);
      leftOver = null;
    });

    const coverMiss = "console: Failed to load resource: the server responded with a status of 404 (Not Found)";
    expect(errors.filter((e) => !(e === coverMiss && coverMisses-- > 0))).toEqual([]);
    await adminContext.close();
  });
});
