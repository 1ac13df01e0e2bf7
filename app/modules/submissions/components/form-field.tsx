import type { ReactNode } from "react";
import { Label } from "../../../components/ui/input";
import { cn } from "../../../lib/utils";

/** The ids a control is described by: its hint and its error, when shown. */
export function describedBy(id: string, opts: { hint?: ReactNode; error?: string }): string | undefined {
  return [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** Classes of a control with an error. */
export const invalidClass = "border-red-500 focus-visible:ring-red-500";

/**
 * A labelled control with its hint and error (the control itself is `children`; give it
 * `id`, `aria-invalid` and `aria-describedby={describedBy(id, ...)}`).
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
