import { expect, test, type Browser } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated, placeholderFits } from "../helpers";
import { signedIn, toastText } from "../journal-with-stages";
import { submitThroughEndpoint, wizardJournalId } from "../submission-wizard";

// A list field (keywords, areas of expertise, scope tags) adds an entry on Enter or Add. A manager
// who types one and clicks Save at once must not lose it: found by an exploratory test, where the
// article was refused with 'At least one keyword is required' beside a filled keyword box, and a
// board member's area was dropped without a word. The Edit Submission dialog dropped a keyword and a
// suggested reviewer so too, and its keyword box's placeholder was cut on a phone ("...press Ente").

async function adminPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const context = await browser.newContext({ viewport });
  await authPost(context.request, "/sign-in/email", admin!);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

const tagOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("entries typed but not yet added", () => {
  test("a keyword typed and not added is saved with the article", async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page, errors } = await adminPage(browser);
    const tag = tagOf();
    await page.goto("/dashboard/articles");
    await expect(page.getByRole("button", { name: "Add Article" })).toBeEnabled();
    await page.getByRole("button", { name: "Add Article" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Article" });
    await expect(dialog.getByLabel("Issue")).toBeEnabled();
    await dialog.getByLabel("Title").fill(`Typed keywords of the articles desk ${tag}`);
    await dialog.getByLabel("Full Name").fill("Kavya Rao");
    await dialog.getByLabel("Email").fill(`kavya.${tag}@example.org`);
    await dialog.getByLabel("Affiliation").fill("Manipal College of Pharmaceutical Sciences");
    await dialog
      .getByLabel("Abstract")
      .fill(
        "Keywords typed into the box of the articles desk and saved at once, without Enter or Add, are kept with the article like the ones added.",
      );
    const keywordBox = dialog.getByRole("textbox", { name: "Keywords" });
    // Worded as the wizard's and the Edit Submission dialog's box: short, with Enter in the hint.
    await expect(keywordBox).toHaveAttribute("placeholder", "Type a keyword");
    await expect(keywordBox).toHaveAccessibleDescription(/Press Enter to add each one\./);
    await keywordBox.fill(`typed keyword ${tag}`);
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully").first()).toBeVisible();
    await expect(page.getByText("At least one keyword is required")).toHaveCount(0);

    // What was stored: the article opened again from the list.
    await page.goto(`/dashboard/articles?search=${tag}`);
    await expect(page.getByRole("button", { name: "Add Article" })).toBeEnabled();
    await page.getByRole("link", { name: `Edit Typed keywords of the articles desk ${tag}` }).click();
    dialog = page.getByRole("dialog", { name: "Edit Article" });
    const keywords = dialog.getByRole("list", { name: "Keywords" }).getByRole("listitem");
    await expect(keywords).toHaveCount(1);
    await expect(keywords).toContainText(`typed keyword ${tag}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a keyword and a suggested reviewer typed and not added are saved with the submission's edit, on a phone", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const tag = tagOf();
    const name = `Ira Typed ${tag}`;
    const email = `e2e-typed-edit-${tag}@example.org`;
    const keyword = `typed keyword ${tag}`;
    const reviewer = `Dr. Typed Reviewer ${tag}, University of Testing`;
    const author = await signedIn(
      browser,
      "sign-up",
      { name, email, password: "e2e-author-secret" },
      { width: 390, height: 844 },
    );
    const page = author.page;
    const id = await submitThroughEndpoint(author, await wizardJournalId(page, "fjphs"), {
      title: `Typed entries of the edit dialog ${tag}`,
      authors: [{ name, email, affiliation: "Testing University", orcid: "" }],
    });

    const openEdit = async () => {
      await page.goto(`/submission/${id}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      return page.getByRole("dialog", { name: "Edit Submission" });
    };
    let dialog = await openEdit();
    const keywordBox = dialog.getByRole("textbox", { name: "Keywords" });
    await expect(keywordBox).toHaveAttribute("placeholder", "Type a keyword");
    await expect(keywordBox).toHaveAccessibleDescription("Press Enter to add each one.");
    await expect.poll(() => placeholderFits(keywordBox)).toBe(true);
    await keywordBox.fill(keyword);
    await dialog.getByRole("textbox", { name: "Suggested Reviewers" }).fill(reviewer);
    await page.screenshot({ path: test.info().outputPath("edit-submission-typed-390.png"), fullPage: true });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastText(page, "Submission updated successfully")).toBeVisible();

    // What was stored: the dialog opened again on the page loaded afresh.
    dialog = await openEdit();
    const keywords = dialog.getByRole("list", { name: "Keywords" }).getByRole("listitem");
    await expect(keywords).toHaveCount(3);
    await expect(keywords.last()).toContainText(keyword);
    const reviewers = dialog.getByRole("list", { name: "Suggested Reviewers" }).getByRole("listitem");
    await expect(reviewers).toHaveCount(2);
    await expect(reviewers.last()).toContainText(reviewer);
    expect(author.errors).toEqual([]);
    await author.context.close();
  });

  test("an area of expertise typed and not added is saved with the board member", async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page, errors } = await adminPage(browser);
    const name = `Tara Typed ${tagOf()}`;
    await page.goto("/dashboard/journals/ijebr/board");
    await hydrated(page);
    await page.getByRole("button", { name: "Add Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Editorial Board Member" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Role").selectOption("Reviewer");
    await dialog.getByLabel("Display Order").fill("90");
    await dialog.getByRole("textbox", { name: /Areas of Expertise/ }).fill("Pharmacovigilance");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Editorial board member added successfully").first()).toBeVisible();

    // The member as stored (the list is read again from the server).
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("listitem", { name })).toContainText("Pharmacovigilance", { timeout: 30_000 });
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page
      .getByRole("alertdialog", { name: "Delete board member" })
      .or(page.getByRole("dialog", { name: "Delete board member" }));
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("listitem", { name })).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a scope tag typed and not added is saved with the journal", async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page, errors } = await adminPage(browser);
    const scope = `Typed scope ${tagOf()}`;
    const openEdit = async () => {
      await page.goto("/dashboard/journals");
      await hydrated(page);
      await page.getByRole("button", { name: "Actions for Bharat Journal of Pharmaceutical Sciences" }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      return page.getByRole("dialog", { name: "Edit Journal" });
    };
    let edit = await openEdit();
    await edit.getByLabel("Scope", { exact: false }).first().fill(scope);
    await edit.getByRole("button", { name: "Update Journal" }).click();
    await expect(page.getByText("Journal updated successfully").first()).toBeVisible();

    edit = await openEdit();
    const tags = edit.getByRole("list", { name: "Scope tags" });
    await expect(tags.getByText(scope)).toBeVisible();
    // The seeded journal is left as it was.
    await tags.getByRole("listitem").filter({ hasText: scope }).getByRole("button").click();
    await edit.getByRole("button", { name: "Update Journal" }).click();
    await expect(page.getByText("Journal updated successfully").first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
