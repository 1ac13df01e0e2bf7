// Takes a full-page screenshot of a URL in Debian's Chromium.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--viewport-only]
import { chromium } from "playwright-core";

const [url, out, width = "1280"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const response = await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: !process.argv.includes("--viewport-only") });
console.log(`${response?.status()} ${url} -> ${out}`);
await browser.close();
