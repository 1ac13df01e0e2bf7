import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import {
  REVIEW_TYPE_LABELS,
  REVIEW_TYPES,
  SETTING_LIMITS as L,
  type ResolvedJournalSettings,
} from "../journal-settings.defaults";
import { NumberField, SettingsForm, ToggleField } from "./settings-form";

/**
 * Editorial Workflow tab: the review type, the review and revision durations that set the due dates
 * of new review invitations and revision requests, and the statements the wizard requires.
 */
export function EditorialPanel({ settings }: { settings: ResolvedJournalSettings }) {
  const ew = settings.editorialWorkflow;
  return (
    <SettingsForm
      tab="editorial"
      title="Editorial Workflow"
      description="The peer review model readers and authors see, its deadlines, and the statements the wizard requires."
    >
      {(errors) => (
        <>
          <FormField
            id="setting-reviewType"
            label="Review type"
            hint="Shown on the journal's page. A change applies to review rounds that open after it: rounds under way keep the type they opened with."
            error={errors.reviewType}
          >
            <NativeSelect
              id="setting-reviewType"
              name="reviewType"
              defaultValue={ew.reviewType}
              className={cn("max-w-sm", errors.reviewType && invalidClass)}
              {...fieldA11y("setting-reviewType", { hint: true, error: errors.reviewType })}
            >
              {REVIEW_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REVIEW_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              name="reviewDuration"
              label="Review duration (days)"
              range={L.reviewDuration}
              defaultValue={ew.reviewDuration}
              unit="days from the invitation to the review's due date"
              error={errors.reviewDuration}
            />
            <NumberField
              name="revisionDuration"
              label="Revision duration (days)"
              range={L.revisionDuration}
              defaultValue={ew.revisionDuration}
              unit="days from a revision request to the revision's due date"
              error={errors.revisionDuration}
            />
          </div>
          <div className="space-y-3">
            <ToggleField
              name="requireEthicsStatement"
              label="Require ethics statement"
              description="When people or animals are involved, authors must name the ethics committee and the approval number."
              defaultChecked={ew.requireEthicsStatement}
            />
            <ToggleField
              name="requireDataAvailability"
              label="Require data availability statement"
              description="Authors must say where the data behind their work can be found."
              defaultChecked={ew.requireDataAvailability}
            />
          </div>
        </>
      )}
    </SettingsForm>
  );
}
