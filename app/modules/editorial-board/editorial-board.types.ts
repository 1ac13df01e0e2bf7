import type { ManagedBoard, ManagedBoardMember } from "./editorial-board-manager.service.server";
import type { BoardIntent } from "./editorial-board.constants";
import type { MemberFieldErrors } from "./editorial-board.schemas";

export type { ManagedBoard, ManagedBoardMember };

/** GET /api/journals/:journalId/board: the board, or why it could not be read. */
export type BoardLoadAnswer = ({ ok: true } & ManagedBoard) | { ok: false; message: string };

/** POST /api/journals/:journalId/board: what became of the intent. */
export type BoardActionAnswer = {
  intent: BoardIntent | null;
  ok: boolean;
  message: string;
  memberId?: string;
  fieldErrors?: MemberFieldErrors;
};

/** POST /api/journals/:journalId/board/:memberId/avatar. */
export type AvatarUploadAnswer = { message: string; avatarImageKey?: string };
