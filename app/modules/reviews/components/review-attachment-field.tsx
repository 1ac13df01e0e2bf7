import { Download, Paperclip, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";
import { acceptAttribute, precheckManuscript } from "~/modules/submission-files/manuscript-format";
import { REVIEW_ATTACHMENT_FORMATS, REVIEW_MESSAGES } from "../reviews.constants";

/**
 * The review form's optional annotated file (PDF, DOC or DOCX): the current one with Download,
 * Replace and Remove, or a file field; uploaded with progress to /review/:id/attachment. The server
 * checks the file again, by content.
 */
export function ReviewAttachmentField({
  assignmentId,
  currentName,
  maxFileBytes,
}: {
  assignmentId: string;
  currentName: string | null;
  maxFileBytes: number;
}) {
  const endpoint = `/review/${assignmentId}/attachment`;
  const revalidator = useRevalidator();
  const [replacing, setReplacing] = useState(false);
  const choosing = currentName === null || replacing;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const busy = progress !== null || removing;
  const rules = { allowedFormats: REVIEW_ATTACHMENT_FORMATS, maxFileBytes };

  useEffect(() => () => upload.current?.abort(), []);

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen ? precheckManuscript(chosen, rules) : null);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const refused = precheckManuscript(file, rules);
    if (refused) return setError(refused);
    const body = new FormData();
    body.set("file", file);
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadWithProgress(endpoint, body, setProgress, controller.signal);
      if (answer.status === 201) {
        toast.success(messageOf(answer.json) ?? REVIEW_MESSAGES.attachmentUploaded, { description: file.name });
        setFile(null);
        setReplacing(false);
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
      setProgress(null);
    }
  }

  async function remove() {
    setRemoving(true);
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
    } finally {
      setRemoving(false);
    }
  }

  return (
    <section className="space-y-2 rounded-md border border-slate-200 p-3" aria-labelledby="review-attachment-title">
      <h3 id="review-attachment-title" className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Paperclip aria-hidden="true" className="size-4" />
        Annotated file <span className="font-normal text-slate-600">(optional)</span>
      </h3>
      {currentName ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="review-attachment">
          <span className="break-all">{currentName}</span>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={endpoint}>
                <Download aria-hidden="true" />
                Download<span className="sr-only"> {currentName}</span>
              </a>
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setReplacing(true)}>
              Replace
            </Button>
            <Button type="button" variant="ghost" size="sm" className="text-red-700" disabled={busy} onClick={remove}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </div>
      ) : null}
      {choosing ? (
        <form onSubmit={send} className="flex flex-wrap items-end gap-2">
          <FormField
            id="review-attachment-file"
            label={currentName ? "Replace with" : "File"}
            hint="PDF, DOC or DOCX with your annotations. Remove your name from the file under blind review."
          >
            <Input
              id="review-attachment-file"
              type="file"
              accept={acceptAttribute(REVIEW_ATTACHMENT_FORMATS)}
              aria-describedby="review-attachment-file-hint"
              disabled={busy}
              onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
            />
          </FormField>
          <Button type="submit" variant="outline" size="sm" disabled={busy || !file || error !== null}>
            Upload
          </Button>
        </form>
      ) : null}
      {progress !== null ? <ProgressBar value={progress} label={`Uploading ${file?.name ?? "file"}...`} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
