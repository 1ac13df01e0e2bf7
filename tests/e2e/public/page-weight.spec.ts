// The weight of a reader's page, measured where it is decided: which scripts and styles the
// browser loads for the article page and the home page, gzip-compressed as the server sends them
// to a gzip client (the Brotli copies are smaller still). The budgets are today's figures with a
// little room: a change that makes a reader's page heavier fails here. (React and React Router
// alone are about 96 KB of gzipped JavaScript, which reader pages do without; docs/benchmarks.md
// has the breakdown.)
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

const BUDGET_KB = {
  // A visitor's article page is a reader page (ADR 034): the reader script is its only script.
  article: { js: 8, css: 17, html: 24 },
  journal: { js: 8, css: 17, html: 24 },
  home: { js: 8, css: 17, html: 28 },
};

async function weigh(page: Page, path: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
    if (url.pathname.endsWith(".css")) styles.add(url.pathname);
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const gzipped = async (paths: string[]) => {
    let total = 0;
    for (const p of paths) total += zlib.gzipSync(await (await page.request.get(p)).body(), { level: 9 }).length;
    return total / 1024;
  };
  const html = zlib.gzipSync(await (await page.request.get(path)).body(), { level: 9 }).length / 1024;
  return { js: await gzipped([...scripts]), css: await gzipped([...styles]), html, files: scripts.size };
}

test.describe("page weight", () => {
  test("an article page stays within its budget of scripts, styles and HTML", async ({ page }) => {
    await page.goto("/journal/fjphs");
    const issue = await page.locator('main a[href^="/journal/fjphs/issue/"]').first().getAttribute("href");
    await page.goto(issue!);
    const article = await page
      .locator('section[aria-labelledby="toc"] a[href*="/article/"]')
      .first()
      .getAttribute("href");
    const weight = await weigh(page, article!);
    test.info().annotations.push({ type: "article page (KB gzip)", description: JSON.stringify(weight) });
    expect(weight.js, "gzipped JavaScript (KB)").toBeLessThan(BUDGET_KB.article.js);
    expect(weight.css, "gzipped CSS (KB)").toBeLessThan(BUDGET_KB.article.css);
    expect(weight.html, "gzipped HTML (KB)").toBeLessThan(BUDGET_KB.article.html);
  });

  test("a journal page stays within its budget, on every tab", async ({ page }) => {
    for (const tab of ["", "?tab=archives", "?tab=editorial-board", "?tab=metrics"]) {
      const weight = await weigh(page, `/journal/bjps${tab}`);
      test.info().annotations.push({ type: `journal page ${tab} (KB gzip)`, description: JSON.stringify(weight) });
      expect(weight.js, `gzipped JavaScript (KB) ${tab}`).toBeLessThan(BUDGET_KB.journal.js);
      expect(weight.css, `gzipped CSS (KB) ${tab}`).toBeLessThan(BUDGET_KB.journal.css);
      expect(weight.html, `gzipped HTML (KB) ${tab}`).toBeLessThan(BUDGET_KB.journal.html);
    }
  });

  test("the home page stays within its budget", async ({ page }) => {
    const weight = await weigh(page, "/");
    test.info().annotations.push({ type: "home page (KB gzip)", description: JSON.stringify(weight) });
    expect(weight.js).toBeLessThan(BUDGET_KB.home.js);
    expect(weight.css).toBeLessThan(BUDGET_KB.home.css);
    expect(weight.html).toBeLessThan(BUDGET_KB.home.html);
  });

  test("pages and scripts travel compressed, hashed scripts cached for good", async ({ page, request }) => {
    await page.goto("/");
    const asset = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute("src");
    expect(asset).toBeTruthy();
    for (const [encoding, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
    ]) {
      const html = await request.get("/", { headers: { "accept-encoding": encoding } });
      expect(html.headers()["content-encoding"], `the page with ${encoding}`).toBe(expected);
      const js = await request.get(asset!, { headers: { "accept-encoding": encoding } });
      expect(js.headers()["content-encoding"], `a script with ${encoding}`).toBe(expected);
      expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });
});
