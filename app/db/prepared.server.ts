import type { Db } from "./client.server";

/**
 * A query built once per database and then only run, its `sql.placeholder`s filled in: for the
 * queries every public page render sends, whose building (Drizzle assembling the SQL and mapping
 * the columns) cost more than PostgreSQL's answer. Per database, because tests start platforms of
 * their own; a transaction gets its own copy. The statements are unnamed, so that they need no
 * per-connection state and pass through any connection pooler.
 */
export function builtOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
