// Keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrow keys): the Cite dialog, the header's
// menus, the mobile menu, the dashboard's user menu, the Add User dialog and the whole submission
// wizard, to its Submit. Every element reached with the keyboard must show a focus indicator (a
// computed outline or box-shadow). No mouse is used; pages are opened by URL.
import { expect, test, type Browser, type FileChooser, type Locator, type Page } from "@playwright/test";
import { MANUSCRIPTS } from "../../factories/manuscript-files";
import { authPost, e2eAdmin } from "../auth-api";
import { hydrated } from "./axe-helpers";

test.describe.configure({ timeout: 60_000 });

/** What shows that the focused element has focus: its computed outline and box-shadow. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: "body", ok: false, outline: "", boxShadow: "" };
    const style = getComputedStyle(el);
    const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const hasShadow = style.boxShadow !== "none";
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    const element = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
    return { element, ok: hasOutline || hasShadow, outline, boxShadow: style.boxShadow };
  });
}

/** The focused element shows a focus indicator (polled: a ring may be mid-transition). */
async function expectFocusVisible(page: Page) {
  await expect
    .poll(async () => {
      const f = await focusIndicator(page);
      return f.ok ? "visible" : `no focus indicator on ${f.element} (outline ${f.outline}, box-shadow ${f.boxShadow})`;
    })
    .toBe("visible");
}

/**
 * Presses `key` until `target` has focus (at most `max` times), checking on the way that every
 * element the keyboard lands on shows a focus indicator.
 */
async function pressUntilFocused(page: Page, target: Locator, { key = "Tab", max = 60 } = {}) {
  await target.waitFor({ state: "attached" });
  if (await target.evaluate((el) => el === document.activeElement)) return;
  const missing: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const focusedNow = await target.evaluate((el) => el === document.activeElement);
    const f = await focusIndicator(page);
    if (!f.ok) {
      // A ring may still be on its way in: look once more before calling it missing.
      await page.waitForTimeout(250);
      const again = await focusIndicator(page);
      if (!again.ok) missing.push(`${again.element} (outline ${again.outline}, box-shadow ${again.boxShadow})`);
    }
    if (focusedNow) {
      expect(missing, "elements reached with the keyboard without a focus indicator").toEqual([]);
      return;
    }
  }
  throw new Error(`${key} pressed ${max} times without reaching ${target}`);
}

/** Presses Tab once and expects `target` to have focus, with a focus indicator. */
async function tabTo(page: Page, target: Locator, key = "Tab") {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The first article of the first issue linked from the journal page (demo content). */
async function articlePath(page: Page): Promise<string> {
  await page.goto("/journal/fjphs");
  const issue = await page.locator('main a[href^="/journal/fjphs/issue/"]').first().getAttribute("href");
  expect(issue, "a link to an issue").toBeTruthy();
  await page.goto(issue!);
  const hrefs = await page
    .locator('main a[href^="/journal/fjphs/article/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const article = hrefs.find((h) => /^\/journal\/fjphs\/article\/[^/]+\/[^/]+$/.test(h));
  expect(article, "a link to an article").toBeTruthy();
  return article!;
}

test.describe("keyboard only, public pages", () => {
  test("the Cite dialog opens with Enter, holds focus, and Escape returns focus to its button", async ({ page }) => {
    await open(page, await articlePath(page));
    const cite = page.getByRole("button", { name: /Cite Article/ }).filter({ visible: true });
    await pressUntilFocused(page, cite, { max: 80 });
    await expectFocusVisible(page);

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cite this article" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Tab and Shift+Tab stay inside the dialog.
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside after ${key}`).toBe(true);
      await expectFocusVisible(page);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cite).toBeFocused();
    await expectFocusVisible(page);
  });

  test("the header's Journals and Policies menus open from the keyboard and lead to a link", async ({ page }) => {
    await open(page, "/");
    const header = page.locator("header").first();
    // A summary by its text (`has` locators are relative to the element they filter).
    const summary = (text: string) => page.locator("summary").filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) });
    const journals = summary("Journals").filter({ visible: true });
    await pressUntilFocused(page, journals);

    // Enter opens the menu; Tab goes into it; Escape closes it and puts focus back on its summary.
    await page.keyboard.press("Enter");
    const journalsMenu = header.locator("details[open]").filter({ has: summary("Journals") });
    await expect(journalsMenu).toHaveCount(1);
    const firstJournal = journalsMenu.getByRole("link").first();
    await tabTo(page, firstJournal);
    await expect(firstJournal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(journalsMenu).toHaveCount(0);
    await expect(journals).toBeFocused();

    // Space opens the Policies menu; its links are reached with Tab and followed with Enter.
    const policies = summary("Policies").filter({ visible: true });
    await pressUntilFocused(page, policies);
    await page.keyboard.press("Space");
    const policiesMenu = header.locator("details[open]").filter({ has: summary("Policies") });
    await expect(policiesMenu).toHaveCount(1);
    const guidelines = policiesMenu.getByRole("link", { name: "Author Guidelines" });
    await pressUntilFocused(page, guidelines);
    await expect(guidelines).toBeVisible();
    // Shift+Tab goes back through the menu's links.
    await page.keyboard.press("Shift+Tab");
    await expectFocusVisible(page);
    await page.keyboard.press("Tab");
    await expect(guidelines).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/author-guidelines$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(header.locator("details[open]")).toHaveCount(0);
  });
});

test.describe("keyboard only, on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu opens, closes with Escape, and leads to a journal", async ({ page }) => {
    await open(page, "/");
    const toggle = page.locator("header summary[aria-label='Menu']");
    await pressUntilFocused(page, toggle);

    await page.keyboard.press("Enter");
    const menu = page.locator("header details[open]").filter({ has: page.locator("summary[aria-label='Menu']") });
    await expect(menu).toHaveCount(1);
    const nav = menu.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await tabTo(page, nav.getByRole("link", { name: "Home", exact: true }));
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // Space opens it again; the Journals section opens with Enter and its first journal is followed.
    await page.keyboard.press("Space");
    await expect(menu).toHaveCount(1);
    const journalsSection = nav.locator("summary").filter({ hasText: /Journals/ });
    await pressUntilFocused(page, journalsSection, { max: 5 });
    await page.keyboard.press("Enter");
    const firstJournal = nav.locator('a[href^="/journal/"]').first();
    await tabTo(page, firstJournal);
    const href = await firstJournal.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(menu).toHaveCount(0);
  });
});

test.describe("keyboard only, dashboard (admin)", () => {
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");

  async function signedIn(browser: Browser): Promise<Page> {
    // One sign-in per browser context: sign-in is rate limited per address.
    const context = await browser.newContext();
    await authPost(context.request, "/sign-in/email", admin!);
    return context.newPage();
  }

  test("the user menu, the Add User dialog and the submission wizard to its Submit", async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser);

    await test.step("the user menu opens with Enter, reaches its links, closes with Escape", async () => {
      await open(page, "/dashboard");
      const summary = page.getByLabel(/Signed in as /);
      await pressUntilFocused(page, summary);
      await page.keyboard.press("Enter");
      const panel = page.locator("details[open]").filter({ has: summary });
      await expect(panel).toHaveCount(1);
      const profile = panel.getByRole("link", { name: "Profile", exact: true });
      await pressUntilFocused(page, profile, { max: 6 });
      await expect(profile).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
      await expect(summary).toBeFocused();
      // Space opens it too, and Enter on a link follows it.
      await page.keyboard.press("Space");
      await expect(panel).toHaveCount(1);
      const settings = panel.getByRole("link", { name: "Settings", exact: true });
      await pressUntilFocused(page, settings, { max: 6 });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
    });

    await test.step("Add User: Enter opens the dialog, Tab stays in it, Escape returns to the button", async () => {
      await open(page, "/dashboard/users");
      const add = page.getByRole("button", { name: "Add User" });
      await expect(add).toBeEnabled();
      await pressUntilFocused(page, add, { max: 80 });
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Add User" });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      const email = dialog.getByRole("textbox", { name: "Email" });
      await pressUntilFocused(page, email, { max: 10 });
      await page.keyboard.type("keyboard-only@example.org");
      await tabTo(page, dialog.getByLabel("Password", { exact: true }));
      await tabTo(page, dialog.getByRole("textbox", { name: "Full Name" }));
      const status = dialog.getByRole("combobox", { name: "Status" });
      await tabTo(page, status);
      await page.keyboard.press("ArrowDown");
      await expect(status).toHaveValue("inactive");
      // Round the dialog: focus never leaves it.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "focus stays in the dialog").toBe(
          true,
        );
        await expectFocusVisible(page);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
    });

    await test.step("the wizard's first step: every field in order, then Next", async () => {
      await open(page, "/dashboard/submissions/new");
      const journal = page.getByRole("combobox", { name: /^Journal/ });
      await pressUntilFocused(page, journal, { max: 80 });
      await page.keyboard.press("ArrowDown");
      await expect(journal).not.toHaveValue("");

      const title = page.getByRole("textbox", { name: /^Manuscript Title/ });
      await tabTo(page, title);
      await page.keyboard.type("Keyboard-only submission of a manuscript");
      const type = page.getByRole("combobox", { name: /^Submission Type/ });
      await tabTo(page, type);
      const typeBefore = await type.inputValue();
      await page.keyboard.press("ArrowDown");
      await expect(type).not.toHaveValue(typeBefore);

      // Author 1 (Remove is disabled while there is one author, so Tab skips it).
      const values: [RegExp, string][] = [
        [/^Full Name/, "Kim Keyboard"],
        [/^Email/, "kim.keyboard@example.org"],
        [/^Affiliation/, "Department of Pharmacy, Example University"],
        [/^ORCID/, ""],
      ];
      for (const [name, value] of values) {
        const field = page.getByRole("textbox", { name }).first();
        await tabTo(page, field);
        await page.keyboard.press("ControlOrMeta+a");
        if (value) await page.keyboard.type(value);
        else await page.keyboard.press("Delete");
      }
      // The author's country (ADR 064), a native select: optional, passed by Tab.
      await tabTo(page, page.getByRole("combobox", { name: /^Country/ }).first());
      await tabTo(page, page.getByRole("button", { name: /Add Author/ }));
      // Previous is disabled on the first step: the next stop is Next.
      const next = page.getByRole("button", { name: "Next" });
      await expect(next).toBeEnabled();
      await tabTo(page, next);
      // Shift+Tab goes back to Add Author, Tab returns to Next.
      await tabTo(page, page.getByRole("button", { name: /Add Author/ }), "Shift+Tab");
      await tabTo(page, next);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Content", exact: true })).toBeVisible();
    });

    await test.step("the wizard's second step: abstract, keywords with Enter, a radio group, a checkbox with Space", async () => {
      const abstract = page.getByRole("textbox", { name: /^Abstract/ });
      await pressUntilFocused(page, abstract, { max: 20 });
      await page.keyboard.type(
        "Background: few submissions are made without a mouse. Methods: this one was made with the keyboard " +
          "alone. Results: every field was reached in order. Conclusion: the wizard needs no pointer.",
      );
      const keywords = page.getByRole("textbox", { name: /^Keywords/ });
      await tabTo(page, keywords);
      for (const keyword of ["keyboard", "accessibility", "submission"]) {
        await page.keyboard.type(keyword);
        // Enter adds the keyword and stays in the field; it does not submit the step.
        await page.keyboard.press("Enter");
        await expect(keywords).toBeFocused();
      }
      await expect(page.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveCount(3);

      // The processing modes are one radio group: the arrow keys choose within it.
      const modes = page.getByRole("radio");
      await pressUntilFocused(page, modes.first(), { max: 10 });
      await expect(modes.first()).toBeChecked();
      await page.keyboard.press("ArrowDown");
      await expect(modes.nth(1)).toBeChecked();
      await expect(modes.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(modes.first()).toBeChecked();

      const consent = page.getByRole("checkbox", { name: /All authors have approved/ });
      await pressUntilFocused(page, consent, { max: 10 });
      await page.keyboard.press("Space");
      await expect(consent).toBeChecked();

      const next = page.getByRole("button", { name: "Next" });
      await expect(next).toBeEnabled();
      await pressUntilFocused(page, next, { max: 10 });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Files & Review", exact: true })).toBeVisible();
    });

    await test.step("the wizard's third step: the file chooser from the drop zone, a cover letter, Submit", async () => {
      // The file input is visually hidden; its drop zone shows where the keyboard is.
      const fileInput = page.locator("#wizard-file");
      const zone = page.locator('label[for="wizard-file"]');
      // The step's heading may still take the focus as the step appears (its own effect): then the
      // keyboard goes back to the file input and presses Space again. The chooser must open from
      // the keyboard either way.
      let chooser: FileChooser | undefined;
      for (let attempt = 0; attempt < 3 && !chooser; attempt++) {
        await pressUntilFocused(page, fileInput, { max: 10 });
        await expect.poll(() => zone.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
        const opened = page.waitForEvent("filechooser", { timeout: 5_000 }).catch(() => undefined);
        await page.keyboard.press("Space");
        chooser = await opened;
      }
      expect(chooser, "the file chooser opens from the keyboard").toBeDefined();
      await chooser!.setFiles({
        name: "keyboard-manuscript.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
      });
      await expect(page.getByText("keyboard-manuscript.pdf").first()).toBeVisible();

      const letter = page.getByRole("textbox", { name: /^Cover Letter/ });
      await pressUntilFocused(page, letter, { max: 10 });
      await page.keyboard.type("Submitted with the keyboard alone.");
      const submit = page.getByRole("button", { name: "Submit", exact: true });
      await pressUntilFocused(page, submit, { max: 20 });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Submission Successful!" })).toBeVisible();
      const list = page.getByRole("link", { name: "Go to My Submissions" });
      await pressUntilFocused(page, list, { max: 20 });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard\/submissions$/);
    });

    await page.context().close();
  });
});
