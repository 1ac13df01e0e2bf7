// Countries by ISO 3166-1 alpha-2 code, with their English names (i18n-iso-countries), the same on
// the server and in the browser: the wizard's author country, the waiver list, invoices (ADR 064).
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

countries.registerLocale(en);

export type Country = { code: string; name: string };

/**
 * A name as it sorts in English: without its accents, in lower case. Compared by code point, the
 * keys put the names in the order of `localeCompare(…, "en")` (countries.test.ts), without the
 * browser loading Intl's collation data for the wizard's page (ADR 083).
 */
const sortKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Every country, by English name. */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames("en", { select: "official" }))
  .map(([code, name]) => ({ code, name, key: sortKey(name) }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  .map(({ code, name }) => ({ code, name }));

const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));

export function countryName(code: string | null | undefined): string | null {
  return code ? (NAMES.get(code.toUpperCase()) ?? null) : null;
}

export function isCountryCode(code: string): boolean {
  return NAMES.has(code.toUpperCase());
}
