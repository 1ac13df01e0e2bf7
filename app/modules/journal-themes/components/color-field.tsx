import { FieldError, fieldA11y, invalidClass } from "~/components/ui/form-field";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { HEX_COLOR } from "../gradients";

/**
 * A colour: the browser's colour picker and the hex text beside it, both labelled, kept in step.
 * The text may be mistyped for a while; the picker shows the last valid colour meanwhile.
 */
export function ColorField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const valid = HEX_COLOR.test(value);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-hex`}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          id={`${id}-picker`}
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : "#000000"}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        />
        <Input
          id={`${id}-hex`}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value.trim())}
          className={cn("font-mono", error && invalidClass)}
          {...fieldA11y(`${id}-hex`, { error })}
        />
      </div>
      <FieldError id={`${id}-hex-error`} message={error} />
    </div>
  );
}
