// The JavaScript each public page type loads on first visit, gzipped as it travels, read from the
// client build (`npm run build` first). An application page loads the entry, the root and layout
// routes and the page's own route module, with every module they import (the route manifest); a
// reader page (ADR 034, sent to visitors) loads the reader script alone, and the table gives both.
// Prints a Markdown table, then one for every page of the signed-in dashboard (the routes under
// routes/dashboard/layout): what its first visit loads as the application, and the largest files.
//   node bench/bundle-size.mjs [build directory, default ./build]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const client = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, "../build"), "client");
const manifestFile = fs.readdirSync(path.join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("no client build: run `npm run build` first");
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(client, "assets", manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
);
const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(client, file)), { level: 9 }).length;

const PAGES = {
  home: "routes/public/home",
  journal: "routes/public/journal",
  issue: "routes/public/issue",
  article: "routes/public/article",
};
// The routes whose handle is READER_PAGE (app/modules/reader-pages).
const READER_PAGES = new Set(["home", "journal", "issue", "article"]);
const readerScript = fs.readdirSync(path.join(client, "assets")).find((f) => /^reader-script-.*\.js$/.test(f));
if (!readerScript) throw new Error("no reader script in the client build");
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = new Map();
const sizeOf = (file) => sizes.get(file) ?? sizes.set(file, gzipped(file)).get(file);
const sum = (files) => [...files].reduce((total, f) => total + sizeOf(f), 0);
/** The files a first visit to the route loads: the entry and the route with its parents, with their imports. */
function firstVisit(id) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let r = id; r; r = manifest.routes[r].parentId) {
    const route = manifest.routes[r];
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

console.log(
  "| page | as the application: modules | JavaScript, gzipped (KB) | of which the client entry (KB) | for a visitor (KB) |",
);
console.log("| --- | ---: | ---: | ---: | ---: |");
const readerKb = kb(gzipped(`assets/${readerScript}`));
const framework = new Set([manifest.entry.module, ...manifest.entry.imports]);
for (const [name, id] of Object.entries(PAGES)) {
  if (!manifest.routes[id]) throw new Error(`route ${id} is not in the manifest`);
  const files = new Set(framework);
  for (let r = id; r; r = manifest.routes[r].parentId) {
    const route = manifest.routes[r];
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const total = sum(files);
  const base = [...framework].reduce((sum, f) => sum + gzipped(f), 0);
  const visitor = READER_PAGES.has(name) ? `${readerKb} (reader page)` : kb(total);
  console.log(`| ${name} | ${files.size} | ${kb(total)} | ${kb(base)} | ${visitor} |`);
}

const DASHBOARD_LAYOUT = "routes/dashboard/layout";
const dashboard = Object.values(manifest.routes)
  .filter((route) => route.parentId === DASHBOARD_LAYOUT)
  .map((route) => ({ id: route.id, path: route.path, files: firstVisit(route.id) }))
  .map((page) => ({ ...page, total: sum(page.files) }))
  .sort((a, b) => b.total - a.total);
console.log("");
console.log("| dashboard page | modules | JavaScript, gzipped (KB) | largest files (KB) |");
console.log("| --- | ---: | ---: | --- |");
const shortName = (file) => path.basename(file).replace(/-[\w-]{8}\.js$/, "");
for (const page of dashboard) {
  const largest = [...page.files]
    .sort((a, b) => sizeOf(b) - sizeOf(a))
    .slice(0, 5)
    .map((f) => `${shortName(f)} ${kb(sizeOf(f))}`)
    .join(", ");
  console.log(`| /${page.path} | ${page.files.size} | ${kb(page.total)} | ${largest} |`);
}
