import type { NamedAuthor } from "./author-names";
import { EMAIL, fold } from "./text";
import type { Line } from "../layout.types";

const ORCID = /(?:orcid(?:\.org)?[:/\s]*(?:id[:\s]*)?)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/gi;
const CORRESPONDING_MARK = /^[*✉]$/;

export type Contact = { email: string | null; orcid: string | null; isCorresponding: boolean };

function surname(name: string): string {
  const words = fold(name).split(" ");
  return words[words.length - 1] ?? "";
}

const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The author whose name is written closest to `at` in the text, within `reach` characters: the
 * whole name first; else the surname, when no other author bears it (two Tanakas need the given
 * name to tell them apart).
 */
function nearestAuthor(authors: NamedAuthor[], text: string, at: number, reach: number): number | null {
  const folded = foldText(text);
  const closest = (key: (author: NamedAuthor) => string, eligible: (index: number) => boolean): number | null => {
    let best: number | null = null;
    let bestDistance = Infinity;
    authors.forEach((author, index) => {
      const name = key(author);
      if (name.length < 2 || !eligible(index)) return;
      for (let from = folded.indexOf(name); from >= 0; from = folded.indexOf(name, from + 1)) {
        const distance = Math.abs(from - at);
        if (distance <= reach && distance < bestDistance) [best, bestDistance] = [index, distance];
      }
    });
    return best;
  };
  const whole = closest(
    (a) => foldText(a.name),
    () => true,
  );
  if (whole !== null) return whole;
  const surnames = authors.map((a) => surname(a.name));
  return closest(
    (a) => surname(a.name),
    (index) => surnames.filter((n) => n === surnames[index]).length === 1,
  );
}

/**
 * The author an address belongs to by its local part: "j.smith@", "smithj@", "rashid_phdu@"; with
 * two authors of one surname, the one whose given name it holds too.
 */
function ownerByAddress(authors: NamedAuthor[], email: string): number | null {
  const local = fold(email.split("@")[0]).replace(/ /g, "");
  const scores = authors.map((author) => {
    const last = surname(author.name).replace(/ /g, "");
    const first = fold(author.name).split(" ")[0] ?? "";
    return (last.length >= 3 && local.includes(last) ? 1 : 0) + (first.length >= 4 && local.includes(first) ? 1 : 0);
  });
  const best = Math.max(0, ...scores);
  const owners = scores.flatMap((score, index) => (best > 0 && score === best ? [index] : []));
  return owners.length === 1 ? owners[0] : null;
}

const NOT_A_LOCAL_PART = /^(e|email|mail|to|at|and|or|is|by|address|addresses|contact)$/;

/**
 * An underscore drawn as a rule rather than a character leaves a space: "Ling; anna ling@imu.edu.my"
 * is anna_ling@. A lone lower-case word right before the address, after a list's punctuation or at
 * the start of the line, is the start of its local part.
 */
export function repairUnderscore(text: string, at: number, email: string): string {
  const before = /(^|[;:,(]\s*)([a-z0-9]+) $/.exec(text.slice(0, at));
  return before && !NOT_A_LOCAL_PART.test(before[2]) ? `${before[2]}_${email}` : email;
}

/** The author whose initials are written before an address: "addressed to M.S.M. (email: …". */
export function ownerByInitials(authors: NamedAuthor[], text: string): number | null {
  const written = [...text.matchAll(/\b((?:[A-Z]\.-?\s?){2,4})/g)].map((m) => m[1].replace(/[^A-Z]/g, ""));
  if (written.length === 0) return null;
  const initials = authors.map((a) =>
    a.name
      .split(/[\s-]+/)
      .map((w) => w[0])
      .join("")
      .toUpperCase(),
  );
  const matches = initials.flatMap((i, index) => (written.includes(i) ? [index] : []));
  return matches.length === 1 ? matches[0] : null;
}

/** The author named alone on the line above an address ("* Kelly J. Robinson" then the address). */
function namedAbove(authors: NamedAuthor[], above: Line | undefined, at: number): number | null {
  if (!above || at > 0 || above.text.length > 60) return null;
  return nearestAuthor(authors, above.text, 0, above.text.length);
}

/**
 * E-mails, ORCID iDs and the corresponding author, from page 1. An address goes to the author
 * named next to it, else the one its local part names, else the author marked as corresponding.
 */
export function findContacts(authors: NamedAuthor[], lines: Line[]): Contact[] {
  const contacts: Contact[] = authors.map((a) => ({
    email: null,
    orcid: null,
    isCorresponding: a.markers.some((m) => CORRESPONDING_MARK.test(m)),
  }));
  if (authors.length === 0) return contacts;

  // A mark in brackets after a name in a list of the authors ("R. S. Fougat (&)", "(✉)", "(*)"):
  // a symbol font's envelope often decodes as "&".
  if (!contacts.some((c) => c.isCorresponding)) {
    for (const line of lines) {
      const mark = /\((?:&|✉|\*|\u2709)\)/.exec(line.text);
      if (!mark) continue;
      const named = nearestAuthor(authors, line.text.slice(0, mark.index), mark.index, 40);
      if (named !== null) {
        contacts[named].isCorresponding = true;
        break;
      }
    }
  }

  // "Correspondence to: Name" (on the line or the next ones) when no author carries a mark.
  if (!contacts.some((c) => c.isCorresponding)) {
    const at = lines.findIndex((l) => /correspond/i.test(l.text));
    if (at >= 0) {
      const text = lines
        .slice(at, at + 3)
        .map((l) => l.text)
        .join(" ");
      const named = nearestAuthor(authors, text, 0, text.length);
      if (named !== null) contacts[named].isCorresponding = true;
    }
  }

  const unassigned: string[] = [];
  lines.forEach((line, at) => {
    // An address broken after its "@" continues on the next line.
    const text = /@$/.test(line.text) && lines[at + 1] ? line.text + lines[at + 1].text.trim() : line.text;
    for (const match of text.matchAll(EMAIL)) {
      const email = repairUnderscore(text, match.index, match[0].replace(/\.$/, "").replace(/[\u2010\u2011]/g, "-"));
      if (contacts.some((c) => c.email === email) || unassigned.includes(email)) continue;
      const owner =
        nearestAuthor(authors, text, match.index, 60) ??
        ownerByAddress(authors, email) ??
        ownerByInitials(authors, text.slice(Math.max(0, match.index - 40), match.index)) ??
        namedAbove(authors, lines[at - 1], match.index);
      if (owner !== null && contacts[owner].email === null) contacts[owner].email = email;
      else if (owner === null) unassigned.push(email);
    }
  });
  for (const email of unassigned) {
    const target = contacts.find((c) => c.isCorresponding && c.email === null);
    if (target) target.email = email;
  }
  // One address and no mark: its owner is the one to write to.
  const withEmail = contacts.filter((c) => c.email !== null);
  if (!contacts.some((c) => c.isCorresponding) && withEmail.length === 1) withEmail[0].isCorresponding = true;

  for (const line of lines) {
    for (const match of line.text.matchAll(ORCID)) {
      const owner = nearestAuthor(authors, line.text, match.index ?? 0, 80);
      if (owner !== null && contacts[owner].orcid === null) contacts[owner].orcid = match[1].toUpperCase();
    }
  }
  return contacts;
}
