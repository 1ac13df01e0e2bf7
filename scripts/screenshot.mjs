// Takes a full-page screenshot of a URL in Debian's Chromium.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--viewport-only] [--no-js]
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium-path.mjs";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const [url, out, width = "1280"] = args.filter((a) => !a.startsWith("--"));
if (!url || !out || !Number.isInteger(Number(width))) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--viewport-only] [--no-js]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 900 },
    javaScriptEnabled: !flags.has("--no-js"),
  });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: out, fullPage: !flags.has("--viewport-only") });
  console.log(`${response?.status()} ${url} -> ${out}`);
  for (const e of errors) console.log(`page error: ${e}`);
} finally {
  await browser.close();
}
