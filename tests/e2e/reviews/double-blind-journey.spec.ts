// Issue 37's journey in Chromium with the SMTP sink, on a double-blind journal (IJCPMS): the
// author submits a DOCX and a PDF whose properties name them; the admin assigns a handling editor
// and keeps both files for the reviewers; the handling editor invites two reviewers from the
// journal's pool; what the reviewers download names no author (file name, headers, bytes); round 2
// shows the reviewer the revision and the authors' response; switching the journal to single-blind
// afterwards leaves round 1 blind; every e-mail has a Reply-To, and the handling editor got each
// notice once. (The annotated file's release is proven in peer-review.spec.ts.)
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { docxNaming, pdfNaming, pdfText, unzippedText } from "../../factories/named-documents";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { mailTo, receivedMail } from "../mailbox";
import { submitThroughEndpoint } from "../submission-wizard";

const JOURNAL = "ijcpms";
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, how: "sign-up" | "sign-in", data: Record<string, string>) {
  const context = await browser.newContext();
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The review type of the journal, set on its settings page as an editor would. */
async function setReviewType(page: Page, type: "double-blind" | "single-blind") {
  await page.goto(`/journal/${JOURNAL}/settings`);
  await hydrated(page);
  await page.getByRole("tab", { name: "Editorial Workflow" }).click();
  const form = page.getByRole("form", { name: "Editorial Workflow" });
  await form.getByLabel("Review type").selectOption(type);
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
}

/** Downloads a file from the review page (under double-blind, named by the submission's code). */
async function downloadOnReviewPage(page: Page, fileName: RegExp) {
  const link = page.getByRole("link", { name: fileName });
  const href = (await link.getAttribute("href"))!;
  const response = await page.context().request.get(href);
  expect(response.status(), href).toBe(200);
  return { disposition: response.headers()["content-disposition"] ?? "", bytes: new Uint8Array(await response.body()) };
}

test("double-blind that holds: properties, pool, handling editor, round 2, a later switch to single-blind", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const authorName = `Amara Authorname ${tag}`;
  const authorEmail = `e2e-db-author-${tag}@example.org`;
  const title = `Blinded dosing study ${tag}`;
  const admin = await signedIn(browser, "sign-in", adminLogin!);
  const author = await signedIn(browser, "sign-up", { name: authorName, email: authorEmail, password: "e2e-secret-1" });

  // The journal's id, and three members the admin adds with their roles for this journal.
  await author.page.goto(`/dashboard/submissions/new?journal=${JOURNAL}`);
  const journalId = (await author.page.locator("#wizard-journal option:checked").getAttribute("value"))!;
  const origin = new URL(author.page.url()).origin;
  const member = async (name: string, role: "editor" | "reviewer") => {
    const email = `e2e-db-${role}-${name.split(" ")[0]!.toLowerCase()}-${tag}@example.org`;
    const created = await admin.context.request.post("/dashboard/users", {
      headers: { origin },
      form: {
        intent: "create",
        email,
        password: "e2e-secret-2",
        name: `${name} ${tag}`,
        journalRoles: `${role}:${journalId}`,
      },
    });
    expect(created.status()).toBe(200);
    return {
      name: `${name} ${tag}`,
      email,
      ...(await signedIn(browser, "sign-in", { email, password: "e2e-secret-2" })),
    };
  };
  const handler = await member("Hana Handler", "editor");
  const first = await member("Ravi Reviewer", "reviewer");
  const second = await member("Sara Reviewer", "reviewer");
  const contexts: BrowserContext[] = [admin.context, author.context, handler.context, first.context, second.context];

  let submissionId = "";
  try {
    await test.step("The author submits a DOCX and adds a PDF, both naming them in their properties", async () => {
      submissionId = await submitThroughEndpoint(
        author,
        journalId,
        { title, authors: [{ name: authorName, email: authorEmail, affiliation: "Blind University", orcid: "" }] },
        {
          name: "manuscript.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          buffer: Buffer.from(docxNaming(authorName)),
        },
      );
      const page = author.page;
      await page.goto(`/submission/${submissionId}?tab=files`);
      await hydrated(page);
      await page.getByRole("button", { name: "Upload File" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload File" });
      await dialog.getByLabel("File to upload").setInputFiles({
        name: "figures.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await pdfNaming(authorName)),
      });
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(toastText(page, "File uploaded successfully")).toBeVisible();
    });
    const reviewsTab = `/submission/${submissionId}?tab=reviews`;

    await test.step("The admin assigns the handling editor and keeps both files for round 1", async () => {
      const page = admin.page;
      await page.goto(reviewsTab);
      await hydrated(page);
      await page.locator("#assign-editor").selectOption({ label: `${handler.name} (${handler.email})` });
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(page.getByRole("button", { name: `Remove ${handler.name}` })).toBeVisible();
      const files = page.getByRole("form", { name: "Review files, round 1" });
      await expect(files.getByRole("checkbox", { name: "manuscript.docx" })).toBeChecked();
      await expect(files.getByRole("checkbox", { name: "figures.pdf" })).toBeChecked();
      await files.getByRole("button", { name: "Save review files" }).click();
      await expect(toastText(page, "Review files saved.")).toBeVisible();
      await receivedMail(handler.email, /^You are a handling editor/);
    });

    await test.step("The handling editor invites two reviewers from the journal's pool", async () => {
      const page = handler.page;
      // My Tasks lists what they handle; its link opens the Reviews tab.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/dashboard/editor-tasks");
      await page.screenshot({ path: test.info().outputPath("my-tasks-phone.png"), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole("list", { name: "Submissions I handle" }).getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/submission/${submissionId}\\?tab=reviews`));
      await hydrated(page);
      const pool = page.getByRole("list", { name: "Reviewer pool" });
      for (const reviewer of [first, second]) {
        await page.locator("#reviewer-pool-search").fill(reviewer.name);
        await expect(pool.getByTestId("pool-reviewer")).toHaveCount(1);
        await pool.getByRole("button", { name: `Invite ${reviewer.name}` }).click();
        await expect(toastText(page, "Invitation sent.")).toBeVisible();
      }
      await expect(page.getByTestId("review-assignment")).toHaveCount(2);
    });

    await test.step("Each reviewer accepts; what they download names no author, in name, headers or bytes", async () => {
      for (const reviewer of [first, second]) {
        const invitation = await receivedMail(reviewer.email, /^Invitation to review/);
        expect(invitation.text).not.toContain(authorName);
        const page = reviewer.page;
        await page.goto("/dashboard/reviews");
        await page.getByTestId("reviews-awaiting").getByRole("link", { name: title }).click();
        await hydrated(page);
        await page.getByRole("button", { name: "Accept" }).click();
        await expect(page.locator("#review-recommendation")).toBeVisible();
        await expect(page.getByText("The authors are not shown")).toBeVisible();
        expect(await page.content()).not.toContain(authorName);
      }
      const page = first.page;
      await expect(page.getByText("manuscript.docx")).toHaveCount(0);
      const docx = await downloadOnReviewPage(page, /^Download IJCPMS-\d+-file-1\.docx$/);
      const pdf = await downloadOnReviewPage(page, /^Download IJCPMS-\d+-file-2\.pdf$/);
      for (const file of [docx, pdf]) expect(file.disposition).not.toContain("Authorname");
      expect(unzippedText(docx.bytes)).not.toContain(authorName);
      expect(pdfText(pdf.bytes)).not.toContain(authorName);
      expect(pdfText(pdf.bytes)).not.toContain("Authorname");
    });

    await test.step("Both review; the editor asks for a revision; the author sends it with a response", async () => {
      for (const [reviewer, comment] of [
        [first, "Report the dosing intervals."],
        [second, "Add the renal function data."],
      ] as const) {
        const page = reviewer.page;
        await page.reload();
        await hydrated(page);
        await page.locator("#review-recommendation").selectOption("minor");
        await page.locator("#review-comments").fill(comment);
        await page.getByRole("button", { name: "Submit review" }).click();
        await expect(toastText(page, "Review submitted.")).toBeVisible();
      }
      const page = handler.page;
      await page.goto(reviewsTab);
      await hydrated(page);
      await page.locator("#decision-kind").selectOption("minor_revision");
      await page.locator("#decision-letter").fill("Please answer both reviewers.");
      await page.getByRole("button", { name: "Record decision" }).click();
      await expect(toastText(page, "Decision recorded.")).toBeVisible();

      const ap = author.page;
      await ap.goto(`/submission/${submissionId}?tab=messages`);
      await hydrated(ap);
      await ap.locator("#revision-file").selectOption({ label: "figures.pdf" });
      await ap.locator("#revision-response").fill(`Response ${tag}: dosing intervals and renal data added.`);
      await ap.getByRole("button", { name: "Submit revision" }).click();
      await expect(toastText(ap, "Revision submitted.")).toBeVisible();
    });

    await test.step("Round 2 shows the reviewer the revision and the authors' response", async () => {
      const page = handler.page;
      await page.goto(reviewsTab);
      await hydrated(page);
      await page.locator("#reviewer-pool-search").fill(first.name);
      await page
        .getByRole("list", { name: "Reviewer pool" })
        .getByRole("button", { name: `Invite ${first.name}` })
        .click();
      await expect(page.getByTestId("review-assignment")).toHaveCount(3);
      const invitation = await receivedMail(first.email, /^Invitation to re-review/);
      expect(invitation.text).toContain("re-review");
      const rp = first.page;
      await rp.goto("/dashboard/reviews");
      await rp.getByTestId("reviews-awaiting").getByRole("link", { name: title }).click();
      await hydrated(rp);
      await rp.getByRole("button", { name: "Accept" }).click();
      await expect(rp.getByText("Revised manuscript", { exact: true })).toBeVisible();
      await expect(rp.getByText(`Response ${tag}: dosing intervals and renal data added.`)).toBeVisible();
      expect(await rp.content()).not.toContain(authorName);
    });

    await test.step("Switched to single-blind afterwards, round 1 stays blind", async () => {
      await setReviewType(admin.page, "single-blind");
      const page = second.page;
      await page.goto("/dashboard/reviews");
      await page.getByRole("link", { name: title }).first().click();
      await expect(page.getByText("The authors are not shown")).toBeVisible();
      expect(await page.content()).not.toContain(authorName);
      const pdf = await downloadOnReviewPage(page, /^Download IJCPMS-\d+-file-2\.pdf$/);
      expect(pdfText(pdf.bytes)).not.toContain(authorName);
    });

    await test.step("Every editorial e-mail has a Reply-To; the handling editor heard of each step once", async () => {
      for (const to of [authorEmail, handler.email, first.email, second.email]) {
        // The account's own messages (welcome, choose a password) are the platform's, not a journal's.
        const mails = (await mailTo(to)).filter((m) => !/^(Welcome to|Your .* account)/.test(m.subject ?? ""));
        expect(mails.length, to).toBeGreaterThan(1);
        for (const m of mails) expect(m.replyTo, `${to}: ${m.subject}`).not.toEqual([]);
      }
      const subjects = (await mailTo(handler.email)).map((m) => (m.subject ?? "").replace(/ \(IJCPMS-\d+\)$/, ""));
      const count = (s: string) => subjects.filter((x) => x === s).length;
      expect(count("A new submission")).toBe(1);
      expect(count("You are a handling editor")).toBe(1);
      expect(count("A reviewer accepted")).toBe(3);
      expect(count("A review is in")).toBe(2);
      expect(count("All reviews are in")).toBe(1);
      expect(subjects.filter((x) => x.startsWith("New message about")).length).toBe(1); // the revision
    });

    await test.step("The handling editor takes reviews in a daily digest from now on (Settings), on a phone too", async () => {
      const page = handler.page;
      await page.goto("/dashboard/settings#notifications");
      await hydrated(page);
      const card = page.getByRole("form", { name: "Editorial notifications" });
      await card.getByLabel("A reviewer submits a review").selectOption("daily");
      await card.getByLabel("All reviews of a round are in").selectOption("off");
      await card.getByRole("button", { name: "Save Notifications" }).click();
      await expect(toastText(page, "Notifications updated")).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("settings-notifications.png"), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(card.getByLabel("A reviewer submits a review")).toHaveValue("daily");
      await expect(card.getByLabel("All reviews of a round are in")).toHaveValue("off");
      await expect(card.getByLabel("A reviewer accepts or declines an invitation")).toHaveValue("immediately");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: test.info().outputPath("settings-notifications-phone.png"), fullPage: true });
    });
  } finally {
    await setReviewType(admin.page, "double-blind");
    for (const c of contexts) await c.close();
  }
  for (const who of [author, handler, first, second]) expect(who.errors).toEqual([]);
});
