// Every SQL statement the integration suite sent to PostgreSQL, planned by PGlite (ADR 055).
//
//   node scripts/statements-on-pglite.mjs <statements.jsonl>
//
// CI runs the integration suite whole on PostgreSQL only; on PGlite it runs the files that test
// what differs between the engines (tagged @both-backends). This check covers the rest: PGlite,
// migrated like the platform's own database, parses, analyses and plans each recorded statement
// (EXPLAIN (GENERIC_PLAN), PostgreSQL 16+, which PGlite is) without running it. A statement that
// names a function, operator, type or syntax PGlite lacks fails here. Statements EXPLAIN cannot
// take (SET, LOCK, ...) are listed by kind. Exit code 1 when any statement fails.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/statements-on-pglite.mjs <statements.jsonl>");
  process.exit(2);
}
const statements = [
  ...new Set(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  ),
];

// The extensions the migrations create, as app/db/client.server.ts loads them.
const db = new PGlite({ extensions: { pg_trgm, btree_gin } });
await migrate(drizzle(db), { migrationsFolder: path.resolve(import.meta.dirname, "../app/db/migrations") });

const PLANNABLE = /^\s*\(?\s*(select|insert|update|delete|with|values|merge)\b/i;
const failures = [];
const otherKinds = new Map();
let planned = 0;
for (const statement of statements) {
  if (!PLANNABLE.test(statement)) {
    const kind = statement.trim().split(/\s+/, 1)[0].toLowerCase();
    otherKinds.set(kind, (otherKinds.get(kind) ?? 0) + 1);
    continue;
  }
  try {
    // The simple query protocol: with the extended one, $1 would be a parameter of EXPLAIN itself.
    await db.exec(`explain (generic_plan) ${statement}`);
    planned++;
  } catch (e) {
    failures.push({ statement, error: e instanceof Error ? e.message : String(e) });
  }
}
await db.close();

const others = [...otherKinds].map(([kind, n]) => `${n} ${kind}`).join(", ");
console.log(
  `${statements.length} distinct statements from the PostgreSQL run: ${planned} planned by PGlite` +
    (others ? `; not plannable, left out: ${others}` : ""),
);
for (const f of failures) console.log(`\nPGlite refuses:\n  ${f.statement.slice(0, 600)}\n  ${f.error}`);
if (failures.length) console.log(`\n${failures.length} statements PGlite cannot plan.`);
process.exit(failures.length ? 1 : 0);
