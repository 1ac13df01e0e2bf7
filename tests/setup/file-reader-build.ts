// Vitest's global setup: the sandbox's child (file-reader.child.server.ts, ADR 049) built once per
// run, as the production build makes it, for every test that reads an upload. Run from source
// through tsx instead, each child took 3.5 s of CPU and 470 MB to start, against 0.7 s and 120 MB
// built; the PostgreSQL half's Vitest stage started 48 of them (ADR 080). The build takes about a
// quarter of a second.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    fileReaderEntry: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // Inside the checkout, so that the child's imports of packages resolve to its node_modules.
  const outDir = path.resolve("node_modules/.cache/vitest-file-reader", crypto.randomBytes(6).toString("hex"));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      ssr: "app/modules/file-reader/file-reader.child.server.ts",
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: "file-reader.js" } },
    },
  });
  project.provide("fileReaderEntry", path.join(outDir, "file-reader.js"));
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
