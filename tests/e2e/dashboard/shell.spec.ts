import { expect, test, type Page } from "@playwright/test";
import { authPost } from "../auth-api";
import { collectPageErrors, expectHeading, hydrated } from "../helpers";

// Sign-in attempts are limited per client address (5 in 10 seconds, shared with the other specs):
// this spec signs in once and keeps that session.
const adminEmail = process.env.E2E_ADMIN_EMAIL;
const adminPassword = process.env.E2E_ADMIN_PASSWORD;

/** The notification panels' stream is open: the page has hydrated and its effects run. */
async function expectLive(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("dashboard shell", () => {
  test.skip(!adminEmail || !adminPassword, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");

  test("the admin's dashboard: sidebar toggled with Ctrl+B across a reload, a new user shown live", async ({
    browser,
  }) => {
    // One long story (sign in once): more than the default 30 s on a slow machine.
    test.setTimeout(90_000);
    const adminContext = await browser.newContext();
    const page = await adminContext.newPage();
    const errors = collectPageErrors(page);

    // A visitor is sent to sign in and comes back.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    await signIn(page, adminEmail!, adminPassword!);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectHeading(page, "Admin Dashboard");
    await expect(page).toHaveTitle("Admin Dashboard | Scholarly Press");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // Only screens that exist are in the sidebar.
    const sidebar = page.locator("#dashboard-sidebar");
    const nav = sidebar.getByRole("navigation", { name: "Dashboard navigation" });
    for (const label of [
      "Dashboard",
      "Users",
      "Journals",
      "Conferences",
      "Issues",
      "Articles",
      "DOIs",
      "Invoices",
      "Submissions",
      "My Tasks",
      "Reviews",
      "Analytics",
      "SEO Manager",
      "Assistant Questions",
      "Mailbox",
      "Settings",
      "Public site",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    // The user menu: name, e-mail, the Admin badge and the account links.
    const menu = page.getByLabel(/Signed in as /);
    await menu.click();
    const panel = page.locator("details[open]").filter({ has: menu });
    await expect(panel.getByText(adminEmail!)).toBeVisible();
    await expect(panel.getByRole("list", { name: "Roles" })).toContainText("Admin");
    for (const item of ["Dashboard", "Profile", "Settings"]) {
      await expect(panel.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.keyboard.press("Escape");

    // Ctrl+B collapses the sidebar to icons; the state is in a cookie the server reads.
    await expectLive(page);
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    const wide = (await sidebar.boundingBox())!.width;
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(wide / 3);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain('data-state="collapsed"');
    await expectLive(page);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    // A person signing up elsewhere appears in New Users without a reload.
    const newUsers = page.locator('[data-panel="new_user"]');
    await expectLive(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const name = `Live Newcomer ${Date.now().toString(36)}`;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto("/auth?tab=signup");
    await visitor.getByLabel("Full Name").fill(name);
    await visitor
      .getByRole("textbox", { name: "Email", exact: true })
      .fill(`e2e-live-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`);
    await visitor.getByLabel("Password", { exact: true }).fill("e2e-secret");
    await visitor.getByRole("button", { name: "Create Account" }).click();
    await expect(visitor.getByText("Success!").first()).toBeVisible();

    const row = newUsers.getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute("data-read", "false");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Marking it read sticks after a reload.
    // The row turns read at once; the reload waits for the server to have stored it.
    const stored = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/dashboard"));
    await row.getByRole("button", { name: `Mark "${name}" as read` }).click();
    await expect(row).toHaveAttribute("data-read", "true");
    expect((await stored).ok()).toBe(true);
    await page.reload();
    await expect(newUsers.getByRole("listitem").filter({ hasText: name })).toHaveAttribute("data-read", "true");

    // Published counts submissions; the journals' published articles in all are under it, a link
    // to the articles desk.
    const catalogue = page.getByRole("link", { name: /^[\d,]+ articles? in the journals$/ });
    const articles = Number((await catalogue.innerText()).split(" ")[0]!.replaceAll(",", ""));
    expect(articles).toBeGreaterThan(0);
    await catalogue.click();
    await expect(page).toHaveURL(/\/dashboard\/articles$/);
    await expectHeading(page, "Articles");

    expect(errors).toEqual([]);
    await visitorContext.close();
    await adminContext.close();
  });

  test("the shell's links and user menu hydrate in slices of their own, and work on a phone once hydrated", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await authPost(context.request, "/sign-in/email", { email: adminEmail!, password: adminPassword! });
    // Each is a Suspense boundary of its own in the server's HTML (ADR 087): the browser hydrates it
    // in a task of its own once the task before has had its time, not with the whole header or
    // sidebar.
    const html = await (await context.request.get("/dashboard")).text();
    const navs = [...html.matchAll(/<nav aria-label="Dashboard navigation"[^>]*>(<!--[^>]*-->)?/g)];
    expect(navs.map((m) => m[1])).toEqual(["<!--$-->", "<!--$-->"]);
    expect(html).toMatch(/<!--\$--><details data-nav-dropdown=""/);

    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/dashboard/conferences");
    await hydrated(page);
    // The sheet's links, hydrated after the header, move on the client and close the sheet.
    await page.getByLabel("Open navigation").click();
    const sheet = page.locator("details[open]").filter({ has: page.getByLabel("Close navigation") });
    await sheet.getByRole("link", { name: "Issues", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/issues$/);
    await expectHeading(page, "Issues");
    await expect(sheet).toHaveCount(0);
    // The user menu, hydrated in its own slice, opens.
    await page.getByLabel(/Signed in as /).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
