// WCAG 2.x contrast of the text a theme puts on its colours. Gradients are judged by their
// worst stop: text may sit over any part of them.
import type { JournalTheme } from "~/modules/journals/journal-themes";
import { parseGradient } from "./gradients";

/** WCAG AA: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold). */
export const AA_BODY = 4.5;
export const AA_LARGE = 3;

const WHITE = "#ffffff";

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `colour` darkened in its own hue until text in it reads at AA on every one of `backgrounds`
 * (itself when it already does). White text on it then reads too: the ratio is the same both ways.
 */
export function readableOn(colour: string, backgrounds: readonly string[]): string {
  const reads = (c: string) => backgrounds.every((b) => contrastRatio(c, b) >= AA_BODY);
  if (!/^#[0-9a-f]{6}$/i.test(colour) || reads(colour)) return colour;
  const channels = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  for (let scale = 0.95; scale > 0; scale -= 0.05) {
    const darker = `#${channels
      .map((c) =>
        Math.round(c * scale)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
    if (reads(darker)) return darker;
  }
  return "#000000";
}

/**
 * The theme as the public pages draw it. They use the primary colour for links and labels on white
 * and on the light gradient, and behind white text (buttons, badges, the minimal header); a primary
 * colour that would not read at AA there is drawn darker in its own hue (the spec's default #3b82f6
 * is 3.7:1 on white). The editors' choice is stored as made; the theme designer shows both.
 */
export function drawnTheme<T extends Pick<JournalTheme, "colors" | "gradients">>(theme: T): T {
  const lightStops = parseGradient(theme.gradients.light)?.stops.map((s) => s.color) ?? [theme.gradients.light];
  const backgrounds = [WHITE, ...lightStops.filter((c) => /^#[0-9a-f]{6}$/i.test(c))];
  const primary = readableOn(theme.colors.primary, backgrounds);
  return primary === theme.colors.primary ? theme : { ...theme, colors: { ...theme.colors, primary } };
}

/** The lowest contrast of `text` over the stops of a gradient (or a plain #rrggbb colour). */
function worstOver(text: string, background: string): number {
  const stops = parseGradient(background)?.stops.map((s) => s.color) ?? [background];
  return Math.min(...stops.map((c) => contrastRatio(text, c)));
}

export type ContrastCheck = {
  id: string;
  /** What text on what, in words. */
  label: string;
  ratio: number;
  /** What the text there needs: AA_BODY where body-size text appears, AA_LARGE where only large text does. */
  required: number;
};

/**
 * The text-on-colour pairs the public pages show with this theme, as they draw it (drawnTheme): the
 * header band (its background depends on the header style), buttons, links and labels, badges on
 * the light gradient, covers.
 */
export function contrastChecks(theme: Pick<JournalTheme, "gradients" | "colors" | "layout">): ContrastCheck[] {
  const { gradients, colors, layout } = drawnTheme(theme);
  const header =
    layout.headerStyle === "classic"
      ? { label: "White text on the secondary colour (classic header)", background: colors.secondary }
      : layout.headerStyle === "minimal"
        ? { label: "White text on the primary colour (minimal header)", background: colors.primary }
        : { label: "White text on the hero gradient (header)", background: gradients.hero };
  return [
    { id: "header", label: header.label, ratio: worstOver(WHITE, header.background), required: AA_BODY },
    {
      id: "on-primary",
      label: "White text on the primary colour (buttons, badges)",
      ratio: contrastRatio(WHITE, colors.primary),
      required: AA_BODY,
    },
    {
      id: "primary-on-white",
      label: "Primary-coloured text on white (links, labels)",
      ratio: contrastRatio(colors.primary, WHITE),
      required: AA_BODY,
    },
    {
      id: "primary-on-light",
      label: "Primary-coloured text on the light gradient (badges, panels)",
      ratio: worstOver(colors.primary, gradients.light),
      required: AA_BODY,
    },
    {
      id: "on-card",
      label: "White text on the card gradient (covers)",
      ratio: worstOver(WHITE, gradients.card),
      required: AA_BODY,
    },
  ];
}

/** The checks that fail, each with the warning to show. */
export function contrastWarnings(theme: Pick<JournalTheme, "gradients" | "colors" | "layout">) {
  return contrastChecks(theme)
    .filter((c) => c.ratio < c.required)
    .map((c) => ({
      ...c,
      message:
        c.ratio < AA_LARGE
          ? `${c.label}: ${formatRatio(c.ratio)}, below ${AA_LARGE}:1 even for large text.`
          : `${c.label}: ${formatRatio(c.ratio)}, below ${AA_BODY}:1 for body text (enough for large text only).`,
    }));
}

/** "4.52:1", rounded down so that a ratio shown as passing passes. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
