import { notFound } from "~/lib/errors";
import type { Db } from "~/db/client.server";
import { onContentChange } from "~/lib/content-changes.server";
import { db } from "~/lib/services.server";
import { resolveReviewType, type JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { drawnTheme } from "~/modules/journal-themes/contrast";
import { PREFERRED_JOURNAL_ORDER, storedThemeOr, type JournalTheme } from "./journal-themes";
import {
  findActiveJournals,
  findActiveJournalWithCountsByShortName,
  findArchivedJournals,
  findReadableJournals,
  type PublicJournalRow,
} from "./journals.repository.server";

export type PublicJournal = Omit<PublicJournalRow, "theme" | "reviewType"> & {
  theme: JournalTheme;
  reviewType: JournalReviewType;
};
export type PublicJournalWithCounts = PublicJournal & { issueCount: number; articleCount: number };

/**
 * The theme the public pages draw with: the stored (or default) one, readable at AA (drawnTheme);
 * and the review type its settings give (the default without settings).
 */
function withTheme<R extends PublicJournalRow>(
  row: R,
): Omit<R, "theme" | "reviewType"> & { theme: JournalTheme; reviewType: JournalReviewType } {
  return {
    ...row,
    reviewType: resolveReviewType(row.reviewType),
    theme: drawnTheme(storedThemeOr(row.shortName, row.theme)),
  };
}

/** Sorts journals fjphs, ijcpms, ijebr, bjps first, then the rest by creation. */
export function sortPreferred<T extends { shortName: string }>(list: T[]): T[] {
  const rank = (s: string) => {
    const i = (PREFERRED_JOURNAL_ORDER as readonly string[]).indexOf(s);
    return i === -1 ? PREFERRED_JOURNAL_ORDER.length : i;
  };
  return [...list].sort((a, b) => rank(a.shortName) - rank(b.shortName));
}

/** Public journals (active only) in the preferred order, with their published issue and article counts. */
export async function listPublicJournals(): Promise<PublicJournalWithCounts[]> {
  return sortPreferred((await findActiveJournals(db())).map(withTheme));
}

const activeOf = new WeakMap<readonly PublicJournal[], readonly PublicJournal[]>();

/**
 * Public journals in the preferred order, without counts (menus and lists that do not show them).
 * The same array until public content changes, so that what is rendered from it once can be
 * recognised (RenderOnce).
 */
export async function listPublicJournalsWithoutCounts(): Promise<readonly PublicJournal[]> {
  const readable = await readableJournals();
  let active = activeOf.get(readable);
  if (!active) {
    active = Object.freeze(sortPreferred(readable.filter((j) => j.status === "active")));
    activeOf.set(readable, active);
  }
  return active;
}

/** Archived journals, by title: listed under 'Archived' on /journals, their articles still online. */
export async function listArchivedJournals(): Promise<PublicJournalWithCounts[]> {
  return (await findArchivedJournals(db())).map(withTheme);
}

/** A readable journal (active or archived) by short name; throws a 404 AppError ('Journal Not Found') otherwise. */
export async function getPublicJournal(shortName: string): Promise<PublicJournal> {
  const name = shortName.toLowerCase();
  const journal = (await readableJournals()).find((j) => j.shortName === name);
  if (!journal) throw notFound("journals.not_found", "Journal Not Found");
  return journal;
}

// The readable journals with their themes, read once per database and kept until the next change
// to public content: every public page needs them (the header's list, the page's own journal), and
// every service that changes a journal, its theme or its settings calls contentChanged(), which
// other instances hear too. The kept objects are shared by every request, so they are frozen.
let readable = new WeakMap<Db, Promise<PublicJournal[]>>();
onContentChange(() => {
  readable = new WeakMap();
});

function readableJournals(): Promise<PublicJournal[]> {
  const database = db();
  const kept = readable;
  let journals = kept.get(database);
  if (!journals) {
    journals = findReadableJournals(database).then((rows) => rows.map((row) => Object.freeze(withTheme(row))));
    kept.set(database, journals);
    // A failed read is not kept: the next request reads again.
    journals.catch(() => kept.delete(database));
  }
  return journals;
}

/** Like getPublicJournal, with the journal's published issue and article counts. */
export async function getPublicJournalWithCounts(shortName: string): Promise<PublicJournalWithCounts> {
  const row = await findActiveJournalWithCountsByShortName(db(), shortName.toLowerCase());
  if (!row) throw notFound("journals.not_found", "Journal Not Found");
  return withTheme(row);
}
