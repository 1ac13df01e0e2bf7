// Done-when of issue 5, through the UI in Chromium: an author submits a manuscript through the
// wizard and sees it listed as FJPHS-00n; the confirmation e-mail arrives over SMTP; the admin
// opens it, changes its status editing the status e-mail before it goes (ADR 067; the dialog at 390 px
// too), and the author receives the edited e-mail and can no longer edit
// it; the admin assigns a task to an editor, who updates it from My Tasks; the History tab shows
// all of it; files upload, download and replace.
import fs from "node:fs";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { MANUSCRIPTS, pdfOfSize } from "../../factories/manuscript-files";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors } from "../helpers";
import { receivedMail } from "../mailbox";
import { fillWizard } from "../submission-wizard";

/** Screenshots of the key steps: in the test's output folder, or in E2E_SHOTS_DIR when set. */
const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");

type Actor = { context: BrowserContext; page: Page; errors: string[]; name: string; email: string };

/** A browser context signed in through the API (sign-up for a new account, sign-in for the admin). */
async function actor(
  browser: Browser,
  how: { signUp: { name: string; email: string; password: string } } | { signIn: { email: string; password: string } },
): Promise<Actor> {
  const context = await browser.newContext();
  if ("signUp" in how) await authPost(context.request, "/sign-up/email", how.signUp);
  else await authPost(context.request, "/sign-in/email", how.signIn);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const who = "signUp" in how ? how.signUp : { name: "Admin", email: how.signIn.email };
  return { context, page, errors, name: who.name, email: who.email };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shotsDir()}/${name}.png`, fullPage: true });
}

/** A toast with this text (sonner keeps several; any one will do). */
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** "YYYY-MM-DD" a week from now, in the browser's (and this machine's) time zone. */
function nextWeek(): string {
  const d = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test.describe("the editorial flow of a submission", { tag: "@both-backends" }, () => {
  test("submit through the wizard, change its status, assign and update a task, manage files, read the history", async ({
    browser,
  }) => {
    // Three people, eleven steps and five e-mails: about 35 s alone, and past 120 s beside the
    // rest of the suite on a loaded two-core CI machine.
    test.setTimeout(300_000);
    const adminLogin = e2eAdmin();
    test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    fs.mkdirSync(shotsDir(), { recursive: true });
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Community pharmacy follow-up of hypertension ${tag}`;

    const author = await actor(browser, {
      signUp: { name: `Asha Author ${tag}`, email: `e2e-author-${tag}@example.org`, password: "e2e-author-secret" },
    });
    const editor = await actor(browser, {
      signUp: { name: `Eli Editor ${tag}`, email: `e2e-editor-${tag}@example.org`, password: "e2e-editor-secret" },
    });
    const admin = await actor(browser, { signIn: adminLogin! });

    await test.step("The admin makes the second account an editor, in User Management", async () => {
      const page = admin.page;
      await page.goto(`/dashboard/users?search=${tag}`);
      const row = page.getByRole("row").filter({ hasText: editor.email });
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: `Edit ${editor.name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit User" });
      await dialog.getByRole("checkbox", { name: "Editor", exact: true }).check();
      await dialog.getByRole("button", { name: "Update User" }).click();
      await expect(toastText(page, "User updated successfully")).toBeVisible();
      await expect(row.locator('[data-role="editor"]')).toHaveText("Editor");
    });

    let code = "";
    let submissionId = "";
    await test.step("The author submits through the three steps of the wizard", async () => {
      const page = author.page;
      await page.goto("/dashboard/submissions/new?journal=fjphs");
      // Step 1, Basic Info: the journal is preselected and the author is the signed-in user.
      await expect(page.locator("#wizard-journal option:checked")).toContainText("(FJPHS)");
      await expect(page.locator("#wizard-author-0-email")).toHaveValue(author.email);
      // The three steps, ending with a genuine PDF on Files & Review; then Submit.
      await fillWizard(page, {
        title,
        affiliation: "School of Pharmacy, University of Testing",
        abstract:
          "Background: blood pressure control is poor in rural districts. Methods: pharmacists followed 120 " +
          "patients monthly for a year. Results: control improved from 41% to 68%. Conclusion: it works.",
        keywords: ["hypertension", "community pharmacy", "adherence"],
        manuscript: "hypertension-manuscript.pdf",
        coverLetter: "We believe this suits the journal's readers.",
      });
      await shot(page, "01-wizard-files-step");
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Submission Successful!" })).toBeVisible();
      // fjphs sends the confirmation (its 'Submission received' notification is on): the screen says so.
      await expect(page.getByText("A confirmation e-mail is on its way.")).toBeVisible();
      code = (await page.getByTestId("submission-code").textContent())!.trim();
      expect(code).toMatch(/^FJPHS-\d{3,}$/);
      await shot(page, "02-wizard-success");

      // The list shows it under its code.
      await page.getByRole("link", { name: "Go to My Submissions" }).click();
      await expect(page).toHaveURL(/\/dashboard\/submissions$/);
      const row = page.getByRole("row").filter({ hasText: code });
      await expect(row).toContainText(title);
      await expect(row).toContainText("Submitted");
      const href = await row.getByRole("link", { name: `View ${code}` }).getAttribute("href");
      submissionId = href!.replace("/submission/", "");
      await shot(page, "03-author-list");
      // While it is 'Submitted' the author may still edit it.
      await row.getByRole("link", { name: `View ${code}` }).click();
      await expect(page).toHaveURL(new RegExp(`/submission/${submissionId}$`));
      await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeEnabled();
      await expect(page.getByRole("button", { name: "View Submission" })).toHaveCount(0);
    });

    await test.step("The confirmation e-mail arrives over SMTP", async () => {
      const confirmation = await receivedMail(author.email, new RegExp(`^Submission received: ${code}\\b`));
      expect(confirmation.text).toContain(title);
    });

    const decision = `Sent to two reviewers ${tag}.`;
    await test.step("The admin opens it from the list and changes its status with a decision message", async () => {
      const page = admin.page;
      await page.goto(`/dashboard/submissions?search=${encodeURIComponent(tag)}`);
      await page
        .getByRole("row")
        .filter({ hasText: code })
        .getByRole("link", { name: `View ${code}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/submission/${submissionId}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Submission" });
      await dialog.locator("#edit-status").selectOption("under_review");
      await dialog.locator("#edit-decision").fill(decision);
      await shot(page, "04-admin-edit-status");
      // The e-mail to the authors, read and edited before it goes (ADR 067), with the server's preview.
      await dialog.getByText("Review the e-mail to the authors before it goes").click();
      await expect(dialog.locator("#status-email-subject")).toHaveValue("Submission {{submissionId}}: {{status}}");
      await dialog.locator("#status-email-subject").fill("Submission {{submissionId}}: {{status}}, with reviewers");
      const body = await dialog.locator("#status-email-body").inputValue();
      await dialog
        .locator("#status-email-body")
        .fill(
          body.replace("Editor's decision", `Two reviewers will read it within a month ${tag}.\n\nEditor's decision`),
        );
      const preview = dialog.getByTestId("mail-preview");
      await expect(preview.getByTestId("mail-preview-subject")).toHaveText(
        `Submission ${code}: Under Review, with reviewers`,
      );
      await preview.getByText("Plain text").click();
      await expect(preview.getByTestId("mail-preview-text")).toContainText(
        `Two reviewers will read it within a month ${tag}.`,
      );
      await expect(preview.getByTestId("mail-preview-text")).toContainText(decision);
      await shot(page, "04b-admin-status-email");
      // On a phone the dialog, the e-mail being edited and its preview fit the screen.
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await dialog.locator("#status-email-body").scrollIntoViewIfNeeded();
      await expect(dialog.locator("#status-email-body")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
      await shot(page, "04c-admin-status-email-phone");
      await page.setViewportSize(size);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toastText(page, "Submission updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Under Review").first()).toBeVisible();
    });

    await test.step("The author receives the status e-mail and can only view the submission now", async () => {
      const status = await receivedMail(author.email, new RegExp(`^Submission ${code}: Under Review, with reviewers$`));
      expect(status.text).toContain(decision);
      expect(status.text).toContain(`Two reviewers will read it within a month ${tag}.`);
      const page = author.page;
      await page.goto("/dashboard/submissions");
      const row = page.getByRole("row").filter({ hasText: code });
      await expect(row).toContainText("Under Review");
      await page.goto(`/submission/${submissionId}`);
      await expect(page.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: "View Submission" }).click();
      const dialog = page.getByRole("dialog", { name: "View Submission" });
      await expect(dialog.locator("#edit-title")).toHaveValue(title);
      await expect(dialog.locator("#edit-title")).toBeDisabled();
      await expect(dialog.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
      await shot(page, "05-author-view-only");
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect(dialog).toBeHidden();
      // Not only hidden: the server refuses the author's change too.
      const refused = await author.context.request.post(`/submission/${submissionId}`, {
        headers: { origin: new URL(page.url()).origin },
        form: {
          intent: "update",
          data: JSON.stringify({
            title: `${title} (changed)`,
            submissionType: "research_article",
            authors: [{ name: author.name, email: author.email, affiliation: "Elsewhere", orcid: "" }],
            abstract: "A".repeat(120),
            keywords: [],
            coverLetter: "",
            suggestedReviewers: [],
          }),
        },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain("This submission can no longer be edited.");
    });

    const taskTitle = `Check the references ${tag}`;
    await test.step("The admin assigns a task to the editor on the Tasks tab", async () => {
      const page = admin.page;
      await page.getByRole("link", { name: "Tasks", exact: true }).click();
      await expect(page).toHaveURL(/tab=tasks/);
      const tab = page.getByTestId("tasks-tab");
      await tab.getByRole("button", { name: "Create Task" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Task" });
      await dialog.getByLabel("Task Type").selectOption("proofreading");
      await dialog.getByLabel("Priority").selectOption("high");
      await dialog.getByLabel(/^Title/).fill(taskTitle);
      await dialog.getByLabel(/^Description/).fill("Every reference needs a DOI.");
      await dialog.getByLabel("Due Date").fill(nextWeek());
      await dialog.getByLabel("Assign To").selectOption({ label: `${editor.name} (${editor.email})` });
      await shot(page, "06-admin-create-task");
      await dialog.getByRole("button", { name: "Create Task" }).click();
      await expect(toastText(page, "Task created successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = tab.locator("tr[data-task-id]").filter({ hasText: taskTitle });
      await expect(row).toContainText(editor.name);
      await expect(row).toContainText("Not Started");
    });
    await test.step("The editor is e-mailed the task", async () => {
      const assigned = await receivedMail(editor.email, new RegExp(`^New task assigned: ${taskTitle} \\(${code}\\)$`));
      expect(assigned.text).toContain(title);
    });

    await test.step("The editor updates it from My Tasks", async () => {
      const page = editor.page;
      await page.goto("/dashboard/editor-tasks");
      await expect(page.getByRole("heading", { name: "My Tasks", level: 1 })).toBeVisible();
      const row = page.locator("tr[data-task-id]").filter({ hasText: taskTitle });
      await expect(row.getByRole("link", { name: code })).toBeVisible();
      await expect(page.getByTestId("count-notStarted")).toContainText("1");
      await row.getByRole("button", { name: `Update ${taskTitle}` }).click();
      const dialog = page.getByRole("dialog", { name: "Update Task Status" });
      await dialog.getByLabel("New Status").selectOption("in_progress");
      await dialog.getByLabel(/^Comment/).fill("Halfway through the list.");
      await shot(page, "07-editor-update-task");
      await dialog.getByRole("button", { name: "Update Status" }).click();
      await expect(toastText(page, "Task updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("In Progress");
      await expect(page.getByTestId("count-inProgress")).toContainText("1");
      await shot(page, "08-editor-my-tasks");
    });
    await test.step("The admin who assigned the task is e-mailed the change", async () => {
      await receivedMail(admin.email, new RegExp(`^Task updated: ${taskTitle} is now In Progress$`));
    });

    const supplement = {
      name: `supplement-${tag}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.from(pdfOfSize(600_000)),
    };
    const replacement = {
      name: `supplement-${tag}-v2.docx`,
      mimeType: MANUSCRIPTS.docx.mimeType,
      buffer: Buffer.from(MANUSCRIPTS.docx.bytes),
    };
    await test.step("Files: the admin uploads a file (with its progress bar), downloads it and replaces it", async () => {
      const page = admin.page;
      await page.getByRole("link", { name: "Files", exact: true }).click();
      await expect(page).toHaveURL(/tab=files/);
      const files = page.getByRole("list", { name: "Submission files" });
      const initial = files.getByRole("listitem").filter({ hasText: "hypertension-manuscript.pdf" });
      await expect(initial).toContainText("Initial Submission");

      await page.getByRole("button", { name: "Upload File" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload File" });
      await dialog.getByLabel("File to upload").setInputFiles(supplement);
      // A slow connection for this upload, so that its progress is there to be seen.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 400_000,
      });
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(dialog.getByRole("progressbar")).toBeVisible();
      await shot(page, "09-file-upload-progress");
      // 1.5 s of throttled upload, then the server's checks of the PDF: more than the usual ten
      // seconds on a loaded two-core machine.
      await expect(toastText(page, "File uploaded successfully")).toBeVisible({ timeout: 30_000 });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
      await expect(dialog).toBeHidden();
      const uploaded = files.getByRole("listitem").filter({ hasText: supplement.name });
      await expect(uploaded).toBeVisible();
      await expect(page.getByText("2 files, newest first.")).toBeVisible();

      // Download: the browser saves the very bytes that were uploaded...
      const downloadStarted = page.waitForEvent("download");
      await uploaded.getByRole("link", { name: `Download ${supplement.name}` }).click();
      const download = await downloadStarted;
      // The toast first: it shows for four seconds, and saving the download may take longer than that.
      await expect(toastText(page, "File downloaded successfully")).toBeVisible();
      expect(download.suggestedFilename()).toBe(supplement.name);
      const saved = fs.readFileSync((await download.path())!);
      expect(saved.equals(supplement.buffer)).toBe(true);
      // ...and the link without scripts redirects to a signed /files/ URL that answers with them.
      const fileId = await uploaded.getAttribute("data-file-id");
      const redirect = await admin.context.request.get(`/submission/${submissionId}/files/${fileId}`, {
        maxRedirects: 0,
      });
      expect(redirect.status()).toBe(302);
      const location = redirect.headers()["location"]!;
      expect(location).toMatch(/\/files\/[^/]+$/);
      const signed = await admin.context.request.get(location);
      expect(signed.status()).toBe(200);
      expect((await signed.body()).equals(supplement.buffer)).toBe(true);

      // Replace it with a second version.
      await uploaded.getByRole("button", { name: `Replace ${supplement.name}` }).click();
      const replaceDialog = page.getByRole("dialog", { name: "Replace File" });
      await expect(replaceDialog).toContainText(supplement.name);
      await replaceDialog.getByLabel("File to upload").setInputFiles(replacement);
      await replaceDialog.getByRole("button", { name: "Replace", exact: true }).click();
      // The toast names the new file (the first upload's toast may still be showing).
      await expect(toastText(page, replacement.name)).toContainText("File uploaded successfully");
      await expect(replaceDialog).toBeHidden();
      await expect(files.getByRole("listitem").filter({ hasText: replacement.name })).toBeVisible();
      await expect(files.getByRole("listitem").filter({ hasText: supplement.name })).toHaveCount(0);
      await expect(files.getByRole("listitem")).toHaveCount(2);
      // The old version's link no longer leads anywhere.
      const gone = await admin.context.request.get(`/submission/${submissionId}/files/${fileId}`, {
        maxRedirects: 0,
      });
      expect(gone.status()).toBe(404);
      await shot(page, "10-files-after-replace");
    });

    await test.step("The History tab tells all of it", async () => {
      const page = admin.page;
      await page.getByRole("link", { name: "History", exact: true }).click();
      await expect(page).toHaveURL(/tab=history/);
      const entry = (kind: string) => page.locator(`li[data-event-kind="${kind}"]`);
      await expect(entry("submitted")).toContainText(`${author.name} submitted the manuscript`);
      await expect(entry("status_changed")).toContainText("changed the status from Submitted to Under Review");
      await expect(entry("task_created")).toContainText(
        `created the task “${taskTitle}” (Proofreading) for ${editor.name}`,
      );
      await expect(entry("task_status_changed")).toContainText(
        `${editor.name} changed the task “${taskTitle}” from Not Started to In Progress`,
      );
      await expect(entry("task_status_changed")).toContainText("Halfway through the list.");
      await expect(entry("file_uploaded")).toContainText(`uploaded the file “${supplement.name}”`);
      await expect(entry("file_replaced")).toContainText(
        `replaced the file “${supplement.name}” with “${replacement.name}”`,
      );
      // Newest first, and nothing else: one entry per change.
      const kinds = await page
        .locator("li[data-event-kind]")
        .evaluateAll((items) => items.map((li) => li.getAttribute("data-event-kind")));
      expect(kinds).toEqual([
        "file_replaced",
        "file_uploaded",
        "task_status_changed",
        "task_created",
        "status_changed",
        "submitted",
      ]);
      await shot(page, "11-history");
    });

    expect(author.errors).toEqual([]);
    expect(editor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    for (const a of [author, editor, admin]) await a.context.close();
  });
});
