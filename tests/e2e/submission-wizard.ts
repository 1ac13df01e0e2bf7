// The submission wizard filled in by clicks, as an author does, for the journeys that start with a
// submission (the wizard's own specs look at its steps one by one).
import { expect, type BrowserContext, type Page } from "@playwright/test";
import type { WizardForm } from "~/modules/submissions/wizard-form";
import { MANUSCRIPTS } from "../factories/manuscript-files";
import { wizardData } from "../factories/submission-form";

export type WizardEntries = {
  title: string;
  /** The first author's (the signed-in user's) affiliation. */
  affiliation: string;
  abstract: string;
  /** Added one by one with Enter. */
  keywords: readonly string[];
  /** A keyword typed after them and left in its box: neither Enter nor Add pressed. */
  typedKeyword?: string;
  /** The file name of the PDF manuscript chosen. */
  manuscript: string;
  coverLetter?: string;
};

/**
 * Fills in the wizard's three steps from its first (opened by the caller, with the journal chosen)
 * and stops on Files & Review with the manuscript chosen, before Submit.
 */
export async function fillWizard(page: Page, entries: WizardEntries): Promise<void> {
  const next = page.getByRole("button", { name: "Next" });
  // Step 1, Basic Info. Next is enabled once the step is valid; typed before hydration, the values
  // would not count yet.
  await expect(async () => {
    await page.locator("#wizard-title").fill(entries.title);
    await page.locator("#wizard-author-0-affiliation").fill(entries.affiliation);
    await expect(next).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await page.locator("#wizard-type").selectOption("research_article");
  await next.click();

  // Step 2, Content.
  await expect(page.locator("#wizard-abstract")).toBeVisible();
  await page.locator("#wizard-abstract").fill(entries.abstract);
  const keywordBox = page.locator("#wizard-keywords");
  for (const keyword of entries.keywords) {
    await keywordBox.fill(keyword);
    await keywordBox.press("Enter");
  }
  await expect(page.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveCount(entries.keywords.length);
  if (entries.typedKeyword) await keywordBox.fill(entries.typedKeyword);
  await page.locator("#wizard-consent").check();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3, Files & Review.
  await page.locator("#wizard-file").setInputFiles({
    name: entries.manuscript,
    mimeType: "application/pdf",
    buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
  });
  await expect(page.getByText(entries.manuscript).first()).toBeVisible();
  if (entries.coverLetter) await page.locator("#wizard-cover-letter").fill(entries.coverLetter);
}

/** The id of a journal as the wizard offers it: opens the wizard for `shortName` on `page`. */
export async function wizardJournalId(page: Page, shortName: string): Promise<string> {
  await page.goto(`/dashboard/submissions/new?journal=${shortName}`);
  return (await page.locator("#wizard-journal option:checked").getAttribute("value"))!;
}

/** The manuscript a submission through the endpoint sends unless told otherwise: a small PDF. */
const PDF_MANUSCRIPT = {
  name: "manuscript.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(MANUSCRIPTS.pdf.bytes),
};

/**
 * Submits through the wizard's endpoint, as the wizard's Submit does, for the journeys that begin
 * after a submission (the wizard's own journeys fill it in by clicks): the wizard's data for
 * `journalId` with `change`, and the manuscript. `author.page` must be on the site (the post's
 * origin is its own). Returns the new submission's id.
 */
export async function submitThroughEndpoint(
  author: { context: BrowserContext; page: Page },
  journalId: string,
  change: Partial<WizardForm>,
  file: { name: string; mimeType: string; buffer: Buffer } = PDF_MANUSCRIPT,
): Promise<string> {
  const answer = await author.context.request.post("/api/submissions", {
    headers: { origin: new URL(author.page.url()).origin },
    multipart: { data: JSON.stringify(wizardData(journalId, change)), file },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}
