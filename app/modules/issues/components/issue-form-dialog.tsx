import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useFieldErrors } from "~/lib/use-field-errors";
import { cn } from "~/lib/utils";
import { IssueCover } from "./issue-cover";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { usePictureUpload } from "~/modules/images/components/use-picture-upload";
import {
  COVER_ACCEPT,
  COVER_MAX_BYTES,
  DESCRIPTION_MAX,
  FORM_STATUSES,
  ISSUE_MESSAGES,
  ISSUE_STATUS_LABELS,
  PAGE_RANGE_MAX,
  TITLE_MAX,
} from "../issues.desk.constants";
import type { IssueFieldErrors } from "../issues.desk.schemas";
import type { DeskIssue, DeskJournal, IssueActionData } from "../issues.desk.types";

/** Where a cover is uploaded (multipart, field "file"). */
export function coverUploadPath(issueId: string): string {
  return `/api/issues/${issueId}/cover`;
}

const COVER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** What the browser can tell before sending: the file's size and its claimed type (the server checks the content). */
function precheckCover(file: File): string | null {
  if (file.size > COVER_MAX_BYTES) return ISSUE_MESSAGES.coverTooLarge;
  if (file.size === 0) return ISSUE_MESSAGES.coverNoFile;
  const byName = /\.(jpe?g|png|webp|gif)$/i.test(file.name);
  if (!COVER_TYPES.includes(file.type) && !byName) return ISSUE_MESSAGES.coverInvalid;
  return null;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Removes the issue's uploaded cover (edit only). */
function RemoveCoverButton({ issueId, onRemoved }: { issueId: string; onRemoved: () => void }) {
  const fetcher = useFetcher<IssueActionData>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) {
      toast.success(answer.message);
      onRemoved();
    } else toast.error(ISSUE_MESSAGES.updateFailed, { description: answer.message });
  });
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      disabled={fetcher.state !== "idle"}
      onClick={() => fetcher.submit({ intent: "remove-cover", issueId }, { method: "post" })}
    >
      <Trash2 aria-hidden="true" />
      Remove cover
    </Button>
  );
}

export type IssueFormDialogProps = {
  /** The issue to edit, or null to create one. */
  issue: DeskIssue | null;
  journals: DeskJournal[];
  /** The journal a new issue starts in (the list's journal filter). */
  defaultJournalId: string | null;
  onClose: () => void;
};

/**
 * Create Issue / Edit Issue (spec 002 sections 2.7 and 5, "Issue"). The fields are posted to the
 * page's action; a chosen cover is then sent to the cover endpoint with a progress bar. Mount it to
 * open it.
 */
export function IssueFormDialog({ issue, journals, defaultJournalId, onClose }: IssueFormDialogProps) {
  const fetcher = useFetcher<IssueActionData>();
  const revalidator = useRevalidator();
  const result = fetcher.data;
  const { errors, onInput } = useFieldErrors<keyof IssueFieldErrors>(
    result && !result.ok ? result.fieldErrors : undefined,
  );
  // A new issue whose cover failed to upload is an existing one from then on: saving again updates it.
  const [savedId, setSavedId] = useState<string | null>(null);
  const [hasCover, setHasCover] = useState(Boolean(issue?.coverImageKey || issue?.coverImageUrl));
  const [file, setFile] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const { progress, send } = usePictureUpload();
  const issueId = issue?.id ?? savedId;
  const editing = issueId !== null;
  const busy = fetcher.state !== "idle" || progress !== null;
  const saveFailed = editing ? ISSUE_MESSAGES.updateFailed : ISSUE_MESSAGES.createFailed;

  // Closing the dialog cancels an upload under way.

  // The chosen picture, shown before it is sent (its object URL is freed when replaced or closed).
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const formRef = useRef<HTMLFormElement>(null);

  const sendCover = (targetId: string, chosen: File) =>
    send(coverUploadPath(targetId), chosen, ISSUE_MESSAGES.coverInterrupted);

  // Saving as Published would publish articles without a public galley: the server asked first;
  // the next Save says the editor knows (ADR 066).
  const [galleyWarning, setGalleyWarning] = useState<string | null>(null);

  useFetcherAnswer(result, async (answer) => {
    if (answer.warning === "no_public_galley") {
      setGalleyWarning(answer.message);
      return;
    }
    setGalleyWarning(null);
    if (!answer.ok) {
      // A field's own error is shown under it; the toast is for what no field explains.
      const refused = Object.keys(answer.fieldErrors ?? {})[0];
      if (refused === undefined) toast.error(saveFailed, { description: answer.message });
      // On a phone the dialog scrolls, and Save is far below the numbers a conflict refuses:
      // focusing the field brings its message into view.
      else formRef.current?.querySelector<HTMLElement>(`[name="${refused}"]`)?.focus();
      return;
    }
    if (!file || !answer.issueId) {
      toast.success(answer.message);
      onClose();
      return;
    }
    const refused = await sendCover(answer.issueId as string, file);
    void revalidator.revalidate();
    if (refused === null) {
      toast.success(answer.message, { description: ISSUE_MESSAGES.coverUploaded });
      onClose();
      return;
    }
    toast.success(answer.message);
    toast.error(ISSUE_MESSAGES.coverFailed, { description: refused });
    setCoverError(refused);
    setSavedId(answer.issueId);
  });

  function choose(chosen: File | null) {
    const refused = chosen ? precheckCover(chosen) : null;
    setFile(chosen);
    setCoverError(refused);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = chosen && !refused ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (file && precheckCover(file)) {
      event.preventDefault();
      setCoverError(precheckCover(file));
    }
  }

  const statuses: string[] = [...FORM_STATUSES];
  if (issue && !statuses.includes(issue.status)) statuses.unshift(issue.status);
  const journalId = issue?.journalId ?? defaultJournalId ?? journals[0]?.id ?? "";
  const previewJournal = journals.find((j) => j.id === journalId);

  return (
    <Dialog open onOpenChange={(open) => (open || progress !== null ? undefined : onClose())}>
      <DialogContent aria-describedby="issue-form-description" className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Issue" : "Create Issue"}</DialogTitle>
          <DialogDescription id="issue-form-description">
            {editing
              ? "Update the issue's numbers, details, status and cover."
              : "Add an issue to a journal. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4" onInput={onInput} onSubmit={submit}>
          {editing ? <input type="hidden" name="issueId" value={issueId} /> : null}
          {galleyWarning ? (
            <>
              <input type="hidden" name="confirmed" value="no-public-galley" />
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                {galleyWarning}
              </p>
            </>
          ) : null}
          <FormField id="issue-journal" label="Journal" required error={errors.journalId}>
            <NativeSelect
              id="issue-journal"
              name="journalId"
              defaultValue={journalId}
              required
              className={cn(errors.journalId && invalidClass)}
              {...fieldA11y("issue-journal", { error: errors.journalId })}
            >
              {journals.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <FormField id="issue-volume" label="Volume" required error={errors.volumeNumber}>
              <Input
                id="issue-volume"
                name="volumeNumber"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                defaultValue={issue?.volumeNumber ?? ""}
                className={cn(errors.volumeNumber && invalidClass)}
                {...fieldA11y("issue-volume", { error: errors.volumeNumber })}
              />
            </FormField>
            <FormField id="issue-number" label="Issue Number" required error={errors.issueNumber}>
              <Input
                id="issue-number"
                name="issueNumber"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                defaultValue={issue?.issueNumber ?? ""}
                className={cn(errors.issueNumber && invalidClass)}
                {...fieldA11y("issue-number", { error: errors.issueNumber })}
              />
            </FormField>
            <FormField
              id="issue-type"
              label="Issue Type"
              required
              error={errors.type}
              className="col-span-2 sm:col-span-1"
            >
              <NativeSelect id="issue-type" name="type" defaultValue={issue?.type ?? "regular"}>
                <option value="regular">Regular Issue</option>
                <option value="special">Special Issue</option>
              </NativeSelect>
            </FormField>
          </div>
          <FormField id="issue-title" label="Title" required error={errors.title}>
            <Input
              id="issue-title"
              name="title"
              required
              maxLength={TITLE_MAX}
              placeholder="e.g. Advances in Drug Delivery"
              defaultValue={issue?.title ?? ""}
              className={cn(errors.title && invalidClass)}
              {...fieldA11y("issue-title", { error: errors.title })}
            />
          </FormField>
          <FormField id="issue-description" label="Description" optional error={errors.description}>
            <Textarea
              id="issue-description"
              name="description"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              placeholder="What this issue covers"
              defaultValue={issue?.description ?? ""}
              {...fieldA11y("issue-description", { error: errors.description })}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <FormField
              id="issue-date"
              label="Publication Date"
              optional
              error={errors.publicationDate}
              className="col-span-2 sm:col-span-1"
            >
              <Input
                id="issue-date"
                name="publicationDate"
                type="date"
                defaultValue={issue?.publicationDate ?? ""}
                className={cn(errors.publicationDate && invalidClass)}
                {...fieldA11y("issue-date", { error: errors.publicationDate })}
              />
            </FormField>
            <FormField id="issue-status" label="Status" error={errors.status}>
              <NativeSelect
                id="issue-status"
                name="status"
                defaultValue={issue?.status ?? "draft"}
                {...fieldA11y("issue-status", { error: errors.status })}
              >
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {ISSUE_STATUS_LABELS[s as keyof typeof ISSUE_STATUS_LABELS]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="issue-pages" label="Page Range" optional error={errors.pageRange}>
              <Input
                id="issue-pages"
                name="pageRange"
                maxLength={PAGE_RANGE_MAX}
                placeholder="e.g. 1-120"
                defaultValue={issue?.pageRange ?? ""}
                {...fieldA11y("issue-pages", { error: errors.pageRange })}
              />
            </FormField>
          </div>
          <div className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[5rem_minmax(0,1fr)]">
            {preview ? (
              <img
                src={preview}
                alt="The chosen cover image"
                width={80}
                height={107}
                className="hidden aspect-[3/4] w-20 rounded-lg object-cover shadow-sm sm:block"
              />
            ) : issue ? (
              <IssueCover
                issue={issue}
                coverImageKey={hasCover ? issue.coverImageKey : null}
                sizes="5rem"
                gradient={previewJournal?.cardGradient ?? "linear-gradient(135deg, #334155 0%, #64748b 100%)"}
                className="hidden w-20 p-2 sm:flex [&_svg]:size-5"
              />
            ) : (
              <div
                aria-hidden="true"
                className="hidden aspect-[3/4] w-20 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-400 sm:flex"
              >
                <ImageUp className="size-6" />
              </div>
            )}
            <div className="min-w-0 space-y-1.5">
              <label htmlFor="issue-cover" className="text-sm font-medium text-slate-800">
                Cover Image <span className="ml-1 font-normal text-slate-500">(optional)</span>
              </label>
              <Input
                id="issue-cover"
                type="file"
                accept={COVER_ACCEPT}
                disabled={busy}
                aria-invalid={coverError ? true : undefined}
                aria-describedby={coverError ? "issue-cover-error" : "issue-cover-hint"}
                className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
              />
              <p id="issue-cover-hint" className="text-xs text-slate-500">
                {file && !coverError
                  ? `${file.name} (${sizeLabel(file.size)})`
                  : "JPEG, PNG, WebP or GIF, up to 5 MB. Without one, the journal's drawn cover is shown."}
              </p>
              {coverError ? (
                <p id="issue-cover-error" role="alert" className="text-sm text-red-600">
                  {coverError}
                </p>
              ) : null}
              {issue && hasCover && !file ? (
                <RemoveCoverButton issueId={issue.id} onRemoved={() => setHasCover(false)} />
              ) : null}
            </div>
          </div>
          {progress !== null ? (
            <ProgressBar value={progress} label={`Uploading ${file?.name ?? "cover image"}...`} />
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {progress !== null ? "Cancel Upload" : "Cancel"}
            </Button>
            <Button type="submit" name="intent" value={editing ? "update" : "create"} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {progress !== null
                ? "Uploading..."
                : busy
                  ? "Saving..."
                  : galleyWarning
                    ? "Publish anyway"
                    : editing
                      ? "Update Issue"
                      : "Create Issue"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
