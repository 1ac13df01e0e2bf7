import { INSTITUTION } from "./text";

export type NamedAuthor = { name: string; markers: string[] };

const DEGREE =
  /^(md|phd|ph\.d\.?|msc|m\.sc\.?|bsc|b\.sc\.?|mph|ms|ma|ba|rn|pharmd|pharm\.?d\.?|bpharm|mpharm|mbbs|frcs|frcp|frcpc|facp|dphil|drph|dds|dmd|mbchb|mrcp|mba|bs|mfa|dnp|np|pa-c|mrpharms|bds|mds|bdsc|mdsc|dch|dnb|frcr|mrcs|fds|facs|fdsrcs)\.?$/i;
const HONORIFIC = /^(dr|prof|professor|mr|mrs|ms|miss)\.?\s+/i;
const PARTICLE = /^(van|von|de|del|della|der|den|da|das|do|dos|di|du|la|le|bin|binti|ibn|al|el|ter|ten|y|e)$/i;

/** Splits a superscript's content into its markers: "1,2*" → ["1", "2", "*"]. */
export function splitMarkers(content: string): string[] {
  return content
    .replace(/([*†‡§¶#✉])/g, ",$1,")
    .split(/[,\s]+/)
    .map((m) => m.trim())
    .filter((m) => m.length > 0 && m.length <= 3);
}

/** Whether a piece of an author line is a person's name: two to six capitalised words. */
export function looksLikeName(name: string): boolean {
  if (name.length < 4 || name.length > 60 || /\d|@/.test(name) || INSTITUTION.test(name)) return false;
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  return words.every((w) => /^[A-Z\u00c0-\u00de\u0100-\u024f][\p{L}'’.-]*$/u.test(w) || PARTICLE.test(w));
}

/** Markers written in the text rather than raised: "Smith1,2*", "Jones*". */
function raiseInlineMarkers(text: string): string {
  return text.replace(/(\p{Ll}|\))(\d{1,2}(?:,\d{1,2})*[*†‡§¶#]*|[*†‡§¶#✉]+)(?=[\s,;&]|$)/gu, "$1^{$2}");
}

/**
 * Reads the names of an author line, written with ^{…} superscripts (see Line.marked): names
 * are split on commas, semicolons, "and" and "&"; each superscript's markers go to the name
 * before it (or after it, when it opens the line).
 */
export function parseAuthorLine(marked: string): NamedAuthor[] {
  const authors: NamedAuthor[] = [];
  let pending: string[] = [];
  // Whether a separator came after the last name: a marker then belongs to the next name.
  let separated = true;
  for (const part of raiseInlineMarkers(marked).split(/(\^\{[^}]*\})/)) {
    const sup = /^\^\{([^}]*)\}$/.exec(part);
    if (sup) {
      const last = authors.at(-1);
      if (last && !separated) last.markers.push(...splitMarkers(sup[1]));
      else pending.push(...splitMarkers(sup[1]));
      continue;
    }
    // Text after a marker starts a new name even without a comma ("Smith^{1} Jones^{2}").
    part.split(/\s*(?:,|;|\s&\s|\band\b|&|[|•]|\s·\s)\s*/).forEach((piece, index) => {
      if (index > 0) separated = true;
      const name = cleanName(piece);
      if (name.length === 0) return;
      authors.push({ name, markers: pending });
      pending = [];
      separated = false;
    });
  }
  // Degrees after a name ("Jane Roe, MD, PhD^{1}") are not authors; their markers are hers.
  const people: NamedAuthor[] = [];
  for (const author of authors) {
    if (DEGREE.test(author.name)) people.at(-1)?.markers.push(...author.markers);
    else people.push(author);
  }
  return people;
}

function cleanName(piece: string): string {
  return withoutTrailingDegrees(
    piece
      .replace(/[\u2010\u2011]/g, "-")
      .replace(HONORIFIC, "")
      .replace(/[*†‡§¶#✉]+/g, "")
      .replace(/\s+/g, " ")
      .replace(/^[\s.,;:]+|[\s,;:]+$/g, "")
      .trim(),
  );
}

/** "Priya Nair BDS" → "Priya Nair": degrees written after a name without a comma. */
function withoutTrailingDegrees(name: string): string {
  const words = name.split(" ");
  while (words.length > 2 && DEGREE.test(words[words.length - 1]) && /\p{Lu}.*\p{Lu}|\./u.test(words[words.length - 1]))
    words.pop();
  return words.join(" ");
}
