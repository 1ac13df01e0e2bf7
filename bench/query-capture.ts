// What both EXPLAIN scripts share: the platform booted on the benchmark database, and a recorder of
// every SELECT (and WITH ... SELECT) the services send through the pool, so that the real queries are explained.
import pg from "pg";
import { bootPlatform } from "~/lib/boot.server";
import { parseEnv } from "~/lib/env.server";

export type CapturedQuery = { text: string; values: unknown[] };

const original = pg.Pool.prototype.query;
let recording: CapturedQuery[] | null = null;

pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const q = args[0] as string | { text: string; values?: unknown[] };
  const text = typeof q === "string" ? q : q.text;
  const values = (typeof q === "string" ? args[1] : (q.values ?? args[1])) as unknown[] | undefined;
  // SELECTs, and reading statements that begin with a CTE (not a CTE feeding a write: EXPLAIN
  // ANALYZE would run the write).
  const reads = /^\s*select/i.test(text) || (/^\s*with\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text));
  if (recording && reads) recording.push({ text, values: values ?? [] });
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

/** The SELECTs `work` sends to the database. */
export async function captureQueries(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const queries: CapturedQuery[] = [];
  recording = queries;
  try {
    await work();
  } finally {
    recording = null;
  }
  return queries;
}

/** A query on `pool` that is never captured (the EXPLAINs themselves). */
export function uncapturedQuery<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  return (original as (t: string, v: unknown[]) => Promise<pg.QueryResult<T>>).call(pool, text, values);
}

/** The platform on DATABASE_URL (the benchmark database), without demo content or background work. */
export function bootBenchPlatform() {
  if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL to the benchmark database");
  return bootPlatform(
    parseEnv({
      ...process.env,
      DEMO_CONTENT: "false",
      DATA_DIR: "bench/out/explain-data",
      ADMIN_EMAIL: "bench@example.org",
      ADMIN_PASSWORD: "bench-password",
    }),
    { backgroundTasks: false },
  );
}
