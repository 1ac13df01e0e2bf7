import { expect, test } from "@playwright/test";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors } from "../helpers";

// On a phone the issue dialog scrolls, and its Create button is far below the numbers. A refusal
// of those numbers (the journal has that issue already) was written under Issue Number, out of
// sight, with no toast: the manager saw nothing happen (found by an exploratory test).
test("on a phone, the issue dialog shows the refusal of an issue the journal already has", async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await authPost(context.request, "/sign-in/email", admin!);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const volume = String(5000 + Math.floor(Math.random() * 90_000));

  const create = async () => {
    await page.getByRole("button", { name: "New Issue" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Issue" });
    await dialog.getByLabel("Journal").selectOption({ label: "Bharat Journal of Pharmaceutical Sciences" });
    await dialog.getByLabel("Volume").fill(volume);
    await dialog.getByLabel("Issue Number").fill("1");
    await dialog.getByLabel("Title").fill(`Phone issue ${volume}`);
    await dialog.getByLabel("Description").fill("Made on a phone.");
    await dialog.getByRole("button", { name: "Create Issue" }).click();
    return dialog;
  };

  await page.goto("/dashboard/issues");
  await expect(page.getByRole("button", { name: "New Issue" })).toBeEnabled();
  await create();
  await expect(page.getByText("Issue created successfully").first()).toBeVisible();

  // The same numbers again: the refusal is brought into view, on the field it is about.
  const dialog = await create();
  const refusal = dialog.getByText("This journal already has an issue with this volume, type and number.");
  await expect(refusal).toBeVisible();
  await expect(dialog.getByLabel("Issue Number")).toBeFocused();
  await expect(refusal).toBeInViewport();
  expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
  await context.close();
});
