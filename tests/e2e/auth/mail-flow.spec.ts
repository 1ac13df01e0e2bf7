import { expect, test } from "@playwright/test";
import { receivedMail } from "../mailbox";

// The whole account journey with real e-mail: the server under test delivers over SMTP to the
// end-to-end mail sink, and the links are followed from the received messages.
test("sign up with a welcome e-mail, reset the password from the e-mailed link, sign in with the new one", async ({
  page,
}) => {
  // Sign-up, two sign-ins, a sign-out and a reset, each waiting for an e-mail or password hashing.
  test.setTimeout(90_000);
  const email = `e2e-mail-${Date.now()}@example.org`;
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full Name").fill("Priya Menon");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-secret");
  await page.getByRole("button", { name: "Create Account" }).click();
  // The form signs nobody in (its answer is the same for an address that has an account): the
  // welcome e-mail leads to the sign-in page.
  await expect(page.getByText("Check your email").first()).toBeVisible();

  const welcome = await receivedMail(email, /^Welcome to /);
  expect(welcome.text).toContain("Priya Menon");
  const signInLink = welcome.text?.match(/Sign in: (https?:\/\/\S+)/)?.[1];
  expect(signInLink, "a sign-in link in the welcome e-mail").toBeTruthy();
  await page.goto(new URL(signInLink!).pathname);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-secret");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByLabel("Signed in as Priya Menon")).toBeVisible();

  // Sign out, then ask for a reset link.
  await page.getByLabel("Signed in as Priya Menon").click();
  await page.locator("details[open]").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByText("Password Reset Email Sent").first()).toBeVisible();

  const reset = await receivedMail(email, /^Reset your .* password$/);
  const link = reset.text?.match(/https?:\/\/\S+reset-password\S+/)?.[0];
  expect(link, "a reset link in the e-mail").toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("second-secret");
  await page.getByLabel("Confirm New Password").fill("second-secret");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password Updated").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("second-secret");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page.getByLabel("Signed in as Priya Menon")).toBeVisible();
});
