// Several instances as one site (ADR 029): two built servers on one PostgreSQL database and one S3
// bucket behind nginx (round robin), started by scripts/test.mjs's two-instance stage, which sets
// E2E_INSTANCE_URLS (each instance's own address) and E2E_S3_ENDPOINT. nginx names the instance
// of each answer in X-Upstream. One journey: a live notification reaches the admin from the other
// instance; a manuscript uploaded through one instance downloads (presigned, from the bucket)
// through either; a settings change empties both instances' page caches at once.
import { expect, test, type Page } from "@playwright/test";
import { MANUSCRIPTS } from "../../factories/manuscript-files";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { fillWizard } from "../submission-wizard";

const instanceUrls = (process.env.E2E_INSTANCE_URLS ?? "").split(",").filter(Boolean);
const s3Endpoint = process.env.E2E_S3_ENDPOINT ?? "";

/** Which instance ("127.0.0.1:<port>") answered, as nginx says. */
const upstreamOf = (headers: Record<string, string>) => headers["x-upstream"] ?? "";
const hostOf = (url: string) => new URL(url).host;

async function expectLive(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
}

test.describe("two instances behind nginx", { tag: "@two-instances" }, () => {
  test("notifications, files and page caches work across instances", async ({ browser, playwright }) => {
    test.setTimeout(180_000);
    const adminLogin = e2eAdmin();
    test.skip(instanceUrls.length !== 2 || !adminLogin, "needs the two-instance stage of npm test");
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const answeredBy = new Set<string>();

    const admin = await browser.newContext();
    await authPost(admin.request, "/sign-in/email", adminLogin!);
    const page = await admin.newPage();
    const errors = collectPageErrors(page);
    page.on("response", (r) => {
      const upstream = upstreamOf(r.headers());
      if (upstream) answeredBy.add(upstream);
    });

    await test.step("A person signing up on the other instance shows live on the admin's dashboard", async () => {
      const stream = page.waitForResponse((r) => r.url().includes("/api/notifications/stream"));
      await page.goto("/dashboard");
      await expectLive(page);
      const streamedBy = upstreamOf((await stream).headers());
      const other = instanceUrls.find((url) => hostOf(url) !== streamedBy);
      expect(other, `the stream came from ${streamedBy}`).toBeTruthy();
      const visitor = await playwright.request.newContext({ baseURL: other });
      const name = `Across Instances ${tag}`;
      await authPost(visitor, "/sign-up/email", {
        name,
        email: `e2e-across-${tag}@example.org`,
        password: "e2e-across-secret",
      });
      await visitor.dispose();
      const row = page.locator('[data-panel="new_user"]').getByRole("listitem").filter({ hasText: name });
      await expect(row).toBeVisible();
    });

    let submissionId = "";
    let uploadedBy = "";
    await test.step("An author submits a manuscript through the wizard", async () => {
      const author = await browser.newContext();
      await authPost(author.request, "/sign-up/email", {
        name: `Ana Author ${tag}`,
        email: `e2e-author-${tag}@example.org`,
        password: "e2e-author-secret",
      });
      const authorPage = await author.newPage();
      await authorPage.goto("/dashboard/submissions/new?journal=fjphs");
      await fillWizard(authorPage, {
        title: `Blood pressure across two instances ${tag}`,
        affiliation: "University of Testing",
        abstract:
          "Background: blood pressure control is poor in rural districts. Methods: pharmacists followed 120 " +
          "patients monthly for a year. Results: control improved from 41% to 68%. Conclusion: it works.",
        keywords: ["hypertension", "community pharmacy", "adherence"],
        manuscript: "across-instances.pdf",
      });
      const upload = authorPage.waitForResponse((r) => r.request().method() === "POST" && r.status() < 400);
      await authorPage.getByRole("button", { name: "Submit", exact: true }).click();
      uploadedBy = upstreamOf((await upload).headers());
      await expect(authorPage.getByRole("heading", { name: "Submission Successful!" })).toBeVisible();
      await authorPage.getByRole("link", { name: "Go to My Submissions" }).click();
      const href = await authorPage
        .getByRole("link", { name: /^View FJPHS-/ })
        .first()
        .getAttribute("href");
      submissionId = href!.replace("/submission/", "");
      await author.close();
    });

    await test.step("The admin downloads it from the bucket, and either instance hands out its link", async () => {
      await page.goto(`/submission/${submissionId}?tab=files`);
      await hydrated(page);
      const files = page.getByRole("list", { name: "Submission files" });
      const item = files.getByRole("listitem").filter({ hasText: "across-instances.pdf" });
      const link = item.getByRole("link", { name: "Download across-instances.pdf" });
      const fileHref = (await link.getAttribute("href"))!;
      const downloadStarted = page.waitForEvent("download");
      await link.click();
      const download = await downloadStarted;
      expect(download.suggestedFilename()).toBe("across-instances.pdf");
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "File downloaded successfully" }),
      ).toBeVisible();

      // Each instance directly, the one that received the upload and the other: a presigned URL
      // of the bucket that serves the very bytes.
      for (const instance of instanceUrls) {
        const answer = await admin.request.get(`${instance}${fileHref}?format=json`);
        expect(answer.status()).toBe(200);
        const { url } = (await answer.json()) as { url: string };
        expect(url.startsWith(`${s3Endpoint}/`)).toBe(true);
        const file = await admin.request.get(url);
        expect(file.headers()["content-disposition"]).toContain("across-instances.pdf");
        expect(Buffer.compare(await file.body(), Buffer.from(MANUSCRIPTS.pdf.bytes))).toBe(0);
      }
      expect(instanceUrls.map(hostOf)).toContain(uploadedBy);
    });

    await test.step("A settings change on one instance empties both instances' page caches at once", async () => {
      // An anonymous reader of each instance (the page cache serves readers without a session).
      const reader = await playwright.request.newContext();
      const cacheOf = async (instance: string) =>
        (await reader.get(`${instance}/journal/fjphs`)).headers()["x-cache"] ?? "MISS";
      for (const instance of instanceUrls) {
        await expect.poll(() => cacheOf(instance)).toBe("HIT");
      }
      await page.goto("/journal/fjphs/settings");
      await hydrated(page);
      await page.getByRole("tab", { name: "Publication" }).click();
      const form = page.getByRole("form", { name: "Publication" });
      await form.getByLabel("Maximum file size (MB)").fill("40");
      await form.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
      // The other instance hears of the change over PostgreSQL's NOTIFY within milliseconds; its
      // next answer is a fresh render (a MISS), never the copy cached before the change.
      for (const instance of instanceUrls) {
        await expect.poll(() => cacheOf(instance), { timeout: 2_000, message: instance }).toBe("MISS");
      }
      await reader.dispose();
    });

    // Round robin: the browser's own requests went to both instances.
    expect([...answeredBy].sort()).toEqual(instanceUrls.map(hostOf).sort());
    expect(errors).toEqual([]);
    await admin.close();
  });
});
