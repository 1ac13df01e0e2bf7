// The JavaScript each public page type loads on first visit, gzipped as it travels, read from the
// client build's route manifest (`npm run build` first): the entry, the root and layout routes and
// the page's own route module, with every module they import. Prints a Markdown table.
//   node bench/bundle-size.mjs
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const client = path.resolve(import.meta.dirname, "../build/client");
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
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log("| page | modules | JavaScript, gzipped (KB) | of which the client entry (KB) |");
console.log("| --- | ---: | ---: | ---: |");
const framework = new Set([manifest.entry.module, ...manifest.entry.imports]);
for (const [name, id] of Object.entries(PAGES)) {
  if (!manifest.routes[id]) throw new Error(`route ${id} is not in the manifest`);
  const files = new Set(framework);
  for (let r = id; r; r = manifest.routes[r].parentId) {
    const route = manifest.routes[r];
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const total = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  const base = [...framework].reduce((sum, f) => sum + gzipped(f), 0);
  console.log(`| ${name} | ${files.size} | ${kb(total)} | ${kb(base)} |`);
}
