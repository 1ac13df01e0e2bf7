// Issue 38: the wizard's success screen promises a confirmation e-mail only when the journal sends
// one. The admin turns the journal's 'Submission received' notification off; an author submits to
// it through the wizard and is promised no e-mail; the switch is turned on again afterwards. The
// journal that keeps it on (the editorial flow, fjphs) promises it and the e-mail arrives there.
import { expect, test, type Page } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { fillWizard } from "../submission-wizard";

const JOURNAL = "bjps";

/** The journal's Notifications tab: 'Submission received' on or off, saved. */
async function setSubmissionReceived(page: Page, on: boolean) {
  await page.goto(`/journal/${JOURNAL}/settings`);
  await expect(page.getByRole("heading", { name: "Journal Settings", level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("tab", { name: "Notifications" }).click();
  const form = page.getByRole("form", { name: "Notifications" });
  const toggle = form.getByRole("switch", { name: /Submission received/ });
  if (on) await toggle.check();
  else await toggle.uncheck();
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
}

test.describe("the wizard's success screen", () => {
  test("promises no confirmation e-mail for a journal that sends none", async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = e2eAdmin();
    test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

    const adminContext = await browser.newContext();
    await authPost(adminContext.request, "/sign-in/email", admin!);
    const adminPage = await adminContext.newPage();
    const author = await browser.newContext();
    await authPost(author.request, "/sign-up/email", {
      name: `Nila Notice ${tag}`,
      email: `e2e-promise-${tag}@example.org`,
      password: "e2e-author-secret",
    });
    const page = await author.newPage();
    const errors = collectPageErrors(page);

    await setSubmissionReceived(adminPage, false);
    try {
      await page.goto(`/dashboard/submissions/new?journal=${JOURNAL}`);
      await fillWizard(page, {
        title: `Stability of reconstituted antibiotic syrups ${tag}`,
        affiliation: "College of Pharmacy, University of Testing",
        abstract:
          "Background: reconstituted syrups are kept at home for days. Methods: we stored 40 bottles at three " +
          "temperatures for two weeks. Results: potency held in the refrigerator only. Conclusion: keep them cold.",
        keywords: ["stability", "antibiotics", "storage"],
        manuscript: "syrups.pdf",
      });
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      const success = page.getByRole("status").filter({ hasText: "Submission Successful!" });
      await expect(success).toBeVisible();
      await expect(success.getByTestId("submission-code")).toHaveText(/^BJPS-\d{3,}$/);
      await expect(success).toContainText("Your manuscript has been submitted.");
      await expect(success).not.toContainText("confirmation e-mail");
      await page.screenshot({ path: test.info().outputPath("success-without-promise.png") });
    } finally {
      await setSubmissionReceived(adminPage, true);
    }
    expect(errors).toEqual([]);
    await author.close();
    await adminContext.close();
  });
});
