import { ImageUp, Loader2, X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { usePictureUpload } from "~/modules/images/components/use-picture-upload";
import { conferenceCoverAttributes } from "../conference-cover-image";
import { conferenceDayOf } from "../conference-dates";
import type { ConferenceActionData, DeskConference } from "../conference-desk.types";
import { CONFERENCE_TYPE_LABELS, CONFERENCE_TYPES } from "../conference-display";
import {
  CONFERENCE_FORM_FIELDS,
  parseConferenceForm,
  type ConferenceFieldErrors,
  type ConferenceFormField,
} from "../conference-form.schemas";
import {
  CONFERENCE_COVER_MAX_BYTES,
  CONFERENCE_MESSAGES as M,
  CONFERENCE_STATUS_LABELS,
  CONFERENCE_STATUSES,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  LOCATION_MAX,
  TITLE_MAX,
  WEBSITE_MAX,
} from "../conferences.constants";

/** Where a cover is uploaded (multipart, field "file"). */
export function conferenceCoverUploadPath(conferenceId: string): string {
  return `/api/conferences/${conferenceId}/cover`;
}

type DateField =
  "startDate" | "endDate" | "registrationDeadline" | "abstractSubmissionDeadline" | "paperSubmissionDeadline";

const DATE_FIELDS: { field: DateField; label: string; required?: true }[] = [
  { field: "startDate", label: "Start Date", required: true },
  { field: "endDate", label: "End Date", required: true },
  { field: "registrationDeadline", label: "Registration Deadline" },
  { field: "abstractSubmissionDeadline", label: "Abstract Submission" },
  { field: "paperSubmissionDeadline", label: "Paper Submission" },
];

/** The control of each field, to take the focus when the field is refused. */
const FIELD_IDS: Record<ConferenceFormField, string> = {
  title: "conference-title",
  description: "conference-description",
  conferenceType: "conference-type",
  status: "conference-status",
  location: "conference-location",
  startDate: "conference-startDate",
  endDate: "conference-endDate",
  registrationDeadline: "conference-registrationDeadline",
  abstractSubmissionDeadline: "conference-abstractSubmissionDeadline",
  paperSubmissionDeadline: "conference-paperSubmissionDeadline",
  websiteUrl: "conference-website",
  organizerContact: "conference-contact",
};

const focusField = (field: ConferenceFormField) => document.getElementById(FIELD_IDS[field])?.focus();

/** The cover the dialog shows: the chosen file's preview, else the stored cover, else none. */
function CoverPreview({ src, onRemove, busy }: { src: string; onRemove: () => void; busy: boolean }) {
  return (
    <div className="relative w-full max-w-[14rem] overflow-hidden rounded-lg border border-slate-200">
      <img src={src} alt="Cover image preview" className="aspect-[16/9] w-full object-cover" />
      <button
        type="button"
        onClick={onRemove}
        disabled={busy}
        className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
        aria-label="Remove cover image"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * 'Create New Conference' / 'Edit Conference' (spec 001 section 2). The form posts to the page's
 * action, which checks it in the spec's order; the same check runs here first so that a missing
 * title or date is told at once. A chosen cover is sent after the conference is saved, with
 * progress, to its upload endpoint. Mount it to open it.
 */
export function ConferenceFormDialog({
  conference,
  onClose,
}: {
  conference: DeskConference | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ConferenceActionData>();
  const removal = useFetcher<ConferenceActionData>();
  const revalidator = useRevalidator();
  // A new conference whose cover failed to upload exists from then on: saving again updates it.
  const [savedId, setSavedId] = useState<string | null>(null);
  const conferenceId = conference?.id ?? savedId;
  const editing = conferenceId !== null;
  const [errors, setErrors] = useState<ConferenceFieldErrors>({});
  const [dates, setDates] = useState<Record<DateField, string>>(() => ({
    startDate: conferenceDayOf(conference?.startDate),
    endDate: conferenceDayOf(conference?.endDate),
    registrationDeadline: conferenceDayOf(conference?.registrationDeadline),
    abstractSubmissionDeadline: conferenceDayOf(conference?.abstractSubmissionDeadline),
    paperSubmissionDeadline: conferenceDayOf(conference?.paperSubmissionDeadline),
  }));
  const stored = conferenceCoverAttributes(conference?.coverImageKey)?.src ?? null;
  const [hasStored, setHasStored] = useState(Boolean(stored));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { progress, send } = usePictureUpload();
  // A new key empties the file input (a file input cannot be set, only replaced).
  const [fileKey, setFileKey] = useState(0);
  const busy = fetcher.state !== "idle" || progress !== null;
  const failedTitle = editing ? M.updateFailed : M.createFailed;

  // Closing the dialog cancels an upload under way and frees the preview.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(chosen: File | null) {
    if (chosen && chosen.size > CONFERENCE_COVER_MAX_BYTES) {
      toast.error(M.coverTooLargeTitle, { description: M.coverTooLarge });
      setFileKey((k) => k + 1);
      return;
    }
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  }

  function dropChosen() {
    setFile(null);
    setPreview(null);
    setFileKey((k) => k + 1);
  }

  const sendCover = (targetId: string, chosen: File) =>
    send(conferenceCoverUploadPath(targetId), chosen, M.coverInterrupted);

  useFetcherAnswer(fetcher.data, async (answer) => {
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      const refusedField = Object.keys(answer.fieldErrors ?? {})[0] as ConferenceFormField | undefined;
      if (refusedField) focusField(refusedField);
      toast.error(answer.fieldErrors ? answer.title : M.error, {
        description: answer.message || failedTitle,
      });
      return;
    }
    if (!file || !answer.conferenceId) {
      toast.success(answer.title, { description: answer.message });
      onClose();
      return;
    }
    const refused = await sendCover(answer.conferenceId, file);
    void revalidator.revalidate();
    toast.success(answer.title, { description: answer.message });
    if (refused === null) {
      onClose();
      return;
    }
    toast.error(M.coverFailed, { description: refused });
    setSavedId(answer.conferenceId);
  });

  useFetcherAnswer(removal.data, (answer) => {
    if (answer.ok) {
      setHasStored(false);
      toast.success(M.coverRemoved);
    } else toast.error(M.error, { description: answer.message });
  });

  // The spec's checks, in its order, before anything is sent; the server checks the same again.
  function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const values: Partial<Record<ConferenceFormField, string>> = {};
    for (const name of CONFERENCE_FORM_FIELDS) values[name] = String(form.get(name) ?? "");
    const checked = parseConferenceForm(values);
    if (!checked.ok) {
      event.preventDefault();
      setErrors({ [checked.field]: checked.message });
      focusField(checked.field);
      toast.error(checked.title, { description: checked.message });
      return;
    }
    setErrors({});
  }

  function clearError(field: string) {
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  const shownCover = preview ?? (hasStored ? stored : null);

  return (
    <Dialog open onOpenChange={(open) => (open || progress !== null ? undefined : onClose())}>
      <DialogContent
        aria-describedby="conference-form-description"
        className="max-w-2xl"
        // Escape inside an open calendar closes the calendar, not the whole dialog.
        onEscapeKeyDown={(event) => {
          if ((event.target as Element | null)?.closest?.("[data-date-picker-panel]")) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Conference" : "Create New Conference"}</DialogTitle>
          <DialogDescription id="conference-form-description">
            {editing
              ? "Update the conference's details, dates and cover."
              : "Add a conference, symposium, workshop or seminar. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={submit}
          onInput={(e) => clearError((e.target as HTMLInputElement).name)}
        >
          {editing ? <input type="hidden" name="conferenceId" value={conferenceId} /> : null}
          <FormField id="conference-title" label="Conference Title" required error={errors.title}>
            <Input
              id="conference-title"
              name="title"
              maxLength={TITLE_MAX}
              defaultValue={conference?.title ?? ""}
              placeholder="e.g. International Symposium on Clinical Pharmacology"
              className={cn(errors.title && invalidClass)}
              {...fieldA11y("conference-title", { error: errors.title })}
            />
          </FormField>
          <FormField id="conference-description" label="Description" error={errors.description}>
            <Textarea
              id="conference-description"
              name="description"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              defaultValue={conference?.description ?? ""}
              {...fieldA11y("conference-description", { error: errors.description })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="conference-type" label="Type" error={errors.conferenceType}>
              <NativeSelect
                id="conference-type"
                name="conferenceType"
                defaultValue={conference?.conferenceType ?? "academic"}
              >
                {CONFERENCE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CONFERENCE_TYPE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="conference-status" label="Status" error={errors.status}>
              <NativeSelect id="conference-status" name="status" defaultValue={conference?.status ?? "upcoming"}>
                {CONFERENCE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {CONFERENCE_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="conference-location" label="Location" error={errors.location}>
              <Input
                id="conference-location"
                name="location"
                maxLength={LOCATION_MAX}
                defaultValue={conference?.location ?? ""}
                placeholder="City, country or Online"
                {...fieldA11y("conference-location", { error: errors.location })}
              />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {DATE_FIELDS.map(({ field, label, required }) => {
              const id = `conference-${field}`;
              return (
                <FormField key={field} id={id} label={label} required={required} error={errors[field]}>
                  <DatePicker
                    id={id}
                    name={field}
                    label={label}
                    value={dates[field]}
                    clearable={!required}
                    onChange={(value) => {
                      setDates((d) => ({ ...d, [field]: value }));
                      clearError(field);
                    }}
                    {...fieldA11y(id, { error: errors[field] })}
                  />
                </FormField>
              );
            })}
          </div>
          <div className="space-y-2">
            <label htmlFor="conference-cover" className="text-sm font-medium text-slate-800">
              Cover Image
            </label>
            {shownCover ? (
              <CoverPreview
                src={shownCover}
                busy={busy || removal.state !== "idle"}
                onRemove={() =>
                  preview
                    ? dropChosen()
                    : removal.submit({ intent: "remove-cover", conferenceId: conferenceId ?? "" }, { method: "post" })
                }
              />
            ) : (
              <div
                aria-hidden="true"
                className="flex aspect-[16/9] w-full max-w-[14rem] items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-400"
              >
                <ImageUp className="size-8" />
              </div>
            )}
            <Input
              key={fileKey}
              id="conference-cover"
              type="file"
              accept="image/*"
              disabled={busy}
              aria-describedby="conference-cover-hint"
              className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
            <p id="conference-cover-hint" className="text-xs text-slate-500">
              {M.coverHint}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="conference-website" label="Website URL" error={errors.websiteUrl}>
              <Input
                id="conference-website"
                name="websiteUrl"
                type="url"
                inputMode="url"
                maxLength={WEBSITE_MAX}
                placeholder="https://"
                defaultValue={conference?.websiteUrl ?? ""}
                className={cn(errors.websiteUrl && invalidClass)}
                {...fieldA11y("conference-website", { error: errors.websiteUrl })}
              />
            </FormField>
            <FormField id="conference-contact" label="Organizer Contact" error={errors.organizerContact}>
              <Input
                id="conference-contact"
                name="organizerContact"
                maxLength={CONTACT_MAX}
                placeholder="events@example.org"
                defaultValue={conference?.organizerContact ?? ""}
                {...fieldA11y("conference-contact", { error: errors.organizerContact })}
              />
            </FormField>
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
              {busy ? "Saving..." : editing ? "Update Conference" : "Create Conference"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
