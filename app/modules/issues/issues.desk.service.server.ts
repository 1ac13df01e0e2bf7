// Issues management (spec 002 section 2.7): editors and admins list, create, edit, publish, delete
// issues, choose the current issue of a journal and give issues a cover. Every function takes the
// acting user and checks `issues.manage` for the issue's journal itself: an editor whose role is
// held for one journal manages that journal's issues only (the others do not exist for them: 404).
// A change public pages show (a published issue edited, unpublished, deleted, its cover or the
// current issue changed) refreshes the sitemap in its transaction and empties the public caches
// after the commit; publishing goes through the publishing desk's `publishIssue`.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type PermissionSubject } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import type { ProcessedImage } from "~/modules/images/image-upload.server";
import { readStoredImage, removeStoredFolder, storeImageVersion } from "~/modules/images/image-store.server";
import { imageKeyPrefix } from "~/modules/images/image-versions";
import { ISSUE_COVERS } from "./issue-cover-image";
import { scrimmedGradient } from "~/modules/journal-themes/contrast";
import { themeFor } from "~/modules/journals/journal-themes";
import {
  issueArticlesWithoutPublicGalley,
  publishIssue,
  type PublishedIssue,
} from "~/modules/articles/articles.publishing.service.server";
import { scheduleFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { FORM_STATUSES, ISSUE_MESSAGES, ISSUES_ACCESS_DENIED, ISSUES_PAGE_SIZE } from "./issues.desk.constants";
import {
  clearCurrentIssue,
  countArticlesOfIssue,
  countIssues,
  databaseErrorCode,
  deleteIssueRow,
  findGalleyKeysOfIssue,
  findIssuePage,
  findIssueState,
  findJournals,
  hasDuplicateIssue,
  insertIssue,
  lockCurrentIssueOfJournal,
  lockIssueState,
  setCurrentFlag,
  updateIssueRow,
  type IssueState,
} from "./issues.desk.repository.server";
import { isUuid, type IssueFormInput } from "./issues.desk.schemas";
import type { DeskJournal, IssueListPage, IssueListQuery } from "./issues.desk.types";

const UNIQUE_VIOLATION = "23505";

/** Throws AppError 403 (the spec's Access Denied text) unless the user manages the issues of some journal. */
export function requireIssueManager(actor: CurrentUser): void {
  requirePermission(actor, "issues.manage", undefined, ISSUES_ACCESS_DENIED.message);
}

const notFound = () => new AppError("issues.not_found", 404, ISSUE_MESSAGES.notFound);
const duplicate = () => new AppError("issues.duplicate", 409, ISSUE_MESSAGES.duplicate);

/** The issue as the actor may see it on this screen: 404 when it does not exist or is another journal's. */
function managedOr404(actor: PermissionSubject, issue: IssueState | undefined): IssueState {
  if (!issue || !can(actor, "issues.manage", { journalId: issue.journalId })) throw notFound();
  return issue;
}

/** 403 unless the actor manages issues of `journalId` (an existing journal: 400 otherwise). */
async function requireJournal(actor: CurrentUser, journalId: string): Promise<void> {
  const journals = await findJournals(db());
  if (!journals.some((j) => j.id === journalId)) {
    throw new AppError("issues.journal_unknown", 400, "Please select a journal.");
  }
  if (!can(actor, "issues.manage", { journalId })) {
    throw new AppError("issues.journal_forbidden", 403, "You cannot manage the issues of this journal.");
  }
}

/** The journals whose issues the actor manages, by title, with the card gradient of their covers. */
export async function managedJournals(actor: CurrentUser): Promise<DeskJournal[]> {
  requireIssueManager(actor);
  const rows = await findJournals(db());
  return rows
    .filter((j) => can(actor, "issues.manage", { journalId: j.id }))
    .map((j) => ({
      id: j.id,
      title: j.title,
      shortName: j.shortName,
      // Drawn as the public pages draw it: the covers' white text reads on it (drawnTheme).
      cardGradient: scrimmedGradient(j.cardGradient ?? themeFor(j.shortName).gradients.card),
    }));
}

/** One page of the issues of the journals the actor manages, filtered as the URL asks. */
export async function findIssues(actor: CurrentUser, query: IssueListQuery): Promise<IssueListPage> {
  const journals = await managedJournals(actor);
  // A journal the actor does not manage (a stale or hand-made link) is no filter at all.
  const selected = query.journal !== "all" && journals.some((j) => j.id === query.journal) ? query.journal : "all";
  const shown = { ...query, journal: selected };
  const journalIds = selected === "all" ? journals.map((j) => j.id) : [selected];
  if (journalIds.length === 0) {
    return { query: shown, journals, issues: [], matching: 0, pageCount: 1, pageSize: ISSUES_PAGE_SIZE };
  }
  const filter = {
    journalIds,
    status: query.status === "all" ? null : query.status,
    type: query.type === "all" ? null : query.type,
    search: query.search || null,
  };
  const [issues, matching] = await Promise.all([
    findIssuePage(db(), { filter, limit: ISSUES_PAGE_SIZE, offset: (query.page - 1) * ISSUES_PAGE_SIZE }),
    countIssues(db(), filter),
  ]);
  return {
    query: shown,
    journals,
    issues,
    matching,
    pageCount: Math.max(1, Math.ceil(matching / ISSUES_PAGE_SIZE)),
    pageSize: ISSUES_PAGE_SIZE,
  };
}

function isOfferedStatus(status: string): boolean {
  return (FORM_STATUSES as readonly string[]).includes(status);
}

/** Runs `work`; a unique violation (two editors saving the same number at once) is the duplicate message. */
async function withDuplicateCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (databaseErrorCode(err) === UNIQUE_VIOLATION) throw duplicate();
    throw err;
  }
}

/**
 * Creates an issue. Saved as Published, it is created and then published with its articles by the
 * publishing desk (publishIssue), as the Publish action does. 409 for a duplicate number.
 */
export async function createIssue(
  actor: CurrentUser,
  input: IssueFormInput,
): Promise<{ id: string; published: PublishedIssue | null }> {
  requireIssueManager(actor);
  if (!isOfferedStatus(input.status))
    throw new AppError("issues.status_not_offered", 400, ISSUE_MESSAGES.statusNotOffered);
  await requireJournal(actor, input.journalId);
  const publish = input.status === "published";
  const id = await withDuplicateCheck(() =>
    db().transaction(async (tx) => {
      if (await hasDuplicateIssue(tx, input)) throw duplicate();
      return insertIssue(tx, { ...input, status: publish ? "draft" : input.status, createdBy: actor.id });
    }),
  );
  logger.info({ issueId: id, by: actor.id }, "issue created");
  const published = publish
    ? await publishIssue(actor, id, { publicationDate: input.publicationDate ?? undefined })
    : null;
  return { id, published };
}

/**
 * Saves the dialog's fields. A stored status the form does not offer (in progress, under review,
 * archived) may stay as it is; changing to it is refused. Moving to another journal needs the right
 * to manage both and an issue without articles (they belong to the journal). Saving an unpublished
 * issue as Published publishes it with its articles (publishIssue); saving a published one as Draft
 * takes it off the public site.
 */
export async function updateIssue(
  actor: CurrentUser,
  issueId: string,
  input: IssueFormInput,
): Promise<{ published: PublishedIssue | null }> {
  requireIssueManager(actor);
  const before = managedOr404(actor, await findIssueState(db(), issueId));
  if (input.journalId !== before.journalId) await requireJournal(actor, input.journalId);
  if (input.status !== before.status && !isOfferedStatus(input.status)) {
    throw new AppError("issues.status_not_offered", 400, ISSUE_MESSAGES.statusNotOffered);
  }
  const { wasPublic, publish } = await withDuplicateCheck(() =>
    db().transaction(async (tx) => {
      const locked = managedOr404(actor, await lockIssueState(tx, issueId));
      if (input.status !== locked.status && !isOfferedStatus(input.status)) {
        throw new AppError("issues.status_not_offered", 400, ISSUE_MESSAGES.statusNotOffered);
      }
      const publish = input.status === "published" && locked.status !== "published";
      if (input.journalId !== locked.journalId) {
        if ((await countArticlesOfIssue(tx, issueId)).all > 0) {
          throw new AppError("issues.journal_has_articles", 409, ISSUE_MESSAGES.journalHasArticles);
        }
      }
      if (await hasDuplicateIssue(tx, { ...input, exceptId: issueId })) throw duplicate();
      const moved = input.journalId !== locked.journalId;
      await updateIssueRow(tx, issueId, {
        ...input,
        status: publish ? locked.status : input.status,
        // The current issue of one journal is not the current issue of another.
        ...(moved ? { isCurrent: false } : {}),
      });
      if (locked.status === "published") {
        await regenerateSitemapEntries(tx, { journalId: locked.journalId, issueId });
        if (moved) await regenerateSitemapEntries(tx, { journalId: input.journalId, issueId });
        // The full PDF's cover and contents show the issue's details (and it goes when unpublished).
        await scheduleFullIssuePdf(tx, issueId);
      }
      return { wasPublic: locked.status === "published", publish };
    }),
  );
  logger.info({ issueId, by: actor.id, status: input.status }, "issue updated");
  if (publish) {
    return { published: await publishIssue(actor, issueId, { publicationDate: input.publicationDate ?? undefined }) };
  }
  if (wasPublic) contentChanged();
  return { published: null };
}

/**
 * The articles that publishing the issue would publish without a public galley (the desk asks
 * first, ADR 066); 404 for an issue the actor does not manage, as every action here.
 * `saving`: the dialog saves it as Published (which publishes only an issue not yet published).
 */
export async function issueArticlesWithoutFile(actor: CurrentUser, issueId: string, saving: boolean) {
  requireIssueManager(actor);
  managedOr404(actor, await findIssueState(db(), issueId));
  return issueArticlesWithoutPublicGalley(actor, issueId, { saving });
}

/** Publishes the issue and its unpublished articles (the card's Publish action). */
export async function publishIssueFromDesk(actor: CurrentUser, issueId: string): Promise<PublishedIssue> {
  requireIssueManager(actor);
  managedOr404(actor, await findIssueState(db(), issueId));
  return publishIssue(actor, issueId);
}

/**
 * Deletes an issue with its unpublished articles, their galleys and the issue's own files (cover,
 * full-issue PDF). Refused (409, nothing changed) while it holds an article readers have seen
 * (published or withdrawn): the scholarly record keeps those. Files go after the commit.
 */
export async function deleteIssue(actor: CurrentUser, issueId: string): Promise<void> {
  requireIssueManager(actor);
  managedOr404(actor, await findIssueState(db(), issueId));
  const { issue, galleyKeys } = await db().transaction(async (tx) => {
    const locked = managedOr404(actor, await lockIssueState(tx, issueId));
    if ((await countArticlesOfIssue(tx, issueId)).public > 0) {
      throw new AppError("issues.has_published_articles", 409, ISSUE_MESSAGES.hasPublishedArticles);
    }
    const keys = await findGalleyKeysOfIssue(tx, issueId);
    await deleteIssueRow(tx, issueId);
    if (locked.status === "published") await regenerateSitemapEntries(tx, { journalId: locked.journalId, issueId });
    return { issue: locked, galleyKeys: keys };
  });
  logger.info({ issueId, by: actor.id, galleys: galleyKeys.length }, "issue deleted");
  for (const key of galleyKeys) await removeStoredFile(key);
  if (issue.fullPdfKey) await removeStoredFile(issue.fullPdfKey);
  await removeStoredFolder(`${ISSUE_COVERS.folder}/${issueId}`);
  if (issue.status === "published") contentChanged();
}

/**
 * Makes the issue its journal's current issue (the one that was current stops being it, in the same
 * transaction), or stops it being current.
 */
export async function setCurrentIssue(actor: CurrentUser, issueId: string, current: boolean): Promise<void> {
  requireIssueManager(actor);
  managedOr404(actor, await findIssueState(db(), issueId));
  const publicChange = await db().transaction(async (tx) => {
    const issue = managedOr404(actor, await lockIssueState(tx, issueId));
    await lockCurrentIssueOfJournal(tx, issue.journalId);
    let touchedPublished = issue.status === "published";
    if (current) {
      const previous = await clearCurrentIssue(tx, issue.journalId);
      touchedPublished ||= previous.some((p) => p.status === "published");
    }
    await setCurrentFlag(tx, issueId, current);
    return touchedPublished;
  });
  logger.info({ issueId, by: actor.id, current }, "current issue changed");
  if (publicChange) contentChanged();
}

// --- Covers (see app/modules/issues/issue-cover-image.ts for the keys and the public URL).

/** Settles who may upload a cover to this issue before the body is read: 403 or 404. */
export async function prepareCoverUpload(actor: CurrentUser, issueId: string): Promise<void> {
  requireIssueManager(actor);
  if (!isUuid(issueId)) throw notFound();
  managedOr404(actor, await findIssueState(db(), issueId));
}

/**
 * Stores the cover's sizes under a new version and points the issue at them; the previous version's
 * files are removed after the commit. The files are written before the (short) transaction and
 * removed again if it fails.
 */
export async function uploadIssueCover(
  actor: CurrentUser,
  issueId: string,
  cover: ProcessedImage,
): Promise<{ coverImageKey: string }> {
  await prepareCoverUpload(actor, issueId);
  const prefix = await storeImageVersion(ISSUE_COVERS, issueId, cover);
  try {
    const before = await db().transaction(async (tx) => {
      const issue = managedOr404(actor, await lockIssueState(tx, issueId));
      await updateIssueRow(tx, issueId, { coverImageKey: prefix, coverImageUrl: null });
      if (issue.status === "published") await scheduleFullIssuePdf(tx, issueId);
      return issue;
    });
    logger.info({ issueId, by: actor.id, key: prefix }, "issue cover uploaded");
    if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
    if (before.status === "published") contentChanged();
    return { coverImageKey: prefix };
  } catch (error) {
    await removeStoredFolder(prefix);
    throw error;
  }
}

/**
 * A cover brought in by the OJS import (ADR 065), whose caller checked the permission: the same
 * storage and pointer as an uploaded cover (the previous version's files removed after the commit).
 */
export async function setImportedIssueCover(issueId: string, cover: ProcessedImage): Promise<void> {
  const prefix = await storeImageVersion(ISSUE_COVERS, issueId, cover);
  try {
    const before = await db().transaction(async (tx) => {
      const issue = await lockIssueState(tx, issueId);
      if (!issue) throw notFound();
      await updateIssueRow(tx, issueId, { coverImageKey: prefix, coverImageUrl: null });
      if (issue.status === "published") await scheduleFullIssuePdf(tx, issueId);
      return issue;
    });
    if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
    if (before.status === "published") contentChanged();
  } catch (error) {
    await removeStoredFolder(prefix);
    throw error;
  }
}

/** Removes the issue's cover: it shows the drawn cover of its journal again. */
export async function removeIssueCover(actor: CurrentUser, issueId: string): Promise<void> {
  requireIssueManager(actor);
  managedOr404(actor, await findIssueState(db(), issueId));
  const before = await db().transaction(async (tx) => {
    const issue = managedOr404(actor, await lockIssueState(tx, issueId));
    await updateIssueRow(tx, issueId, { coverImageKey: null, coverImageUrl: null });
    if (issue.status === "published") await scheduleFullIssuePdf(tx, issueId);
    return issue;
  });
  if (before.coverImageKey) await removeStoredFolder(before.coverImageKey);
  if (before.status === "published") contentChanged();
}

export type CoverFile = { stream: ReadableStream<Uint8Array>; sizeBytes: number; isPublic: boolean };

/**
 * One stored size of an issue's current cover. Published issues' covers are public; the others
 * only for those who manage the issue. Anything else (an old version, a size not made, another
 * issue's key) is a 404.
 */
export async function getIssueCoverFile(
  user: PermissionSubject,
  params: { issueId: string; version: string; width: number },
): Promise<CoverFile> {
  const issue = await findIssueState(db(), params.issueId.toLowerCase());
  const prefix = imageKeyPrefix(ISSUE_COVERS, params.issueId.toLowerCase(), params.version);
  if (!issue || issue.coverImageKey !== prefix) throw notFound();
  const isPublic = issue.status === "published";
  if (!isPublic && !can(user, "issues.manage", { journalId: issue.journalId })) throw notFound();
  const stored = await readStoredImage(prefix, params.width);
  if (!stored) throw notFound();
  return { ...stored, isPublic };
}

async function removeStoredFile(key: string): Promise<void> {
  try {
    await services().storage.delete(key);
  } catch (err) {
    logger.warn({ err, key }, "stored file of a deleted issue not removed");
  }
}
