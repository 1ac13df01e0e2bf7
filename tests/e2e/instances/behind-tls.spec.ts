// The platform as it is deployed: behind nginx with TLS (a self-signed certificate), PUBLIC_URL
// https://…, TRUST_PROXY_HOPS=1 and nginx passing X-Forwarded-Proto and X-Forwarded-Host (ADR
// 051). scripts/test.mjs's proxy stage starts it: in front of one server on PGlite, and in front of
// two instances on PostgreSQL. Every form a person uses is posted from an https page through the
// proxy: sign-up, password reset, sign-in, the contact form, a dashboard form with an upload, and
// sign-out.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { BOARD_MESSAGES } from "~/modules/editorial-board/editorial-board.constants";
import { e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signOut(page: Page) {
  const menu = page.getByLabel(/Signed in as /);
  await menu.click();
  await page.locator("details[open]").filter({ has: menu }).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
  await expect(page.getByLabel(/Signed in as /)).toHaveCount(0);
}

test.describe("behind nginx with TLS", { tag: "@behind-tls" }, () => {
  test("sign-up, password reset, sign-in, the contact form, a dashboard form with an upload and sign-out all work over https", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = e2eAdmin();
    test.skip(!admin || !process.env.E2E_MAILBOX_URL, "needs the proxy stage of npm test");
    expect(new URL(test.info().project.use.baseURL ?? "").protocol, "the stage serves https").toBe("https:");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Tariq Secure ${tag}`;
    const email = `e2e-tls-${tag}@example.org`;

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await test.step("A visitor signs up on /auth", async () => {
      await page.goto("/auth?tab=signup");
      await hydrated(page);
      await page.getByLabel("Full Name").fill(name);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("first-secret");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("Check your email").first()).toBeVisible();
      await receivedMail(email, /^Welcome to /);
    });

    await test.step("They reset their password from the e-mailed https link", async () => {
      await page.goto("/auth");
      await hydrated(page);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await expect(page.getByText("Password Reset Email Sent").first()).toBeVisible();
      const reset = await receivedMail(email, /^Reset your .* password$/);
      const link = reset.text?.match(/https:\/\/\S+reset-password\S+/)?.[0];
      expect(link, "an https reset link in the e-mail").toBeTruthy();
      await page.goto(link!);
      await hydrated(page);
      await page.getByLabel("New Password", { exact: true }).fill("second-secret");
      await page.getByLabel("Confirm New Password").fill("second-secret");
      await page.getByRole("button", { name: "Update Password" }).click();
      await expect(page.getByText("Password Updated").first()).toBeVisible();
    });

    await test.step("They sign in on /auth: the session cookie is Secure", async () => {
      await signIn(page, email, "second-secret");
      await expect(page.getByLabel(`Signed in as ${name}`)).toBeVisible();
      const session = (await context.cookies()).find((c) => c.name.includes("session_token"));
      expect(session?.secure, "a Secure session cookie").toBe(true);
      await signOut(page);
    });

    await test.step("A reader sends the contact form", async () => {
      await page.goto("/contact");
      await hydrated(page);
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dr. Secure Reader");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("reader@example.org");
      await page.getByRole("textbox", { name: "Subject", exact: true }).fill(`Behind TLS ${tag}`);
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Does the form work over https?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent!").first()).toBeVisible();
    });

    await test.step("The admin signs in and adds an editorial board member with a photo", async () => {
      await signIn(page, admin!.email, admin!.password);
      await expect(page.getByText("Welcome back!").first()).toBeVisible();
      await page.goto("/dashboard/journals/ijebr/board");
      await expect(page.getByRole("heading", { level: 1, name: /: Editorial Board$/ })).toBeVisible();
      await hydrated(page);
      await page.getByRole("button", { name: "Add Member" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Editorial Board Member" });
      const member = `Noor Proxy ${tag}`;
      await dialog.getByLabel("Name").fill(member);
      await dialog.getByLabel("Role").selectOption("Honorary Editor-in-Chief");
      await dialog.getByLabel("Affiliation").fill("University of Testing");
      const photo = await sharp({ create: { width: 240, height: 160, channels: 3, background: "#0e7490" } })
        .png()
        .toBuffer();
      await dialog.getByLabel("Photo").setInputFiles({ name: "noor.png", mimeType: "image/png", buffer: photo });
      await dialog.getByRole("button", { name: "Add Member" }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(page.getByText(BOARD_MESSAGES.added).first()).toBeVisible();
      const row = page.getByRole("listitem", { name: member });
      await expect(row.locator('img[src^="/board-avatar/"]')).toBeVisible();
      // The photo was stored and is served back through the proxy.
      const src = await row.locator('img[src^="/board-avatar/"]').getAttribute("src");
      expect((await page.request.get(src!)).status()).toBe(200);
    });

    await test.step("The admin signs out", async () => {
      await signOut(page);
    });

    expect(errors, "no errors in the page").toEqual([]);
    await context.close();
  });
});
