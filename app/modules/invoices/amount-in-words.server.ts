// Amounts in words for the invoice and receipt PDFs (server only: to-words carries every locale,
// which the browser never needs).
import { ToWords } from "to-words";
import { LOCALE, type Currency } from "./invoice-money";

/** "Three Thousand Rupees Only", "One Hundred Fifty Dollars Only". */
export function amountInWords(minor: number, currency: string): string {
  const code: Currency = currency === "USD" ? "USD" : "INR";
  const words = new ToWords({ localeCode: LOCALE[code], converterOptions: { currency: true } });
  // to-words takes a decimal; built from integers (whole + cents/100 exactly representable as text).
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return words.convert(Number(`${whole}.${String(cents).padStart(2, "0")}`));
}
