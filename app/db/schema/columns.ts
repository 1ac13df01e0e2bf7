import { sql } from "drizzle-orm";
import { timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

export const id = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

type DatedColumns = {
  updatedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  publicationDate: AnyPgColumn;
};

/**
 * When an article's or issue's content last really changed, contentModifiedSql
 * (sitemap/content-date.server.ts) spelled as an index needs it; the two must stay the same
 * expression for queries to use the indexes.
 */
export function contentModifiedIndexed(t: DatedColumns) {
  const published = sql`(${t.publicationDate}::timestamp at time zone 'UTC')`;
  return sql`(case when ${t.updatedAt} > ${t.createdAt} then greatest(${t.updatedAt}, ${published}) else coalesce(${published}, ${t.createdAt}) end)`;
}
