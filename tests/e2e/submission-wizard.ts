// The submission wizard filled in by clicks, as an author does, for the journeys that start with a
// submission (the wizard's own specs look at its steps one by one).
import { expect, type Page } from "@playwright/test";
import { MANUSCRIPTS } from "../factories/manuscript-files";

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
