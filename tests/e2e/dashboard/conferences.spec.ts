// Conference management, clicked through: a new account (an author) does not see New Conference;
// once the admin makes it an editor, it creates a conference with a cover through the dialog using
// the date pickers, finds it with search and a filter chip, and opens View Details on the public
// page. The database rules are proven by tests/integration/conferences-desk.test.ts.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { authPost, e2eAdmin } from "../auth-api";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { collectPageErrors, hydrated } from "../helpers";

const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, path: string, data: Record<string, string>) {
  const context = await browser.newContext();
  await authPost(context.request, path, data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** Opens the date picker of `label` in `dialog` and picks `day` of `month` `year` with the dropdowns. */
async function pickDate(page: Page, label: string, year: number, month: string, day: number) {
  await page.getByRole("button", { name: new RegExp(`^${label}:`) }).click();
  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await calendar.getByRole("combobox", { name: "Year" }).selectOption(String(year));
  await calendar.getByRole("combobox", { name: "Month" }).selectOption({ label: month });
  await calendar.getByRole("button", { name: new RegExp(`, ${month} ${day}, ${year}$`) }).click();
  await expect(calendar).toBeHidden();
}

test.describe("conference management", () => {
  test("an author sees no New Conference; an editor creates one with a cover, finds it and opens its public page", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const adminLogin = e2eAdmin();
    test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Conferencier${tag}`;
    const email = `e2e-conferences-${tag}@example.org`;
    const title = `Symposium on Nasal Drug Delivery ${tag}`;
    const year = new Date().getFullYear() + 1;

    const member = await signedIn(browser, "/sign-up/email", { name, email, password: "e2e-member-secret" });
    await test.step("A new account is an author: the list, but no New Conference", async () => {
      await member.page.goto("/dashboard/conferences");
      await hydrated(member.page);
      await expect(member.page.getByRole("heading", { name: "Conferences", level: 1 })).toBeVisible();
      await expect(member.page.getByText("Manage conference events and symposiums")).toBeVisible();
      await expect(member.page.getByRole("button", { name: "New Conference" })).toHaveCount(0);
    });

    await test.step("The admin makes the account an editor, in User Management", async () => {
      const admin = await signedIn(browser, "/sign-in/email", adminLogin!);
      await admin.page.goto(`/dashboard/users?search=${tag}`);
      const row = admin.page.getByRole("row").filter({ hasText: email });
      await row.getByRole("button", { name: `Edit ${name}` }).click();
      const dialog = admin.page.getByRole("dialog", { name: "Edit User" });
      await dialog.getByRole("checkbox", { name: "Editor", exact: true }).check();
      await dialog.getByRole("button", { name: "Update User" }).click();
      await expect(toastText(admin.page, "User updated successfully")).toBeVisible();
      await admin.context.close();
    });

    const page = member.page;
    await test.step("The editor creates a conference with a cover, through the dialog and its date pickers", async () => {
      await page.goto("/dashboard/conferences");
      await hydrated(page);
      await expectNoSeriousViolations(page, "/dashboard/conferences");
      await page.getByRole("button", { name: "New Conference" }).click();
      const dialog = page.getByRole("dialog", { name: "Create New Conference" });
      await expect(dialog).toBeVisible();

      // The spec's first check: the title.
      await dialog.getByRole("button", { name: "Create Conference" }).click();
      await expect(toastText(page, "Conference title is required")).toBeVisible();

      await dialog.getByLabel("Conference Title").fill(title);
      await dialog.getByLabel("Description").fill("Mucoadhesive sprays and brain targeting.");
      await dialog.getByLabel("Type").selectOption({ label: "Workshop" });
      await dialog.getByLabel("Location").fill("Manipal, India");
      await pickDate(page, "Start Date", year, "March", 15);
      await expect(dialog.getByRole("button", { name: `Start Date: Mar 15, ${year}` })).toHaveText(`Mar 15, ${year}`);
      await dialog.getByRole("button", { name: "Create Conference" }).click();
      await expect(toastText(page, "Start and end dates are required")).toBeVisible();
      await pickDate(page, "End Date", year, "March", 17);
      await pickDate(page, "Registration Deadline", year, "February", 20);
      await expectNoSeriousViolations(page, "the conference dialog");

      const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
      await dialog.getByLabel("Cover Image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
      await expect(dialog.getByRole("img", { name: "Cover image preview" })).toBeVisible();
      await dialog.getByLabel("Website URL").fill("https://nasal.example.org");
      await dialog.getByLabel("Organizer Contact").fill("nasal@example.org");
      await dialog.getByRole("button", { name: "Create Conference" }).click();
      await expect(toastText(page, "Conference created")).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step("The editor finds it with search and a type filter chip", async () => {
      await page.getByRole("searchbox", { name: "Search" }).fill(tag);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`search=${tag}`));
      await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Workshop" });
      await expect(page).toHaveURL(/type=workshop/);
      await expect(page.getByRole("link", { name: `Remove filter Search: ${tag}` })).toBeVisible();
      await expect(page.getByRole("link", { name: "Remove filter Type: Workshop" })).toBeVisible();
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(name)).toBeVisible();
      await expect(card.getByText("Upcoming Deadlines")).toBeVisible();
      await expect(card.locator('img[src^="/conference-cover/"]')).toBeVisible();
      await expect(page.getByRole("link", { name: /^Upcoming/ })).toContainText("1");

      await card.getByRole("button", { name: `Actions for ${title}` }).click();
      await page.getByRole("menuitem", { name: "View Details" }).click();
    });

    await test.step("View Details opens the public page with the details, deadline, website and contact", async () => {
      await expect(page).toHaveURL(/\/conferences\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(`Mar 15, ${year} - Mar 17, ${year}`)).toBeVisible();
      await expect(page.getByText(`Feb 20, ${year}`)).toBeVisible();
      await expect(page.getByRole("link", { name: /Visit Website/ })).toHaveAttribute(
        "href",
        "https://nasal.example.org/",
      );
      await expect(page.getByRole("link", { name: "nasal@example.org" })).toBeVisible();
      await expect(page.locator('main img[src^="/conference-cover/"]')).toBeVisible();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd).toMatchObject({ "@type": "Event", name: title });
      await hydrated(page);
      await expectNoSeriousViolations(page, "the public conference page");
    });

    expect(member.errors).toEqual([]);
    await member.context.close();
  });
});
