import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors } from "../helpers";
import { receivedMail } from "../mailbox";

// Sign-in requests are limited per client address (25 in 10 seconds, failures 20 in 15 minutes)
// and failures per account (5 in 15 minutes): these tests sign in a few times, failing once.
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("accounts", () => {
  test("sign up, sign in, sign out, a wrong password, then sign in again", async ({ page }) => {
    // Five round trips through password hashing on a two-core machine shared with another worker.
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    const email = uniqueEmail("author");
    const password = "e2e-secret";

    await page.goto("/auth");
    await page.getByRole("link", { name: "Sign Up", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByLabel("Full Name").fill("Erin Example");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();

    // The account is created, but the form signs nobody in: its answer is the same for an address
    // that already has an account (docs/decisions/012).
    await expect(page.getByText("Success!").first()).toBeVisible();
    await expect(
      page.getByText("Check your email: we have sent a message about your account with a link to sign in.").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByLabel("Signed in as Erin Example")).toHaveCount(0);
    await page.getByRole("link", { name: "Sign In", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await signIn(page, email, password);
    await expect(page.getByText("Welcome back!").first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByLabel("Signed in as Erin Example");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("EE");
    await menu.click();
    // The open avatar menu: full name, e-mail and the role badges.
    const panel = page.locator("details[open]").filter({ has: menu });
    await expect(panel.getByText(email)).toBeVisible();
    await expect(panel.getByRole("list", { name: "Roles" })).toHaveText("Author");

    await panel.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Signed in as Erin Example")).toHaveCount(0);

    await page.goto("/auth");
    await signIn(page, email, "not-the-password");
    await expect(page.getByText("Invalid email or password. Please check your credentials.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    await signIn(page, email, password);
    await expect(page.getByText("Welcome back!").first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel("Signed in as Erin Example")).toBeVisible();

    // A signed-in visitor who opens the sign-in page is sent home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
    // The refused sign-in is answered with HTTP 400, which the browser logs; nothing else may fail.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test("Forgot password asks for the e-mail address first", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByText("Email Required").first()).toBeVisible();
    await expect(page.getByText("Please enter your email address first.").first()).toBeVisible();
  });

  test("signing up with an address that has an account answers as for a new one and tells the owner", async ({
    page,
  }) => {
    const email = process.env.E2E_ADMIN_EMAIL ?? "admin@example.org";
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("another-secret");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Success!").first()).toBeVisible();
    await expect(
      page.getByText("Check your email: we have sent a message about your account with a link to sign in.").first(),
    ).toBeVisible();
    await expect(page.getByText("Account already exists")).toHaveCount(0);
    const mail = await receivedMail(email, /^Someone tried to create a .* account with your address$/);
    expect(mail.text).toContain("You already have an account with it, so nothing was created or changed.");
  });

  test("signing in and out also works without scripts", async ({ browser }) => {
    const email = process.env.E2E_ADMIN_EMAIL;
    const password = process.env.E2E_ADMIN_PASSWORD;
    test.skip(!email || !password, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth");
    await signIn(page, email!, password!);
    await expect(page).toHaveURL(/\/$/);
    // Public pages are the same for every reader (the browser fills in the avatar menu); without
    // scripts the menu is on the dashboard, which is rendered for its user.
    await page.goto("/dashboard");
    const menu = page.getByLabel(/Signed in as /);
    await expect(menu).toBeVisible();
    await menu.click();
    const panel = page.locator("details[open]").filter({ has: menu });
    await expect(panel.getByRole("list", { name: "Roles" })).toContainText("Admin");
    await panel.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out, and without scripts: the public header's Sign In link shows.
    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth/);
    await context.close();
  });
});
