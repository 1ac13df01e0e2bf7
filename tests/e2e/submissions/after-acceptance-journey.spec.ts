// Issue 40's "Done when" as one story, in Chromium with the suite's SMTP sink, every move a click
// after hydration: the editor (the admin, who runs a journal without editors of its own) words the
// journal's 'Decision: accept' e-mail and sees the preview; accepts an author's manuscript, and the
// author receives the edited text; the editor and the author discuss it with a file attached; the
// copyeditor uploads the copyedit and the author approves it; the layout editor uploads a PDF
// galley, the author sends one correction, the layout editor uploads again and the author approves
// the proofs; the editor schedules it into an issue and publishes it, and its public page answers;
// every stage is in the History; both stage tabs are then read-only, say why and lead to the desk;
// the author's page links to the published article. Screens at 1280 px and the submission page at
// 390 px; axe on the author's and the editor's Production tabs.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formatDay } from "~/lib/format-date";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { e2eAdmin } from "../auth-api";
import { hydrated } from "../helpers";
import {
  inDays,
  journalWithStages,
  pdfFile,
  signedIn,
  submittedManuscript,
  toastText,
  userWithJournalRole,
} from "../journal-with-stages";
import { receivedMail } from "../mailbox";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
// From the top: a full-page screenshot of a scrolled page draws the fixed header and sidebar mid-page.
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shotsDir()}/${name}.png`, fullPage: true });
};
const currentStage = (page: Page) => page.getByRole("navigation", { name: "Stages" }).locator('[aria-current="step"]');
const sectionTab = (page: Page, name: string | RegExp) =>
  page.getByRole("navigation", { name: "Submission sections" }).getByRole("link", { name });

test("after acceptance: edited acceptance letter, discussion with a file, copyediting, proofs with one correction, scheduled, published, all in History", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = "e2e-journey-secret";
  const authorName = `Asha Author ${tag}`;
  const authorEmail = `e2e-journey-author-${tag}@example.org`;
  const copyeditorName = `Carla Copyeditor ${tag}`;
  const copyeditorEmail = `e2e-journey-ce-${tag}@example.org`;
  const layoutName = `Lars Layout ${tag}`;
  const layoutEmail = `e2e-journey-le-${tag}@example.org`;
  const title = `Curcumin nanoparticles after acceptance ${tag}`;
  const subject = `House style for the figures ${tag}`;

  const admin = await signedIn(browser, "sign-in", adminLogin!);
  const author = await signedIn(browser, "sign-up", { name: authorName, email: authorEmail, password });
  const journal = await journalWithStages(admin, tag);
  await userWithJournalRole(admin, journal.journalId, {
    name: copyeditorName,
    email: copyeditorEmail,
    password,
    role: "copyeditor",
  });
  await userWithJournalRole(admin, journal.journalId, {
    name: layoutName,
    email: layoutEmail,
    password,
    role: "layout_editor",
  });
  const copyeditor = await signedIn(browser, "sign-in", { email: copyeditorEmail, password });
  const layout = await signedIn(browser, "sign-in", { email: layoutEmail, password });
  const submissionId = await submittedManuscript(author, journal, { title, authorName, authorEmail });

  await test.step("The editor words the journal's 'Decision: accept' e-mail and sees the preview", async () => {
    const page = admin.page;
    await page.goto(`/journal/${journal.shortName}/settings`);
    await hydrated(page);
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByRole("link", { name: "E-mail templates" }).click();
    await page.getByRole("link", { name: /Decision: accept/ }).click();
    await expect(page).toHaveURL(/template=decision-accept/);
    await page.locator("#template-subject").fill("Accepted in {{journalName}}: {{submissionId}}");
    await page
      .locator("#template-body")
      .fill(
        `# Welcome to {{journalName}}\n\nDear {{recipientName}},\n\n**“{{submissionTitle}}” is accepted.** Our copyeditors take it from here; proofs follow.\n\n> {{decisionLetter}}`,
      );
    const preview = page.getByTestId("mail-preview");
    await expect(preview.getByTestId("mail-preview-subject")).toHaveText(
      `Accepted in ${journal.title}: ${journal.shortName.toUpperCase()}-007`,
    );
    await expect(
      preview.frameLocator("iframe").getByRole("heading", { name: `Welcome to ${journal.title}` }),
    ).toBeVisible();
    await shot(page, "01-template-preview");
    // The e-mail as HTML is a sandboxed frame, which a full-page screenshot leaves blank.
    await preview.locator("iframe").screenshot({ path: `${shotsDir()}/01-template-preview-html.png` });
    await preview.getByText("Plain text").click();
    await expect(preview.getByTestId("mail-preview-text")).toContainText(
      "“Nanoparticles in oral delivery” is accepted. Our copyeditors take it from here; proofs follow.",
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toastText(page, "Template saved.")).toBeVisible();
    await expect(page.getByTestId("template-history")).toContainText("Saved by");
  });

  await test.step("The editor accepts the manuscript; the author receives the edited letter over SMTP", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}`);
    // The Details tab names the author's country (given by the server, ADR 076; the phone layout's card).
    await expect(page.getByText("Manipal, India").first()).toBeAttached();
    await hydrated(page);
    await sectionTab(page, "Reviews").click();
    await expect(page).toHaveURL(/tab=reviews/);
    await page.locator("#decision-kind").selectOption("accept");
    await page.locator("#decision-letter").fill(`Accepted for publication ${tag}.`);
    await page.getByRole("button", { name: "Record decision" }).click();
    await expect(toastText(page, "Decision recorded.")).toBeVisible();
    await expect(currentStage(page)).toContainText("Copyediting");

    const mail = await receivedMail(authorEmail, new RegExp(`^Accepted in ${journal.title}: [A-Z]+-\\d+$`));
    expect(mail.text ?? "").toContain(`Dear ${authorName},`);
    expect(mail.text ?? "").toContain(`“${title}” is accepted. Our copyeditors take it from here; proofs follow.`);
    expect(mail.text ?? "").toContain(`> Accepted for publication ${tag}.`);
    expect(mail.html ?? "").toContain(`<strong>“${title}” is accepted.</strong>`);
  });

  await test.step("The editor assigns the copyeditor", async () => {
    const page = admin.page;
    await page
      .getByRole("navigation", { name: "Stages" })
      .getByRole("link", { name: /Copyediting/ })
      .click();
    await expect(page).toHaveURL(/tab=copyediting/);
    await page
      .getByLabel("Copyeditor", { exact: true })
      .selectOption({ label: `${copyeditorName} (${copyeditorEmail})` });
    await page.locator("#copyediting-assign-due").fill(inDays(7));
    await page.getByRole("button", { name: "Assign copyeditor" }).click();
    await expect(toastText(page, "Assigned. They have been e-mailed.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Copyeditors" })).toContainText(copyeditorName);
  });

  await test.step("The editor starts a discussion with the author, a PDF attached", async () => {
    const page = admin.page;
    await sectionTab(page, "Messages").click();
    const panel = page.getByTestId("discussions-panel");
    await panel.getByRole("button", { name: "New discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "New discussion" });
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByRole("checkbox", { name: authorName }).check();
    await dialog
      .getByLabel("Message")
      .fill("Before copyediting: please redraw the figures to the attached house style.");
    await dialog.getByLabel(/Attach a file/).setInputFiles(pdfFile("house-style.pdf"));
    await dialog.getByRole("button", { name: "Start discussion" }).click();
    await expect(toastText(page, "Discussion started.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId("discussion-file")).toContainText("house-style.pdf");
  });

  await test.step("The author is e-mailed, reads the thread, downloads the file and replies", async () => {
    const mail = await receivedMail(authorEmail, new RegExp(subject));
    expect(mail.text ?? "").toMatch(new RegExp(`/submission/${submissionId}/discussions/[0-9a-f-]{36}`));
    expect(mail.text ?? "").toContain("house-style.pdf");
    const page = author.page;
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await expect(page.getByTestId("tab-unread-messages")).toHaveText("1 unread");
    await sectionTab(page, /Messages/).click();
    await page.getByTestId("discussion-row").filter({ hasText: subject }).getByRole("link").click();
    await expect(page.getByTestId("discussion-message").first()).toContainText("redraw the figures");
    const download = page.waitForEvent("download");
    await page.getByTestId("discussion-file").click();
    expect((await download).suggestedFilename()).toBe("house-style.pdf");
    await page.getByRole("textbox", { name: "Reply" }).fill("Redrawn: the figures now follow the house style.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toastText(page, "Message sent.")).toBeVisible();
    await expect(page.getByTestId("discussion-message")).toHaveCount(2);
  });

  await test.step("The editor reads the reply", async () => {
    const page = admin.page;
    await page.getByRole("link", { name: "Back to Messages" }).click();
    const row = page.getByTestId("discussion-row").filter({ hasText: subject });
    await expect(row.getByTestId("discussion-unread")).toHaveText("1 unread");
    await row.getByRole("link").click();
    await expect(page.getByTestId("discussion-message").last()).toContainText("Redrawn: the figures now follow");
    await shot(page, "02-discussion-thread");
  });

  await test.step("The copyeditor downloads the accepted file, uploads the copyedit and asks the author", async () => {
    const page = copyeditor.page;
    await page.goto("/dashboard/submissions");
    await hydrated(page);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/submission/${submissionId}`));
    await sectionTab(page, "Copyediting").click();
    await expect(page).toHaveURL(/tab=copyediting/);
    const accepted = page.getByRole("list", { name: "Accepted files" });
    await expect(accepted).toContainText("manuscript.pdf");
    const download = page.waitForEvent("download");
    await accepted.getByRole("link").first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.locator("#copyediting-file").setInputFiles(pdfFile("copyedited.pdf"));
    await page.getByRole("button", { name: "Upload copyedited file" }).click();
    await expect(toastText(page, "File uploaded.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Copyedited files" })).toContainText("copyedited.pdf");
    await page.locator("#copyediting-ask-due").fill(inDays(5));
    await page.getByLabel("Message to the author").fill("Please check the references we reformatted.");
    await page.getByRole("button", { name: "Ask the author to review" }).click();
    await expect(toastText(page, "The authors have been asked.")).toBeVisible();
  });

  await test.step("The author approves the copyedit", async () => {
    await receivedMail(authorEmail, /^Please review the copyedited manuscript/);
    const page = author.page;
    await page.getByRole("link", { name: "Back to Messages" }).click();
    await sectionTab(page, "Copyediting").click();
    await expect(page.getByRole("list", { name: "Copyedited files" })).toContainText("copyedited.pdf");
    await page.getByRole("button", { name: "Approve the copyedit" }).click();
    await expect(toastText(page, "Thank you: your answer has been sent to the editors.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Copyedit reviews" })).toContainText("Approved");
  });

  await test.step("The editor marks copyediting done and assigns the layout editor", async () => {
    const page = admin.page;
    await page.getByRole("link", { name: "Back to Messages" }).click();
    await sectionTab(page, "Copyediting").click();
    await expect(page.getByRole("list", { name: "Copyedit reviews" })).toContainText("Approved");
    await shot(page, "03-copyediting-tab");
    await page.getByRole("button", { name: "Mark copyediting done" }).click();
    await expect(toastText(page, "The submission moved to the next stage.")).toBeVisible();
    await expect(currentStage(page)).toContainText("Production");
    await sectionTab(page, "Production").click();
    await expect(page).toHaveURL(/tab=production/);
    await page.getByLabel("Layout editor", { exact: true }).selectOption({ label: `${layoutName} (${layoutEmail})` });
    await page.locator("#production-assign-due").fill(inDays(7));
    await page.getByRole("button", { name: "Assign layout editor" }).click();
    await expect(toastText(page, "Assigned. They have been e-mailed.")).toBeVisible();
  });

  const uploadGalley = async (name: string, replaces?: string) => {
    const page = layout.page;
    if (!replaces) {
      await page.goto("/dashboard/submissions");
      await hydrated(page);
      await page.getByRole("link", { name: title }).first().click();
      await sectionTab(page, "Production").click();
    } else {
      await page.reload();
      await hydrated(page);
    }
    await expect(page).toHaveURL(/tab=production/);
    // By label: for a moment after a reload the page can hold a second, hidden copy of the tab (a
    // part React streamed, not yet moved into place), with the same ids.
    await page
      .getByLabel("Galley file (PDF, HTML, XML, EPUB, LaTeX)")
      .filter({ visible: true })
      .setInputFiles(pdfFile(name));
    await page.getByLabel("Label", { exact: true }).fill("PDF");
    if (replaces) await page.getByLabel("Replaces").selectOption({ label: replaces });
    await page.getByRole("button", { name: "Upload galley" }).click();
    await expect(toastText(page, "File uploaded.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Galleys" })).toContainText(name);
  };
  const sendProofs = async (round: number) => {
    const page = admin.page;
    await page.reload();
    await hydrated(page);
    await page.getByRole("region", { name: "Proofs" }).getByLabel("Due date").fill(inDays(3));
    await page.getByRole("button", { name: "Send proofs to the author" }).click();
    await expect(toastText(page, "The authors have been asked.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Proof rounds" })).toContainText(`Round ${round}`);
  };

  await test.step("The layout editor uploads a PDF galley; the editor sends the proofs", async () => {
    await uploadGalley("article.pdf");
    await sendProofs(1);
  });

  await test.step("The author sends one correction: the galley, its page and what to change", async () => {
    await receivedMail(authorEmail, /^Your proofs are ready/);
    const page = author.page;
    await sectionTab(page, "Production").click();
    await expect(page).toHaveURL(/tab=production/);
    await page.getByText("Send corrections", { exact: true }).first().click();
    await expectNoSeriousViolations(page, "the author's Production tab");
    await page.getByLabel("Galley (correction 1)").selectOption({ label: "article.pdf" });
    await page.getByLabel("Page (correction 1)").fill("2");
    await page.getByLabel("What to change (correction 1)").fill("Table 1: the dose unit is mg/kg, not mg.");
    await shot(page, "04-author-proofs");
    await page.getByRole("button", { name: "Send corrections" }).click();
    await expect(toastText(page, "Thank you: your answer has been sent to the editors.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Corrections of round 1" })).toContainText(
      "article.pdf, page 2: Table 1: the dose unit is mg/kg, not mg.",
    );
  });

  await test.step("The layout editor uploads the corrected galley; the author approves round 2", async () => {
    await uploadGalley("article-corrected.pdf", "article.pdf");
    await sendProofs(2);
    const page = author.page;
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Approve the proofs" }).click();
    await expect(toastText(page, "Thank you: your answer has been sent to the editors.")).toBeVisible();
  });

  await test.step("The editor sees every answer, schedules the article into the issue and publishes it", async () => {
    const page = admin.page;
    await page.reload();
    await hydrated(page);
    const rounds = page.getByRole("list", { name: "Proof rounds" });
    await expect(rounds).toContainText("Corrections");
    await expect(rounds).toContainText("Approved");
    const issue = await page
      .getByLabel("Issue")
      .locator("option", { hasText: journal.issueTitle })
      .getAttribute("value");
    await page.getByLabel("Issue").selectOption(issue!);
    await shot(page, "05-production-tab");
    await expectNoSeriousViolations(page, "the editor's Production tab");
    await page.getByRole("button", { name: "Schedule for publication" }).click();
    await expect(toastText(page, "The article is scheduled for publication")).toBeVisible();
    await expect(currentStage(page)).toContainText("Scheduled");

    await page.goto("/dashboard/issues");
    await hydrated(page);
    await page
      .getByRole("listitem")
      .filter({ hasText: journal.issueTitle })
      .getByRole("button", { name: /^Publish / })
      .click();
    const anyway = page.getByRole("button", { name: "Publish anyway" });
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(anyway.or(toast)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(toast).toBeVisible();
  });

  await test.step("The author is told it is published, and its public page answers", async () => {
    const mail = await receivedMail(authorEmail, /^Published: /);
    const link = /https?:\/\/\S+(\/journal\/[a-z]+\/article\/\d+\/\d+)/.exec(mail.text ?? "");
    expect(link, "the article's address in the e-mail").toBeTruthy();
    // Readers see an archived journal's articles; it goes back to inactive, hidden from the lists.
    await journal.setStatus("archived");
    try {
      const reader = await browser.newContext();
      const page = await reader.newPage();
      const answer = await page.goto(link![1]!);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await reader.close();
      // The author's own page shows where readers find it.
      await author.page.goto(`/submission/${submissionId}`);
      await hydrated(author.page);
      await author.page.getByRole("link", { name: "View the published article" }).click();
      await expect(author.page).toHaveURL(new RegExp(`${link![1]!}$`));
      await expect(author.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    } finally {
      await journal.setStatus("inactive");
    }
  });

  await test.step("Every stage is in the History", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await expect(currentStage(page)).toContainText("Published");
    await sectionTab(page, "History").click();
    await expect(page).toHaveURL(/tab=history/);
    const history = page.getByRole("main");
    for (const text of [
      "recorded the decision Accept (round 1)",
      `assigned ${copyeditorName} to Copyediting`,
      "uploaded the copyedited file “copyedited.pdf” (Copyediting)",
      "asked the authors to review the copyedited files (round 1",
      "approved the copyedited files (round 1)",
      "moved the submission from Copyediting to Production",
      `assigned ${layoutName} to Production`,
      "uploaded the galley “article.pdf” (Production)",
      "sent the proofs to the authors (round 1",
      "sent corrections to the proofs (1 correction) (round 1)",
      "uploaded the galley “article-corrected.pdf” (Production)",
      "sent the proofs to the authors (round 2",
      "approved the proofs (round 2)",
      "moved the submission from Production to Scheduled",
      "scheduled the article for publication",
      "changed the status from Accepted to Published",
    ]) {
      await expect(history, text).toContainText(text);
    }
    await shot(page, "06-history");
  });

  await test.step("After publication both stage tabs are read-only and say why; the desk takes the changes", async () => {
    const page = admin.page;
    for (const tab of ["Production", "Copyediting"]) {
      await sectionTab(page, tab).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
      const line = page.getByTestId("stage-read-only");
      await expect(line).toContainText(`Published on ${formatDay(new Date())} in Vol. 1, No. 1.`);
      await expect(line).toContainText("This tab is read-only: a published article's stages no longer change.");
      const main = page.getByRole("main");
      for (const control of [
        "Assign layout editor",
        "Assign copyeditor",
        "Remove",
        "Upload galley",
        "Upload copyedited file",
        "Send proofs to the author",
        "Ask the author to review",
        "Mark copyediting done",
        "Move back to Production",
        "Schedule for publication",
      ]) {
        await expect(main.getByRole("button", { name: control }), `${tab}: ${control}`).toHaveCount(0);
      }
      await expect(main.getByText("Change due date")).toHaveCount(0);
    }
    // What happened stays: the files, who made them, the answers.
    await expect(page.getByRole("list", { name: "Copyedited files" })).toContainText(copyeditorName);
    await expect(page.getByRole("list", { name: "Copyedit reviews" })).toContainText("Approved");
    await shot(page, "07-copyediting-published");
    await page.getByTestId("stage-read-only").getByRole("link", { name: "Open it on the publishing desk" }).click();
    await expect(page).toHaveURL(/\/dashboard\/articles\?/);
    await hydrated(page);
    await expect(page.getByRole("button", { name: `Start a new version of ${title}` })).toBeVisible();
  });

  await test.step("The author's submission page on a phone (390 px)", async () => {
    const page = author.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await expect(currentStage(page)).toContainText("Published");
    await shot(page, "08-submission-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await sectionTab(page, "Production").click();
    await expect(page.getByTestId("stage-read-only")).toContainText("This tab is read-only");
    await expect(page.getByRole("button", { name: "Approve the proofs" })).toHaveCount(0);
    await shot(page, "09-production-published-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The journal is inactive again: readers cannot open the article, so no link says they can.
    await expect(page.getByRole("link", { name: "View the published article" })).toHaveCount(0);
  });

  for (const who of [admin, author, copyeditor, layout]) expect(who.errors).toEqual([]);
});
