import { Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { IMAGE_ACCEPT } from "~/modules/images/image-versions";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { usePictureUpload } from "~/modules/images/components/use-picture-upload";
import { ADD_ROLES, AVATAR_MAX_BYTES, BOARD_LIMITS, BOARD_MESSAGES, editRolesFor } from "../editorial-board.constants";
import {
  addExpertiseTag,
  createMemberSchema,
  memberFormValues,
  parseMemberForm,
  updateMemberSchema,
  type MemberFieldErrors,
} from "../editorial-board.schemas";
import type { BoardActionAnswer, ManagedBoardMember } from "../editorial-board.types";
import { avatarUploadPath, boardPath, failure } from "./board-paths";
import { EXPERTISE_DRAFT_FIELD, ExpertiseInput } from "./expertise-input";
import { MemberAvatar } from "./member-card";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** What the browser can tell before sending: size and claimed type (the server checks the content). */
function precheckAvatar(file: File): string | null {
  if (file.size === 0) return BOARD_MESSAGES.avatarNoFile;
  if (file.size > AVATAR_MAX_BYTES) return BOARD_MESSAGES.avatarTooLarge;
  if (!IMAGE_TYPES.includes(file.type) && !/\.(jpe?g|png|webp|gif)$/i.test(file.name))
    return BOARD_MESSAGES.avatarInvalid;
  return null;
}

/**
 * Add or edit a board member. Saving sends the fields; a chosen photo is then uploaded with a
 * progress bar. When the photo is refused the member stays saved and the dialog stays open (now
 * editing that member) to try another picture. Mount it to open it.
 */
export function MemberFormDialog({
  journalId,
  member,
  gradient,
  onPhotoSent,
  onClose,
}: {
  journalId: string;
  member: ManagedBoardMember | null;
  gradient: string;
  /**
   * A photo was uploaded: the list is read again. Saves through the router's fetchers need no
   * call, since the router reloads the list after every action.
   */
  onPhotoSent: () => void;
  onClose: () => void;
}) {
  const fetcher = useFetcher<BoardActionAnswer>();
  const [savedId, setSavedId] = useState<string | null>(null);
  const memberId = member?.id ?? savedId;
  const editing = memberId !== null;
  const [tags, setTags] = useState<string[]>(member?.expertise ?? []);
  const [clientErrors, setClientErrors] = useState<MemberFieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { progress, send } = usePictureUpload();
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const busy = fetcher.state !== "idle" || progress !== null;
  const answer = fetcher.data;
  const errors: MemberFieldErrors = { ...(answer && !answer.ok ? answer.fieldErrors : undefined), ...clientErrors };
  const failed = member === null && savedId === null ? BOARD_MESSAGES.createFailed : BOARD_MESSAGES.updateFailed;
  const fallback = member === null && savedId === null ? BOARD_MESSAGES.addFailed : BOARD_MESSAGES.updateFailed;

  // Closing the dialog cancels an upload under way and frees the preview.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const sendAvatar = (targetId: string, chosen: File) =>
    send(avatarUploadPath(journalId, targetId), chosen, BOARD_MESSAGES.avatarInterrupted);

  useFetcherAnswer(answer, async (result) => {
    if (!result.ok) {
      toast.error(
        result.message === BOARD_MESSAGES.required ? result.message : failure(failed, result.message, fallback),
      );
      return;
    }
    if (!file || !result.memberId) {
      toast.success(result.message);
      onClose();
      return;
    }
    const refused = await sendAvatar(result.memberId, file);
    onPhotoSent();
    if (refused === null) {
      toast.success(result.message);
      onClose();
      return;
    }
    toast.success(result.message);
    toast.error(BOARD_MESSAGES.avatarFailed, { description: refused });
    setFileError(refused);
    setSavedId(result.memberId);
  });

  function choose(chosen: File | null) {
    const refused = chosen ? precheckAvatar(chosen) : null;
    setFile(chosen);
    setFileError(refused);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = chosen && !refused ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.delete("file");
    form.delete("expertise");
    // An area typed but not added yet is saved with the others, not dropped.
    const typed = form.get(EXPERTISE_DRAFT_FIELD);
    form.delete(EXPERTISE_DRAFT_FIELD);
    const expertise = typeof typed === "string" ? addExpertiseTag(tags, typed) : tags;
    for (const tag of expertise) form.append("expertise", tag);
    if (editing) {
      form.set("intent", "update");
      form.set("memberId", memberId);
      form.set("isActive", form.get("isActive") === "on" ? "true" : "false");
    } else {
      form.set("intent", "create");
      form.delete("isActive");
    }
    const parsed = parseMemberForm(editing ? updateMemberSchema : createMemberSchema, memberFormValues(form));
    if (!parsed.ok) {
      setClientErrors(parsed.fieldErrors);
      toast.error(parsed.message);
      return;
    }
    if (file && precheckAvatar(file)) {
      setFileError(precheckAvatar(file));
      return;
    }
    setClientErrors({});
    void fetcher.submit(form, { method: "post", action: boardPath(journalId) });
  }

  // Edit offers the edit list, and always the member's own role (never changed behind their back).
  const roles = member ? editRolesFor(member.role) : [...ADD_ROLES];
  const field = (id: string, name: keyof MemberFieldErrors, hint?: string) => ({
    id,
    name,
    className: cn(errors[name] && invalidClass),
    ...fieldA11y(id, { hint, error: errors[name] }),
  });
  const orderHint = "Lower numbers come first; equal numbers go by name.";
  const photoHint = "JPEG, PNG, WebP or GIF, up to 5 MB. It is cut square.";

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent aria-describedby="member-form-description" className="max-h-[92svh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Editorial Board Member" : "Add Editorial Board Member"}</DialogTitle>
          <DialogDescription id="member-form-description">
            {editing
              ? "Update the member's details, photo and place on the board."
              : "Add a member to the journal's editorial board. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={submit}
          onInput={(e) => {
            const name = (e.target as { name?: unknown }).name;
            if (typeof name === "string" && name in clientErrors)
              setClientErrors(({ [name as keyof MemberFieldErrors]: _, ...rest }) => rest);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="member-name" label="Name" required error={errors.name}>
              <Input
                {...field("member-name", "name")}
                required
                maxLength={BOARD_LIMITS.name}
                placeholder="e.g. Prof. Dr. Asha Rao"
                defaultValue={member?.name ?? ""}
              />
            </FormField>
            <FormField id="member-role" label="Role" required error={errors.role}>
              <NativeSelect {...field("member-role", "role")} required defaultValue={member?.role ?? ""}>
                <option value="" disabled>
                  Select a role
                </option>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id="member-affiliation" label="Affiliation" optional error={errors.affiliation}>
            <Input
              {...field("member-affiliation", "affiliation")}
              maxLength={BOARD_LIMITS.affiliation}
              placeholder="University, department, country"
              defaultValue={member?.affiliation ?? ""}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="member-email" label="Email" optional error={errors.email}>
              <Input
                {...field("member-email", "email")}
                type="email"
                autoComplete="off"
                maxLength={BOARD_LIMITS.email}
                defaultValue={member?.email ?? ""}
              />
            </FormField>
            <FormField id="member-orcid" label="ORCID iD" optional error={errors.orcid}>
              <Input
                {...field("member-orcid", "orcid")}
                maxLength={100}
                placeholder="0000-0000-0000-0000"
                defaultValue={member?.orcid ?? ""}
              />
            </FormField>
          </div>
          <FormField id="member-bio" label="Bio" optional error={errors.bio}>
            <Textarea
              {...field("member-bio", "bio")}
              rows={3}
              maxLength={BOARD_LIMITS.bio}
              defaultValue={member?.bio ?? ""}
            />
          </FormField>
          <ExpertiseInput
            tags={tags}
            onChange={(next) => {
              setTags(next);
              setClientErrors(({ expertise: _, ...rest }) => rest);
            }}
            error={errors.expertise}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="member-order" label="Display Order" hint={orderHint} error={errors.displayOrder}>
              <Input
                {...field("member-order", "displayOrder", orderHint)}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={member?.displayOrder ?? 0}
              />
            </FormField>
            {editing ? (
              <div className="flex items-center gap-2 pt-7">
                <input
                  id="member-active"
                  name="isActive"
                  type="checkbox"
                  defaultChecked={member?.isActive ?? true}
                  className="size-4 rounded border-slate-300 accent-blue-700"
                />
                <label htmlFor="member-active" className="text-sm font-medium text-slate-800">
                  Active (shown on the public board)
                </label>
              </div>
            ) : null}
          </div>
          <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start">
            {preview ? (
              <img
                src={preview}
                alt="The chosen photo"
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-full object-cover shadow"
              />
            ) : member ? (
              <MemberAvatar member={member} gradient={gradient} />
            ) : null}
            <div className="min-w-0 flex-1 space-y-2">
              <FormField id="member-avatar" label="Photo" optional hint={photoHint} error={fileError ?? undefined}>
                <Input
                  id="member-avatar"
                  name="file"
                  type="file"
                  accept={IMAGE_ACCEPT}
                  disabled={busy}
                  onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
                  className={cn("h-auto py-1.5", fileError && invalidClass)}
                  {...fieldA11y("member-avatar", { hint: photoHint, error: fileError ?? undefined })}
                />
              </FormField>
              {progress !== null ? <ProgressBar value={progress} label={`Uploading ${file?.name ?? "photo"}`} /> : null}
              {member && (member.avatarImageKey || member.avatarUrl) && !preview ? (
                <RemoveAvatarButton journalId={journalId} memberId={member.id} />
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? "Saving..." : editing ? "Update Member" : "Add Member"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Removes a member's photo (their initials show again). */
export function RemoveAvatarButton({ journalId, memberId }: { journalId: string; memberId: string }) {
  const fetcher = useFetcher<BoardActionAnswer>();
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) toast.success(result.message);
    else toast.error(failure(BOARD_MESSAGES.updateFailed, result.message));
  });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={fetcher.state !== "idle"}
      onClick={() =>
        fetcher.submit({ intent: "remove-avatar", memberId }, { method: "post", action: boardPath(journalId) })
      }
    >
      <Trash2 aria-hidden="true" />
      Remove photo
    </Button>
  );
}
