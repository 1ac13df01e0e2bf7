import { AppError } from "~/lib/errors";
import { methodNotAllowed } from "~/lib/json-endpoint.server";
import { logger } from "~/lib/logger.server";
import { containsNul } from "~/lib/nul";
import { getCurrentUser } from "~/modules/auth/session.server";
import { BOARD_MESSAGES, isBoardIntent, type BoardIntent } from "~/modules/editorial-board/editorial-board.constants";
import {
  createBoardMember,
  deleteBoardMember,
  getManagedBoard,
  moveBoardMember,
  removeBoardMemberAvatar,
  requireBoardManager,
  setBoardMemberActive,
  updateBoardMember,
} from "~/modules/editorial-board/editorial-board-manager.service.server";
import {
  createMemberSchema,
  memberFormValues,
  memberIdSchema,
  moveMemberSchema,
  parseMemberForm,
  toggleActiveSchema,
  updateMemberSchema,
} from "~/modules/editorial-board/editorial-board.schemas";
import type { BoardActionAnswer, BoardLoadAnswer } from "~/modules/editorial-board/editorial-board.types";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { Route } from "./+types/editorial-board";

// The Editorial Board Manager's endpoint, called by its fetchers (it works inside any page).
// JSON both ways; never cached. A visitor gets 401, a user who may not manage the board 403, an
// unknown journal or member 404; every refusal carries the user-facing message.

const NO_STORE = { "cache-control": "private, no-store" } as const;
const json = <T>(body: T, status = 200) => Response.json(body, { status, headers: NO_STORE });
/** The largest member form: every field at its limit is far below this. */
const MAX_FORM_BYTES = 256 * 1024;
const unauthenticated = () => new AppError("unauthenticated", 401, "User not authenticated");

/** GET /api/journals/:journalId/board: {ok, journal, members}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const user = await getCurrentUser(request);
    if (!user) throw unauthenticated();
    const board = await getManagedBoard(user, params.journalId);
    return json<BoardLoadAnswer>({ ok: true, ...board });
  } catch (error) {
    if (error instanceof AppError) return json<BoardLoadAnswer>({ ok: false, message: error.message }, error.status);
    logger.error({ err: error }, "editorial board not read");
    return json<BoardLoadAnswer>({ ok: false, message: "An unexpected error occurred" }, 500);
  }
}

/** What each intent answers when it succeeds. */
async function run(user: CurrentUser, journalId: string, intent: BoardIntent, values: Record<string, unknown>) {
  const refused = (message: string, fieldErrors?: BoardActionAnswer["fieldErrors"]) =>
    json<BoardActionAnswer>({ intent, ok: false, message, fieldErrors }, 400);
  const done = (message: string, memberId?: string) => json<BoardActionAnswer>({ intent, ok: true, message, memberId });
  switch (intent) {
    case "create": {
      const parsed = parseMemberForm(createMemberSchema, values);
      if (!parsed.ok) return refused(parsed.message, parsed.fieldErrors);
      return done(BOARD_MESSAGES.added, await createBoardMember(user, journalId, parsed.data));
    }
    case "update": {
      const parsed = parseMemberForm(updateMemberSchema, values);
      if (!parsed.ok) return refused(parsed.message, parsed.fieldErrors);
      await updateBoardMember(user, journalId, parsed.data);
      return done(BOARD_MESSAGES.updated, parsed.data.memberId);
    }
    case "toggle-active": {
      const parsed = parseMemberForm(toggleActiveSchema, values);
      if (!parsed.ok) return refused(parsed.message, parsed.fieldErrors);
      await setBoardMemberActive(user, journalId, parsed.data.memberId, parsed.data.isActive);
      return done(BOARD_MESSAGES.updated, parsed.data.memberId);
    }
    case "move": {
      const parsed = parseMemberForm(moveMemberSchema, values);
      if (!parsed.ok) return refused(parsed.message, parsed.fieldErrors);
      await moveBoardMember(user, journalId, parsed.data.memberId, parsed.data.direction);
      return done(BOARD_MESSAGES.updated, parsed.data.memberId);
    }
    case "delete": {
      const parsed = parseMemberForm(memberIdSchema, values);
      if (!parsed.ok) return refused(parsed.message, parsed.fieldErrors);
      await deleteBoardMember(user, journalId, parsed.data.memberId);
      return done(BOARD_MESSAGES.deleted);
    }
    case "remove-avatar": {
      const parsed = parseMemberForm(memberIdSchema, values);
      if (!parsed.ok) return refused(parsed.message, parsed.fieldErrors);
      await removeBoardMemberAvatar(user, journalId, parsed.data.memberId);
      return done(BOARD_MESSAGES.avatarRemoved, parsed.data.memberId);
    }
  }
}

/** POST /api/journals/:journalId/board (form: intent and the member's fields): {intent, ok, message, ...}. */
export async function action({ request, params }: Route.ActionArgs) {
  let intent: BoardIntent | null = null;
  const answer = (status: number, message: string) => json<BoardActionAnswer>({ intent, ok: false, message }, status);
  try {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await getCurrentUser(request);
    if (!user) throw unauthenticated();
    // Who may change this board is settled before the body is read; a form is small.
    await requireBoardManager(user, params.journalId);
    if (Number(request.headers.get("content-length")) > MAX_FORM_BYTES)
      return answer(413, BOARD_MESSAGES.invalidRequest);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer(400, BOARD_MESSAGES.invalidRequest);
    }
    const posted = form.get("intent");
    if (!isBoardIntent(posted)) return answer(400, BOARD_MESSAGES.invalidRequest);
    intent = posted;
    const values = memberFormValues(form);
    // PostgreSQL refuses NUL in text: a 400 here, never a database error.
    if (containsNul(values)) return answer(400, BOARD_MESSAGES.invalidRequest);
    return await run(user, params.journalId, intent, values);
  } catch (error) {
    if (error instanceof AppError) return answer(error.status, error.message);
    logger.error({ err: error }, "editorial board change failed");
    return answer(500, "An unexpected error occurred");
  }
}
