// The Editorial Board Manager (spec 001 sections 2, 5 and 6): admins list, add, edit, delete,
// activate or deactivate and order the members of a journal's board and give them a photo. Every
// function takes the acting user and checks `editorialBoard.manage` for the journal itself; a
// member is always reached through its journal (another journal's member is a 404). Public pages
// show the board, so every change empties the public caches after its commit.
import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type PermissionSubject } from "~/modules/auth/permissions";
import type { ProcessedImage } from "~/modules/images/image-upload.server";
import { readStoredImage, removeStoredFolder, storeImageVersion } from "~/modules/images/image-store.server";
import { imageKeyPrefix } from "~/modules/images/image-versions";
import { scrimmedGradient } from "~/modules/journal-themes/contrast";
import { themeFor } from "~/modules/journals/journal-themes";
import { avatarFolderOf, BOARD_AVATARS } from "./board-avatar-image";
import { BOARD_LIMITS, BOARD_MESSAGES, editRolesFor } from "./editorial-board.constants";
import {
  countBoardMembers,
  deleteMemberRow,
  findAvatarOwner,
  findBoardJournal,
  findBoardMembers,
  findJournalIdByShortName,
  findMembersWithAvatars,
  findMemberState,
  insertMember,
  lockBoardJournal,
  lockBoardOrder,
  lockMemberState,
  updateMemberRow,
  type BoardMemberRow,
  type MemberState,
} from "./editorial-board.repository.server";
import { isUuid, type MemberInput, type UpdateMemberInput } from "./editorial-board.schemas";

export type ManagedBoardMember = BoardMemberRow;
export type ManagedBoard = {
  /** `gradient`: the journal's card gradient, behind members' initials. */
  journal: { id: string; title: string; shortName: string; gradient: string };
  members: ManagedBoardMember[];
};

const journalNotFound = () => new AppError("board.journal_not_found", 404, BOARD_MESSAGES.journalNotFound);
const memberNotFound = () => new AppError("board.member_not_found", 404, BOARD_MESSAGES.memberNotFound);

/**
 * Settles who may manage the board of `journalId`: 403 for a user who manages no board, 404 for a
 * journal that does not exist, 403 for a journal whose board the user may not manage.
 */
export async function requireBoardManager(actor: PermissionSubject, journalId: string) {
  if (!can(actor, "editorialBoard.manage")) throw new AppError("forbidden", 403, BOARD_MESSAGES.accessDenied);
  if (!isUuid(journalId)) throw journalNotFound();
  const journal = await findBoardJournal(db(), journalId.toLowerCase());
  if (!journal) throw journalNotFound();
  if (!can(actor, "editorialBoard.manage", { journalId: journal.id }))
    throw new AppError("forbidden", 403, BOARD_MESSAGES.accessDenied);
  return journal;
}

/**
 * The id of the journal a board link names: its id, or its short name (/dashboard/journals/fjphs/board).
 * Null for neither; permissions are checked where the board is opened.
 */
export async function boardJournalIdOf(idOrShortName: string): Promise<string | null> {
  if (isUuid(idOrShortName)) return idOrShortName.toLowerCase();
  if (!/^[a-z0-9-]{1,40}$/i.test(idOrShortName)) return null;
  return (await findJournalIdByShortName(db(), idOrShortName.toLowerCase())) ?? null;
}

/** The member, if it belongs to the journal; else 404. */
function ofJournal(member: MemberState | undefined, journalId: string): MemberState {
  if (!member || member.journalId !== journalId) throw memberNotFound();
  return member;
}

/** The whole board of a journal, active and inactive members, in board order. */
export async function getManagedBoard(actor: PermissionSubject, journalId: string): Promise<ManagedBoard> {
  const journal = await requireBoardManager(actor, journalId);
  const members = await findBoardMembers(db(), journal.id, BOARD_LIMITS.members);
  // Drawn as the public board draws it: the initials' white reads on it (drawnTheme).
  const gradient = scrimmedGradient(themeFor(journal.shortName).gradients.card);
  return { journal: { id: journal.id, title: journal.title, shortName: journal.shortName, gradient }, members };
}

function memberValues(input: MemberInput) {
  return {
    name: input.name,
    role: input.role,
    affiliation: input.affiliation,
    email: input.email,
    bio: input.bio,
    orcid: input.orcid,
    expertise: input.expertise,
    displayOrder: input.displayOrder,
  };
}

/** Adds a member (active, as new members are); the role was checked against the add list. */
export async function createBoardMember(actor: CurrentUser, journalId: string, input: MemberInput): Promise<string> {
  const journal = await requireBoardManager(actor, journalId);
  const id = await db().transaction(async (tx) => {
    if (!(await lockBoardJournal(tx, journal.id))) throw journalNotFound();
    if ((await countBoardMembers(tx, journal.id)) >= BOARD_LIMITS.members)
      throw new AppError("board.full", 409, BOARD_MESSAGES.boardFull);
    return insertMember(tx, { journalId: journal.id, ...memberValues(input), isActive: true });
  });
  logger.info({ journalId: journal.id, memberId: id, by: actor.id }, "board member added");
  contentChanged();
  return id;
}

/**
 * Edits a member. The role must be one of the edit list, or the member's own role (a role only the
 * add list offers is kept, never silently changed).
 */
export async function updateBoardMember(actor: CurrentUser, journalId: string, input: UpdateMemberInput) {
  const journal = await requireBoardManager(actor, journalId);
  await db().transaction(async (tx) => {
    const member = ofJournal(await lockMemberState(tx, input.memberId), journal.id);
    if (!editRolesFor(member.role).includes(input.role))
      throw new AppError("board.role_not_offered", 400, BOARD_MESSAGES.roleNotOffered);
    await updateMemberRow(tx, member.id, { ...memberValues(input), isActive: input.isActive });
  });
  logger.info({ journalId: journal.id, memberId: input.memberId, by: actor.id }, "board member updated");
  contentChanged();
}

/** Shows (active) or hides (inactive) a member on the public board. */
export async function setBoardMemberActive(actor: CurrentUser, journalId: string, memberId: string, active: boolean) {
  const journal = await requireBoardManager(actor, journalId);
  await db().transaction(async (tx) => {
    const member = ofJournal(await lockMemberState(tx, memberId), journal.id);
    await updateMemberRow(tx, member.id, { isActive: active });
  });
  logger.info({ journalId: journal.id, memberId, active, by: actor.id }, "board member activity changed");
  contentChanged();
}

/**
 * Moves a member one place up or down the board (the order the public page shows, inactive
 * members included). The two neighbours swap their display orders when that alone gives the new
 * order; otherwise (equal orders, ties broken by name) the whole board is numbered 0, 1, 2, ... in
 * the new order.
 */
export async function moveBoardMember(
  actor: CurrentUser,
  journalId: string,
  memberId: string,
  direction: "up" | "down",
) {
  const journal = await requireBoardManager(actor, journalId);
  await db().transaction(async (tx) => {
    if (!(await lockBoardJournal(tx, journal.id))) throw journalNotFound();
    ofJournal(await findMemberState(tx, memberId), journal.id);
    const board = await lockBoardOrder(tx, journal.id);
    const from = board.findIndex((m) => m.id === memberId);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0) throw memberNotFound();
    if (to < 0 || to >= board.length) throw new AppError("board.cannot_move", 409, BOARD_MESSAGES.cannotMove);
    const wanted = [...board];
    [wanted[from], wanted[to]] = [wanted[to]!, wanted[from]!];
    const a = board[from]!;
    const b = board[to]!;
    const swapped = wanted.map((m) =>
      m.id === a.id
        ? { ...m, displayOrder: b.displayOrder }
        : m.id === b.id
          ? { ...m, displayOrder: a.displayOrder }
          : m,
    );
    if (strictlyOrderedAround(swapped, Math.min(from, to))) {
      await updateMemberRow(tx, a.id, { displayOrder: b.displayOrder });
      await updateMemberRow(tx, b.id, { displayOrder: a.displayOrder });
      return;
    }
    for (const [index, m] of wanted.entries()) {
      if (m.displayOrder !== index) await updateMemberRow(tx, m.id, { displayOrder: index });
    }
  });
  logger.info({ journalId: journal.id, memberId, direction, by: actor.id }, "board member moved");
  contentChanged();
}

/**
 * Whether the display orders around the swapped pair (positions `at` and `at + 1`) strictly
 * increase, so that they alone put the pair in place whatever the names (ties are broken by name,
 * in the database's collation, which is not compared here).
 */
function strictlyOrderedAround(list: { displayOrder: number }[], at: number): boolean {
  for (let i = Math.max(1, at); i <= Math.min(list.length - 1, at + 2); i++) {
    if (list[i - 1]!.displayOrder >= list[i]!.displayOrder) return false;
  }
  return true;
}

/** Deletes a member; its photos are removed after the commit. */
export async function deleteBoardMember(actor: CurrentUser, journalId: string, memberId: string): Promise<void> {
  const journal = await requireBoardManager(actor, journalId);
  await db().transaction(async (tx) => {
    const member = ofJournal(await lockMemberState(tx, memberId), journal.id);
    await deleteMemberRow(tx, member.id);
  });
  logger.info({ journalId: journal.id, memberId, by: actor.id }, "board member deleted");
  await removeStoredFolder(avatarFolderOf(memberId));
  contentChanged();
}

// --- Photos (see board-avatar-image.ts for the keys and the URL).

/** Settles who may upload a member's photo before the body is read: 403 or 404. */
export async function prepareAvatarUpload(actor: CurrentUser, journalId: string, memberId: string) {
  const journal = await requireBoardManager(actor, journalId);
  if (!isUuid(memberId)) throw memberNotFound();
  return ofJournal(await findMemberState(db(), memberId.toLowerCase()), journal.id);
}

/**
 * Stores the photo's sizes under a new version and points the member at them; the previous
 * version's files are removed after the commit. The files are written before the (short)
 * transaction and removed again if it fails.
 */
export async function uploadBoardMemberAvatar(
  actor: CurrentUser,
  journalId: string,
  memberId: string,
  image: ProcessedImage,
): Promise<{ avatarImageKey: string }> {
  const member = await prepareAvatarUpload(actor, journalId, memberId);
  const prefix = await storeImageVersion(BOARD_AVATARS, member.id, image);
  try {
    const before = await db().transaction(async (tx) => {
      const locked = ofJournal(await lockMemberState(tx, member.id), member.journalId);
      await updateMemberRow(tx, member.id, { avatarImageKey: prefix, avatarUrl: null });
      return locked;
    });
    logger.info({ memberId: member.id, by: actor.id, key: prefix }, "board member avatar uploaded");
    if (before.avatarImageKey) await removeStoredFolder(before.avatarImageKey);
    contentChanged();
    return { avatarImageKey: prefix };
  } catch (error) {
    await removeStoredFolder(prefix);
    throw error;
  }
}

/** Removes a member's photo: the public card shows the initials again. */
export async function removeBoardMemberAvatar(actor: CurrentUser, journalId: string, memberId: string) {
  const journal = await requireBoardManager(actor, journalId);
  const before = await db().transaction(async (tx) => {
    const member = ofJournal(await lockMemberState(tx, memberId), journal.id);
    await updateMemberRow(tx, member.id, { avatarImageKey: null, avatarUrl: null });
    return member;
  });
  if (before.avatarImageKey) await removeStoredFolder(before.avatarImageKey);
  contentChanged();
}

export type AvatarFile = { stream: ReadableStream<Uint8Array>; sizeBytes: number; isPublic: boolean };

/**
 * One stored size of a member's current photo. An active member of an active journal is public;
 * another member's photo is served only to those who manage that board. Anything else (an old
 * version, a size not made, another member's key) is a 404.
 */
export async function getBoardAvatarFile(
  user: PermissionSubject,
  params: { memberId: string; version: string; width: number },
): Promise<AvatarFile> {
  const memberId = params.memberId.toLowerCase();
  const owner = await findAvatarOwner(db(), memberId);
  if (!owner || owner.avatarImageKey !== imageKeyPrefix(BOARD_AVATARS, memberId, params.version))
    throw memberNotFound();
  const isPublic = owner.isPublic;
  if (!isPublic && !can(user, "editorialBoard.manage", { journalId: owner.journalId })) throw memberNotFound();
  const stored = await readStoredImage(owner.avatarImageKey, params.width);
  if (!stored) throw memberNotFound();
  return { ...stored, isPublic };
}

/**
 * The photo folders of a journal's members. Deleting a journal deletes its board's rows by
 * cascade: read these first and remove them (removeStoredFolder) after that commit.
 */
export async function boardAvatarFoldersOfJournal(journalId: string, tx: Db = db()): Promise<string[]> {
  return (await findMembersWithAvatars(tx, journalId)).map(avatarFolderOf);
}
