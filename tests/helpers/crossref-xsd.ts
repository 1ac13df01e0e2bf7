import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// Crossref's 5.4.0 deposit schema, offline: its imports resolve through the bundled XML catalog.
// Compiling the schema set costs xmllint seconds, so several documents are checked in one run.
const DIR = path.resolve(import.meta.dirname, "../../../shared/schemas/crossref-5.4.0");
const SCHEMA = path.join(DIR, "crossref5.4.0.xsd");
const CATALOG = path.join(DIR, "catalog.xml");

/** For each document: null when it validates against the Crossref 5.4.0 schema, else xmllint's complaint. */
export async function crossrefSchemaErrors(docs: string[]): Promise<(string | null)[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crossref-xsd-"));
  const files = docs.map((_, i) => path.join(dir, `deposit-${i}.xml`));
  await Promise.all(docs.map((xml, i) => fs.writeFile(files[i]!, xml)));
  try {
    const stderr = await new Promise<string>((resolve) => {
      execFile(
        "xmllint",
        ["--nonet", "--noout", "--schema", SCHEMA, ...files],
        { env: { ...process.env, XML_CATALOG_FILES: CATALOG }, maxBuffer: 16 * 1024 * 1024 },
        (_error, _stdout, err) => resolve(err),
      );
    });
    const lines = stderr.split("\n");
    return files.map((file) => {
      if (lines.includes(`${file} validates`)) return null;
      const own = lines.filter((l) => l.startsWith(`${file}:`)).map((l) => l.replace(`${file}:`, "line "));
      return own.join("\n") || `not valid: ${stderr.slice(0, 500)}`;
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** One document: null when valid, else the reason. */
export async function crossrefSchemaError(xml: string): Promise<string | null> {
  return (await crossrefSchemaErrors([xml]))[0]!;
}
