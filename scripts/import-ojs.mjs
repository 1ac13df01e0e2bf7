// `npm run import:ojs -- FILE... --journal SHORTNAME [--old-url URL]...`: imports OJS Native XML
// exports into a journal (ADR 065), with the installation's own environment (DATABASE_URL or
// DATA_DIR). With the embedded database, stop the server first: the data directory is refused
// while it runs. Uses the built server (npm run build).
import fs from "node:fs";
import path from "node:path";

const built = path.resolve(import.meta.dirname, "../build/server/index.js");
if (!fs.existsSync(built)) {
  console.error(`The built server was not found in ${built}: run "npm run build" first.`);
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
const { runOjsImportCli } = await import(built);
try {
  process.exit(await runOjsImportCli(process.argv.slice(2)));
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
