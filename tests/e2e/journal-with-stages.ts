// Setup for the journeys after acceptance (issue 40, ADR 069): people signed in through the API in
// browser contexts of their own, a fresh journal with an issue that runs copyediting and production
// (inactive, so no public list changes under the other specs), per-journal roles, and a manuscript
// submitted to it through the wizard's endpoint (the wizard has its own journey).
import { expect, type Browser, type Page } from "@playwright/test";
import { MANUSCRIPTS } from "../factories/manuscript-files";
import { authPost } from "./auth-api";
import { collectPageErrors, hydrated } from "./helpers";
import { submitThroughEndpoint } from "./submission-wizard";

export type Person = Awaited<ReturnType<typeof signedIn>>;

/** A browser context signed in (or signed up) through the API, with its page and its page errors. */
export async function signedIn(
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

/** The toast that says `text`. */
export const toastText = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** YYYY-MM-DD, `days` from today (the due dates' inputs). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

export interface StagesJournal {
  journalId: string;
  shortName: string;
  title: string;
  issueTitle: string;
  /** Sets the journal's status (readers see an active or archived journal, not an inactive one). */
  setStatus(status: "active" | "inactive" | "archived"): Promise<void>;
}

/**
 * The admin creates an inactive journal, gives it an issue (by clicks on the issues desk) and turns
 * copyediting and production on in its settings (by clicks).
 */
export async function journalWithStages(admin: Person, tag: string): Promise<StagesJournal> {
  const page = admin.page;
  const shortName = letters(8);
  const title = `Journal of Stages ${tag}`;
  const issueTitle = `Stages issue ${tag}`;
  await page.goto("/dashboard/journals");
  const headers = { origin: new URL(page.url()).origin };
  const journalForm = { title, shortName, publicationFrequency: "monthly" };
  const created = await admin.context.request.post("/dashboard/journals", {
    headers,
    form: { intent: "create", status: "inactive", ...journalForm },
  });
  expect(created.status()).toBe(200);

  await page.goto("/dashboard/issues");
  await hydrated(page);
  await page.getByRole("button", { name: "New Issue" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Issue" });
  await dialog.getByLabel("Journal").selectOption({ label: title });
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
  // The Charges panel names the journal's id in the endpoint it loads.
  const charges = /\/api\/journals\/([0-9a-f-]{36})\/charges/;
  const panelLoaded = page.waitForRequest((r) => charges.test(r.url()));
  await page.getByRole("tab", { name: "Charges" }).click();
  const journalId = charges.exec((await panelLoaded).url())![1]!;

  return {
    journalId,
    shortName,
    title,
    issueTitle,
    async setStatus(status) {
      const answer = await admin.context.request.post("/dashboard/journals", {
        headers,
        form: { intent: "update", journalId, status, ...journalForm },
      });
      expect(answer.status(), `journal status ${status}`).toBe(200);
    },
  };
}

/** The admin creates an active account holding `role` for the journal (the users screen's create intent). */
export async function userWithJournalRole(
  admin: Person,
  journalId: string,
  user: { name: string; email: string; password: string; role: "copyeditor" | "layout_editor" | "editor" },
): Promise<void> {
  const answer = await admin.context.request.post("/dashboard/users", {
    headers: { origin: new URL(admin.page.url()).origin },
    form: {
      intent: "create",
      name: user.name,
      email: user.email,
      password: user.password,
      status: "active",
      journalRoles: `${user.role}:${journalId}`,
    },
  });
  expect(answer.status(), user.email).toBe(200);
}

/** The author submits a PDF manuscript to the journal (opened to submissions for the moment it takes). */
export async function submittedManuscript(
  author: Person,
  journal: StagesJournal,
  manuscript: { title: string; authorName: string; authorEmail: string },
): Promise<string> {
  await journal.setStatus("active");
  try {
    await author.page.goto("/dashboard/submissions");
    return await submitThroughEndpoint(author, journal.journalId, {
      title: manuscript.title,
      authors: [
        {
          name: manuscript.authorName,
          email: manuscript.authorEmail,
          affiliation: "Manipal",
          orcid: "",
          country: "IN",
        },
      ],
    });
  } finally {
    await journal.setStatus("inactive");
  }
}

/** A small PDF to upload as `name`. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
});
