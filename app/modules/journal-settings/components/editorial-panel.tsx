import { fieldA11y, FormField, invalidClass } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { cn } from "../../../lib/utils";
import { REVIEW_TYPE_LABELS, REVIEW_TYPES, type ResolvedJournalSettings } from "../journal-settings.defaults";
import { SettingsForm, ToggleField } from "./settings-form";

/**
 * Editorial Workflow tab. The review and revision durations of the spec are not offered: no screen
 * sets review or revision due dates yet, so they could not take effect (ADR 017).
 */
export function EditorialPanel({ settings }: { settings: ResolvedJournalSettings }) {
  const ew = settings.editorialWorkflow;
  return (
    <SettingsForm
      tab="editorial"
      title="Editorial Workflow"
      description="The peer review model readers and authors see, and the statements the wizard requires."
    >
      {(errors) => (
        <>
          <FormField
            id="setting-reviewType"
            label="Review type"
            hint="Shown on the journal's page."
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
