import { Badge } from "../../../components/ui/badge";
import { InputField } from "../../../components/ui/form-field";
import { SettingsForm } from "./settings-form";

/** DOI & Crossref tab: the journal's DOI prefix, required ('Incomplete' until set). */
export function DoiPanel({ doiPrefix }: { doiPrefix: string | null }) {
  return (
    <SettingsForm
      tab="doi"
      title="DOI & Crossref"
      description="The prefix Crossref gave the journal; every DOI the journal registers starts with it."
    >
      {(errors) => (
        <div className="space-y-2">
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium text-slate-900">Status</span>
            {doiPrefix ? <Badge variant="success">Complete</Badge> : <Badge variant="warning">Incomplete</Badge>}
          </div>
          <InputField
            id="setting-doiPrefix"
            name="doiPrefix"
            label="DOI prefix"
            required
            placeholder="10.1234"
            hint="'10.' followed by 4 to 9 digits, for example 10.1234."
            defaultValue={doiPrefix ?? ""}
            maxLength={20}
            autoComplete="off"
            className="max-w-xs"
            error={errors.doiPrefix}
          />
        </div>
      )}
    </SettingsForm>
  );
}
