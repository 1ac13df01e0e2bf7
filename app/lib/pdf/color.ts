/** Colours as 0-1 components, the form PDF colour operators take. */
export type RGB = { r: number; g: number; b: number };

export function rgb(r: number, g: number, b: number): RGB {
  return { r, g, b };
}

/** "#rrggbb" to components. */
export function hexColor(hex: string): RGB {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Mixes a colour towards white: 0 keeps it, 1 is white. */
export function tint(c: RGB, amount: number): RGB {
  return rgb(c.r + (1 - c.r) * amount, c.g + (1 - c.g) * amount, c.b + (1 - c.b) * amount);
}
