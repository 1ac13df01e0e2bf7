// Counts as "12,345", without Intl. In the browser the first use of Intl's number or date formats
// loads the locale data, tens of milliseconds on a desktop and four times that on a phone, within
// the hydration of the first page that formats a number (ADR 083); this formats the same text
// (en-US, the platform's one language) with string operations alone, on the server and in the
// browser alike.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** 12345 -> "12,345"; -1234.5 -> "-1,234.5": as `toLocaleString("en-US")`, at most 3 decimals. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "∞" : "-∞";
  const abs = Math.abs(n);
  // Past 1e21 String() writes an exponent; no count of ours comes near.
  // eslint-disable-next-line no-restricted-syntax -- never reached by a count
  if (abs >= 1e21) return n.toLocaleString("en-US");
  const rounded = Number.isInteger(abs) ? abs : Math.round(abs * 1000) / 1000;
  const [whole, fraction] = String(rounded).split(".");
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return `${sign}${whole!.replace(THOUSANDS, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** 1 -> "1 keyword", 3 -> "3 keywords": the count and its noun, the noun's plural given. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * A journal's allowed range as it reads: "3-6 keywords", or "3 keywords" (not "3-3") when the
 * least and the most are the same, "1 keyword" when both are one.
 */
export function countRange(min: number, max: number, one: string, many: string): string {
  return min === max ? countOf(min, one, many) : `${formatCount(min)}-${formatCount(max)} ${many}`;
}
