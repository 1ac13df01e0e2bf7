// Submission discussions in Chromium with the SMTP sink (issue 40, ADR 068): the editor (the admin),
// at 1280 px, starts a discussion with the author from the Messages tab with a PDF attached; the
// author, on a phone (390 px), gets the e-mail with the thread's link, sees the unread count on the
// Messages tab and on the thread, reads it (the counts clear), downloads the file and replies; the
// editor sees the reply unread and reads it. Every move is a click after hydration.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { MANUSCRIPTS } from "../../factories/manuscript-files";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";
import { submitThroughEndpoint, wizardJournalId } from "../submission-wizard";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(
  browser: Browser,
  how: "sign-up" | "sign-in",
  data: Record<string, string>,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({ viewport });
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test("discussions: the editor starts one with the author with a file; the author reads it on a phone and replies; unread counts clear", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const authorName = `Asha Author ${tag}`;
  const authorEmail = `e2e-discussion-author-${tag}@example.org`;
  const subject = `Figure 2 resolution ${tag}`;

  const author = await signedIn(
    browser,
    "sign-up",
    { name: authorName, email: authorEmail, password: "e2e-author-secret" },
    { width: 390, height: 844 },
  );
  const admin = await signedIn(browser, "sign-in", adminLogin!);

  const submissionId = await submitThroughEndpoint(author, await wizardJournalId(author.page, "fjphs"), {
    title: `Buccal films of curcumin ${tag}`,
    authors: [{ name: authorName, email: authorEmail, affiliation: "Testing University", orcid: "" }],
  });

  await test.step("The editor starts a discussion with the author from the Messages tab, a PDF attached", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await page.getByRole("navigation", { name: "Submission sections" }).getByRole("link", { name: "Messages" }).click();
    const panel = page.getByTestId("discussions-panel");
    await expect(panel.getByText("No discussions yet.")).toBeVisible();
    await panel.getByRole("button", { name: "New discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "New discussion" });
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByRole("checkbox", { name: authorName }).check();
    await dialog.getByLabel("Message").fill("Please send Figure 2 at 300 dpi; my notes are attached.");
    await dialog.getByLabel(/Attach a file/).setInputFiles({
      name: "figure-2-notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
    });
    await page.screenshot({ path: `${shotsDir()}/01-new-discussion.png`, fullPage: true });
    await expectNoSeriousViolations(page, "New discussion dialog");
    await dialog.getByRole("button", { name: "Start discussion" }).click();
    await expect(toastText(page, "Discussion started.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId("discussion-message")).toHaveCount(1);
    await expect(page.getByTestId("discussion-file")).toContainText("figure-2-notes.pdf");
    await expect(page.getByTestId("discussion-participants")).toContainText(authorName);
    await page.screenshot({ path: `${shotsDir()}/02-thread-editor.png`, fullPage: true });
  });

  let threadPath = "";
  await test.step("The author gets the e-mail with the thread's link", async () => {
    const mail = await receivedMail(authorEmail, new RegExp(subject));
    const link = /(https?:\/\/\S+\/submission\/[0-9a-f-]{36}\/discussions\/[0-9a-f-]{36})/.exec(mail.text ?? "");
    expect(link, "the thread's link in the e-mail").toBeTruthy();
    threadPath = new URL(link![1]!).pathname;
    expect(mail.text).toContain("figure-2-notes.pdf");
  });

  await test.step("On a phone, the author sees the unread count, reads the thread, downloads the file and replies", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    const tabs = page.getByRole("navigation", { name: "Submission sections" });
    await expect(tabs.getByTestId("tab-unread-messages")).toHaveText("1 unread");
    // Every tab is on the screen: the row wraps on a phone instead of scrolling sideways.
    for (const tab of await tabs.getByRole("link").all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${await tab.textContent()} on the screen`).toBe(true);
    }
    await tabs.getByRole("link", { name: /Messages/ }).click();
    const row = page.getByTestId("discussion-row").filter({ hasText: subject });
    await expect(row.getByTestId("discussion-unread")).toHaveText("1 unread");
    await page.screenshot({ path: `${shotsDir()}/03-messages-tab-phone.png`, fullPage: true });
    await noSidewaysScroll(page);
    await row.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${threadPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId("discussion-message").first()).toContainText("Please send Figure 2 at 300 dpi");
    await page.screenshot({ path: `${shotsDir()}/04-thread-phone.png`, fullPage: true });
    await noSidewaysScroll(page);
    await expectNoSeriousViolations(page, "Discussion thread on a phone");

    const download = page.waitForEvent("download");
    await page.getByTestId("discussion-file").click();
    expect((await download).suggestedFilename()).toBe("figure-2-notes.pdf");

    await page.getByRole("textbox", { name: "Reply" }).fill("Here is Figure 2 at 300 dpi.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toastText(page, "Message sent.")).toBeVisible();
    await expect(page.getByTestId("discussion-message")).toHaveCount(2);
    await expect(page.getByRole("textbox", { name: "Reply" })).toHaveValue("");

    await page.getByRole("link", { name: "Back to Messages" }).click();
    await expect(page.getByTestId("discussion-row").filter({ hasText: subject })).toBeVisible();
    await expect(page.getByTestId("discussion-unread")).toHaveCount(0);
    await expect(page.getByTestId("tab-unread-messages")).toHaveCount(0);
    await page.screenshot({ path: `${shotsDir()}/05-messages-read-phone.png`, fullPage: true });
  });

  await test.step("The editor is told of the reply, sees it unread, reads it, and the count clears", async () => {
    await receivedMail(adminLogin!.email, new RegExp(subject));
    const page = admin.page;
    await page.getByRole("link", { name: "Back to Messages" }).click();
    const row = page.getByTestId("discussion-row").filter({ hasText: subject });
    await expect(row.getByTestId("discussion-unread")).toHaveText("1 unread");
    await row.getByRole("link").click();
    await expect(page.getByTestId("discussion-message").last()).toContainText("Here is Figure 2 at 300 dpi.");
    await page.getByRole("link", { name: "Back to Messages" }).click();
    await expect(page.getByTestId("discussion-row").filter({ hasText: subject })).toBeVisible();
    await expect(page.getByTestId("discussion-unread")).toHaveCount(0);
    await page.screenshot({ path: `${shotsDir()}/06-messages-editor.png`, fullPage: true });
  });

  expect(author.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
});
