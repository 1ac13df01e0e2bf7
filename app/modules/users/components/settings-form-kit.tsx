import { useEffect, useRef, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Input, Label } from "../../../components/ui/input";
import { cn } from "../../../lib/utils";
import type { SettingsActionData } from "../account-settings.schemas";

/** A settings form's fetcher: each answer's notice becomes one toast. */
export function useSettingsFetcher(key: string) {
  const fetcher = useFetcher<SettingsActionData>({ key });
  const toasted = useRef<SettingsActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || toasted.current === result) return;
    toasted.current = result;
    const { kind, title, text } = result.notice;
    if (kind === "success") toast.success(title, { description: text || undefined });
    else toast.error(title, { description: text || undefined });
  }, [fetcher.data]);
  return fetcher;
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input with its hint and error, wired for screen readers. */
export function SettingsField({ id, label, hint, error, className, ...input }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(error && "border-red-500 focus-visible:ring-red-500", className)}
        {...input}
      />
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
