// Copyediting and production end to end (issue 40, ADR 069), in Chromium with the SMTP sink: the
// admin makes a journal with an issue and turns copyediting and production on; a copyeditor and a
// layout editor get their roles for it; an accepted manuscript is copyedited (the copyeditor
// uploads, the author approves), produced (the layout editor uploads a PDF galley, the author sends
// one correction, a new galley, the author approves), scheduled into the issue and published from
// the desk. Every click after hydration, at 1280 px; the stage bar is looked at on a phone too.
// Every stage is in the History.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { MANUSCRIPTS } from "../../factories/manuscript-files";
import { wizardData } from "../../factories/submission-form";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, how: "sign-up" | "sign-in", data: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("copyediting and production: copyedit approved, proofs corrected once and approved, scheduled and published", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const shortName = letters(8);
  const journalTitle = `Journal of Stages ${tag}`;
  const issueTitle = `Stages issue ${tag}`;
  const authorEmail = `e2e-stages-author-${tag}@example.org`;
  const copyeditorEmail = `e2e-stages-ce-${tag}@example.org`;
  const layoutEmail = `e2e-stages-le-${tag}@example.org`;
  const title = `Proofed curcumin nanoparticles ${tag}`;
  const password = "e2e-stages-secret";

  const admin = await signedIn(browser, "sign-in", adminLogin!);
  const author = await signedIn(browser, "sign-up", { name: `Asha Author ${tag}`, email: authorEmail, password });
  const origin = () => ({ origin: new URL(admin.page.url()).origin });

  let journalId = "";
  let submissionId = "";
  await test.step("The admin creates a journal with an issue and turns copyediting and production on", async () => {
    const page = admin.page;
    await page.goto("/dashboard/journals");
    const created = await admin.context.request.post("/dashboard/journals", {
      headers: origin(),
      form: { intent: "create", title: journalTitle, shortName, status: "inactive", publicationFrequency: "monthly" },
    });
    expect(created.status()).toBe(200);

    await page.goto("/dashboard/issues");
    await hydrated(page);
    await page.getByRole("button", { name: "New Issue" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Issue" });
    await dialog.getByLabel("Journal").selectOption({ label: journalTitle });
    await dialog.getByLabel("Volume").fill("1");
    await dialog.getByLabel("Issue Number").fill("1");
    await dialog.getByLabel("Title").fill(issueTitle);
    await dialog.getByRole("button", { name: "Create Issue" }).click();
    await expect(toastText(page, "Issue created successfully")).toBeVisible();

    await page.goto(`/journal/${shortName}/settings`);
    await hydrated(page);
    await page.getByRole("switch", { name: /^Copyediting/ }).check();
    await page.getByRole("switch", { name: /^Production and proofs/ }).check();
    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("switch", { name: /^Copyediting/ })).toBeChecked();
  });

  await test.step("The admin gives a copyeditor and a layout editor their roles for the journal", async () => {
    const page = admin.page;
    await page.goto(`/journal/${shortName}/settings`);
    await hydrated(page);
    // The Charges panel names the journal's id in the endpoint it loads.
    const charges = /\/api\/journals\/([0-9a-f-]{36})\/charges/;
    const panelLoaded = page.waitForRequest((r) => charges.test(r.url()));
    await page.getByRole("tab", { name: "Charges" }).click();
    journalId = charges.exec((await panelLoaded).url())![1]!;
    expect(journalId).toMatch(/^[0-9a-f-]{36}$/);
    for (const [name, email, role] of [
      [`Carla Copyeditor ${tag}`, copyeditorEmail, "copyeditor"],
      [`Lars Layout ${tag}`, layoutEmail, "layout_editor"],
    ] as const) {
      const answer = await admin.context.request.post("/dashboard/users", {
        headers: origin(),
        form: { intent: "create", name, email, password, status: "active", journalRoles: `${role}:${journalId}` },
      });
      expect(answer.status(), email).toBe(200);
    }
  });
  const copyeditor = await signedIn(browser, "sign-in", { email: copyeditorEmail, password });
  const layout = await signedIn(browser, "sign-in", { email: layoutEmail, password });

  await test.step("The author's manuscript is accepted: it enters Copyediting", async () => {
    const setStatus = async (status: "active" | "inactive") => {
      const answer = await admin.context.request.post("/dashboard/journals", {
        headers: origin(),
        form: { intent: "update", journalId, title: journalTitle, shortName, status, publicationFrequency: "monthly" },
      });
      expect(answer.status()).toBe(200);
    };
    await setStatus("active");
    await author.page.goto("/dashboard/submissions");
    const answer = await author.context.request.post("/api/submissions", {
      headers: { origin: new URL(author.page.url()).origin },
      multipart: {
        data: JSON.stringify(
          wizardData(journalId, {
            title,
            authors: [
              { name: `Asha Author ${tag}`, email: authorEmail, affiliation: "Manipal", orcid: "", country: "IN" },
            ],
          }),
        ),
        file: { name: "manuscript.pdf", mimeType: "application/pdf", buffer: Buffer.from(MANUSCRIPTS.pdf.bytes) },
      },
    });
    expect(answer.status()).toBe(201);
    submissionId = ((await answer.json()) as { id: string }).id;
    await setStatus("inactive");

    const page = admin.page;
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Submission" });
    await dialog.locator("#edit-status").selectOption("accepted");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastText(page, "Submission updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const bar = page.getByRole("navigation", { name: "Stages" });
    await expect(bar.locator('[aria-current="step"]')).toContainText("Copyediting");
    // No 'Create article' while the journal's stages run: scheduling is Production's last step.
    await expect(page.getByRole("button", { name: "Create article" })).toHaveCount(0);
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
      .selectOption({ label: `Carla Copyeditor ${tag} (${copyeditorEmail})` });
    await page.locator("#copyediting-assign-due").fill(inDays(7));
    await page.getByRole("button", { name: "Assign copyeditor" }).click();
    await expect(toastText(page, "Assigned. They have been e-mailed.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Copyeditors" })).toContainText(`Carla Copyeditor ${tag}`);
    await receivedMail(copyeditorEmail, /^You are assigned to copyedit a manuscript/, 30_000);
  });

  await test.step("The copyeditor downloads the accepted file, uploads the copyedit and asks the author", async () => {
    const page = copyeditor.page;
    await page.goto("/dashboard/submissions");
    await hydrated(page);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/submission/${submissionId}`));
    await hydrated(page);
    // Their part only: no Reviews, Messages or Invoices tab.
    const tabs = page.getByRole("navigation", { name: "Submission sections" });
    await expect(tabs.getByRole("link", { name: "Reviews" })).toHaveCount(0);
    await tabs.getByRole("link", { name: "Copyediting" }).click();
    await expect(page).toHaveURL(/tab=copyediting/);
    await expect(page.getByRole("list", { name: "Accepted files" })).toContainText("manuscript.pdf");
    await page.locator("#copyediting-file").setInputFiles({
      name: "copyedited.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
    });
    await page.getByRole("button", { name: "Upload copyedited file" }).click();
    await expect(toastText(page, "File uploaded.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Copyedited files" })).toContainText("copyedited.pdf");
    await page.locator("#copyediting-ask-due").fill(inDays(5));
    await page.getByLabel("Message to the author").fill("Please check the references we reformatted.");
    await page.getByRole("button", { name: "Ask the author to review" }).click();
    await expect(toastText(page, "The authors have been asked.")).toBeVisible();
    await receivedMail(authorEmail, /^Please review the copyedited manuscript/, 30_000);
  });

  await test.step("The author approves the copyedit", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}?tab=copyediting`);
    await hydrated(page);
    await expect(page.getByRole("list", { name: "Copyedited files" })).toContainText("copyedited.pdf");
    await page.getByRole("button", { name: "Approve the copyedit" }).click();
    await expect(toastText(page, "Thank you: your answer has been sent to the editors.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Copyedit reviews" })).toContainText("Approved");
  });

  await test.step("The editor marks copyediting done and assigns the layout editor", async () => {
    const page = admin.page;
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("list", { name: "Copyedit reviews" })).toContainText("Approved");
    await page.getByRole("button", { name: "Mark copyediting done" }).click();
    await expect(toastText(page, "The submission moved to the next stage.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Stages" }).locator('[aria-current="step"]')).toContainText(
      "Production",
    );
    await page
      .getByRole("navigation", { name: "Submission sections" })
      .getByRole("link", { name: "Production" })
      .click();
    await expect(page).toHaveURL(/tab=production/);
    await page
      .getByLabel("Layout editor", { exact: true })
      .selectOption({ label: `Lars Layout ${tag} (${layoutEmail})` });
    await page.locator("#production-assign-due").fill(inDays(7));
    await page.getByRole("button", { name: "Assign layout editor" }).click();
    await expect(toastText(page, "Assigned. They have been e-mailed.")).toBeVisible();
  });

  const uploadGalley = async (name: string, replace: boolean) => {
    const page = layout.page;
    await page.goto(`/submission/${submissionId}?tab=production`);
    await hydrated(page);
    await page.locator("#production-file").setInputFiles({
      name,
      mimeType: "application/pdf",
      buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
    });
    await page.getByLabel("Label", { exact: true }).fill("PDF");
    if (replace) await page.getByLabel("Replaces").selectOption({ label: "article.pdf" });
    await page.getByRole("button", { name: "Upload galley" }).click();
    await expect(toastText(page, "File uploaded.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Galleys" })).toContainText(name);
  };
  const sendProofs = async (round: number) => {
    const page = admin.page;
    await page.reload();
    await hydrated(page);
    await page.locator("#production-ask-due").fill(inDays(3));
    await page.getByRole("button", { name: "Send proofs to the author" }).click();
    await expect(toastText(page, "The authors have been asked.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Proof rounds" })).toContainText(`Round ${round}`);
  };

  await test.step("The layout editor uploads a PDF galley; the editor sends the proofs", async () => {
    await uploadGalley("article.pdf", false);
    await sendProofs(1);
    await receivedMail(authorEmail, /^Your proofs are ready/, 30_000);
  });

  await test.step("The author sends one correction: the galley, its page and what to change", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}?tab=production`);
    await hydrated(page);
    await page.getByText("Send corrections", { exact: true }).first().click();
    await expectNoSeriousViolations(page, "the author's Production tab");
    await page.getByLabel("Galley (correction 1)").selectOption({ label: "article.pdf" });
    await page.getByLabel("Page (correction 1)").fill("2");
    await page.getByLabel("What to change (correction 1)").fill("Table 1: the dose unit is mg/kg, not mg.");
    await page.getByRole("button", { name: "Send corrections" }).click();
    await expect(toastText(page, "Thank you: your answer has been sent to the editors.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Corrections of round 1" })).toContainText(
      "article.pdf, page 2: Table 1: the dose unit is mg/kg, not mg.",
    );
  });

  await test.step("The layout editor uploads the corrected galley; the author approves round 2", async () => {
    await uploadGalley("article-corrected.pdf", true);
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
    const issueChoice = await page.getByLabel("Issue").locator("option", { hasText: issueTitle }).getAttribute("value");
    await page.getByLabel("Issue").selectOption(issueChoice!);
    await page.screenshot({ path: `${shotsDir()}/production-tab.png`, fullPage: true });
    await expectNoSeriousViolations(page, "the editor's Production tab");
    await page.getByRole("button", { name: "Schedule for publication" }).click();
    await expect(toastText(page, "The article is scheduled for publication")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Stages" }).locator('[aria-current="step"]')).toContainText(
      "Scheduled",
    );

    await page.goto("/dashboard/issues");
    await hydrated(page);
    const card = page.getByRole("listitem").filter({ hasText: issueTitle });
    await card.getByRole("button", { name: /^Publish / }).click();
    const anyway = page.getByRole("button", { name: "Publish anyway" });
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(anyway.or(toast)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(toast).toBeVisible();

    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Stages" }).locator('[aria-current="step"]')).toContainText(
      "Published",
    );
  });

  await test.step("Every stage is in the History", async () => {
    const page = admin.page;
    await page.getByRole("navigation", { name: "Submission sections" }).getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/tab=history/);
    const history = page.getByRole("main");
    for (const text of [
      "changed the status from Submitted to Accepted",
      `assigned Carla Copyeditor ${tag} to Copyediting`,
      "uploaded the copyedited file “copyedited.pdf” (Copyediting)",
      "asked the authors to review the copyedited files (round 1",
      "approved the copyedited files (round 1)",
      "moved the submission from Copyediting to Production",
      `assigned Lars Layout ${tag} to Production`,
      "uploaded the galley “article.pdf” (Production)",
      "sent the proofs to the authors (round 1",
      "sent corrections to the proofs (1 correction) (round 1)",
      "approved the proofs (round 2)",
      "moved the submission from Production to Scheduled",
      "scheduled the article for publication",
      "changed the status from Accepted to Published",
    ]) {
      await expect(history, text).toContainText(text);
    }
  });

  await test.step("The stage bar on a phone (390 px)", async () => {
    const page = author.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    const bar = page.getByRole("navigation", { name: "Stages" });
    await expect(bar).toBeVisible();
    await bar.screenshot({ path: `${shotsDir()}/stage-bar-phone.png` });
    await page.screenshot({ path: `${shotsDir()}/submission-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const who of [admin, author, copyeditor, layout]) expect(who.errors).toEqual([]);
});
