import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Input, Label } from "./input";

/**
 * The ARIA attributes of the control inside a FormField: invalid while it has an error, and
 * described by its hint and its error when they are shown (their ids derive from the field's id).
 */
export function fieldA11y(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string } = {},
): { "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** Classes of a control with an error (a red border and focus ring). */
export const invalidClass = "border-red-500 focus-visible:ring-red-500";

/** A field's error message, under its control; `id` is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

/**
 * A labelled control with its hint and error. The control itself is `children`: give it the
 * field's `id` and spread `fieldA11y(id, { hint, error })` on it.
 */
export function FormField({
  id,
  label,
  required,
  optional,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Marks the label with a red asterisk (hidden from screen readers: the control says it). */
  required?: boolean;
  /** Adds a muted "(optional)" after the label. */
  optional?: boolean;
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
        {optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A FormField holding a text input: the common case of account and sign-in forms. */
export function InputField({ id, label, hint, error, className, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input id={id} {...fieldA11y(id, { hint, error })} className={cn(error && invalidClass, className)} {...input} />
    </FormField>
  );
}
