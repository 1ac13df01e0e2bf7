import type { Rng } from "./prng";
import { MONTH_NAMES } from "~/modules/articles/article-format";

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function fixed(n: number, decimals = 1): string {
  return n.toFixed(decimals);
}

/** A share as a percentage of a total, to one decimal. */
export function pct(part: number, total: number, decimals = 1): string {
  return ((part / total) * 100).toFixed(decimals);
}

export function pValue(rng: Rng, significant = true): string {
  if (!significant) return `p = ${rng.float(0.08, 0.62, 2).toFixed(2)}`;
  return rng.pick(["p < 0.001", "p < 0.001", "p = 0.002", "p = 0.004", "p = 0.01", "p = 0.02", "p = 0.03"]);
}

/** An odds or risk ratio with a 95% confidence interval that excludes 1 when `significant`. */
export function ratioWithCi(rng: Rng, low: number, high: number, significant = true): string {
  const r = rng.float(low, high, 2);
  const spread = rng.float(0.18, 0.38, 2);
  let lo = r * (1 - spread);
  let hi = r * (1 + spread * 1.4);
  if (significant && r > 1 && lo <= 1) lo = 1 + rng.float(0.04, 0.2, 2);
  if (significant && r < 1 && hi >= 1) hi = 1 - rng.float(0.03, 0.12, 2);
  return `${r.toFixed(2)}; 95% CI ${lo.toFixed(2)} to ${hi.toFixed(2)}`;
}

export function meanSd(rng: Rng, mean: [number, number], sd: [number, number], decimals = 1): string {
  return `${rng.float(mean[0], mean[1], decimals).toFixed(decimals)} ± ${rng.float(sd[0], sd[1], decimals).toFixed(decimals)}`;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function monthName(month1: number): string {
  return MONTH_NAMES[month1 - 1];
}

/** "12 March 2024" from an ISO date. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** Spells out small numbers at the start of a sentence, as journals do. */
export function numberWord(n: number): string {
  const words = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
  ];
  return n >= 0 && n < words.length ? words[n] : String(n);
}

/** Numbers up to twelve in words, larger ones in digits. */
export function numberOrDigits(n: number): string {
  return n <= 12 ? numberWord(n) : String(n);
}

/** A count that opens a sentence: "Nine trials", or "A total of 21 trials" (never a bare digit). */
export function countStart(n: number, noun: string): string {
  return n <= 12 ? `${capitalize(numberWord(n))} ${noun}` : `A total of ${n} ${noun}`;
}

/** "a" or "an" before a word, by its first sound (good enough for drug classes). */
export function indefinite(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|eu|one)/i.test(word) ? `an ${word}` : `a ${word}`;
}
