import { ArrowDown, ArrowUp, Download, FileText, Loader2, RefreshCw, Trash2, Upload, Wand2, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { GALLEY_KIND_LABELS } from "../galley-kind";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { formatFileSize } from "~/modules/submission-files/manuscript-format";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";
import { ARTICLE_LIMITS, ARTICLE_MESSAGES, GALLEY_MESSAGES, GALLEYS_PER_ARTICLE } from "../articles.desk.constants";
import type { GalleyView } from "../articles.desk.types";
import { galleyAcceptAttribute, precheckGalley } from "../galley-format";
import { galleyPath, galleysPath, postGalleyChange, requestMetadata } from "./desk-requests";

type GalleyRowProps = {
  articleId: string;
  galley: GalleyView;
  first: boolean;
  last: boolean;
  busy: boolean;
  run: (work: () => Promise<void>) => void;
  onChanged: () => void;
  onReplace: (galley: GalleyView) => void;
  onDelete: (galley: GalleyView) => void;
  onExtract: (galley: GalleyView) => void;
  extracting: boolean;
};

function GalleyRow({
  articleId,
  galley,
  first,
  last,
  busy,
  run,
  onChanged,
  onReplace,
  onDelete,
  onExtract,
  extracting,
}: GalleyRowProps) {
  const [label, setLabel] = useState(galley.label ?? "");
  const labelId = `galley-${galley.id}-label`;
  const stateId = `galley-${galley.id}-state`;
  const change = (fields: Record<string, string>, failure: string = ARTICLE_MESSAGES.saveFailed) =>
    run(async () => {
      const answer = await postGalleyChange(articleId, galley.id, fields);
      if (answer.ok) {
        toast.success(answer.message, { description: galley.fileName });
        onChanged();
      } else {
        toast.error(failure, { description: answer.message });
      }
    });
  const saveLabel = () => {
    if (label.trim() === (galley.label ?? "")) return;
    change({ intent: "update", label });
  };

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3" data-galley-id={galley.id}>
      <div className="flex items-start gap-2">
        <FileText className="mt-2 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={labelId} className="sr-only">
            Label of {galley.fileName}
          </Label>
          <Input
            id={labelId}
            value={label}
            maxLength={ARTICLE_LIMITS.galleyLabelMax}
            placeholder={GALLEY_KIND_LABELS[galley.kind]}
            className="h-9"
            disabled={busy}
            onChange={(e) => setLabel(e.currentTarget.value)}
            onBlur={saveLabel}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                saveLabel();
              }
            }}
          />
          <p className="break-all text-xs text-slate-500">
            {GALLEY_KIND_LABELS[galley.kind]} · {galley.fileName} · {formatFileSize(galley.sizeBytes)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* One switch named 'Public' whatever its state; the state is said beside it. */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              role="switch"
              checked={galley.isPublic}
              disabled={busy}
              aria-describedby={stateId}
              className="size-4 accent-blue-700"
              onChange={(e) => change({ intent: "update", isPublic: String(e.currentTarget.checked) })}
            />
            Public
          </label>
          <span id={stateId} className={galley.isPublic ? "text-xs text-emerald-700" : "text-xs text-slate-500"}>
            {galley.isPublic ? "Readers see it on the article page" : "Hidden from readers: editors only"}
          </span>
        </div>
        <div className="flex flex-wrap gap-0.5">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            title="Move up"
            disabled={busy || first}
            onClick={() => change({ intent: "move-up" })}
          >
            <ArrowUp aria-hidden="true" />
            <span className="sr-only">Move {galley.displayLabel} up</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            title="Move down"
            disabled={busy || last}
            onClick={() => change({ intent: "move-down" })}
          >
            <ArrowDown aria-hidden="true" />
            <span className="sr-only">Move {galley.displayLabel} down</span>
          </Button>
          <Button asChild variant="ghost" size="icon" className="size-8" title="Download">
            <a href={galleyPath(articleId, galley.id)} download>
              <Download aria-hidden="true" />
              <span className="sr-only">Download {galley.fileName}</span>
            </a>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            title="Replace"
            disabled={busy}
            onClick={() => onReplace(galley)}
          >
            <RefreshCw aria-hidden="true" />
            <span className="sr-only">Replace {galley.fileName}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-red-600 hover:bg-red-50"
            title="Delete"
            disabled={busy}
            onClick={() => onDelete(galley)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Delete {galley.fileName}</span>
          </Button>
        </div>
      </div>
      {galley.kind === "pdf" ? (
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onExtract(galley)}>
          {extracting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
          {extracting ? "Extracting..." : "Extract metadata"}
        </Button>
      ) : null}
    </li>
  );
}

const fileInputElement = () => document.getElementById("galley-file") as HTMLInputElement | null;

export type GalleysPanelProps = {
  articleId: string;
  galleys: GalleyView[];
  /** Reload the article (its galleys and history) after a change. */
  onChanged: () => void;
  /** The metadata read from a PDF galley, for the form to fill. */
  onExtracted: (metadata: ExtractedPdfMetadata) => void;
};

/**
 * The article's galley files: upload (PDF, HTML, XML, EPUB, LaTeX up to 50 MB, with a progress
 * bar), label, public or draft, order, replace, delete, download, and metadata extraction from a
 * PDF. Each change is saved at once (the article's other fields wait for Save).
 */
export function GalleysPanel({ articleId, galleys, onChanged, onExtracted }: GalleysPanelProps) {
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<GalleyView | null>(null);
  const [replacing, setReplacing] = useState<GalleyView | null>(null);
  const [extractingId, setExtractingId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const uploading = progress !== null;
  const full = galleys.length >= GALLEYS_PER_ARTICLE && !replacing;

  // Leaving (closing the dialog) cancels an upload under way.
  useEffect(() => () => upload.current?.abort(), []);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };

  function choose(chosen: File | null) {
    setFile(chosen);
    setFileError(chosen ? precheckGalley(chosen) : null);
  }

  function startReplace(galley: GalleyView) {
    setReplacing(galley);
    choose(null);
    const input = fileInputElement();
    if (input) {
      input.value = "";
      input.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setFileError(GALLEY_MESSAGES.noFileChosen);
    const refused = precheckGalley(file);
    if (refused) return setFileError(refused);
    const formElement = event.currentTarget;
    const body = new FormData(formElement);
    body.delete("file");
    if (replacing) body.set("replaceGalleyId", replacing.id);
    body.set("isPublic", body.get("isPublic") === "on" ? "true" : "false");
    body.set("file", file);
    const controller = new AbortController();
    upload.current = controller;
    setFileError(null);
    setProgress(0);
    setBusy(true);
    try {
      const answer = await uploadWithProgress(galleysPath(articleId), body, setProgress, controller.signal);
      if (answer.status === 201) {
        toast.success(messageOf(answer.json) ?? GALLEY_MESSAGES.uploaded, { description: file.name });
        setFile(null);
        setReplacing(null);
        formElement.reset();
        const input = fileInputElement();
        if (input) input.value = "";
        onChanged();
        return;
      }
      const message = messageOf(answer.json) ?? `The server answered ${answer.status}.`;
      setFileError(message);
      toast.error(ARTICLE_MESSAGES.uploadFailed, { description: message });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      const message = failure instanceof Error ? failure.message : undefined;
      setFileError(message ?? ARTICLE_MESSAGES.uploadFailed);
      toast.error(ARTICLE_MESSAGES.uploadFailed, { description: message });
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
      setBusy(false);
    }
  }

  function extract(galley: GalleyView) {
    setExtractingId(galley.id);
    run(async () => {
      const answer = await requestMetadata(articleId, galley.id);
      setExtractingId(null);
      if (answer.ok) onExtracted(answer.json.metadata);
      else toast.error(ARTICLE_MESSAGES.extractFailed, { description: answer.message });
    });
  }

  async function confirmDelete(galley: GalleyView) {
    setBusy(true);
    const answer = await postGalleyChange(articleId, galley.id, { intent: "delete" });
    setBusy(false);
    if (answer.ok) {
      toast.success(answer.message, { description: galley.fileName });
      setDeleting(null);
      onChanged();
    } else {
      toast.error(ARTICLE_MESSAGES.fileDeleteFailed, { description: answer.message });
    }
  }

  return (
    <section className="space-y-3" aria-labelledby="galleys-heading">
      <div>
        <h3 id="galleys-heading" className="text-sm font-semibold text-slate-900">
          Galley files
        </h3>
        <p className="text-xs text-slate-500">
          Readers see public galleys on the article page, in this order. Changes here are saved at once.
        </p>
      </div>
      {galleys.length > 0 ? (
        <ol className="space-y-2" aria-label="Galley files">
          {galleys.map((galley, index) => (
            <GalleyRow
              key={`${galley.id}:${galley.label ?? ""}`}
              articleId={articleId}
              galley={galley}
              first={index === 0}
              last={index === galleys.length - 1}
              busy={busy}
              run={run}
              onChanged={onChanged}
              onReplace={startReplace}
              onDelete={setDeleting}
              onExtract={extract}
              extracting={extractingId === galley.id}
            />
          ))}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No galley files yet. Upload the PDF first: its metadata can fill this form.
        </p>
      )}

      <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
        {replacing ? (
          <p className="flex items-center justify-between gap-2 text-sm text-slate-700">
            <span className="min-w-0 break-all">
              Replacing <span className="font-medium text-slate-900">{replacing.fileName}</span>
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => setReplacing(null)} disabled={uploading}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          </p>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor="galley-file">{replacing ? "New file" : "Upload a galley"}</Label>
          <Input
            id="galley-file"
            name="file"
            type="file"
            accept={galleyAcceptAttribute()}
            disabled={uploading || full}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "galley-file-error" : "galley-file-hint"}
            className="h-auto cursor-pointer bg-white py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
          {fileError ? (
            <p id="galley-file-error" role="alert" className="text-sm text-red-600">
              {fileError}
            </p>
          ) : (
            <p id="galley-file-hint" className="text-xs text-slate-500">
              {full ? GALLEY_MESSAGES.tooMany : "PDF, HTML, XML, ePUB or LaTeX, up to 50MB."}
            </p>
          )}
        </div>
        {replacing ? null : (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <div className="space-y-1.5">
              <Label htmlFor="galley-new-label">Label (optional)</Label>
              <Input
                id="galley-new-label"
                name="label"
                maxLength={ARTICLE_LIMITS.galleyLabelMax}
                placeholder="e.g. Full text (HTML)"
                className="bg-white"
                disabled={uploading}
              />
            </div>
            <label className="flex h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" role="switch" name="isPublic" defaultChecked className="size-4 accent-blue-700" />
              Public
            </label>
          </div>
        )}
        {uploading ? <ProgressBar value={progress ?? 0} label={`Uploading ${file?.name ?? "file"}...`} /> : null}
        <div className="flex justify-end gap-2">
          {uploading ? (
            <Button type="button" variant="outline" onClick={() => upload.current?.abort()}>
              Cancel Upload
            </Button>
          ) : null}
          <Button type="submit" disabled={uploading || !file || Boolean(fileError)}>
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {uploading ? "Uploading..." : replacing ? "Replace" : "Upload"}
          </Button>
        </div>
      </form>

      {deleting ? (
        <ConfirmDialog
          title="Delete galley"
          description={GALLEY_MESSAGES.deleteConfirm}
          descriptionId="delete-galley-description"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p className="break-all rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">
            {deleting.displayLabel} · {deleting.fileName}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
