import { ImageUp, Link2, Loader2, Trash2 } from "lucide-react";
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
import { IMAGE_ACCEPT } from "~/modules/images/image-versions";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { usePictureUpload } from "~/modules/images/components/use-picture-upload";
import { journalCoverImage } from "../journal-cover-image";
import { COVER_URL_FETCH_NOTE, COVER_URL_HINT } from "~/modules/cover-urls/cover-url.constants";
import { isIssnFormat } from "../issn";
import {
  COVER_MAX_BYTES,
  COVER_URL_MAX,
  DESCRIPTION_MAX,
  FREQUENCY_LABELS,
  IMPACT_FACTOR_MAX,
  JOURNAL_MESSAGES,
  JOURNAL_STATUS_HINTS,
  JOURNAL_STATUS_LABELS,
  JOURNAL_STATUSES,
  PUBLICATION_FREQUENCIES,
  TITLE_MAX,
} from "../journals.desk.constants";
import { SHORT_NAME_PATTERN, type JournalFieldErrors } from "../journals.desk.schemas";
import type { DeskJournal, JournalActionData } from "../journals.desk.types";
import { ScopeTagsField } from "./scope-tags-field";

/** Where a cover is uploaded (multipart, field "file"). */
export function journalCoverUploadPath(journalId: string): string {
  return `/api/journals/${journalId}/cover`;
}

const COVER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** The spec's two refusals of a chosen file, as [title, message] (the server checks the content again). */
function precheckCover(file: File): [string, string] | null {
  if (!COVER_TYPES.includes(file.type))
    return [JOURNAL_MESSAGES.invalidFileTypeTitle, JOURNAL_MESSAGES.invalidFileType];
  if (file.size >= COVER_MAX_BYTES) return [JOURNAL_MESSAGES.fileTooLargeTitle, JOURNAL_MESSAGES.fileTooLarge];
  return null;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function isHttpAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value.trim());
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

export type JournalFormDialogProps = {
  /** The journal to edit, or null to create one. */
  journal: DeskJournal | null;
  onClose: () => void;
};

/**
 * Create / edit a journal (spec 001 sections 2 and 5, "Journal form dialog"). The fields are posted
 * to the page's action; a chosen cover file is then sent to the cover endpoint with a progress bar.
 * A cover address is fetched by the server when the form is saved (ADR 052): the dialog never loads
 * it (the pages' Content-Security-Policy allows pictures of this origin only), it says it will be
 * fetched, and shows the stored picture once it is. Mount it to open it.
 */
export function JournalFormDialog({ journal, onClose }: JournalFormDialogProps) {
  const fetcher = useFetcher<JournalActionData>();
  const revalidator = useRevalidator();
  const result = fetcher.data;
  const { errors, onInput } = useFieldErrors<keyof JournalFieldErrors>(
    result && !result.ok ? result.fieldErrors : undefined,
  );
  // A new journal whose cover failed to upload exists from then on: saving again updates it.
  const [savedId, setSavedId] = useState<string | null>(null);
  const journalId = journal?.id ?? savedId;
  const editing = journalId !== null;
  const [shortName, setShortName] = useState(journal?.shortName ?? "");
  const [clientErrors, setClientErrors] = useState<JournalFieldErrors>({});
  const shownErrors = { ...errors, ...clientErrors };
  // A cover fetched from an address keeps the address: the dialog opens on it.
  const [coverMode, setCoverMode] = useState<"upload" | "url">(journal?.coverImageUrl ? "url" : "upload");
  const [coverUrl, setCoverUrl] = useState(journal?.coverImageUrl ?? "");
  const [hasUploaded, setHasUploaded] = useState(Boolean(journal?.coverImageKey));
  const [file, setFile] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const { progress, send } = usePictureUpload();
  const busy = fetcher.state !== "idle" || progress !== null;
  const shortNameLocked = (journal?.publishedArticleCount ?? 0) > 0;

  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const sendCover = (targetId: string, chosen: File) =>
    send(journalCoverUploadPath(targetId), chosen, JOURNAL_MESSAGES.uploadUnexpected);

  useFetcherAnswer(result, async (answer) => {
    if (!answer.ok) {
      toast.error(answer.title ?? JOURNAL_MESSAGES.saveFailed, { description: answer.message });
      return;
    }
    if (!file || coverMode !== "upload" || !answer.journalId) {
      toast.success(answer.message);
      onClose();
      return;
    }
    const refused = await sendCover(answer.journalId, file);
    void revalidator.revalidate();
    if (refused === null) {
      toast.success(answer.message, { description: JOURNAL_MESSAGES.coverUploaded });
      onClose();
      return;
    }
    toast.success(answer.message);
    toast.error(JOURNAL_MESSAGES.uploadFailed, { description: refused });
    setCoverError(refused);
    setSavedId(answer.journalId);
  });

  function choose(chosen: File | null) {
    const refused = chosen ? precheckCover(chosen) : null;
    if (refused) toast.error(refused[0], { description: refused[1] });
    setFile(refused ? null : chosen);
    setCoverError(refused ? refused[1] : null);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = chosen && !refused ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
  }

  /** The spec's checks with their toast titles, before anything is sent (the server checks again). */
  function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const name = String(form.get("shortName") ?? "");
    const issn = String(form.get("issn") ?? "").trim();
    const found: JournalFieldErrors = {};
    if (name && !SHORT_NAME_PATTERN.test(name)) {
      found.shortName = JOURNAL_MESSAGES.invalidShortName;
      toast.error(JOURNAL_MESSAGES.invalidShortNameTitle, { description: JOURNAL_MESSAGES.invalidShortName });
    } else if (issn && !isIssnFormat(issn)) {
      found.issn = JOURNAL_MESSAGES.invalidIssn;
      toast.error(JOURNAL_MESSAGES.invalidIssnTitle, { description: JOURNAL_MESSAGES.invalidIssn });
    }
    setClientErrors(found);
    if (Object.keys(found).length > 0 || (file && precheckCover(file))) event.preventDefault();
  }

  const current = journal ? journalCoverImage({ coverImageKey: hasUploaded ? journal.coverImageKey : null }) : null;
  // The address's picture is shown once stored (the address unchanged); a new one is fetched on save.
  const storedFromUrl = Boolean(current && journal?.coverImageUrl && coverUrl.trim() === journal.coverImageUrl);
  const fetchOnSave = coverMode === "url" && !storedFromUrl && isHttpAddress(coverUrl);
  const shownPreview =
    coverMode === "upload" ? (preview ?? current?.src ?? null) : storedFromUrl ? (current?.src ?? null) : null;

  return (
    <Dialog open onOpenChange={(open) => (open || progress !== null ? undefined : onClose())}>
      <DialogContent aria-describedby="journal-form-description" className="max-h-[92vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Journal" : "Create Journal"}</DialogTitle>
          <DialogDescription id="journal-form-description">
            {editing
              ? "Update the journal's details, cover and status."
              : "Add a journal. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          noValidate
          className="space-y-4"
          onInput={(event) => {
            onInput(event);
            const field = (event.target as { name?: unknown }).name;
            if (typeof field === "string" && field in clientErrors) setClientErrors({});
          }}
          onSubmit={submit}
        >
          {editing ? <input type="hidden" name="journalId" value={journalId} /> : null}
          <FormField id="journal-title" label="Title" required error={shownErrors.title}>
            <Input
              id="journal-title"
              name="title"
              required
              maxLength={TITLE_MAX}
              placeholder="e.g. Journal of Clinical Pharmacy"
              defaultValue={journal?.title ?? ""}
              className={cn(shownErrors.title && invalidClass)}
              {...fieldA11y("journal-title", { error: shownErrors.title })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="journal-short-name"
              label="Short Name"
              optional
              error={shownErrors.shortName}
              hint={
                shortNameLocked
                  ? "It cannot change: the journal has published articles, and their addresses (which DOIs point to) contain it."
                  : "3-10 lowercase letters, used in the journal's address. Left empty, it is made from the title."
              }
            >
              <Input
                id="journal-short-name"
                name="shortName"
                value={shortName}
                readOnly={shortNameLocked}
                maxLength={10}
                autoComplete="off"
                placeholder="e.g. jcp"
                onChange={(event) => setShortName(event.currentTarget.value.toLowerCase())}
                className={cn(shownErrors.shortName && invalidClass, shortNameLocked && "bg-slate-50")}
                {...fieldA11y("journal-short-name", { hint: true, error: shownErrors.shortName })}
              />
            </FormField>
            <FormField
              id="journal-issn"
              label="ISSN (print)"
              optional
              error={shownErrors.issn}
              hint="Format XXXX-XXXX; the last character is a check digit (0-9 or X)."
            >
              <Input
                id="journal-issn"
                name="issn"
                maxLength={9}
                autoComplete="off"
                placeholder="1234-5679"
                defaultValue={journal?.issn ?? ""}
                className={cn(shownErrors.issn && invalidClass)}
                {...fieldA11y("journal-issn", { hint: true, error: shownErrors.issn })}
              />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="journal-eissn"
              label="ISSN (online)"
              optional
              error={shownErrors.eissn}
              hint="The electronic ISSN, if the journal has one: deposited with Crossref as such."
            >
              <Input
                id="journal-eissn"
                name="eissn"
                maxLength={9}
                autoComplete="off"
                placeholder="2345-6786"
                defaultValue={journal?.eissn ?? ""}
                className={cn(shownErrors.eissn && invalidClass)}
                {...fieldA11y("journal-eissn", { hint: true, error: shownErrors.eissn })}
              />
            </FormField>
            <FormField
              id="journal-publisher"
              label="Publisher"
              optional
              error={shownErrors.publisher}
              hint="Named as the registrant of the journal's DOIs and in its citation data."
            >
              <Input
                id="journal-publisher"
                name="publisher"
                maxLength={200}
                autoComplete="organization"
                defaultValue={journal?.publisher ?? ""}
                {...fieldA11y("journal-publisher", { hint: true, error: shownErrors.publisher })}
              />
            </FormField>
          </div>
          <FormField id="journal-description" label="Description" optional error={shownErrors.description}>
            <Textarea
              id="journal-description"
              name="description"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              placeholder="What the journal publishes"
              defaultValue={journal?.description ?? ""}
              {...fieldA11y("journal-description", { error: shownErrors.description })}
            />
          </FormField>
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-800">
              Cover Image <span className="ml-1 font-normal text-slate-500">(optional)</span>
            </legend>
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="coverMode"
                  value="upload"
                  checked={coverMode === "upload"}
                  onChange={() => setCoverMode("upload")}
                  className="size-4 accent-blue-700"
                />
                <ImageUp className="size-4 text-slate-500" aria-hidden="true" /> Upload
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="coverMode"
                  value="url"
                  checked={coverMode === "url"}
                  onChange={() => setCoverMode("url")}
                  className="size-4 accent-blue-700"
                />
                <Link2 className="size-4 text-slate-500" aria-hidden="true" /> Image URL
              </label>
            </div>
            <div className="grid gap-4 sm:grid-cols-[6rem_minmax(0,1fr)]">
              {shownPreview ? (
                <img
                  src={shownPreview}
                  alt="Cover preview"
                  className="hidden aspect-[3/4] w-24 rounded-lg object-cover shadow-sm sm:block"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="hidden aspect-[3/4] w-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-400 sm:flex"
                >
                  <ImageUp className="size-6" />
                </div>
              )}
              {coverMode === "upload" ? (
                <div className="min-w-0 space-y-1.5">
                  <label htmlFor="journal-cover-file" className="sr-only">
                    Cover image file
                  </label>
                  <Input
                    id="journal-cover-file"
                    type="file"
                    accept={IMAGE_ACCEPT}
                    disabled={busy}
                    aria-invalid={coverError ? true : undefined}
                    aria-describedby={coverError ? "journal-cover-error" : "journal-cover-hint"}
                    className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
                    onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
                  />
                  <p id="journal-cover-hint" className="text-xs text-slate-500">
                    {file ? `${file.name} (${sizeLabel(file.size)})` : "JPEG, PNG, WebP or GIF, smaller than 5MB."}
                  </p>
                  {coverError ? (
                    <p id="journal-cover-error" role="alert" className="text-sm text-red-600">
                      {coverError}
                    </p>
                  ) : null}
                  {journal && hasUploaded && !file ? (
                    <RemoveCoverButton journalId={journal.id} onRemoved={() => setHasUploaded(false)} />
                  ) : null}
                  <input type="hidden" name="coverImageUrl" value="" />
                </div>
              ) : (
                <div className="min-w-0 space-y-1.5">
                  <FormField
                    id="journal-cover-url"
                    label={<span className="sr-only">Cover image URL</span>}
                    error={shownErrors.coverImageUrl}
                    hint={fetchOnSave ? `${COVER_URL_HINT} ${COVER_URL_FETCH_NOTE}` : COVER_URL_HINT}
                  >
                    <Input
                      id="journal-cover-url"
                      name="coverImageUrl"
                      type="url"
                      inputMode="url"
                      maxLength={COVER_URL_MAX}
                      placeholder="https://example.org/cover.jpg"
                      value={coverUrl}
                      onChange={(event) => setCoverUrl(event.currentTarget.value)}
                      className={cn(shownErrors.coverImageUrl && invalidClass)}
                      {...fieldA11y("journal-cover-url", { hint: true, error: shownErrors.coverImageUrl })}
                    />
                  </FormField>
                  {journal && storedFromUrl ? (
                    <RemoveCoverButton
                      journalId={journal.id}
                      onRemoved={() => {
                        setHasUploaded(false);
                        setCoverUrl("");
                      }}
                    />
                  ) : null}
                </div>
              )}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="journal-frequency" label="Publication Frequency" error={shownErrors.publicationFrequency}>
              <NativeSelect
                id="journal-frequency"
                name="publicationFrequency"
                defaultValue={journal?.publicationFrequency ?? "monthly"}
              >
                {PUBLICATION_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {FREQUENCY_LABELS[f]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="journal-impact" label="Impact Factor" error={shownErrors.impactFactor}>
              <Input
                id="journal-impact"
                name="impactFactor"
                type="number"
                inputMode="decimal"
                min={0}
                max={IMPACT_FACTOR_MAX}
                step={0.1}
                defaultValue={journal?.impactFactor ?? ""}
                placeholder="None"
                className={cn(shownErrors.impactFactor && invalidClass)}
                {...fieldA11y("journal-impact", { error: shownErrors.impactFactor })}
              />
            </FormField>
            <StatusField defaultStatus={journal?.status ?? "active"} error={shownErrors.status} />
          </div>
          <ScopeTagsField defaultTags={journal?.scope ?? []} error={shownErrors.scope} />
          {progress !== null ? (
            <ProgressBar value={progress} label={`Uploading ${file?.name ?? "cover image"}...`} />
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {progress !== null ? "Cancel Upload" : "Cancel"}
            </Button>
            <Button type="submit" name="intent" value={editing ? "update" : "create"} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {progress !== null ? "Uploading..." : busy ? "Saving..." : editing ? "Update Journal" : "Create Journal"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function StatusField({ defaultStatus, error }: { defaultStatus: DeskJournal["status"]; error?: string }) {
  const [status, setStatus] = useState(defaultStatus);
  return (
    <FormField id="journal-status" label="Status" error={error} hint={JOURNAL_STATUS_HINTS[status]}>
      <NativeSelect
        id="journal-status"
        name="status"
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as DeskJournal["status"])}
        {...fieldA11y("journal-status", { hint: true, error })}
      >
        {JOURNAL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {JOURNAL_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Removes the journal's uploaded cover (edit only). */
function RemoveCoverButton({ journalId, onRemoved }: { journalId: string; onRemoved: () => void }) {
  const fetcher = useFetcher<JournalActionData>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) {
      toast.success(answer.message);
      onRemoved();
    } else toast.error(JOURNAL_MESSAGES.saveFailed, { description: answer.message });
  });
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      disabled={fetcher.state !== "idle"}
      onClick={() => fetcher.submit({ intent: "remove-cover", journalId }, { method: "post" })}
    >
      <Trash2 aria-hidden="true" />
      Remove cover
    </Button>
  );
}
