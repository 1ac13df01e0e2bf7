import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import type { SettingsFieldErrors, SettingsTab } from "../journal-settings.schemas";

export type SettingsActionData = {
  tab: SettingsTab | null;
  ok: boolean;
  message: string;
  fieldErrors?: SettingsFieldErrors;
};

/** The errors of this tab's last answer (other tabs' answers do not concern it). */
export type TabErrors = SettingsFieldErrors;

/**
 * One tab's form: posts its fields with `intent` = the tab, toasts 'Settings updated successfully'
 * or the refusal, and hands the field errors of its own answer to its fields.
 */
export function SettingsForm({
  tab,
  title,
  description,
  children,
}: {
  tab: SettingsTab;
  title: string;
  description: string;
  children: (errors: TabErrors) => ReactNode;
}) {
  const fetcher = useFetcher<SettingsActionData>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) toast.success(answer.message);
    else toast.error("Failed to update settings", { description: answer.message });
  });
  const errors = fetcher.data && !fetcher.data.ok && fetcher.data.tab === tab ? (fetcher.data.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-6" aria-labelledby={`${tab}-heading`} noValidate>
      <input type="hidden" name="intent" value={tab} />
      <div>
        <h2 id={`${tab}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children(errors)}
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {busy ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** A switch-like checkbox with its label and what it does. */
export function ToggleField({
  name,
  label,
  description,
  defaultChecked,
  onChange,
}: {
  name: string;
  label: string;
  description: ReactNode;
  defaultChecked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = `setting-${name}`;
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start justify-between gap-4 rounded-lg border border-slate-200 p-4 has-[:checked]:border-blue-300 has-[:checked]:bg-blue-50/50"
    >
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
      </span>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        defaultChecked={defaultChecked}
        onChange={(e) => onChange?.(e.currentTarget.checked)}
        className="mt-1 size-5 shrink-0 accent-blue-700"
      />
    </label>
  );
}

/** A whole-number input with its range. */
export function NumberField({
  name,
  label,
  range,
  defaultValue,
  unit,
  error,
}: {
  name: string;
  label: string;
  range: { min: number; max: number };
  defaultValue: number;
  unit?: string;
  error?: string;
}) {
  const id = `setting-${name}`;
  const hint = `${range.min} to ${range.max}${unit ? ` ${unit}` : ""}`;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        required
        defaultValue={defaultValue}
        className={cn("max-w-40", error && invalidClass)}
        {...fieldA11y(id, { hint, error })}
      />
    </FormField>
  );
}
