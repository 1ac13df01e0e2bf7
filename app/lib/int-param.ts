/** The largest value of PostgreSQL's `integer`: numbers in URLs beyond it can name nothing. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A whole number from a URL (a volume, an article or issue number) that the database can compare,
 * or null: digits only, at least `min`, at most PostgreSQL's integer. A number beyond that range
 * is a missing page (404), not a database error.
 */
export function parseIntParam(text: string, min = 1): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= PG_INT_MAX ? value : null;
}
