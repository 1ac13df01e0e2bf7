import fs from "node:fs";
import type { Logger } from "drizzle-orm/logger";

/**
 * A Drizzle logger that appends each distinct SQL text this process sends to `file`, one JSON
 * string per line (parameters are never written: the texts carry `$1`, `$2`, ...). CI's
 * PostgreSQL half turns it on (env SQL_STATEMENT_LOG) so that scripts/statements-on-pglite.mjs
 * can have PGlite plan every statement the integration suite ran, which runs whole on PostgreSQL
 * only (ADR 055). Several processes may append to one file: each line is one write.
 */
export function statementLog(file: string): Logger {
  const seen = new Set<string>();
  return {
    logQuery(query) {
      if (seen.has(query)) return;
      seen.add(query);
      fs.appendFileSync(file, `${JSON.stringify(query)}\n`);
    },
  };
}
