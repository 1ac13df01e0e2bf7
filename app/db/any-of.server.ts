import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * `column = any(array)` with the values sent as one array parameter. Drizzle's `inArray` sends a
 * parameter for each value, and building a statement with 200 of them (the reviewer pool's
 * candidates) took longer than running it; a long list also planned as one more constant each.
 * Each value is quoted in the array's literal, so any text (commas, quotes, braces) stays one value.
 */
export function anyOf(column: SQLWrapper, values: readonly string[], type: "uuid" | "text"): SQL {
  return sql`${column} = any(${arrayLiteral(values)}::${sql.raw(type)}[])`;
}

/**
 * The text of a PostgreSQL array of these values, each quoted: the parameter of `= any($n::type[])`
 * in a statement built once (`sql.placeholder`), as anyOf sends it.
 */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
