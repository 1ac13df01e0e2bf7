import { AlertTriangle, Loader2, RotateCw, UserPlus, Users } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { Button } from "~/components/ui/button";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useHydrated } from "~/lib/use-hydrated";
import { BOARD_MESSAGES } from "../editorial-board.constants";
import type { BoardActionAnswer, BoardLoadAnswer, ManagedBoardMember } from "../editorial-board.types";
import { BoardMemberRow } from "./board-member-row";
import { boardPath, failure } from "./board-paths";

// Dialogs load when first opened, not with the page (ADR 076).
const MemberFormDialog = lazyDialog(() => import("./member-form-dialog").then((m) => m.MemberFormDialog));

const FALLBACK_GRADIENT = "linear-gradient(135deg, #1e3a8a, #2563eb)";

/**
 * The Editorial Board Manager of one journal (spec 001 section 2): its members, active or not, in
 * the order the public board shows them, with Add, Edit, Delete, Activate/Deactivate and Move up
 * or down. Self-contained: it reads and changes the board through its own endpoint
 * (/api/journals/:journalId/board), so any page can show it.
 */
export function EditorialBoardManager({ journalId, journalTitle }: { journalId: string; journalTitle: string }) {
  const board = useFetcher<BoardLoadAnswer>({ key: `editorial-board-${journalId}` });
  const rowAction = useFetcher<BoardActionAnswer>();
  const deleter = useFetcher<BoardActionAnswer>();
  const interactive = useHydrated();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<ManagedBoardMember | null>(null);
  // After a move, the moved member's button keeps the keyboard focus (the row changed places).
  // `after`: the list as it was when the move was sent; the focus moves once a newer one is shown.
  const refocus = useRef<{ id: string; direction: "up" | "down"; after: BoardLoadAnswer | undefined } | null>(null);
  const path = boardPath(journalId);

  // The first load, Retry and a photo upload (sent outside the router) read the list; every save
  // through a fetcher needs nothing more, since the router reloads loaded fetchers after an action.
  // A second load there would only race with, and cancel, the router's own.
  const reload = useCallback(() => {
    void board.load(path);
    // board.load is stable for a fetcher key; the path is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  useEffect(() => {
    reload();
  }, [reload]);

  const loaded = board.data;
  useFetcherAnswer(loaded, (answer) => {
    if (!answer.ok) toast.error(failure(BOARD_MESSAGES.fetchFailed, answer.message));
  });

  useFetcherAnswer(rowAction.data, (answer) => {
    if (!answer.ok) {
      toast.error(failure(BOARD_MESSAGES.updateFailed, answer.message));
      refocus.current = null;
      return;
    }
    toast.success(answer.message);
  });

  useFetcherAnswer(deleter.data, (answer) => {
    if (!answer.ok) {
      toast.error(failure(BOARD_MESSAGES.deleteFailed, answer.message));
      return;
    }
    toast.success(answer.message);
    setDeleting(null);
  });

  const members = loaded?.ok ? loaded.members : [];
  useEffect(() => {
    const moved = refocus.current;
    if (!moved || moved.after === loaded || board.state !== "idle" || rowAction.state !== "idle") return;
    const { id, direction } = moved;
    const target =
      document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction === "up" ? "down" : "up"}"]`);
    target?.focus();
    refocus.current = null;
  }, [loaded, board.state, rowAction.state]);

  const closeEditor = useCallback(() => setEditing(null), []);
  const busy = rowAction.state !== "idle" || board.state !== "idle";
  const gradient = loaded?.ok ? loaded.journal.gradient : FALLBACK_GRADIENT;
  const editingMember = editing && editing !== "new" ? (members.find((m) => m.id === editing) ?? null) : null;

  const post = (fields: Record<string, string>) => void rowAction.submit(fields, { method: "post", action: path });

  return (
    <section aria-labelledby="board-manager-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="board-manager-heading" className="text-xl font-semibold text-slate-900">
            Editorial Board Members
          </h2>
          <p className="text-sm text-slate-600">
            {loaded?.ok
              ? `${members.length} ${members.length === 1 ? "member" : "members"} on the board of ${journalTitle}; ${
                  members.filter((m) => m.isActive).length
                } shown publicly.`
              : `The members of the board of ${journalTitle}.`}
          </p>
        </div>
        <Button
          type="button"
          {...MemberFormDialog.preloadProps}
          onClick={() => setEditing("new")}
          disabled={!interactive || !loaded?.ok}
        >
          <UserPlus aria-hidden="true" />
          Add Member
        </Button>
      </div>

      {!loaded ? (
        <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading editorial board...
        </p>
      ) : !loaded.ok ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="flex items-center gap-2 font-semibold text-red-900">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {failure(BOARD_MESSAGES.fetchFailed, loaded.message)}
          </p>
          <Button type="button" variant="outline" onClick={reload}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      ) : members.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
          <Users className="size-9 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-slate-800">No editorial board members yet</p>
          <p className="text-sm text-slate-600">Add the first member of the board of {journalTitle}.</p>
        </div>
      ) : (
        <ol className="space-y-3" aria-label={`Editorial board of ${journalTitle}`}>
          {members.map((member, index) => (
            <BoardMemberRow
              key={member.id}
              member={member}
              position={index}
              count={members.length}
              gradient={gradient}
              busy={busy || !interactive}
              onMove={(direction) => {
                refocus.current = { id: member.id, direction, after: loaded };
                post({ intent: "move", memberId: member.id, direction });
              }}
              onToggle={() =>
                post({ intent: "toggle-active", memberId: member.id, isActive: member.isActive ? "false" : "true" })
              }
              onEdit={() => setEditing(member.id)}
              onDelete={() => setDeleting(member)}
            />
          ))}
        </ol>
      )}

      {editing !== null && loaded?.ok ? (
        <MemberFormDialog
          journalId={journalId}
          member={editingMember}
          gradient={gradient}
          onPhotoSent={reload}
          onClose={closeEditor}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete board member"
          description={BOARD_MESSAGES.deleteConfirm}
          descriptionId="delete-member-description"
          busy={deleter.state !== "idle"}
          error={deleter.data && !deleter.data.ok ? deleter.data.message : undefined}
          onConfirm={() =>
            deleter.submit({ intent: "delete", memberId: deleting.id }, { method: "post", action: path })
          }
          onClose={() => setDeleting(null)}
        >
          <p className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">
            {deleting.name} ({deleting.role})
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
