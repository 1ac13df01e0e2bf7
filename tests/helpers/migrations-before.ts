// The migrations of an older release, for tests of what a migration does to data written before it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGLITE_EXTENSIONS, type Db } from "~/db/client.server";

export const MIGRATIONS = path.resolve("app/db/migrations");

/** A copy of the migrations folder that stops before `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/**
 * A database in memory as an older release left it: migrated up to `tag`, not including it.
 * `migrateRest` then runs `tag` and every migration after it, as an upgrade does.
 */
export async function databaseBefore(tag: string) {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { casing: "snake_case" }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsBefore(tag) });
  return {
    db,
    migrateRest: () => migrate(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

/** The rows of raw SQL (the tables as they stood before a migration have no schema here). */
export const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: T[] };
