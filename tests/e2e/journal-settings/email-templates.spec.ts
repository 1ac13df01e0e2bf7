// E-mail templates in Chromium with the SMTP sink (issue 40, ADR 067): the journal's editor (the
// admin, who edits every journal) opens the journal's e-mail templates from its settings,
// customises 'Decision: accept', sees the server's preview, saves it; accepts a manuscript, reading
// and editing the e-mail before it goes; the author receives the edited text. The template is
// reset at the end (which its history records), so other journeys get the default again.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";
import { submitThroughEndpoint, wizardJournalId } from "../submission-wizard";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
// A journal no other journey decides in, so its customised template surprises nobody.
const JOURNAL = "bjps";

async function signedIn(browser: Browser, how: "sign-up" | "sign-in", data: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

test("an editor customises 'Decision: accept' for the journal, previews it, and the author receives the edited text", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const authorEmail = `e2e-tpl-author-${tag}@example.org`;
  const title = `Stability of ORS sachets ${tag}`;

  const author = await signedIn(browser, "sign-up", {
    name: `Tara Template ${tag}`,
    email: authorEmail,
    password: "e2e-author-secret",
  });
  const admin = await signedIn(browser, "sign-in", adminLogin!);

  // The manuscript, submitted through the wizard's endpoint (the wizard has its own journey).
  const journalId = await wizardJournalId(author.page, JOURNAL);
  const submissionId = await submitThroughEndpoint(author, journalId, {
    title,
    authors: [{ name: `Tara Template ${tag}`, email: authorEmail, affiliation: "Testing University", orcid: "" }],
  });
  const page = admin.page;

  await test.step("The editor opens the journal's e-mail templates from its settings", async () => {
    await page.goto(`/journal/${JOURNAL}/settings`);
    await hydrated(page);
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByRole("link", { name: "E-mail templates" }).click();
    await expect(page).toHaveURL(new RegExp(`/journal/${JOURNAL}/email-templates$`));
    await expect(page.getByRole("heading", { name: "E-mail Templates" })).toBeVisible();
    await expect(page.getByTestId("template-link")).not.toHaveCount(0);
  });

  await test.step("Customises 'Decision: accept', is refused an unknown variable, sees the server's preview, saves", async () => {
    await page.getByRole("link", { name: /Decision: accept/ }).click();
    await expect(page).toHaveURL(/template=decision-accept/);
    await expect(page.getByRole("heading", { name: "Decision: accept" })).toBeVisible();
    await expect(page.locator("#template-subject")).toHaveValue("Decision on {{submissionId}}: {{decision}}");

    await page.locator("#template-subject").fill("Welcome aboard, {{recipientName}}: {{submissionId}} is accepted");
    await page
      .locator("#template-body")
      .fill(
        `# Accepted by {{journalName}}\n\nDear {{recipientName}},\n\n**Your manuscript “{{submissionTitle}}” is accepted.** Copyediting starts next week. {{unknownThing}}\n\n> {{decisionLetter}}\n\n[Read it in Messages]({{messagesUrl}})`,
      );
    // The preview refuses the unknown variable with the list of known ones, and so does Save.
    const preview = page.getByTestId("mail-preview");
    await expect(preview.getByRole("alert")).toContainText("Unknown variable {{unknownThing}}. This template knows:");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Unknown variable {{unknownThing}}" }).first(),
    ).toBeVisible();

    const body = await page.locator("#template-body").inputValue();
    await page.locator("#template-body").fill(body.replace(" {{unknownThing}}", ""));
    await expect(preview.getByTestId("mail-preview-subject")).toHaveText(
      `Welcome aboard, Dr. Asha Patil: ${JOURNAL.toUpperCase()}-007 is accepted`,
    );
    await preview.getByText("Plain text").click();
    await expect(preview.getByTestId("mail-preview-text")).toContainText(
      "Your manuscript “Nanoparticles in oral delivery” is accepted. Copyediting starts next week.",
    );
    // The journal's layout: its name heads the e-mail.
    await expect(preview.getByTestId("mail-preview-text")).toContainText("Bharat Journal of Pharmaceutical Sciences");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toastText(page, "Template saved.")).toBeVisible();
    await expect(page.getByTestId("template-history")).toContainText("Saved by");
    await page.screenshot({ path: `${shotsDir()}/email-template-editor.png`, fullPage: true });
  });

  await test.step("On a phone the templates and the editor fit the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator("#template-body")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("link", { name: "All templates" }).click();
    await expect(page.getByTestId("template-link").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shotsDir()}/email-templates-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("Accepts the manuscript, reading and editing the e-mail before it goes", async () => {
    await page.goto(`/submission/${submissionId}?tab=reviews`);
    await hydrated(page);
    await page.locator("#decision-kind").selectOption("accept");
    await page.locator("#decision-letter").fill(`Accepted for publication ${tag}.`);
    await page.getByText("Review the e-mail to the authors before it goes").click();
    await expect(page.locator("#decision-email-subject")).toHaveValue(
      "Welcome aboard, {{recipientName}}: {{submissionId}} is accepted",
    );
    const preview = page.getByTestId("mail-preview");
    await expect(preview.getByTestId("mail-preview-subject")).toHaveText(
      new RegExp(`^Welcome aboard, Tara Template ${tag}: BJPS-\\d+ is accepted$`),
    );
    const body = await page.locator("#decision-email-body").inputValue();
    await page
      .locator("#decision-email-body")
      .fill(body.replace("Copyediting starts next week.", "Copyediting starts on Monday."));
    await preview.getByText("Plain text").click();
    await expect(preview.getByTestId("mail-preview-text")).toContainText(`Your manuscript “${title}” is accepted.`);
    await expect(preview.getByTestId("mail-preview-text")).toContainText("Copyediting starts on Monday.");
    // On a phone the e-mail being edited and its preview fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator("#decision-email-body")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shotsDir()}/decision-email-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Record decision" }).click();
    await expect(toastText(page, "Decision recorded.")).toBeVisible();
  });

  await test.step("The author receives the edited text over SMTP", async () => {
    const mail = await receivedMail(authorEmail, /^Welcome aboard, Tara Template .*: BJPS-\d+ is accepted$/);
    expect(mail.text ?? "").toContain(`Dear Tara Template ${tag},`);
    expect(mail.text ?? "").toContain(`Your manuscript “${title}” is accepted. Copyediting starts on Monday.`);
    expect(mail.text ?? "").toContain(`> Accepted for publication ${tag}.`);
    expect(mail.text ?? "").toContain("You receive this e-mail as an author of this submission.");
    expect(mail.html ?? "").toContain(`<strong>Your manuscript “${title}” is accepted.</strong>`);
  });

  await test.step("The editor resets the template to default; the history records it", async () => {
    await page.goto(`/journal/${JOURNAL}/email-templates?template=decision-accept`);
    await hydrated(page);
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(toastText(page, "Template reset to default.")).toBeVisible();
    await expect(page.locator("#template-subject")).toHaveValue("Decision on {{submissionId}}: {{decision}}");
    await expect(page.getByTestId("template-history").getByRole("listitem").first()).toContainText(
      "Reset to default by",
    );
  });

  // The two refusals of the unknown variable (the preview's and the save's) are the only failed requests.
  const refusal = "console: Failed to load resource: the server responded with a status of 400 (Bad Request)";
  expect(admin.errors.filter((e) => e !== refusal)).toEqual([]);
  expect(admin.errors.filter((e) => e === refusal).length).toBeLessThanOrEqual(3);
  expect(author.errors).toEqual([]);
  await admin.context.close();
  await author.context.close();
});
