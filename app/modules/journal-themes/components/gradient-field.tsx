import { FieldError } from "~/components/ui/form-field";
import { Input, Label } from "~/components/ui/input";
import { formatGradient, HEX_COLOR, parseGradient, type Gradient } from "../gradients";

/**
 * One of the theme's four gradients: its angle and the colour of each stop (the stops' positions
 * stay as they are). Shown with a swatch of the result.
 */
export function GradientField({
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
  const gradient = parseGradient(value);
  if (!gradient) {
    return (
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <FieldError id={`${id}-error`} message={error ?? "This gradient cannot be edited here."} />
      </fieldset>
    );
  }
  const change = (next: Gradient) => onChange(formatGradient(next));
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <div aria-hidden className="h-8 rounded-md ring-1 ring-black/10" style={{ background: value }} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-24 space-y-1">
          <Label htmlFor={`${id}-angle`} className="text-xs">
            Angle (degrees)
          </Label>
          <Input
            id={`${id}-angle`}
            type="number"
            min={0}
            max={360}
            step={1}
            value={gradient.angle}
            onChange={(e) => {
              const angle = Math.round(Number(e.target.value));
              if (Number.isFinite(angle) && angle >= 0 && angle <= 360) change({ ...gradient, angle });
            }}
          />
        </div>
        {gradient.stops.map((stop, i) => (
          <div key={i} className="space-y-1">
            <Label htmlFor={`${id}-stop-${i}`} className="text-xs">
              Colour at {stop.at}%
            </Label>
            <input
              type="color"
              id={`${id}-stop-${i}`}
              value={HEX_COLOR.test(stop.color) ? stop.color : "#000000"}
              onChange={(e) =>
                change({
                  ...gradient,
                  stops: gradient.stops.map((s, j) => (j === i ? { ...s, color: e.target.value } : s)),
                })
              }
              className="block h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            />
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
