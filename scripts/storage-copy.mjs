// `npm run storage:copy -- --to s3`: copies the installation's files from DATA_DIR/files to the
// bucket of the S3_* variables (ADR 029). Run it with the installation's own environment, before
// switching STORAGE_DRIVER to s3 and again right after (it copies only what is missing), then start
// the platform on the bucket. Uses the built server (npm run build).
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const to = args[args.indexOf("--to") + 1];
if (!args.includes("--to") || to !== "s3") {
  console.error("Usage: npm run storage:copy -- --to s3   (copies DATA_DIR/files to the bucket of S3_BUCKET)");
  process.exit(2);
}
const built = path.resolve(import.meta.dirname, "../build/server/index.js");
if (!fs.existsSync(built)) {
  console.error(`The built server was not found in ${built}: run "npm run build" first.`);
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
const { parseEnv, copyLocalFilesToS3 } = await import(built);
let env;
try {
  env = parseEnv();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
try {
  const report = await copyLocalFilesToS3(env);
  console.log(
    `${report.copied} copied (${report.bytesCopied} bytes), ${report.skipped} already in the bucket, ${report.failed} failed`,
  );
  process.exit(report.failed > 0 ? 1 : 0);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
