// Money on invoices: integer minor units with an ISO 4217 currency, never floats (ADR 064).
export type Currency = "INR" | "USD";
export const CURRENCIES: readonly Currency[] = ["INR", "USD"];

export const LOCALE: Record<Currency, string> = { INR: "en-IN", USD: "en-US" };

/** "₹3,000.00", "$150.00": minor units shown with two decimals, grouped as the currency's country does. */
export function formatMoney(minor: number, currency: string): string {
  const code = currency === "USD" ? "USD" : "INR";
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  const grouped = new Intl.NumberFormat(LOCALE[code], { maximumFractionDigits: 0 }).format(whole);
  return `${sign}${code === "INR" ? "₹" : "$"}${grouped}.${cents}`;
}

/** "INR 3000.00": the plain form for CSV and PDF text (no grouping, no symbol). */
export function plainMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${currency} ${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Splits an amount that includes GST into its taxable value and the GST, in minor units: the
 * taxable value is rounded to the nearest minor unit and the GST is the rest, so the two always
 * add up to the total.
 */
export function splitGst(totalMinor: number, rateBasisPoints: number): { taxableMinor: number; gstMinor: number } {
  if (rateBasisPoints <= 0) return { taxableMinor: totalMinor, gstMinor: 0 };
  const taxableMinor = Math.round((totalMinor * 10_000) / (10_000 + rateBasisPoints));
  return { taxableMinor, gstMinor: totalMinor - taxableMinor };
}

/** "18%" or "12.5%" from basis points. */
export function formatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest ? `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}%` : `${whole}%`;
}

/** Parses "3000", "3,000.50" into minor units; null when it is not an amount with at most two decimals. */
export function parseMoney(input: string): number | null {
  const text = input.replace(/[,\s]/g, "");
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** "3000.00" for a form's field. */
export function moneyField(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/**
 * The Indian financial year (April to March) of a moment, named by the calendar year it starts in,
 * read on the Indian calendar day (Asia/Kolkata, UTC+5:30, no daylight saving).
 */
export function financialYearOf(at: Date): number {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  return ist.getUTCMonth() >= 3 ? year : year - 1;
}

/** 2026 -> "2026-27". */
export function financialYearLabel(fy: number): string {
  return `${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;
}

/** "FJPHS/2026-27/0007". */
export function invoiceNumber(shortName: string, fy: number, sequence: number): string {
  return `${shortName.toUpperCase()}/${financialYearLabel(fy)}/${String(sequence).padStart(4, "0")}`;
}
