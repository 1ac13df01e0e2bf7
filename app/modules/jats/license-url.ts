/**
 * The licence's deed URL for a stored SPDX-style identifier ('CC-BY-4.0' -> its Creative Commons
 * page); null for anything else, which is then named in words only.
 */
export function licenseUrl(license: string): string | null {
  const id = license.trim().toUpperCase();
  if (id === "CC0-1.0") return "https://creativecommons.org/publicdomain/zero/1.0/";
  const m = /^CC-(BY(?:-NC)?(?:-ND|-SA)?)-(\d\.\d)$/.exec(id);
  return m ? `https://creativecommons.org/licenses/${m[1]!.toLowerCase()}/${m[2]}/` : null;
}
