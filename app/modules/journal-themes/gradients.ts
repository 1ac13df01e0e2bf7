// A theme's gradients are CSS that public pages put in style attributes, so only one narrow form
// is ever stored: `linear-gradient(<angle>deg, #rrggbb <n>%, ...)` with 2 to 5 hex stops in
// ascending positions. Anything else is refused, never passed through.

export type GradientStop = { color: string; at: number };
export type Gradient = { angle: number; stops: GradientStop[] };

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const MIN_STOPS = 2;
export const MAX_STOPS = 5;

const GRADIENT = /^linear-gradient\(\s*(\d{1,3})deg\s*((?:,\s*#[0-9a-fA-F]{6}\s+\d{1,3}%\s*){2,5})\)$/;
const STOP = /#([0-9a-fA-F]{6})\s+(\d{1,3})%/g;

/** The gradient's angle and stops, or null when it is not exactly the accepted form. */
export function parseGradient(css: string): Gradient | null {
  if (css.length > 300) return null;
  const match = GRADIENT.exec(css.trim());
  if (!match) return null;
  const angle = Number(match[1]);
  if (angle > 360) return null;
  const stops = [...match[2].matchAll(STOP)].map((m) => ({ color: `#${m[1].toLowerCase()}`, at: Number(m[2]) }));
  if (stops.length < MIN_STOPS || stops.length > MAX_STOPS) return null;
  for (let i = 0; i < stops.length; i++) {
    if (stops[i].at > 100 || (i > 0 && stops[i].at < stops[i - 1].at)) return null;
  }
  return { angle, stops };
}

/** The canonical CSS of a gradient (what is stored and shown). */
export function formatGradient(gradient: Gradient): string {
  const stops = gradient.stops.map((s) => `${s.color.toLowerCase()} ${s.at}%`).join(", ");
  return `linear-gradient(${gradient.angle}deg, ${stops})`;
}

/** The canonical form of an accepted gradient, or null. */
export function normalizeGradient(css: string): string | null {
  const parsed = parseGradient(css);
  return parsed ? formatGradient(parsed) : null;
}
