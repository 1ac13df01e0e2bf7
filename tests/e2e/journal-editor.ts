// The admin makes an account an editor of chosen journals by clicks on the users screen's Edit User
// dialog, as an admin does: for the journeys whose editor is an account of their own.
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

/**
 * On `adminPage` (an admin's), opens the account's Edit User dialog from the users list and makes
 * the account an editor of `journals` (their short names in capitals, as the dialog lists them:
 * "FJPHS"), keeping the journals it already edits.
 */
export async function makeJournalEditor(
  adminPage: Page,
  account: { name: string; email: string },
  journals: readonly string[],
): Promise<void> {
  await adminPage.goto(`/dashboard/users?search=${encodeURIComponent(account.email)}`);
  await hydrated(adminPage);
  const row = adminPage.getByRole("row").filter({ hasText: account.email });
  await row.getByRole("button", { name: `Edit ${account.name}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Edit User" });
  await dialog.getByRole("checkbox", { name: "Editor", exact: true }).check();
  await dialog.getByLabel("Editor: for which journals").selectOption("some");
  const choices = dialog.getByRole("group", { name: "Editor for these journals" });
  for (const journal of journals) {
    await choices.getByRole("checkbox", { name: new RegExp(`^${journal}\\b`) }).check();
  }
  await dialog.getByRole("button", { name: "Update User" }).click();
  await expect(adminPage.getByText("User updated successfully").first()).toBeVisible({ timeout: 30_000 });
}
