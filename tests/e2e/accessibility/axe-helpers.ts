// Shared by the accessibility specs: axe-core runs and the waits they need.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules outside the WCAG tags that the audit reported and that are kept fixed: heading-order is a
 * best practice of impact "moderate", so it is switched on and fails the run like a serious one.
 */
const EXTRA_RULES = ["heading-order"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

export { hydrated } from "../helpers";

/** One violation per paragraph: the rule, its help, and each element's selector, HTML and reason. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const why = (n.failureSummary ?? "").trim().replace(/\n/g, "\n      ");
        return `  - target: ${n.target.map(String).join(" ")}\n    html:   ${n.html}\n    why:    ${why}`;
      });
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n\n");
}

/**
 * What axe reads: the whole page, or (the default) the page's `<main>` and any open dialog. The
 * header, footer and dashboard shell are the same on every page: the suite checks them whole once
 * per layout and viewport (tests/e2e/accessibility/axe.spec.ts), and every other check reads what
 * differs, which takes a fraction of the time.
 */
export type AxeScope = "main" | "page";

/**
 * Runs axe on the page as it is now and fails (softly, so one test reports every page it checks)
 * on each violation of impact serious or critical, and on the extra rules whatever their impact.
 * Lesser findings are attached to the test as annotations.
 */
export async function expectNoSeriousViolations(page: Page, label: string, scope: AxeScope = "main") {
  // Legacy mode runs axe.run() in the page itself. The default mode finishes every run in a new
  // blank page that it loads with axe's whole source again: seconds per check on a busy two-core
  // machine, and of no use here, where no page has a cross-origin frame.
  const builder = new AxeBuilder({ page });
  if (scope === "main" && (await page.locator("main").count()) > 0) {
    builder.include("main");
    if ((await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) > 0) {
      builder.include('[role="dialog"]').include('[role="alertdialog"]');
    }
  }
  const results = await builder
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || EXTRA_RULES.includes(v.id),
  );
  const lesser = results.violations.filter((v) => !blocking.includes(v));
  if (lesser.length > 0) {
    test.info().annotations.push({ type: `axe (${label})`, description: describeViolations(lesser) });
  }
  expect
    .soft(
      blocking.length,
      `axe on ${label} (${page.url()}):\n${describeViolations(blocking)}\n` +
        `${blocking.reduce((n, v) => n + v.nodes.length, 0)} violating elements`,
    )
    .toBe(0);
}

/**
 * Which end of each gradient a check stands in for: the lightest colour the gradient takes (where
 * white text reads worst) or the darkest (where dark text does).
 */
export type GradientEnd = "lightest" | "darkest";

/**
 * axe cannot judge text over a background gradient: it reports such text as "incomplete", never as
 * a violation, so white text over a journal's lighter gradient end passed unseen. This draws every
 * element's gradient background (each layer's stops, any scrim layered above composited over
 * the ones below, in sRGB) as one solid colour, the gradient's lightest or darkest, so that axe
 * judges the text there by the gradient's worst point, as the theme's own checks do (contrast.ts).
 * Returns how many elements it changed; `restoreGradients` puts them back.
 */
export async function flattenGradients(page: Page, end: GradientEnd): Promise<number> {
  return page.evaluate((end) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    /** Any CSS colour the browser knows (rgb, oklch, ...) as sRGB bytes and alpha 0-1. */
    const rgba = (css: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "rgba(0, 0, 0, 0)";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    /** `text` split at its commas outside parentheses. */
    const split = (text: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < text.length; i++) {
        if (text[i] === "(") depth++;
        else if (text[i] === ")") depth--;
        else if (text[i] === "," && depth === 0) {
          parts.push(text.slice(start, i).trim());
          start = i + 1;
        }
      }
      parts.push(text.slice(start).trim());
      return parts;
    };
    type Stop = { color: Rgba; at: number };
    /** A linear gradient's stops (positions in %, missing ones spread evenly); null for other images. */
    const stopsOf = (layer: string): Stop[] | null => {
      const match = /^(?:repeating-)?linear-gradient\((.*)\)$/s.exec(layer);
      if (!match) return null;
      const args = split(match[1]);
      if (/^(to |[-\d.]+(deg|turn|rad|grad)|in )/.test(args[0])) args.shift();
      const stops = args.map((arg) => {
        const position = /\s(-?[\d.]+)%$/.exec(arg);
        return {
          color: rgba(position ? arg.slice(0, position.index) : arg),
          at: position ? Number(position[1]) : NaN,
        };
      });
      stops.forEach((s, i) => {
        if (Number.isNaN(s.at)) s.at = i === 0 ? 0 : i === stops.length - 1 ? 100 : NaN;
      });
      for (let i = 1; i < stops.length - 1; i++) {
        if (!Number.isNaN(stops[i].at)) continue;
        const next = stops.findIndex((s, j) => j > i && !Number.isNaN(s.at));
        const from = stops[i - 1].at;
        stops[i].at = from + (stops[next].at - from) / (next - i + 1);
      }
      return stops;
    };
    /** The layer's colour at position `t` (%), interpolated with premultiplied alpha as browsers do. */
    const at = (stops: Stop[], t: number): Rgba => {
      if (t <= stops[0].at) return stops[0].color;
      const last = stops[stops.length - 1];
      if (t >= last.at) return last.color;
      const i = stops.findIndex((s) => s.at >= t);
      const [a, b] = [stops[i - 1], stops[i]];
      const f = b.at === a.at ? 1 : (t - a.at) / (b.at - a.at);
      const alpha = a.color[3] + (b.color[3] - a.color[3]) * f;
      if (alpha === 0) return [0, 0, 0, 0];
      const channel = (k: number) =>
        (a.color[k] * a.color[3] + (b.color[k] * b.color[3] - a.color[k] * a.color[3]) * f) / alpha;
      return [channel(0), channel(1), channel(2), alpha];
    };
    /** `top` over `bottom`. */
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const channel = (k: number) => (top[k] * top[3] + bottom[k] * bottom[3] * (1 - top[3])) / alpha;
      return [channel(0), channel(1), channel(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };

    let changed = 0;
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (!style.backgroundImage.includes("gradient(")) continue;
      const layers = split(style.backgroundImage).map(stopsOf);
      if (layers.some((l) => l === null)) continue;
      // Every position where a layer changes course, and steps between them.
      const positions = new Set<number>();
      for (const layer of layers) for (const s of layer!) positions.add(Math.min(100, Math.max(0, s.at)));
      for (let t = 0; t <= 100; t += 2) positions.add(t);
      const base = rgba(style.backgroundColor);
      let chosen: Rgba | null = null;
      for (const t of positions) {
        // The first layer is drawn on top.
        const colour = layers.reduceRight<Rgba>((below, layer) => over(at(layer!, t), below), base);
        if (
          !chosen ||
          (end === "lightest" ? luminance(colour) > luminance(chosen) : luminance(colour) < luminance(chosen))
        )
          chosen = colour;
      }
      element.dataset.axeGradient = element.style.backgroundImage || "-";
      element.dataset.axeGradientColor = element.style.backgroundColor || "-";
      element.style.backgroundImage = "none";
      const [r, g, b, a] = chosen!;
      element.style.backgroundColor = `rgba(${r}, ${g}, ${b}, ${a})`;
      changed++;
    }
    return changed;
  }, end);
}

/** Undoes flattenGradients. */
export async function restoreGradients(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-axe-gradient]")) {
      const image = element.dataset.axeGradient!;
      const colour = element.dataset.axeGradientColor!;
      element.style.backgroundImage = image === "-" ? "" : image;
      element.style.backgroundColor = colour === "-" ? "" : colour;
      delete element.dataset.axeGradient;
      delete element.dataset.axeGradientColor;
    }
  });
}

/**
 * axe's colour-contrast rule on the page's `<main>` (or the whole page) with every gradient drawn
 * at its lightest, then at its darkest (flattenGradients): text anywhere on a gradient must read at
 * AA over its worst point. Fails softly with the violations of both runs.
 */
export async function expectTextReadsOnGradients(page: Page, label: string, scope: AxeScope = "main") {
  for (const end of ["lightest", "darkest"] as const) {
    const flattened = await flattenGradients(page, end);
    try {
      const builder = new AxeBuilder({ page });
      if (scope === "main") builder.include("main");
      const results = await builder.setLegacyMode(true).withRules(["color-contrast"]).analyze();
      expect
        .soft(
          results.violations.length,
          `colour contrast on ${label} with its ${flattened} gradients at their ${end} (${page.url()}):\n` +
            describeViolations(results.violations),
        )
        .toBe(0);
    } finally {
      await restoreGradients(page);
    }
  }
}
