// Journals management (spec 001 sections 2 to 9): admins list, create, edit and delete journals and
// give them a cover. A journal's status is what readers and authors see of it: active journals are
// listed and take submissions; inactive ones are hidden (their pages answer 404); archived ones
// take no submissions but keep their pages and articles online (DOIs point there). Every change
// public pages show refreshes the journal's sitemap entries in its transaction and empties the
// public caches after the commit. A cover given as an address is fetched and stored like an upload
// when the form is saved, before the transaction (ADR 052).
import crypto from "node:crypto";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type PermissionSubject } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import { storeCoverFromUrl } from "~/modules/cover-urls/cover-url-fetch.server";
import type { ProcessedImage } from "~/modules/images/image-upload.server";
import { readStoredImage, removeStoredFolder, storeImageVersion } from "~/modules/images/image-store.server";
import { boardAvatarFoldersOfJournal } from "~/modules/editorial-board/editorial-board-manager.service.server";
import { imageKeyPrefix } from "~/modules/images/image-versions";
import { ISSUE_COVERS } from "~/modules/issues/issue-cover-image";
import { JOURNAL_COVERS } from "./journal-cover-image";
import { HERO_PANEL, scrimmedGradient } from "~/modules/journal-themes/contrast";
import { themeFor } from "./journal-themes";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { COVER_MAX_BYTES, JOURNAL_MESSAGES, JOURNALS_ACCESS_DENIED } from "./journals.desk.constants";
import {
  countPublicArticles,
  databaseErrorCode,
  deleteJournalRows,
  findDeskJournal,
  findDeskJournals,
  findJournalChoices,
  findJournalCover,
  findJournalFiles,
  insertJournal,
  isShortNameTaken,
  lockJournal,
  updateJournalRow,
  type DeskJournalRow,
} from "./journals.desk.repository.server";
import { isUuid, shortNameFromTitle, type JournalFormInput, type JournalsQuery } from "./journals.desk.schemas";
import type { DeskJournal, JournalsPage } from "./journals.desk.types";

const UNIQUE_VIOLATION = "23505";

/** Throws AppError 403 (the spec's Access Denied text) unless the user is an admin. */
export function requireJournalsManager(actor: CurrentUser): void {
  requirePermission(actor, "journals.manage", undefined, JOURNALS_ACCESS_DENIED.message);
}

const notFound = () => new AppError("journals.not_found", 404, JOURNAL_MESSAGES.notFound);
const shortNameTaken = () => new AppError("journals.short_name_taken", 409, JOURNAL_MESSAGES.shortNameTaken);

function toDesk(row: DeskJournalRow): DeskJournal {
  return {
    ...row,
    scope: row.scope ?? [],
    // Drawn as the public pages draw it: white text (the cover's name) reads on it (drawnTheme).
    heroGradient: scrimmedGradient(row.heroGradient ?? themeFor(row.shortName).gradients.hero, HERO_PANEL),
  };
}

/** The Manage tab's journals (filtered as the URL asks) and every journal for the other two tabs. */
export async function listDeskJournals(actor: CurrentUser, query: JournalsQuery): Promise<JournalsPage> {
  requireJournalsManager(actor);
  const all = (await findDeskJournals(db())).map(toDesk);
  const filtered = query.search || query.status !== "all";
  const journals = filtered
    ? (
        await findDeskJournals(db(), { search: query.search, status: query.status === "all" ? null : query.status })
      ).map(toDesk)
    : all;
  return { query, journals, all };
}

/** Every journal as a choice of the user dialog's per-journal roles (admins who manage users). */
export async function listJournalChoices(actor: CurrentUser) {
  requirePermission(actor, "users.manage");
  return findJournalChoices(db());
}

/** Whether the journal is one readers may see (its pages, its cover): active or archived. */
function isPublicStatus(status: string): boolean {
  return status === "active" || status === "archived";
}

/**
 * Stores the picture at a cover address as the journal's cover (a new version), or throws the
 * field's CoverUrlError (422). Runs before the transaction that points the journal at it.
 */
function storeJournalCoverFromUrl(journalId: string, url: string): Promise<string> {
  return storeCoverFromUrl(JOURNAL_COVERS, journalId, url, { maxBytes: COVER_MAX_BYTES });
}

/**
 * Creates a journal. Without a short name one is made from the title's initials; a taken short
 * name is refused (409) before and, for two admins at once, by the unique index. A cover address
 * is fetched and stored first: an address that gives no picture refuses the form (nothing created).
 */
export async function createJournal(
  actor: CurrentUser,
  input: JournalFormInput,
): Promise<{ id: string; shortName: string }> {
  requireJournalsManager(actor);
  const shortName = input.shortName || shortNameFromTitle(input.title);
  if (!/^[a-z]{3,10}$/.test(shortName)) {
    throw new AppError("journals.short_name_invalid", 400, JOURNAL_MESSAGES.invalidShortName);
  }
  if (await isShortNameTaken(db(), shortName, null)) throw shortNameTaken();
  // The id is chosen here so that the cover's files can be stored under it before the insert.
  const newId = crypto.randomUUID();
  const coverImageKey = input.coverImageUrl ? await storeJournalCoverFromUrl(newId, input.coverImageUrl) : null;
  let id: string;
  try {
    id = await uniqueOrTaken(() =>
      db().transaction(async (tx) => {
        const { id } = await insertJournal(tx, { ...input, shortName, id: newId, coverImageKey });
        if (isPublicStatus(input.status)) await regenerateSitemapEntries(tx, { journalId: id });
        return id;
      }),
    );
  } catch (error) {
    if (coverImageKey) await removeStoredFolder(coverImageKey);
    throw error;
  }
  logger.info({ journalId: id, shortName, by: actor.id, status: input.status }, "journal created");
  if (isPublicStatus(input.status)) contentChanged();
  return { id, shortName };
}

/**
 * Saves the journal's details. An empty short name keeps the current one. The short name cannot
 * change once the journal has published (or withdrawn) articles: it is in their addresses (409).
 * A cover address not yet stored (a new one, or an old row's address never fetched) is fetched and
 * stored first, replacing the current cover after the commit; an address that gives no picture
 * refuses the form and changes nothing. The address is kept beside the key, as where the cover
 * came from: saving it again unchanged does not fetch it again.
 */
export async function updateJournal(actor: CurrentUser, journalId: string, input: JournalFormInput): Promise<void> {
  requireJournalsManager(actor);
  if (!isUuid(journalId)) throw notFound();
  const id = journalId.toLowerCase();
  if (input.shortName && (await isShortNameTaken(db(), input.shortName, id))) throw shortNameTaken();
  const current = await findDeskJournal(db(), id);
  if (!current) throw notFound();
  const url = input.coverImageUrl;
  const fetched =
    url && (url !== current.coverImageUrl || !current.coverImageKey) ? await storeJournalCoverFromUrl(id, url) : null;
  let before: Awaited<ReturnType<typeof lockJournal>> & {};
  try {
    before = await uniqueOrTaken(() =>
      db().transaction(async (tx) => {
        const locked = await lockJournal(tx, id);
        if (!locked) throw notFound();
        const shortName = input.shortName || locked.shortName;
        if (shortName !== locked.shortName && (await countPublicArticles(tx, id)) > 0) {
          throw new AppError("journals.short_name_locked", 409, JOURNAL_MESSAGES.shortNameLocked);
        }
        await updateJournalRow(tx, id, { ...input, shortName, ...(fetched ? { coverImageKey: fetched } : {}) });
        // Entries of a journal that became hidden go; entries of one that became public come.
        await regenerateSitemapEntries(tx, { journalId: id });
        return locked;
      }),
    );
  } catch (error) {
    if (fetched) await removeStoredFolder(fetched);
    throw error;
  }
  logger.info({ journalId: id, by: actor.id, status: input.status, coverFromUrl: Boolean(fetched) }, "journal updated");
  if (fetched && before.coverImageKey && before.coverImageKey !== fetched)
    await removeStoredFolder(before.coverImageKey);
  if (isPublicStatus(before.status) || isPublicStatus(input.status)) contentChanged();
}

/**
 * Deletes a journal with everything that belongs to it, files included. Refused (409, nothing
 * changed) while it has published or withdrawn articles: their addresses and DOIs must keep
 * working, so the admin archives it instead. Rows go in one transaction; files after the commit.
 */
export async function deleteJournal(actor: CurrentUser, journalId: string): Promise<void> {
  requireJournalsManager(actor);
  if (!isUuid(journalId)) throw notFound();
  const { journal, files } = await db().transaction(async (tx) => {
    const locked = await lockJournal(tx, journalId);
    if (!locked) throw notFound();
    if ((await countPublicArticles(tx, journalId)) > 0) {
      throw new AppError("journals.has_published_articles", 409, JOURNAL_MESSAGES.hasPublishedArticles);
    }
    const found = await findJournalFiles(tx, journalId);
    const avatarFolders = await boardAvatarFoldersOfJournal(journalId, tx);
    await deleteJournalRows(tx, journalId);
    await regenerateSitemapEntries(tx, { journalId });
    return { journal: locked, files: { ...found, avatarFolders } };
  });
  logger.info({ journalId, shortName: journal.shortName, by: actor.id, files: files.keys.length }, "journal deleted");
  const { storage } = services();
  for (const key of files.keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      logger.warn({ err, key }, "stored file of a deleted journal not removed");
    }
  }
  for (const issueId of files.issueIds) await removeStoredFolder(`${ISSUE_COVERS.folder}/${issueId}`);
  await removeStoredFolder(`${JOURNAL_COVERS.folder}/${journalId}`);
  for (const folder of files.avatarFolders) await removeStoredFolder(folder);
  contentChanged();
}

async function uniqueOrTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (databaseErrorCode(err) === UNIQUE_VIOLATION) throw shortNameTaken();
    throw err;
  }
}

// --- Covers (see app/modules/journals/journal-cover-image.ts for the keys and the public URL).

/** Settles who may upload a cover to this journal before the body is read: 403 or 404. */
export async function prepareJournalCoverUpload(actor: CurrentUser, journalId: string): Promise<void> {
  requireJournalsManager(actor);
  if (!isUuid(journalId) || !(await findDeskJournal(db(), journalId.toLowerCase()))) throw notFound();
}

/**
 * Stores the cover's sizes under a new version and points the journal at them (an address given
 * before is dropped); the previous version's files are removed after the commit. The files are
 * written before the short transaction and removed again if it fails.
 */
export async function uploadJournalCover(
  actor: CurrentUser,
  journalId: string,
  cover: ProcessedImage,
): Promise<{ coverImageKey: string }> {
  await prepareJournalCoverUpload(actor, journalId);
  const id = journalId.toLowerCase();
  const prefix = await storeImageVersion(JOURNAL_COVERS, id, cover);
  try {
    const before = await db().transaction(async (tx) => {
      const locked = await lockJournal(tx, id);
      if (!locked) throw notFound();
      await updateJournalRow(tx, id, { coverImageKey: prefix, coverImageUrl: null });
      return locked;
    });
    logger.info({ journalId: id, by: actor.id, key: prefix }, "journal cover uploaded");
    if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
    if (isPublicStatus(before.status)) contentChanged();
    return { coverImageKey: prefix };
  } catch (error) {
    await removeStoredFolder(prefix);
    throw error;
  }
}

/** Removes the journal's cover (uploaded or address): it shows its drawn cover again. */
export async function removeJournalCover(actor: CurrentUser, journalId: string): Promise<void> {
  requireJournalsManager(actor);
  if (!isUuid(journalId)) throw notFound();
  const before = await db().transaction(async (tx) => {
    const locked = await lockJournal(tx, journalId);
    if (!locked) throw notFound();
    await updateJournalRow(tx, journalId, { coverImageKey: null, coverImageUrl: null });
    return locked;
  });
  if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
  if (isPublicStatus(before.status)) contentChanged();
}

export type JournalCoverFile = { stream: ReadableStream<Uint8Array>; sizeBytes: number; isPublic: boolean };

/**
 * One stored size of a journal's current cover. An active or archived journal's cover is public;
 * an inactive one's only for admins. Anything else (an old version, another journal's key) is a 404.
 */
export async function getJournalCoverFile(
  user: PermissionSubject,
  params: { journalId: string; version: string; width: number },
): Promise<JournalCoverFile> {
  const id = params.journalId.toLowerCase();
  const journal = await findJournalCover(db(), id);
  const prefix = imageKeyPrefix(JOURNAL_COVERS, id, params.version);
  if (!journal || journal.coverImageKey !== prefix) throw notFound();
  const isPublic = isPublicStatus(journal.status);
  if (!isPublic && !can(user, "journals.manage")) throw notFound();
  const stored = await readStoredImage(prefix, params.width);
  if (!stored) throw notFound();
  return { ...stored, isPublic };
}
