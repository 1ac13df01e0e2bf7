// Shared by the accessibility specs: axe-core runs and the waits they need.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules outside the WCAG tags that the audit reported and that are kept fixed: heading-order is a
 * best practice of impact "moderate", so it is switched on and fails the run like a serious one.
 */
const EXTRA_RULES = ["heading-order"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

export { hydrated } from "../helpers";

/** One violation per paragraph: the rule, its help, and each element's selector, HTML and reason. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const why = (n.failureSummary ?? "").trim().replace(/\n/g, "\n      ");
        return `  - target: ${n.target.map(String).join(" ")}\n    html:   ${n.html}\n    why:    ${why}`;
      });
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n\n");
}

/**
 * What axe reads: the whole page, or (the default) the page's `<main>` and any open dialog. The
 * header, footer and dashboard shell are the same on every page: the suite checks them whole once
 * per layout and viewport (tests/e2e/accessibility/axe.spec.ts), and every other check reads what
 * differs, which takes a fraction of the time.
 */
export type AxeScope = "main" | "page";

/**
 * Runs axe on the page as it is now and fails (softly, so one test reports every page it checks)
 * on each violation of impact serious or critical, and on the extra rules whatever their impact.
 * Lesser findings are attached to the test as annotations.
 */
export async function expectNoSeriousViolations(page: Page, label: string, scope: AxeScope = "main") {
  // Legacy mode runs axe.run() in the page itself. The default mode finishes every run in a new
  // blank page that it loads with axe's whole source again: seconds per check on a busy two-core
  // machine, and of no use here, where no page has a cross-origin frame.
  const builder = new AxeBuilder({ page });
  if (scope === "main" && (await page.locator("main").count()) > 0) {
    builder.include("main");
    if ((await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) > 0) {
      builder.include('[role="dialog"]').include('[role="alertdialog"]');
    }
  }
  const results = await builder
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || EXTRA_RULES.includes(v.id),
  );
  const lesser = results.violations.filter((v) => !blocking.includes(v));
  if (lesser.length > 0) {
    test.info().annotations.push({ type: `axe (${label})`, description: describeViolations(lesser) });
  }
  expect
    .soft(
      blocking.length,
      `axe on ${label} (${page.url()}):\n${describeViolations(blocking)}\n` +
        `${blocking.reduce((n, v) => n + v.nodes.length, 0)} violating elements`,
    )
    .toBe(0);
}
