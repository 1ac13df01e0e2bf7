import { sql } from "drizzle-orm";
import type { Db } from "./client.server";

/**
 * The databases whose queries built once are named statements (openDatabase decides), with, on
 * PGlite, where a built query's SQL text is registered under its name (its client sends named
 * statements itself: pglite-named-statements.server.ts).
 */
const naming = new WeakMap<Db, ((text: string, name: string) => void) | null>();

/**
 * The queries built once on `db` become named statements: each connection parses and plans them
 * once and keeps the plan, where an unnamed statement is planned at every execution (0.3 ms for
 * the article's lookup alone, 0.8 ms for the article page's statement; ADR 040).
 */
export function nameStatementsOn(db: Db, registerText?: (text: string, name: string) => void): void {
  naming.set(db, registerText ?? null);
}

const names = new Set<string>();

/**
 * A query built once per database and then only run, its `sql.placeholder`s filled in: for the
 * queries every public page render sends, whose building (Drizzle assembling the SQL and mapping
 * the columns) cost more than PostgreSQL's answer. Per database, because tests start platforms of
 * their own; a transaction gets its own copy. `build` prepares it under `statement`: the query's
 * `name` where the database names statements, else "" (unnamed, planned at every execution).
 */
export function builtOnce<Query>(name: string, build: (db: Db, statement: string) => Query): (db: Db) => Query {
  // A name is one statement's on every connection: two queries under one name would collide.
  if (names.has(name)) throw new Error(`builtOnce: the statement name "${name}" is taken`);
  names.add(name);
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db, naming.has(db) ? name : "");
      built.set(db, query);
      const text = (query as { getQuery?: () => { sql: string } } | null)?.getQuery?.().sql;
      if (text !== undefined) naming.get(db)?.(text, name);
    }
    return query;
  };
}

/**
 * A top-n query built once per limit, with the limit written into its SQL where a
 * `sql.placeholder` would be a parameter. PostgreSQL plans `limit $1` before it knows $1 as if a
 * tenth of the rows were wanted: for a top-n read of a large table that plan looks far dearer than
 * the one for the actual n, so the statement was planned anew at every execution (0.6-1.6 ms for
 * the home page's newest articles) instead of keeping its plan. Callers pass a few fixed limits.
 */
export function builtPerLimit<Query>(
  name: string,
  build: (db: Db, statement: string, limit: number) => Query,
): (db: Db, limit: number) => Query {
  const perLimit = new Map<number, (db: Db) => Query>();
  return (db, limit) => {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`builtPerLimit: ${limit} is not a limit`);
    let query = perLimit.get(limit);
    if (query === undefined) {
      query = builtOnce(`${name}_${limit}`, (db, statement) => build(db, statement, limit));
      perLimit.set(limit, query);
    }
    return query(db);
  };
}

/**
 * `limit` for Drizzle's `.limit()`, written into the SQL as it is: Drizzle makes a number a
 * parameter but writes an SQL fragment in place (its types allow only the number).
 */
export function literalLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`literalLimit: ${limit} is not a limit`);
  return sql.raw(String(limit)) as unknown as number;
}
