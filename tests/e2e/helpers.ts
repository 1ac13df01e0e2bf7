import { expect, type Locator, type Page } from "@playwright/test";

/** The founding journals in the order the public pages list them. */
export const JOURNAL_ORDER = ["fjphs", "ijcpms", "ijebr", "bjps"] as const;

export const JOURNAL_TABS = [
  "Current Issue",
  "Archives",
  "About Journal",
  "Editorial Board",
  "Journal Metrics",
  "Indexing",
  "Make Submission",
] as const;

/**
 * The journal page's tab triggers: ARIA tabs, or links in the "Journal sections" navigation (tabs
 * that are links work without scripts).
 */
export function journalTabs(page: Page): Locator {
  return page.getByRole("tab").or(page.getByRole("navigation", { name: /sections/i }).getByRole("link"));
}

export function journalTab(page: Page, name: string): Locator {
  return journalTabs(page)
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .first();
}

/** Journal short names of the /journal/<shortName> links on the page, in order of first appearance. */
export async function journalLinkOrder(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/journal/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const names = hrefs.map((h) => /^\/journal\/([a-z0-9-]+)\/?$/i.exec(h)?.[1]).filter((n): n is string => Boolean(n));
  return [...new Set(names)];
}

/** Collects uncaught page errors and console errors (hydration mismatches show up here). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  // Vite's hot-reload socket only exists when the tests run against a dev server.
  const fromDevServer = (text: string) =>
    /\[vite\]|WebSocket connection to 'ws:|WebSocket closed without opened/.test(text);
  page.on("pageerror", (e) => {
    if (!fromDevServer(e.message)) errors.push(`pageerror: ${e.message}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error" && !fromDevServer(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { name }).first()).toBeVisible();
}

/**
 * Resolves once the page is ready for a person: React has hydrated an application page (its links
 * are then handled by the client router); a reader page, which has no React (ADR 034), has started
 * its reader script.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    // A document that a click has only just replaced has no element yet.
    if (!root) return false;
    // The reader script runs on every page: a reader page's only script, the application's companion.
    if (root.dataset.readerScript !== "ready") return false;
    // The application marks the document once React has hydrated it (root.tsx).
    return root.hasAttribute("data-reader-page") || root.hasAttribute("data-hydrated");
  });
}

/** Whether the box's placeholder fits in it whole (a cut one read "...press Ente" on a phone). */
export const placeholderFits = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
