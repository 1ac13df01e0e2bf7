import { sql, type SQL } from "drizzle-orm";

/** A stored date (publication_date, a `date`) as the first instant of that day in UTC. */
const utcDay = (column: string) => `(${column}::timestamp at time zone 'UTC')`;

/**
 * When the content of an article or issue last really changed, as SQL over the table (or alias)
 * `t`, which has updated_at, created_at and publication_date. The sitemap's `lastmod` and the
 * article's JSON-LD `dateModified` both read it, so they always agree.
 *
 * - A row never changed since it was written (updated_at = created_at: demo content, an import)
 *   says nothing by its write time, which is only when this installation loaded it: its content
 *   dates from its publication (created_at when it has no publication date).
 * - A row changed since (edited, published later) changed last at updated_at, and never before it
 *   was published.
 *
 * Reading an article changes neither: usage counts leave updated_at alone (decisions/005).
 */
export function contentModifiedSql(t: string): string {
  const published = utcDay(`${t}.publication_date`);
  return (
    `(case when ${t}.updated_at > ${t}.created_at then greatest(${t}.updated_at, ${published}) ` +
    `else coalesce(${published}, ${t}.created_at) end)`
  );
}

/** The same for a drizzle query that selects from the table itself (`"articles"`, `"issues"`). */
export function contentModified(table: "articles" | "issues"): SQL {
  return sql.raw(contentModifiedSql(`"${table}"`));
}
