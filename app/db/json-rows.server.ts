import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * The rows of a correlated subquery as one JSON array of objects, for a page that reads a record
 * and its lists in one statement (one round trip, one socket write) instead of one per list. Each
 * object has the keys of `fields` and, for these column types (text, numbers, booleans, uuids,
 * enums, dates read as strings), the values Drizzle would map; timestamps would come as strings.
 * `rest` is the subquery's `from … where …`; the array is in `orderBy`, at most `limit` long, and
 * `[]` when there is no row. The outer query's columns named in `rest` must come qualified, as
 * Drizzle writes them in a select with a join (not in a select from one table).
 */
export function jsonRows<Row>(
  fields: Record<keyof Row & string, SQLWrapper>,
  rest: SQL,
  orderBy: SQL,
  limit?: SQL,
): SQL<Row[]> {
  const pairs = Object.entries<SQLWrapper>(fields).map(([key, value]) => {
    // The keys are the code's own names, written into the SQL as they are.
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`jsonRows: "${key}" is not a plain name`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  // An array made from a subquery has the subquery's order (json_agg keeps none of its own).
  const rows = sql`select json_build_object(${sql.join(pairs, sql`, `)}) ${rest} order by ${orderBy}`;
  return sql<Row[]>`array_to_json(array(${rows}${limit ? sql` limit ${limit}` : sql``}))`;
}
