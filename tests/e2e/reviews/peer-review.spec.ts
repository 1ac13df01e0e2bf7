// Peer review through the UI in Chromium with the SMTP sink: the editor (the admin) invites two
// reviewers; one accepts from the e-mail link and submits a review, the other declines; the editor
// requests a major revision; the author sends a revision with a response; in the second round the
// reviewer is reminded once overdue (the test server's reminders run a day ahead) and recommends
// acceptance; the editor accepts; the author reads both decisions in Messages and never sees a
// reviewer's name (double-blind).
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { pdfNaming, pdfText } from "../../factories/named-documents";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";
import { submitThroughEndpoint, wizardJournalId } from "../submission-wizard";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, how: "sign-up" | "sign-in", data: Record<string, string>) {
  const context = await browser.newContext();
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The accept or decline link of an invitation e-mail. */
function invitationLink(text: string, answer: "accept" | "decline"): string {
  const match = new RegExp(`(https?://\\S+/review-invitation/[A-Za-z0-9_-]+\\?answer=${answer})`).exec(text);
  if (!match) throw new Error(`no ${answer} link in the invitation`);
  return new URL(match[1]!).pathname + new URL(match[1]!).search;
}

test("peer review: invite, accept and review, decline, revise, accept; the author never learns who reviewed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const authorEmail = `e2e-pr-author-${tag}@example.org`;
  const reviewerName = `Rhea Reviewer ${tag}`;
  const reviewerEmail = `e2e-pr-reviewer-${tag}@example.org`;
  const declinerEmail = `e2e-pr-decliner-${tag}@example.org`;
  const title = `Adherence to antihypertensives ${tag}`;

  const author = await signedIn(browser, "sign-up", {
    name: `Asha Author ${tag}`,
    email: authorEmail,
    password: "e2e-author-secret",
  });
  const reviewer = await signedIn(browser, "sign-up", {
    name: reviewerName,
    email: reviewerEmail,
    password: "e2e-reviewer-secret",
  });
  const admin = await signedIn(browser, "sign-in", adminLogin!);
  const visitor = await browser.newContext();

  // The manuscript, submitted through the wizard's endpoint (the wizard has its own journey).
  const journalId = await wizardJournalId(author.page, "fjphs");
  const submissionId = await submitThroughEndpoint(author, journalId, {
    title,
    authors: [{ name: `Asha Author ${tag}`, email: authorEmail, affiliation: "Testing University", orcid: "" }],
    suggestedReviewers: [`Dana Decliner, ${declinerEmail}`],
  });

  await test.step("The editor chooses the review files: none is refused, the manuscript saved", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    const files = page.getByRole("form", { name: "Review files, round 1" });
    const manuscript = files.getByRole("checkbox", { name: "manuscript.pdf" });
    await expect(manuscript).toBeChecked();
    await manuscript.uncheck();
    await files.getByRole("button", { name: "Save review files" }).click();
    await expect(files.getByText("Choose at least one file for the reviewers.")).toBeVisible();
    await manuscript.check();
    await files.getByRole("button", { name: "Save review files" }).click();
    await expect(toastText(page, "Review files saved.")).toBeVisible();
  });

  await test.step("The editor invites a reviewer by e-mail and the author's suggested reviewer", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    await page.locator("#invite-email").fill(reviewerEmail);
    await page.locator("#invite-name").fill(reviewerName);
    await page.getByRole("button", { name: "Invite by e-mail" }).click();
    await expect(toastText(page, "Invitation sent.")).toBeVisible();
    await page.getByRole("button", { name: `Dana Decliner, ${declinerEmail}` }).click();
    await expect(page.locator("#invite-email")).toHaveValue(declinerEmail);
    await page.getByRole("button", { name: "Invite by e-mail" }).click();
    await expect(page.getByTestId("review-assignment")).toHaveCount(2);
    await page.screenshot({ path: `${shotsDir()}/01-reviews-tab.png`, fullPage: true });
    // On a phone, with the invitations' date fields and the forms, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir()}/01b-reviews-tab-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("One reviewer accepts from the e-mail link, without signing in there, and submits a review", async () => {
    const invitation = await receivedMail(reviewerEmail, /^Invitation to review/);
    expect(invitation.text).not.toContain(authorEmail);
    const page = await visitor.newPage();
    await page.goto(invitationLink(invitation.text ?? "", "accept"));
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for accepting" })).toBeVisible();

    const rp = reviewer.page;
    // Their dashboard home says a review waits for them, and leads to it.
    await rp.goto("/dashboard");
    await hydrated(rp);
    await rp
      .getByRole("region", { name: "Waiting for you" })
      .getByRole("link", { name: "1 review waiting for you" })
      .click();
    await expect(rp).toHaveURL(/\/dashboard\/reviews$/);
    await rp.getByRole("link", { name: title }).click();
    await expect(rp.getByText("The authors are not shown")).toBeVisible();
    await expect(rp.getByText(authorEmail)).toHaveCount(0);
    await hydrated(rp);
    await rp.locator("#review-recommendation").selectOption("major");
    await rp.locator("#review-comments").fill("Please add a control group and report dropouts.");
    await rp.locator("#review-confidential").fill(`Confidential ${tag}`);
    // An annotated PDF whose own properties name the reviewer, uploaded as soon as it is chosen.
    await rp.locator("#review-attachment-file").setInputFiles({
      name: "rhea-annotations.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await pdfNaming(reviewerName)),
    });
    await expect(rp.getByTestId("review-attachment")).toContainText("rhea-annotations.pdf");
    await rp.getByRole("button", { name: "Submit review" }).click();
    await expect(toastText(rp, "Review submitted.")).toBeVisible();
    await rp.screenshot({ path: `${shotsDir()}/02-review-page.png`, fullPage: true });
  });

  await test.step("The other reviewer declines with a reason", async () => {
    const invitation = await receivedMail(declinerEmail, /^Invitation to review/);
    const page = await visitor.newPage();
    await page.goto(invitationLink(invitation.text ?? "", "decline"));
    await page.locator("#decline-reason").fill("Travelling all month.");
    await page.getByRole("button", { name: "Decline invitation" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for letting us know." })).toBeVisible();
  });

  await test.step("The editor requests a major revision, quoting the review", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    await expect(page.getByText("Travelling all month.")).toBeVisible();
    await page.locator("#decision-kind").selectOption("major_revision");
    await page.getByRole("button", { name: "Quote the reviews" }).click();
    await expect(page.locator("#decision-letter")).toHaveValue(/Reviewer 1:\nPlease add a control group/);
    await page.getByRole("button", { name: "Record decision" }).click();
    await expect(toastText(page, "Decision recorded.")).toBeVisible();
    await receivedMail(authorEmail, /Major Revision/);

    // The annotated file waits for the editor: the authors have it only once released.
    const authorTab = author.page;
    await authorTab.goto(`/submission/${submissionId}?tab=reviews`);
    await expect(authorTab.getByText("Add a control group", { exact: false }).first()).toBeVisible();
    await expect(authorTab.getByText("annotated manuscript")).toHaveCount(0);
    await page.getByRole("button", { name: "Release to the authors (Reviewer 1)" }).click();
    await expect(toastText(page, "Annotated file released to the authors.")).toBeVisible();
    await expect(page.getByText(/Released to the authors on/)).toBeVisible();

    // On a phone the Reviews tab fits the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await hydrated(page);
    await page.screenshot({ path: `${shotsDir()}/02b-reviews-tab-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("The author sends a revision with a response", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}?tab=messages`);
    await hydrated(page);
    const fileId = await page.locator("#revision-file option").nth(1).getAttribute("value");
    await page.locator("#revision-file").selectOption(fileId!);
    await page.locator("#revision-response").fill("We added a control group and the dropouts.");
    await page.getByRole("button", { name: "Submit revision" }).click();
    await expect(toastText(page, "Revision submitted.")).toBeVisible();
  });

  await test.step("Round 2: the reviewer accepts again, is reminded once overdue (clock one day ahead), recommends acceptance", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    await page.locator("#invite-email").fill(reviewerEmail);
    await page.locator("#invite-name").fill(reviewerName);
    await page.getByRole("button", { name: "Invite by e-mail" }).click();
    await expect(page.getByTestId("review-assignment")).toHaveCount(3);
    // The same reviewer keeps their number in round 2.
    await expect(page.getByTestId("review-assignment").nth(2)).toContainText(`Reviewer 1: ${reviewerName}`);

    const rp = reviewer.page;
    await rp.goto("/dashboard/reviews");
    await rp.getByTestId("reviews-awaiting").getByRole("link", { name: title }).click();
    await hydrated(rp);
    await rp.getByRole("button", { name: "Accept" }).click();
    await expect(rp.locator("#review-recommendation")).toBeVisible();
    // The round's files, the author's revision marked as such.
    await expect(rp.getByText("Revised manuscript", { exact: true })).toBeVisible();

    // The review is due today; the test server's reminders run one day ahead
    // (REVIEW_REMINDERS_CLOCK_OFFSET_DAYS=1), and saving the dates has them look at once.
    await page.reload();
    await hydrated(page);
    const today = new Date().toISOString().slice(0, 10);
    const round2 = page.getByTestId("review-assignment").nth(2);
    await round2.locator('input[name="responseDueDate"]').fill(today);
    await round2.locator('input[name="reviewDueDate"]').fill(today);
    await round2.getByRole("button", { name: /Save dates/ }).click();
    await expect(toastText(page, "Due dates saved.")).toBeVisible();
    const reminder = await receivedMail(reviewerEmail, /overdue/i);
    expect(reminder.text).toContain(today);

    await rp.reload();
    await hydrated(rp);
    await rp.locator("#review-recommendation").selectOption("accept");
    await rp.locator("#review-comments").fill("The control group settles it.");
    await rp.getByRole("button", { name: "Submit review" }).click();
    await expect(toastText(rp, "Review submitted.")).toBeVisible();
  });

  await test.step("The editor accepts", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    await expect(page.getByTestId("review-assignment").nth(2)).toContainText("Accept");
    await page.locator("#decision-kind").selectOption("accept");
    await page.locator("#decision-letter").fill("Accepted for publication. Thank you.");
    await page.getByRole("button", { name: "Record decision" }).click();
    await expect(toastText(page, "Decision recorded.")).toBeVisible();
  });

  await test.step("The author reads both decisions in Messages and never a reviewer's name", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}?tab=messages`);
    const messages = page.getByTestId("submission-message");
    await expect(messages.filter({ hasText: "Major revision" })).toContainText("Please add a control group");
    await expect(messages.filter({ hasText: "Accepted for publication" })).toHaveCount(1);
    for (const tabName of ["messages", "reviews", "history"]) {
      await page.goto(`/submission/${submissionId}?tab=${tabName}`);
      const html = await page.content();
      expect(html).not.toContain(reviewerName);
      expect(html).not.toContain(reviewerEmail);
      expect(html).not.toContain(`Confidential ${tag}`);
    }
    // The released annotated file: under a reviewer number, its properties naming no one.
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download Reviewer 1 – annotated manuscript.pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Reviewer 1 – annotated manuscript.pdf");
    expect(pdfText(new Uint8Array(fs.readFileSync(await download.path())))).not.toContain(reviewerName);
    await page.goto(`/submission/${submissionId}?tab=messages`);
    await page.screenshot({ path: `${shotsDir()}/03-author-messages.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir()}/04-author-messages-phone.png`, fullPage: true });
  });

  for (const who of [author, reviewer]) expect(who.errors).toEqual([]);
  // The one refusal the editor met on purpose (no review file chosen), and nothing else.
  expect(admin.errors).toEqual([
    "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});
