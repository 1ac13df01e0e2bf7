// WCAG 2.x contrast of the text a theme puts on its colours. Gradients are judged by their
// worst stop: text may sit over any part of them.
import type { JournalTheme } from "~/modules/journals/journal-themes";
import { parseGradient, type Gradient } from "./gradients";

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
 * The translucent white the pages put under text on the hero gradient (badges, outlined buttons):
 * the hero's scrim allows for it. Text on the card gradient (covers, initials) sits on it bare.
 */
export const HERO_PANEL = 0.15;

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const lerp = (a: number, b: number, f: number) => a + (b - a) * f;

/** White text's contrast over `background` under a `panel` of translucent white. */
function whiteReads(background: Rgb, panel: number): number {
  return contrastRatio(WHITE, hexOf(background.map((c) => c + (255 - c) * panel)));
}

/**
 * The black scrim's opacity at each stop of a gradient that white text (over a `panel` of white)
 * needs to read at AA everywhere on it: 0 at a stop that reads already, else the least that does,
 * checked between the stops too, where the browser mixes both layers.
 */
export function scrimAlphas(gradient: Gradient, panel = 0): number[] {
  const stops = gradient.stops.map((s) => rgbOf(s.color));
  const drawnAt = (alphas: number[], i: number, f: number): Rgb => {
    const j = Math.min(i + 1, stops.length - 1);
    const alpha = lerp(alphas[i], alphas[j], f);
    return stops[i].map((c, k) => lerp(c, stops[j][k], f) * (1 - alpha)) as Rgb;
  };
  const alphas = stops.map((_, i) => {
    let alpha = 0;
    while (
      alpha < 1 &&
      whiteReads(
        drawnAt(
          stops.map(() => alpha),
          i,
          0,
        ),
        panel,
      ) < AA_BODY
    )
      alpha += 0.01;
    return Math.min(1, Math.round(alpha * 100) / 100);
  });
  // Between two stops the colours and the scrim are mixed separately: raise both ends until the
  // mix reads too (a step of a few hundredths, where it happens at all).
  for (let i = 0; i < stops.length - 1; i++) {
    for (let f = 0.05; f < 1; f += 0.05) {
      while (whiteReads(drawnAt(alphas, i, f), panel) < AA_BODY && (alphas[i] < 1 || alphas[i + 1] < 1)) {
        alphas[i] = Math.min(1, alphas[i] + 0.01);
        alphas[i + 1] = Math.min(1, alphas[i + 1] + 0.01);
      }
    }
  }
  return alphas;
}

/**
 * A gradient as the public pages draw it behind white text: the theme's own gradient, its colours
 * untouched, under a black scrim as strong at each stop as white text there needs (scrimAlphas).
 * The same gradient when none is needed, or when it is not one the theme editor stores.
 */
export function scrimmedGradient(css: string, panel = 0): string {
  const gradient = parseGradient(css);
  if (!gradient) return css;
  const alphas = scrimAlphas(gradient, panel);
  if (alphas.every((a) => a === 0)) return css;
  const scrim = gradient.stops.map((s, i) => `rgba(0, 0, 0, ${alphas[i]}) ${s.at}%`).join(", ");
  return `linear-gradient(${gradient.angle}deg, ${scrim}), ${css}`;
}

/**
 * The theme as the public pages draw it. They use the primary colour for links and labels on white
 * and on the light gradient, and behind white text (buttons, badges, the minimal header); a primary
 * colour that would not read at AA there is drawn darker in its own hue (the spec's default #3b82f6
 * is 3.7:1 on white). White text sits on the hero gradient (the header band, heroes) and on the
 * card gradient (covers): where a gradient is too light for it (IJEBR's amber ends), a black scrim
 * is drawn over it, the gradient's own colours kept beneath (scrimmedGradient). The editors'
 * choice is stored as made; the theme designer shows both.
 */
export function drawnTheme<T extends Pick<JournalTheme, "colors" | "gradients">>(theme: T): T {
  const lightStops = parseGradient(theme.gradients.light)?.stops.map((s) => s.color) ?? [theme.gradients.light];
  const backgrounds = [WHITE, ...lightStops.filter((c) => /^#[0-9a-f]{6}$/i.test(c))];
  const primary = readableOn(theme.colors.primary, backgrounds);
  const hero = scrimmedGradient(theme.gradients.hero, HERO_PANEL);
  const card = scrimmedGradient(theme.gradients.card);
  if (primary === theme.colors.primary && hero === theme.gradients.hero && card === theme.gradients.card) return theme;
  return { ...theme, colors: { ...theme.colors, primary }, gradients: { ...theme.gradients, hero, card } };
}

/**
 * The lowest contrast of `text` over a gradient (or a plain #rrggbb colour), judged at its stops and
 * between them; a drawn gradient (a scrim over the theme's, scrimmedGradient) as its layers mix.
 */
function worstOver(text: string, background: string): number {
  const layers = background.split(/,\s*(?=linear-gradient\()/);
  const gradient = parseGradient(layers[layers.length - 1]);
  if (!gradient) return contrastRatio(text, background);
  const scrim = layers.length > 1 ? scrimOf(layers[0]) : null;
  let worst = Infinity;
  for (let i = 0; i < gradient.stops.length; i++) {
    const j = Math.min(i + 1, gradient.stops.length - 1);
    const [a, b] = [rgbOf(gradient.stops[i].color), rgbOf(gradient.stops[j].color)];
    for (let f = 0; f <= 1; f += 0.05) {
      const alpha = scrim ? lerp(scrim[i], scrim[j], f) : 0;
      worst = Math.min(worst, contrastRatio(text, hexOf(a.map((c, k) => lerp(c, b[k], f) * (1 - alpha)))));
    }
  }
  return worst;
}

/** The opacities of a scrim layer written by scrimmedGradient. */
function scrimOf(layer: string): number[] {
  return [...layer.matchAll(/rgba\(0, 0, 0, ([\d.]+)\)/g)].map((m) => Number(m[1]));
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
