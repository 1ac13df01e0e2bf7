import { FileText, Info, Upload, X } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import {
  acceptAttribute,
  formatFileSize,
  formatsLabel,
  maxFileLabel,
} from "~/modules/submission-files/manuscript-format";
import {
  PROCESSING_MODE_LABELS,
  SUBMISSION_LIMITS,
  SUBMISSION_TYPE_LABELS,
  WIZARD_ADVICE,
} from "../submissions.constants";
import { EntryListInput } from "./entry-list-input";
import type { WizardStepProps } from "./wizard-step-props";
import { formatCount } from "~/lib/format-count";

type FilesStepProps = WizardStepProps & {
  journalTitle: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  fileError: string | null;
  /** 0..1 while the submission is being sent, else null. */
  progress: number | null;
  onCancelUpload: () => void;
};

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** Step 3, 'Files & Review' (Upload & Submit): the manuscript, cover letter, suggested reviewers and a summary. */
export function WizardFilesStep(props: FilesStepProps) {
  const { form, update, errors, touch, rules, disabled, drafts, onDraftChange, file, onFile, fileError, progress } =
    props;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const letterLength = form.coverLetter.length;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">
          Manuscript File
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        </p>
        {/* Before the drop zone, so that the zone shows the keyboard focus of the hidden input
            (peer-focus-visible). Once a file is chosen, "Choose another file" takes its place in
            the tab order. */}
        <input
          ref={inputRef}
          id="wizard-file"
          type="file"
          className="peer sr-only"
          tabIndex={file ? -1 : undefined}
          accept={acceptAttribute(rules.allowedFormats)}
          disabled={disabled}
          aria-describedby={[hintId, fileError ? "wizard-file-error" : null].filter(Boolean).join(" ")}
          onChange={(e) => {
            onFile(e.currentTarget.files?.[0] ?? null);
            // The same file may be chosen again after a removal.
            e.currentTarget.value = "";
          }}
        />
        {file ? (
          <div
            className={cn(
              "flex items-center gap-3 rounded-lg border p-3",
              fileError ? "border-red-300 bg-red-50" : "border-slate-200 bg-slate-50",
            )}
          >
            <FileText className="size-8 shrink-0 text-blue-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="break-all text-sm font-medium text-slate-900">{file.name}</p>
              <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
            </div>
            {disabled ? null : (
              <Button type="button" variant="ghost" size="sm" onClick={() => onFile(null)}>
                <X aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
        ) : (
          <label
            htmlFor="wizard-file"
            className={cn(
              "flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center hover:border-blue-400 hover:bg-blue-50/40 peer-focus-visible:border-blue-600 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2",
              fileError ? "border-red-300" : "border-slate-300",
            )}
          >
            <Upload className="size-8 text-slate-400" aria-hidden="true" />
            <span className="text-sm font-medium text-slate-900">Choose your manuscript file</span>
            <span id={hintId} className="text-xs text-slate-500">
              {formatsLabel(rules.allowedFormats)}, up to {maxFileLabel(rules.maxFileBytes)}
            </span>
          </label>
        )}
        {file && !disabled ? (
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => inputRef.current?.click()}>
            Choose another file
          </Button>
        ) : null}
        {fileError ? (
          <p id="wizard-file-error" className="text-sm text-red-600" role="alert">
            {fileError}
          </p>
        ) : null}
        {progress !== null ? (
          <div className="flex items-center gap-3">
            <ProgressBar
              value={progress}
              label={progress < 1 ? "Uploading manuscript..." : "Processing..."}
              className="flex-1"
            />
            {progress < 1 ? (
              <Button type="button" variant="outline" size="sm" onClick={props.onCancelUpload}>
                Cancel
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <FormField
        id="wizard-cover-letter"
        label="Cover Letter (optional)"
        hint={`${formatCount(letterLength)}/${formatCount(SUBMISSION_LIMITS.coverLetterMax)} characters`}
        error={errors.coverLetter}
      >
        <Textarea
          id="wizard-cover-letter"
          value={form.coverLetter}
          rows={6}
          maxLength={SUBMISSION_LIMITS.coverLetterMax}
          placeholder="Tell the editors why your manuscript suits the journal"
          disabled={disabled}
          onChange={(e) => update({ coverLetter: e.currentTarget.value })}
          onBlur={() => touch("coverLetter")}
          {...fieldA11y("wizard-cover-letter", { hint: true, error: errors.coverLetter })}
          className={cn(errors.coverLetter && invalidClass)}
        />
      </FormField>

      <EntryListInput
        id="wizard-reviewers"
        label="Suggested Reviewers (optional)"
        entries={form.suggestedReviewers}
        onChange={(suggestedReviewers) => {
          update({ suggestedReviewers });
          touch("suggestedReviewers");
        }}
        draft={drafts.suggestedReviewers ?? ""}
        onDraftChange={(draft) => onDraftChange("suggestedReviewers", draft)}
        placeholder="Name, affiliation, email"
        hint={`${WIZARD_ADVICE.suggestedReviewers} At most ${SUBMISSION_LIMITS.suggestedReviewersMax}.`}
        error={errors.suggestedReviewers}
        max={SUBMISSION_LIMITS.suggestedReviewersMax}
        maxLength={SUBMISSION_LIMITS.suggestedReviewerMax}
        disabled={disabled}
      />

      <section className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
        <h3 className="text-sm font-semibold text-slate-900">Review your submission</h3>
        <dl className="space-y-2 text-sm">
          <SummaryRow label="Journal" value={props.journalTitle ?? "Not selected"} />
          <SummaryRow label="Title" value={form.title || "Not given"} />
          <SummaryRow label="Type" value={SUBMISSION_TYPE_LABELS[form.submissionType]} />
          <SummaryRow label="Authors" value={form.authors.map((a) => a.name || "Unnamed author").join(", ")} />
          <SummaryRow label="Keywords" value={form.keywords.length > 0 ? form.keywords.join(", ") : "None"} />
          <SummaryRow label="Processing" value={PROCESSING_MODE_LABELS[form.processingMode]} />
          <SummaryRow label="Manuscript" value={file ? `${file.name} (${formatFileSize(file.size)})` : "Not chosen"} />
        </dl>
      </section>

      <p className="flex items-start gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {WIZARD_ADVICE.review}
      </p>
    </div>
  );
}
