import { PlugZap } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, InputField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import type { CrossrefSettingsView } from "~/modules/crossref/crossref.types";
import { DEFAULT_SUFFIX_PATTERN, SUFFIX_PATTERN_MAX } from "~/modules/crossref/doi-suffix";
import { SettingsForm, ToggleField } from "./settings-form";

type TestAnswer = { success?: boolean; message?: string; reason?: string };

/** 'Test connection': signs in to Crossref with the saved credentials and says how it went. */
function ConnectionTest({ journalId }: { journalId: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestAnswer | null>(null);
  async function run() {
    setBusy(true);
    try {
      const response = await fetch(`/api/journals/${journalId}/crossref-test`, {
        method: "POST",
        headers: { accept: "application/json" },
      });
      const answer = ((await response.json().catch(() => null)) ?? {}) as TestAnswer;
      const shown = response.ok ? answer : { success: false, message: "Connection failed", reason: answer.message };
      setResult(shown);
      if (shown.success) toast.success("Connection successful");
      else toast.error("Connection failed", { description: shown.reason });
    } catch {
      setResult({ success: false, message: "Connection failed", reason: "The connection was lost." });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" onClick={() => void run()} disabled={busy}>
        <PlugZap aria-hidden="true" />
        {busy ? "Testing..." : "Test connection"}
      </Button>
      <p role="status" className="text-sm">
        {result ? (
          <span className={result.success ? "text-emerald-800" : "text-red-800"}>
            {result.success ? "Connection successful" : `Connection failed${result.reason ? `: ${result.reason}` : ""}`}
          </span>
        ) : (
          <span className="text-slate-600">Uses the saved username and password: save changes first.</span>
        )}
      </p>
    </div>
  );
}

/**
 * DOI & Crossref tab: the journal's DOI prefix (required; 'Incomplete' until set), the suffix
 * pattern, auto-assignment, the Crossref account (the password is never shown: set or not set,
 * replace or clear) and the connection test.
 */
export function DoiPanel({
  journalId,
  doiPrefix,
  crossref,
}: {
  journalId: string;
  doiPrefix: string | null;
  crossref: CrossrefSettingsView;
}) {
  const [passwordAction, setPasswordAction] = useState<"keep" | "replace" | "clear">(
    crossref.passwordSet ? "keep" : "replace",
  );
  return (
    <SettingsForm
      tab="doi"
      title="DOI & Crossref"
      description="The prefix Crossref gave the journal; every DOI the journal registers starts with it."
    >
      {(errors) => (
        <div className="space-y-6">
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
            <InputField
              id="setting-suffixPattern"
              name="suffixPattern"
              label="DOI suffix pattern"
              placeholder={DEFAULT_SUFFIX_PATTERN}
              hint="Empty: the journal's short name and eight random characters. Placeholders {journal}, {year}, {volume}, {issue} and {random} (required)."
              defaultValue={crossref.suffixPattern}
              maxLength={SUFFIX_PATTERN_MAX}
              autoComplete="off"
              className="max-w-md"
              error={errors.suffixPattern}
            />
            <InputField
              id="setting-crossmarkPolicyDoi"
              name="crossmarkPolicyDoi"
              label="Crossmark policy DOI"
              placeholder="10.1234/crossmark-policy"
              hint="The DOI of the journal's correction and retraction policy page. With it, deposits carry Crossmark, and notices (corrections, expressions of concern, retractions) tell Crossref which article they update."
              defaultValue={crossref.crossmarkPolicyDoi}
              maxLength={200}
              autoComplete="off"
              className="max-w-md"
              error={errors.crossmarkPolicyDoi}
            />
            <ToggleField
              name="autoAssignDoi"
              label="Assign DOIs automatically"
              description="An article published without a DOI gets one from the prefix and pattern."
              defaultChecked={crossref.autoAssignDoi}
            />
          </div>

          <fieldset className="space-y-3 border-t border-slate-200 pt-4">
            <legend className="text-base font-semibold text-slate-900">Crossref account</legend>
            <FormField id="setting-mode" label="Crossref system">
              <NativeSelect
                id="setting-mode"
                name="mode"
                defaultValue={crossref.mode}
                className="max-w-xs"
                {...fieldA11y("setting-mode", {})}
              >
                <option value="test">Test (test.crossref.org)</option>
                <option value="production">Production (doi.crossref.org)</option>
              </NativeSelect>
            </FormField>
            <InputField
              id="setting-username"
              name="username"
              label="Crossref username"
              defaultValue={crossref.username}
              maxLength={100}
              autoComplete="off"
              className="max-w-md"
              error={errors.username}
            />
            <div className="space-y-2">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                Crossref password
                {crossref.passwordSet ? <Badge variant="success">Set</Badge> : <Badge variant="warning">Not set</Badge>}
              </p>
              <input type="hidden" name="passwordAction" value={passwordAction} />
              {crossref.passwordSet ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant={passwordAction === "replace" ? "default" : "outline"}
                    aria-pressed={passwordAction === "replace"}
                    onClick={() => setPasswordAction(passwordAction === "replace" ? "keep" : "replace")}
                  >
                    Replace password
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant={passwordAction === "clear" ? "default" : "outline"}
                    aria-pressed={passwordAction === "clear"}
                    onClick={() => setPasswordAction(passwordAction === "clear" ? "keep" : "clear")}
                  >
                    Clear password
                  </Button>
                </div>
              ) : null}
              {passwordAction === "replace" ? (
                <InputField
                  id="setting-password"
                  name="password"
                  type="password"
                  label={crossref.passwordSet ? "New Crossref password" : "Crossref password (optional)"}
                  autoComplete="new-password"
                  maxLength={200}
                  className="max-w-md"
                  error={errors.password}
                />
              ) : null}
              {passwordAction === "clear" ? (
                <p className="text-sm text-slate-700">The stored password is removed when you save.</p>
              ) : null}
            </div>
            <InputField
              id="setting-depositorName"
              name="depositorName"
              label="Depositor name"
              hint="Who Crossref contacts about this journal's deposits."
              defaultValue={crossref.depositorName}
              maxLength={200}
              className="max-w-md"
              error={errors.depositorName}
            />
            <InputField
              id="setting-depositorEmail"
              name="depositorEmail"
              type="email"
              label="Depositor e-mail"
              defaultValue={crossref.depositorEmail}
              maxLength={255}
              className="max-w-md"
              error={errors.depositorEmail}
            />
            <ConnectionTest journalId={journalId} />
          </fieldset>
        </div>
      )}
    </SettingsForm>
  );
}
