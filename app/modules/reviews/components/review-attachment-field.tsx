import { Download, FileText, Paperclip, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { useHydrated } from "~/lib/use-hydrated";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";
import {
  acceptAttribute,
  formatFileSize,
  formatsLabel,
  maxFileLabel,
  precheckManuscript,
} from "~/modules/submission-files/manuscript-format";
import { REVIEW_ATTACHMENT_FORMATS, REVIEW_MESSAGES } from "../reviews.constants";
import type { ReviewAttachmentView } from "../reviews.types";

/** Where the reviewer's own annotated file is uploaded, removed (intent=remove) and downloaded. */
export const reviewAttachmentPath = (assignmentId: string) => `/review/${assignmentId}/attachment`;

/**
 * The review's annotated file: its name, size and Download, and Remove while the review is a
 * draft (`onRemove`). The submitted review shows it without Remove.
 */
export function ReviewAttachmentItem({
  assignmentId,
  attachment,
  onRemove,
  removeDisabled,
}: {
  assignmentId: string;
  attachment: ReviewAttachmentView;
  onRemove?: () => void;
  removeDisabled?: boolean;
}) {
  return (
    <div
      className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="review-attachment"
    >
      <div className="flex min-w-0 items-start gap-2">
        <FileText className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{attachment.fileName}</p>
          {attachment.sizeBytes !== null ? (
            <p className="text-xs text-slate-600">{formatFileSize(attachment.sizeBytes)}</p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          {/* A plain link: the server answers with a signed download URL. */}
          <a href={reviewAttachmentPath(assignmentId)}>
            <Download aria-hidden="true" />
            Download<span className="sr-only"> {attachment.fileName}</span>
          </a>
        </Button>
        {onRemove ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="border-red-200 text-red-700 hover:bg-red-50"
            disabled={removeDisabled}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            Remove<span className="sr-only"> {attachment.fileName}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The draft review's optional annotated file (PDF, DOC or DOCX), inside the review form above its
 * buttons: the file attached so far, and a file field that uploads the chosen file at once, with
 * progress, to /review/:id/attachment (a second one replaces the first: a review has one). The
 * field has no name, so the review's own post never carries it. `onBusyChange` tells the form
 * while a file is on its way, so that the review is not submitted without it. The server checks
 * the file again, by content, and refuses it once the review is submitted.
 */
export function ReviewAttachmentField({
  assignmentId,
  attachment,
  maxFileBytes,
  namedToAuthors,
  disabled,
  onBusyChange,
}: {
  assignmentId: string;
  attachment: ReviewAttachmentView | null;
  maxFileBytes: number;
  /** Whether the round's review type names reviewers to authors: what the hint asks of the file. */
  namedToAuthors: boolean;
  /** While the review itself is being saved. */
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const endpoint = reviewAttachmentPath(assignmentId);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<{ name: string; progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const busy = sending !== null || removing;
  const rules = { allowedFormats: REVIEW_ATTACHMENT_FORMATS, maxFileBytes };

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = precheckManuscript(file, rules);
    if (refused) {
      input.value = "";
      return setError(refused);
    }
    const body = new FormData();
    body.set("file", file);
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setSending({ name: file.name, progress: 0 });
    try {
      const answer = await uploadWithProgress(
        endpoint,
        body,
        (progress) => setSending({ name: file.name, progress }),
        controller.signal,
      );
      if (answer.status === 201) {
        toast.success(messageOf(answer.json) ?? REVIEW_MESSAGES.attachmentUploaded, { description: file.name });
        await revalidator.revalidate();
        return;
      }
      const message = messageOf(answer.json) ?? `The server answered ${answer.status}.`;
      setError(message);
      toast.error(REVIEW_MESSAGES.attachmentFailed, { description: message });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      const message = failure instanceof Error ? failure.message : REVIEW_MESSAGES.attachmentFailed;
      setError(message);
      toast.error(REVIEW_MESSAGES.attachmentFailed, { description: message });
    } finally {
      if (upload.current === controller) upload.current = null;
      setSending(null);
      input.value = "";
    }
  }

  async function remove() {
    setRemoving(true);
    setError(null);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams({ intent: "remove" }),
      });
      const message = messageOf(await response.json().catch(() => null));
      if (response.ok) {
        toast.success(message ?? REVIEW_MESSAGES.attachmentRemoved);
        await revalidator.revalidate();
      } else {
        setError(message ?? `The server answered ${response.status}.`);
      }
    } catch {
      setError(REVIEW_MESSAGES.attachmentFailed);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <section className="space-y-3 rounded-md border border-slate-200 p-3" aria-labelledby="review-attachment-title">
      <div className="space-y-1">
        <h3 id="review-attachment-title" className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <Paperclip aria-hidden="true" className="size-4" />
          Annotated file <span className="font-normal text-slate-600">(optional)</span>
        </h3>
        <p id="review-attachment-file-hint" className="text-xs text-slate-600">
          {formatsLabel(REVIEW_ATTACHMENT_FORMATS)}, up to {maxFileLabel(maxFileBytes)}, with your annotations. One
          file: choosing another replaces it. It reaches the editor with your review, and the authors only if the editor
          releases it.{" "}
          {namedToAuthors
            ? "This review is open: the authors may learn your name."
            : "The authors are not told your name: keep it out of the file's text (a signature, a header); its document properties are removed for them."}
        </p>
      </div>
      {attachment ? (
        <ReviewAttachmentItem
          assignmentId={assignmentId}
          attachment={attachment}
          onRemove={remove}
          removeDisabled={!hydrated || busy || disabled}
        />
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor="review-attachment-file">
          {attachment ? "Replace it with another file" : "Attach an annotated file"}
        </Label>
        <Input
          id="review-attachment-file"
          type="file"
          accept={acceptAttribute(REVIEW_ATTACHMENT_FORMATS)}
          aria-describedby="review-attachment-file-hint"
          // Uploading needs scripts: until they run, choosing a file would do nothing.
          disabled={!hydrated || busy || disabled}
          className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
          onChange={choose}
        />
      </div>
      {sending ? (
        <div className="flex items-end gap-2">
          <ProgressBar className="flex-1" value={sending.progress} label={`Uploading ${sending.name}...`} />
          <Button type="button" variant="ghost" size="sm" onClick={() => upload.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
