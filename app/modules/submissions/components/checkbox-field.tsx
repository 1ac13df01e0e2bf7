import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/form-field";
import { cn } from "~/lib/utils";

/** A yes/no choice as a labelled checkbox card. */
export function CheckboxField({
  id,
  label,
  description,
  checked,
  onChange,
  disabled,
  error,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-blue-300 has-[:checked]:bg-blue-50/60",
          error && "border-red-400",
          disabled && "cursor-default opacity-70",
        )}
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-blue-700"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="min-w-0">
          <span className="font-medium text-slate-900">{label}</span>
          {description ? <span className="mt-0.5 block text-slate-600">{description}</span> : null}
        </span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
