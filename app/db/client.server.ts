import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "~/lib/logger.server";
import { BITMAP_SCAN_SETTINGS, routeBitmapScans } from "./bitmap-scans.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { withNamedStatements } from "./pglite-named-statements.server";
import { nameStatementsOn } from "./prepared.server";
import { statementLog } from "./statement-log.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs exclusive work (first-start data):
   * a session advisory lock on PostgreSQL; PGlite has one process.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
};

/**
 * The most connections reader search holds at once beside the pool's 10 (bitmap-scans.server.ts):
 * its GIN path's statement, one per search in flight.
 */
const BITMAP_SCAN_CONNECTIONS = 4;

/** Advisory lock keys: migrations, then first-start data (several instances starting at once). */
const MIGRATION_LOCK = 727274;
const STARTUP_DATA_LOCK = 727275;

const migrationsFolder = path.resolve(import.meta.dirname ?? ".", "../../app/db/migrations");

function findMigrations(): string {
  // Bundled server code lives in build/server; sources in app/db. Both resolve from the project root.
  const candidates = [path.resolve("app/db/migrations"), migrationsFolder];
  const found = candidates.find((c) => fs.existsSync(path.join(c, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (or in memory when `dataDir` is "memory://"). Applies pending migrations before returning. The
 * queries built once are named statements unless `namedStatements` is false.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  namedStatements?: boolean;
  /** A file that receives every distinct statement (a testing aid, ADR 055). */
  statementLogFile?: string;
}): Promise<Database> {
  const migrations = findMigrations();
  const statementLogger = opts.statementLogFile ? statementLog(opts.statementLogFile) : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on("error", (err) => logger.warn({ err: err.message }, "idle database connection lost"));
    const db = drizzlePg(pool, { schema, casing: "snake_case", logger: statementLogger }) as unknown as Db;
    if (opts.namedStatements ?? true) nameStatementsOn(db);
    // Reader search's statements that must read through bitmaps (bitmap-scans.server.ts), on
    // connections opened with the settings: a few, opened when first needed and closed when idle.
    // The settings are set as each connection opens, before the pool hands it out (not as startup
    // options, which would replace any the URL gives).
    const bitmapPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: BITMAP_SCAN_CONNECTIONS,
      // Awaited by the pool (pg-pool 3.14), though its types say the function returns nothing.
      onConnect: async (client: pg.ClientBase) => {
        await client.query(
          Object.entries(BITMAP_SCAN_SETTINGS)
            .map(([name, value]) => `set ${name} = ${value}`)
            .join("; "),
        );
      },
    });
    bitmapPool.on("error", (err) => logger.warn({ err: err.message }, "idle database connection lost"));
    routeBitmapScans(
      db,
      drizzlePg(bitmapPool, { schema, casing: "snake_case", logger: statementLogger }) as unknown as Db,
    );
    // Several instances may start at once: one applies migrations, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { casing: "snake_case" }), { migrationsFolder: migrations });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      // The lock lives in one session held aside; the work itself uses the pool as usual.
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [STARTUP_DATA_LOCK]);
        return await work();
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [STARTUP_DATA_LOCK]).catch(() => {});
        holder.release();
      }
    };
    return {
      db,
      kind: "postgres",
      close: async () => {
        await Promise.all([pool.end(), bitmapPool.end()]);
      },
      exclusively,
    };
  }

  let release = () => {};
  let client: PGlite;
  if (opts.dataDir === "memory://") {
    client = new PGlite({ loadDataDir: await migratedMemoryImage(migrations), extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = path.join(opts.dataDir, "pglite");
    fs.mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const naming = withNamedStatements(client);
  const db = drizzlePglite(naming.client, { schema, casing: "snake_case", logger: statementLogger }) as unknown as Db;
  if (opts.namedStatements ?? true) nameStatementsOn(db, naming.name);
  await migratePglite(db as never, { migrationsFolder: migrations });
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      release();
    },
    exclusively: (work) => work(),
  };
}

/**
 * Extensions the migrations create: pg_trgm (reader search's vocabulary, ADR 060) and btree_gin
 * (the journal in reader search's GIN index, ADR 024).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

let memoryImage: Promise<Blob> | undefined;

/**
 * A migrated, empty database as a data-directory image, made once per process. In-memory databases
 * are throwaway ones (tests boot dozens); creating each from scratch runs initdb, seconds of work,
 * while a copy of this image opens in a fraction of that.
 */
function migratedMemoryImage(migrationsFolder: string): Promise<Blob> {
  memoryImage ??= (async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await migratePglite(drizzlePglite(client, { casing: "snake_case" }) as never, { migrationsFolder });
      return await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
  })();
  return memoryImage;
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
