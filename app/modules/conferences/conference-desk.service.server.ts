// Conference management (spec 001 sections 2 and 6): admins and editors create, edit and delete
// conferences and give them a cover; every signed-in user may look at the list. Each function takes
// the acting user and checks `conferences.manage` itself ('Insufficient permissions' otherwise).
// Conferences are public pages (the listing, the home page, /conferences/:id), so every change
// empties the public page cache after its commit.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import type { ProcessedImage } from "~/modules/images/image-upload.server";
import { readStoredImage, removeStoredFolder, storeImageVersion } from "~/modules/images/image-store.server";
import { imageKeyPrefix } from "~/modules/images/image-versions";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { CONFERENCE_COVERS } from "./conference-cover-image";
import type { ConferenceDeskPage, DeskConference } from "./conference-desk.types";
import type { ConferenceInput } from "./conference-form.schemas";
import { CONFERENCE_MESSAGES, DESK_PAGE_SIZE } from "./conferences.constants";
import {
  countConferencesByDateStatus,
  deleteConferenceRow,
  findConferenceById,
  findDeskConferencesPage,
  insertConference,
  lockConference,
  updateConferenceRow,
  type DeskConferenceRow,
} from "./conferences.repository.server";
import { isConferenceId, type ConferenceDeskQuery } from "./conferences.schemas";
import { toPublicConference, type PublicConference } from "./conferences.service.server";

const notFound = () => new AppError("conferences.not_found", 404, CONFERENCE_MESSAGES.notFound);

function requireManager(actor: CurrentUser): void {
  requirePermission(actor, "conferences.manage", undefined, CONFERENCE_MESSAGES.forbidden);
}

function toDeskConference(row: DeskConferenceRow): DeskConference {
  return { ...toPublicConference(row), createdAt: row.createdAt.toISOString(), creatorName: row.creatorName };
}

/**
 * The dashboard's list: the count cards (every conference), the tab counts (those matching search,
 * type and stored status, per date bucket, as the time badge puts them at `now`) and one page of
 * the chosen tab, by start date.
 */
export async function findDeskConferences(
  actor: CurrentUser,
  query: ConferenceDeskQuery,
  now: Date = new Date(),
): Promise<ConferenceDeskPage> {
  const database = db();
  const filters = { search: query.q, type: query.type, storedStatus: query.status };
  const [counts, tabCounts] = await Promise.all([
    countConferencesByDateStatus(database, now),
    countConferencesByDateStatus(database, now, filters),
  ]);
  const matching = query.tab === "all" ? tabCounts.total : tabCounts[query.tab];
  const pageCount = Math.max(1, Math.ceil(matching / DESK_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows =
    matching === 0
      ? []
      : await findDeskConferencesPage(database, {
          filters: { ...filters, status: query.tab === "all" ? undefined : query.tab },
          now,
          limit: DESK_PAGE_SIZE,
          offset: (page - 1) * DESK_PAGE_SIZE,
        });
  return {
    query: { ...query, page },
    items: rows.map(toDeskConference),
    counts,
    tabCounts,
    matching,
    page,
    pageCount,
    pageSize: DESK_PAGE_SIZE,
    canManage: can(actor, "conferences.manage"),
  };
}

export async function createConference(actor: CurrentUser, input: ConferenceInput): Promise<string> {
  requireManager(actor);
  const id = await db().transaction(async (tx) => {
    const created = await insertConference(tx, { ...input, createdBy: actor.id });
    await regenerateSitemapEntries(tx, { siteOnly: true });
    return created;
  });
  logger.info({ conferenceId: id, by: actor.id }, "conference created");
  contentChanged();
  return id;
}

export async function updateConference(actor: CurrentUser, id: string, input: ConferenceInput): Promise<void> {
  requireManager(actor);
  if (!isConferenceId(id)) throw notFound();
  await db().transaction(async (tx) => {
    if (!(await lockConference(tx, id))) throw notFound();
    await updateConferenceRow(tx, id, input);
    await regenerateSitemapEntries(tx, { siteOnly: true });
  });
  logger.info({ conferenceId: id, by: actor.id }, "conference updated");
  contentChanged();
}

/** Deletes the conference, then (after the commit) every stored size of its covers. */
export async function deleteConference(actor: CurrentUser, id: string): Promise<void> {
  requireManager(actor);
  if (!isConferenceId(id)) throw notFound();
  await db().transaction(async (tx) => {
    if (!(await lockConference(tx, id))) throw notFound();
    await deleteConferenceRow(tx, id);
    await regenerateSitemapEntries(tx, { siteOnly: true });
  });
  logger.info({ conferenceId: id, by: actor.id }, "conference deleted");
  await removeStoredFolder(`${CONFERENCE_COVERS.folder}/${id}`);
  contentChanged();
}

// --- Covers (see conference-cover-image.ts for the keys and the public URL).

/** Settles who may upload a cover to this conference before the body is read: 403 or 404. */
export async function prepareConferenceCoverUpload(actor: CurrentUser, id: string): Promise<void> {
  requireManager(actor);
  if (!isConferenceId(id) || !(await findConferenceById(db(), id))) throw notFound();
}

/**
 * Stores the cover's sizes under a new version and points the conference at them; the previous
 * version's files are removed after the commit. The files are written before the short
 * transaction and removed again if it fails.
 */
export async function uploadConferenceCover(
  actor: CurrentUser,
  id: string,
  cover: ProcessedImage,
): Promise<{ coverImageKey: string }> {
  await prepareConferenceCoverUpload(actor, id);
  const prefix = await storeImageVersion(CONFERENCE_COVERS, id, cover);
  try {
    const before = await db().transaction(async (tx) => {
      const row = await lockConference(tx, id);
      if (!row) throw notFound();
      await updateConferenceRow(tx, id, { coverImageKey: prefix, coverImageUrl: null });
      return row;
    });
    logger.info({ conferenceId: id, by: actor.id, key: prefix }, "conference cover uploaded");
    if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
    contentChanged();
    return { coverImageKey: prefix };
  } catch (error) {
    await removeStoredFolder(prefix);
    throw error;
  }
}

/** Removes the conference's cover: its cards show the drawn placeholder again. */
export async function removeConferenceCover(actor: CurrentUser, id: string): Promise<void> {
  requireManager(actor);
  if (!isConferenceId(id)) throw notFound();
  const before = await db().transaction(async (tx) => {
    const row = await lockConference(tx, id);
    if (!row) throw notFound();
    await updateConferenceRow(tx, id, { coverImageKey: null, coverImageUrl: null });
    return row;
  });
  if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
  contentChanged();
}

/**
 * One stored size of a conference's current cover; public, as conferences are. An old version, a
 * size not made or another conference's key is a 404.
 */
export async function getConferenceCoverFile(params: { conferenceId: string; version: string; width: number }) {
  const id = params.conferenceId.toLowerCase();
  const row = isConferenceId(id) ? await findConferenceById(db(), id) : undefined;
  const prefix = imageKeyPrefix(CONFERENCE_COVERS, id, params.version);
  if (!row || row.coverImageKey !== prefix) throw notFound();
  const stored = await readStoredImage(prefix, params.width);
  if (!stored) throw notFound();
  return stored;
}

/** The public page of one conference (/conferences/:id); 404 for an unknown or malformed id. */
export async function getPublicConference(id: string): Promise<PublicConference> {
  if (!isConferenceId(id)) throw notFound();
  const row = await findConferenceById(db(), id.toLowerCase());
  if (!row) throw notFound();
  return toPublicConference(row);
}
