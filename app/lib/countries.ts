// Countries by ISO 3166-1 alpha-2 code, with their English names (i18n-iso-countries), the same on
// the server and in the browser: the wizard's author country, the waiver list, invoices (ADR 064).
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

countries.registerLocale(en);

export type Country = { code: string; name: string };

/** Every country, by English name. */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames("en", { select: "official" }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));

export function countryName(code: string | null | undefined): string | null {
  return code ? (NAMES.get(code.toUpperCase()) ?? null) : null;
}

export function isCountryCode(code: string): boolean {
  return NAMES.has(code.toUpperCase());
}
