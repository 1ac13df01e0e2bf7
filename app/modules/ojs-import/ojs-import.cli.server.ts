// `npm run import:ojs -- FILE... --journal SHORTNAME [--old-url URL]...` (ADR 065): imports OJS
// Native XML exports into a journal from the command line, against the installation's own
// DATABASE_URL or DATA_DIR. With the embedded database the server must be stopped: opening a data
// directory the server holds is refused with a message naming it (ADR 011).
import fs from "node:fs";
import { parseEnv } from "~/lib/env.server";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { OJS_MESSAGES as M } from "./ojs-import.constants";
import { addOldBaseUrlForJournal, importOjsFile, journalForImport } from "./ojs-import.service.server";
import type { OjsImportReport } from "./ojs-import.types";

const USAGE =
  "Usage: npm run import:ojs -- FILE... --journal SHORTNAME [--old-url https://old.example.org/index.php/jpk]...";

export type CliArgs = { files: string[]; journal: string; oldUrls: string[] };

export function parseCliArgs(argv: string[]): CliArgs | string {
  const files: string[] = [];
  const oldUrls: string[] = [];
  let journal = "";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--journal") journal = argv[++i] ?? "";
    else if (arg.startsWith("--journal=")) journal = arg.slice("--journal=".length);
    else if (arg === "--old-url") oldUrls.push(argv[++i] ?? "");
    else if (arg.startsWith("--old-url=")) oldUrls.push(arg.slice("--old-url=".length));
    else if (arg.startsWith("--")) return `Unknown option ${arg}.\n${USAGE}`;
    else files.push(arg);
  }
  if (!journal || files.length === 0) return USAGE;
  const missing = files.find((f) => !fs.existsSync(f));
  if (missing) return `No such file: ${missing}`;
  return { files, journal, oldUrls };
}

export function reportLines(report: OjsImportReport): string[] {
  const counts = (c: Record<string, number>) =>
    `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped`;
  if (report.users)
    return [
      `OJS ${report.version} users: ${report.users.invited} invited to set a password, ${report.users.existing} already had an account, ${report.users.skipped} skipped.`,
      ...report.notes.map((n) => `  - ${n.item}: ${n.message}`),
    ];
  return [
    `OJS ${report.version}: issues ${counts(report.issues)}; articles ${counts(report.articles)}; ${report.authors} authors and ${report.galleys} galleys written.`,
    ...report.notes.map((n) => `  - ${n.item}: ${n.message}`),
  ];
}

/** Runs the command; resolves to the process's exit code. */
export async function runOjsImportCli(argv: string[], out = process.stdout, err = process.stderr): Promise<number> {
  const args = parseCliArgs(argv);
  if (typeof args === "string") {
    err.write(`${args}\n`);
    return 2;
  }
  const env = parseEnv();
  // No background jobs: this process only imports; the server runs them when it starts again.
  const services = await bootPlatform(env, { backgroundTasks: false });
  let failed = 0;
  try {
    const journal = await journalForImport(args.journal).catch(() => null);
    if (!journal) {
      err.write(`${M.journalNotFound(args.journal)}\n`);
      return 1;
    }
    for (const url of args.oldUrls) {
      const added = await addOldBaseUrlForJournal(journal.id, url);
      out.write(`Old address ${url}: ${added ? "kept" : "already kept"}.\n`);
    }
    for (const file of args.files) {
      out.write(`${file}: reading and validating...\n`);
      let shown = -1;
      const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file, {
        onProgress: (done, total) => {
          const percent = Math.floor((done / total) * 100);
          if (percent === shown) return;
          shown = percent;
          if (out.isTTY) out.write(`\r${file}: ${done} of ${total} items (${percent}%)`);
          else if (percent % 10 === 0 || done === total) out.write(`${file}: ${done} of ${total} items\n`);
        },
      });
      if (out.isTTY && shown >= 0) out.write("\n");
      if (!outcome.ok) {
        failed++;
        err.write(`${file}: refused. ${outcome.message}\n${outcome.errors.map((e) => `  ${e}\n`).join("")}`);
        continue;
      }
      out.write(`${reportLines(outcome.report).join("\n")}\n`);
    }
  } finally {
    await shutdownPlatform(services);
  }
  return failed > 0 ? 1 : 0;
}
