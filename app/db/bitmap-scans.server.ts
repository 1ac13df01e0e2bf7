import { sql } from "drizzle-orm";
import type { Db } from "./client.server";

/**
 * The planner settings under which a statement reads its rows through bitmaps only (an index's
 * matches, or several indexes' intersected), never by walking an index in order or reading the
 * whole table: for statements whose condition the planner prices as cheap while it is not (a
 * full-text match reads each row's whole document: reader search, ADR 024).
 */
export const BITMAP_SCAN_SETTINGS = { enable_seqscan: "off", enable_indexscan: "off" } as const;

/** On PostgreSQL, a database handle whose connections have the settings from their start. */
const withSettings = new WeakMap<Db, Db>();

/** `settled` runs every statement under BITMAP_SCAN_SETTINGS: withBitmapScans(db, …) uses it. */
export function routeBitmapScans(db: Db, settled: Db): void {
  withSettings.set(db, settled);
}

/**
 * Runs `work`'s statements under BITMAP_SCAN_SETTINGS. On PostgreSQL they go to a small pool of
 * connections opened with the settings (openDatabase): one round trip a statement. Elsewhere (PGlite's
 * one session), in a transaction that sets them for itself first (`set_config`'s `true` is SET
 * LOCAL): that was three round trips more on PostgreSQL (begin, the settings, commit), 0.4-0.7 ms
 * of a search.
 */
export async function withBitmapScans<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const settled = withSettings.get(db);
  if (settled) return work(settled);
  return db.transaction(async (tx) => {
    // Both settings in one statement: one round trip.
    await tx.execute(
      sql`select ${sql.join(
        Object.entries(BITMAP_SCAN_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return work(tx);
  });
}
