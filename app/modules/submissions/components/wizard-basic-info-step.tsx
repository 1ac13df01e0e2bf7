import { HydrationSlice } from "~/components/hydration-slice";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import {
  SUBMISSION_LIMITS,
  SUBMISSION_TYPES,
  SUBMISSION_TYPE_LABELS,
  type SubmissionType,
} from "../submissions.constants";
import type { WizardJournal } from "../submissions.types";
import { AuthorsEditor } from "./authors-editor";
import type { WizardStepProps } from "./wizard-step-props";

/** Step 1, 'Basic Info' (Title & Authors): the journal, the title, the type and the authors. */
export function WizardBasicInfoStep({
  form,
  update,
  errors,
  touch,
  disabled,
  journals,
}: WizardStepProps & { journals: readonly WizardJournal[] }) {
  return (
    <div className="space-y-5">
      <FormField id="wizard-journal" label="Journal" required error={errors.journalId}>
        <NativeSelect
          id="wizard-journal"
          value={form.journalId}
          disabled={disabled}
          onChange={(e) => update({ journalId: e.currentTarget.value })}
          onBlur={() => touch("journalId")}
          {...fieldA11y("wizard-journal", { error: errors.journalId })}
          className={cn(errors.journalId && invalidClass)}
        >
          <option value="">Select a journal</option>
          {journals.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title} ({j.shortName.toUpperCase()})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="wizard-title" label="Manuscript Title" required error={errors.title}>
        <Input
          id="wizard-title"
          value={form.title}
          placeholder="Enter the full title of your manuscript"
          maxLength={SUBMISSION_LIMITS.titleMax}
          disabled={disabled}
          onChange={(e) => update({ title: e.currentTarget.value })}
          onBlur={() => touch("title")}
          {...fieldA11y("wizard-title", { error: errors.title })}
          className={cn(errors.title && invalidClass)}
        />
      </FormField>
      <FormField id="wizard-type" label="Submission Type" required error={errors.submissionType}>
        <NativeSelect
          id="wizard-type"
          value={form.submissionType}
          disabled={disabled}
          onChange={(e) => update({ submissionType: e.currentTarget.value as SubmissionType })}
        >
          {SUBMISSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {SUBMISSION_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* The authors' fields, the step's largest part, are a slice of the page's hydration of their own. */}
      <HydrationSlice>
        <div className="space-y-2">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">
              Authors
              <span className="text-red-600" aria-hidden="true">
                {" "}
                *
              </span>
            </h3>
            <p className="text-xs text-slate-500">
              The first author is the corresponding author. Name, email and affiliation are required for every author.
            </p>
          </div>
          {errors.authors ? <p className="text-sm text-red-600">{errors.authors}</p> : null}
          <AuthorsEditor
            idPrefix="wizard"
            authors={form.authors}
            onChange={(authors) => update({ authors })}
            errors={errors}
            onTouch={touch}
            affiliationRequired
            disabled={disabled}
          />
        </div>
      </HydrationSlice>
    </div>
  );
}
