import { expect, test, type Page } from "@playwright/test";

async function fillContactForm(page: Page, subject: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dr. Test Reader");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("reader@example.org");
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("A question about the submission guidelines.");
  await page.getByRole("button", { name: "Send Message" }).click();
}

test.describe("contact page", () => {
  test("sending the form confirms with 'Message Sent!'", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, "End-to-end test with scripts");
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
  });

  test("the form also works without scripts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillContactForm(page, "End-to-end test without scripts");
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await context.close();
  });

  test("an empty form is refused with field messages", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  });
});
