// A reviewer coming back, in Chromium with the SMTP sink: the invitation link opened again after
// accepting says so and leads, through signing in, to the review; opened again after declining it
// says that. On the review page the annotated file is attached, listed and removed above Submit,
// and the submitted review still lists it, read-only. Both screens at 390 and 1280 px.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { pdfNaming } from "../../factories/named-documents";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";
import { submitThroughEndpoint, wizardJournalId } from "../submission-wizard";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, how: "sign-up" | "sign-in", data: Record<string, string>) {
  const context = await browser.newContext();
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  return { context, page: await context.newPage() };
}

/** The accept or decline link of an invitation e-mail, as a path. */
function invitationLink(text: string, answer: "accept" | "decline"): string {
  const match = new RegExp(`(https?://\\S+/review-invitation/[A-Za-z0-9_-]+\\?answer=${answer})`).exec(text);
  if (!match) throw new Error(`no ${answer} link in the invitation`);
  return new URL(match[1]!).pathname + new URL(match[1]!).search;
}

/** The page at a phone's and a desktop's width: a screenshot of each, nothing scrolling sideways. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shotsDir()}/${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test("a reviewer re-opens an answered invitation and reaches the review; the annotated file sits above Submit and stays listed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const authorEmail = `e2e-rr-author-${tag}@example.org`;
  const reviewerEmail = `e2e-rr-reviewer-${tag}@example.org`;
  const reviewerPassword = "e2e-reviewer-secret";
  const declinerEmail = `e2e-rr-decliner-${tag}@example.org`;
  const title = `Community pharmacy follow-up ${tag}`;

  const author = await signedIn(browser, "sign-up", {
    name: `Arun Author ${tag}`,
    email: authorEmail,
    password: "e2e-author-secret",
  });
  // The reviewer has an account, but reads the e-mail in a browser that is not signed in.
  const account = await signedIn(browser, "sign-up", {
    name: `Riya Reviewer ${tag}`,
    email: reviewerEmail,
    password: reviewerPassword,
  });
  await account.context.close();
  const admin = await signedIn(browser, "sign-in", adminLogin!);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const errors = collectPageErrors(page);

  const journalId = await wizardJournalId(author.page, "fjphs");
  const origin = new URL(author.page.url()).origin;
  const submissionId = await submitThroughEndpoint(author, journalId, {
    title,
    authors: [{ name: `Arun Author ${tag}`, email: authorEmail, affiliation: "Testing University", orcid: "" }],
  });
  for (const [email, name] of [
    [reviewerEmail, `Riya Reviewer ${tag}`],
    [declinerEmail, `Dev Decliner ${tag}`],
  ] as const) {
    const invited = await admin.context.request.post(`/submission/${submissionId}`, {
      headers: { origin },
      form: { intent: "invite", email, name },
    });
    expect(invited.status()).toBe(200);
  }

  await test.step("The reviewer accepts from the e-mail, opens the link again and is told so", async () => {
    const invitation = await receivedMail(reviewerEmail, /^Invitation to review/);
    const link = invitationLink(invitation.text ?? "", "accept");
    await page.goto(link);
    await hydrated(page);
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for accepting" })).toBeVisible();

    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "You have accepted this invitation" })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText("This invitation link is no longer valid.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await expectNoSeriousViolations(page, "the accepted invitation", "main");
    await atBothWidths(page, "01-invitation-accepted");
  });

  await test.step("Its button leads through signing in to the review", async () => {
    await page.getByRole("link", { name: "Open your review" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Freview%2F/);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(reviewerEmail);
    await page.getByLabel("Password", { exact: true }).fill(reviewerPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your review" })).toBeVisible();
  });

  await test.step("The annotated file is attached, listed and removed above Submit review", async () => {
    await hydrated(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const review = page.getByRole("form", { name: "Review" });
    const submit = review.getByRole("button", { name: "Submit review" });
    const fileField = review.getByLabel("Attach an annotated file");
    // In the form, above its buttons: read before submitting.
    await expect(fileField).toBeVisible();
    expect((await fileField.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y);

    await fileField.setInputFiles({
      name: "first-notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await pdfNaming("Someone Else")),
    });
    await expect(toastText(page, "Annotated file attached.")).toBeVisible();
    const attached = review.getByTestId("review-attachment");
    await expect(attached).toContainText("first-notes.pdf");
    await expect(attached).toContainText(/\d+(\.\d+)? KB/);
    await attached.getByRole("button", { name: "Remove first-notes.pdf" }).click();
    await expect(toastText(page, "Annotated file removed.")).toBeVisible();
    await expect(review.getByTestId("review-attachment")).toHaveCount(0);

    await review.getByLabel("Attach an annotated file").setInputFiles({
      name: "riya-annotations.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await pdfNaming("Anonymous")),
    });
    await expect(review.getByTestId("review-attachment")).toContainText("riya-annotations.pdf");
    await expect(review.getByRole("link", { name: "Download riya-annotations.pdf" })).toBeVisible();
    expect((await review.getByTestId("review-attachment").boundingBox())!.y).toBeLessThan(
      (await submit.boundingBox())!.y,
    );
    await expectNoSeriousViolations(page, "the review form with its file", "main");
    await atBothWidths(page, "02-review-draft");
  });

  await test.step("Submitted, the review lists the file read-only", async () => {
    await page.locator("#review-recommendation").selectOption("minor");
    await page.locator("#review-comments").fill("Clear methods; please report the follow-up losses.");
    await page.getByRole("button", { name: "Submit review" }).click();
    await expect(toastText(page, "Review submitted.")).toBeVisible();
    await page.reload();
    await hydrated(page);
    const attached = page.getByTestId("review-attachment");
    await expect(attached).toContainText("riya-annotations.pdf");
    await expect(attached.getByRole("link", { name: "Download riya-annotations.pdf" })).toBeVisible();
    await expect(attached.getByRole("button", { name: /Remove/ })).toHaveCount(0);
    await expect(page.locator('main input[type="file"]')).toHaveCount(0);
    const download = await page
      .context()
      .request.get((await attached.getByRole("link", { name: "Download riya-annotations.pdf" }).getAttribute("href"))!);
    expect(download.status()).toBe(200);
    await atBothWidths(page, "03-review-submitted");
  });

  await test.step("A declined invitation, opened again, says it was declined", async () => {
    const invitation = await receivedMail(declinerEmail, /^Invitation to review/);
    const link = invitationLink(invitation.text ?? "", "decline");
    const other = await visitor.newPage();
    await other.goto(link);
    await hydrated(other);
    await other.getByRole("button", { name: "Decline invitation" }).click();
    await expect(other.getByRole("heading", { name: "Thank you for letting us know." })).toBeVisible();
    await other.goto(link);
    await expect(other.getByRole("heading", { name: "You declined this invitation" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Open your review" })).toHaveCount(0);
    await atBothWidths(other, "04-invitation-declined");
  });

  expect(errors).toEqual([]);
  await Promise.all([visitor.close(), admin.context.close(), author.context.close()]);
});
