import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, FIXED_THEMES, themeFor } from "~/modules/journals/journal-themes";
import {
  AA_BODY,
  contrastChecks,
  contrastRatio,
  contrastWarnings,
  formatRatio,
  relativeLuminance,
  drawnTheme,
  readableOn,
} from "./contrast";
import { formatGradient, normalizeGradient, parseGradient } from "./gradients";
import { themeRequestSchema, themeSchema } from "./journal-themes.schemas";
import { THEME_PRESETS } from "./theme-presets";
import { fontFaceCss, fontStack } from "./theme-fonts";

describe("WCAG contrast", () => {
  it("gives black and white their luminances and the extreme ratio", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#3b82f6", "#3b82f6")).toBe(1);
  });

  it("matches known ratios of WCAG tools", () => {
    // Values as WebAIM's contrast checker reports them.
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#3b82f6")).toBeCloseTo(3.68, 2);
    expect(contrastRatio("#ffffff", "#0369a1")).toBeCloseTo(5.93, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("rounds a ratio down when it shows it, so that 4.499 never reads as passing", () => {
    expect(formatRatio(4.499)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });

  it("judges a gradient as drawn, by its worst point, and the header by the header style's background", () => {
    const theme = {
      ...themeFor("bjps"),
      gradients: { ...themeFor("bjps").gradients, hero: "linear-gradient(90deg, #000000 0%, #ffffff 100%)" },
    };
    // Black to white: white text reads at the black end only, so the white end is drawn under a scrim.
    const header = contrastChecks(theme).find((c) => c.id === "header")!;
    expect(header.ratio).toBeGreaterThanOrEqual(AA_BODY);
    expect(header.label).toMatch(/hero gradient/);
    const classic = contrastChecks({ ...theme, layout: { ...DEFAULT_LAYOUT, headerStyle: "classic" } });
    expect(classic.find((c) => c.id === "header")!.label).toMatch(/secondary colour/);
    expect(classic.find((c) => c.id === "header")!.ratio).toBeCloseTo(contrastRatio("#ffffff", theme.colors.secondary));
  });

  it("warns below 4.5:1 for body text and says when even large text (3:1) fails", () => {
    // Graphite passes everywhere: only the secondary colour of a classic header changes.
    const base = { ...THEME_PRESETS.find((p) => p.name === "Graphite")!, layout: DEFAULT_LAYOUT };
    const classic = { ...base, layout: { ...DEFAULT_LAYOUT, headerStyle: "classic" as const } };
    const [header] = contrastWarnings({ ...classic, colors: { ...base.colors, secondary: "#3b82f6" } });
    expect(header.message).toBe(
      "White text on the secondary colour (classic header): 3.67:1, below 4.5:1 for body text (enough for large text only).",
    );
    // FJPHS's hero and card gradients are too light for white text at their ends, but are drawn
    // under a scrim: nothing left to warn about.
    expect(contrastWarnings(themeFor("fjphs"))).toEqual([]);
    const pale = contrastWarnings({ ...classic, colors: { ...base.colors, secondary: "#fde68a" } });
    expect(pale[0].message).toMatch(/below 3:1 even for large text\.$/);
  });

  it("judges what uses the primary colour as the public pages draw it: a light primary raises no warning", () => {
    const base = { ...THEME_PRESETS.find((p) => p.name === "Graphite")!, layout: DEFAULT_LAYOUT };
    for (const primary of ["#3b82f6", "#7dd3fc", "#fde68a"])
      expect(contrastWarnings({ ...base, colors: { ...base.colors, primary } })).toEqual([]);
  });

  it("finds nothing to warn about on a dark, well-contrasted theme", () => {
    const graphite = THEME_PRESETS.find((p) => p.name === "Graphite")!;
    const warnings = contrastWarnings({ ...graphite, layout: DEFAULT_LAYOUT });
    expect(warnings).toEqual([]);
    for (const check of contrastChecks({ ...graphite, layout: DEFAULT_LAYOUT }))
      expect(check.ratio).toBeGreaterThanOrEqual(AA_BODY);
  });
});

describe("gradients", () => {
  it("reads and writes the one accepted form", () => {
    const css = "linear-gradient(135deg, #0C4A6E 0%,#0369a1   50%, #0284c7 100%)";
    expect(parseGradient(css)).toEqual({
      angle: 135,
      stops: [
        { color: "#0c4a6e", at: 0 },
        { color: "#0369a1", at: 50 },
        { color: "#0284c7", at: 100 },
      ],
    });
    expect(normalizeGradient(css)).toBe("linear-gradient(135deg, #0c4a6e 0%, #0369a1 50%, #0284c7 100%)");
    expect(formatGradient(parseGradient(css)!)).toBe(normalizeGradient(css));
  });

  it("refuses anything that is not a linear gradient of 2 to 5 hex stops", () => {
    for (const css of [
      "red",
      "#0369a1",
      "linear-gradient(135deg, #0c4a6e 0%)",
      "linear-gradient(135deg, red 0%, blue 100%)",
      "linear-gradient(400deg, #000000 0%, #ffffff 100%)",
      "linear-gradient(90deg, #000000 60%, #ffffff 10%)",
      "linear-gradient(90deg, #000000 0%, #ffffff 120%)",
      "linear-gradient(90deg, #000000 0%, #ffffff 100%); background: url(https://evil.example/x)",
      "url(x) linear-gradient(90deg, #000000 0%, #ffffff 100%)",
      "radial-gradient(circle, #000000 0%, #ffffff 100%)",
      `linear-gradient(90deg, ${Array(6).fill("#000000 0%").join(", ")})`,
      "linear-gradient(90deg, #000000 0%, #ffffff 100%)".padEnd(400, " "),
    ]) {
      expect(parseGradient(css), css).toBeNull();
    }
  });
});

describe("theme schema", () => {
  const valid = () => {
    const { name, gradients, colors, fonts, layout } = themeFor("ijebr");
    return { name, gradients: { ...gradients }, colors: { ...colors }, fonts: { ...fonts }, layout: { ...layout } };
  };

  it("accepts every fixed theme and preset", () => {
    for (const theme of Object.values(FIXED_THEMES)) expect(themeSchema.safeParse(theme).success).toBe(true);
    for (const preset of THEME_PRESETS) {
      expect(themeSchema.safeParse({ ...valid(), ...preset }).success, preset.name).toBe(true);
    }
  });

  it("refuses colours that are not #rrggbb, fonts not offered and layouts not honoured", () => {
    const refused = (change: (t: ReturnType<typeof valid>) => void) => {
      const theme = valid();
      change(theme);
      return themeSchema.safeParse(theme).success;
    };
    expect(refused((t) => (t.colors.primary = "red"))).toBe(false);
    expect(refused((t) => (t.colors.primary = "#fff"))).toBe(false);
    expect(refused((t) => (t.colors.primary = "#12345g"))).toBe(false);
    expect(refused((t) => (t.colors.accent = "#123456;x:y"))).toBe(false);
    expect(refused((t) => (t.fonts.body = "Comic Sans MS"))).toBe(false);
    expect(refused((t) => (t.fonts.heading = "JetBrains Mono"))).toBe(false);
    expect(refused((t) => (t.fonts.mono = "Inter"))).toBe(false);
    expect(refused((t) => (t.layout.headerStyle = "fancy"))).toBe(false);
    expect(refused((t) => (t.layout.contentWidth = "100vw"))).toBe(false);
    expect(refused((t) => (t.name = " "))).toBe(false);
    expect(refused((t) => (t.gradients.hero = "url(javascript:alert(1))"))).toBe(false);
  });

  it("stores colours in lower case and gradients in their canonical form", () => {
    const theme = valid();
    theme.colors.primary = "#C2410C";
    theme.gradients.card = "linear-gradient(135deg,#C2410C 0%,#F97316 100%)";
    const parsed = themeSchema.parse(theme);
    expect(parsed.colors.primary).toBe("#c2410c");
    expect(parsed.gradients.card).toBe("linear-gradient(135deg, #c2410c 0%, #f97316 100%)");
  });

  it("knows the two intents only", () => {
    expect(themeRequestSchema.safeParse({ intent: "reset" }).success).toBe(true);
    expect(themeRequestSchema.safeParse({ intent: "save", theme: valid() }).success).toBe(true);
    expect(themeRequestSchema.safeParse({ intent: "drop" }).success).toBe(false);
    expect(themeRequestSchema.safeParse({ intent: "save" }).success).toBe(false);
  });
});

describe("fonts", () => {
  it("declares self-hosted woff2 files for web fonts and nothing for system fonts", () => {
    const css = fontFaceCss(["Inter", "Georgia", "Monaco", "Inter"]);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-family:"Inter"');
    expect(css).toMatch(/src:url\([^)]*inter-latin-400-normal[^)]*\.woff2\) format\("woff2"\)/);
    expect(css).not.toMatch(/https?:/);
    expect(fontFaceCss(["Georgia", "Times New Roman", "Consolas", "Unknown"])).toBe("");
  });

  it("gives every offered font a fallback of its kind", () => {
    expect(fontStack("Merriweather")).toMatch(/^"Merriweather", Georgia/);
    expect(fontStack("Fira Code")).toMatch(/monospace$/);
    expect(fontStack("not a font; color: red")).not.toContain("color");
  });
});

describe("the colours the public pages draw", () => {
  it("keeps a colour that reads and darkens one that does not, in its own hue, to AA on every background", () => {
    expect(readableOn("#c2410c", ["#ffffff"])).toBe("#c2410c");
    const darker = readableOn("#3b82f6", ["#ffffff"]);
    expect(darker).not.toBe("#3b82f6");
    expect(contrastRatio(darker, "#ffffff")).toBeGreaterThanOrEqual(AA_BODY);
    // The same hue: each channel scaled by one factor.
    expect(parseInt(darker.slice(5, 7), 16) / 0xf6).toBeCloseTo(parseInt(darker.slice(1, 3), 16) / 0x3b, 1);
    expect(contrastRatio(readableOn("#ffffff", ["#ffffff"]), "#ffffff")).toBeGreaterThanOrEqual(AA_BODY);
    const onBoth = readableOn("#fde68a", ["#ffffff", "#eff6ff"]);
    expect(contrastRatio(onBoth, "#eff6ff")).toBeGreaterThanOrEqual(AA_BODY);
  });

  it("draws a theme's primary colour readable on white and on its light gradient, and leaves a readable one as chosen", () => {
    const spec = themeFor("new-journal");
    const drawn = drawnTheme(spec);
    expect(spec.colors.primary).toBe("#3b82f6");
    expect(drawn.colors.primary).not.toBe("#3b82f6");
    expect(contrastRatio(drawn.colors.primary, "#ffffff")).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastRatio(drawn.colors.primary, "#eff6ff")).toBeGreaterThanOrEqual(AA_BODY);
    expect({ ...drawn.colors, primary: "" }).toEqual({ ...spec.colors, primary: "" });
    expect(drawn.gradients.light).toBe(spec.gradients.light);
    expect(drawn.gradients.accent).toBe(spec.gradients.accent);
    const graphite = THEME_PRESETS.find((p) => p.name === "Graphite")!;
    expect(drawnTheme(graphite)).toBe(graphite);
  });

  it("draws IJEBR's amber hero and covers under a scrim where white text needs it, the identity's colours beneath", () => {
    const ijebr = themeFor("ijebr");
    // As the spec fixes them: white text is 3.55:1 on the hero's light end and 2.80:1 on the covers'.
    expect(contrastRatio("#ffffff", "#ea580c")).toBeCloseTo(3.56, 2);
    expect(contrastRatio("#ffffff", "#f97316")).toBeCloseTo(2.8, 2);
    const drawn = drawnTheme(ijebr);
    for (const name of ["hero", "card"] as const) {
      const [scrim, identity] = drawn.gradients[name].split(/, (?=linear-gradient)/);
      expect(identity).toBe(ijebr.gradients[name]);
      expect(scrim).toMatch(/^linear-gradient\(135deg, rgba\(0, 0, 0, [\d.]+\) 0%/);
    }
    // No scrim over the dark ends, which read already; the most over the light ends.
    expect(drawn.gradients.hero).toMatch(
      /^linear-gradient\(135deg, rgba\(0, 0, 0, 0\) 0%, rgba\(0, 0, 0, 0\.\d+\) 50%, /,
    );
    expect(drawn.gradients.card).toMatch(
      /^linear-gradient\(135deg, rgba\(0, 0, 0, 0\) 0%, rgba\(0, 0, 0, 0\.\d+\) 100%\)/,
    );
    expect(worstWhite(drawn.gradients.hero, 0.15)).toBeGreaterThanOrEqual(AA_BODY);
    expect(worstWhite(drawn.gradients.card)).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastWarnings(ijebr)).toEqual([]);
  });

  it("draws white text readable on every founding journal's hero and covers and on the spec's default theme", () => {
    for (const theme of [...Object.values(FIXED_THEMES), themeFor("new-journal")]) {
      const drawn = drawnTheme(theme);
      expect(worstWhite(drawn.gradients.hero, 0.15), `${theme.name} hero`).toBeGreaterThanOrEqual(AA_BODY);
      expect(worstWhite(drawn.gradients.card), `${theme.name} card`).toBeGreaterThanOrEqual(AA_BODY);
    }
    // A gradient white text reads on everywhere is drawn as it is.
    expect(drawnTheme(FIXED_THEMES.ijcpms).gradients.hero).toBe(FIXED_THEMES.ijcpms.gradients.hero);
  });
});

/**
 * White text's lowest contrast over a drawn gradient (a scrim layer over the theme's gradient, or the
 * gradient alone) under a `panel` of translucent white, at 201 points as the browser mixes the
 * layers (premultiplied sRGB: the scrim's black fades in linearly).
 */
function worstWhite(css: string, panel = 0): number {
  const layers = css.split(/, (?=linear-gradient)/);
  const identity = parseGradient(layers[layers.length - 1])!;
  const scrim = layers.length > 1 ? [...layers[0].matchAll(/rgba\(0, 0, 0, ([\d.]+)\) (\d+)%/g)] : [];
  const at = <T>(stops: { at: number; value: T }[], t: number, mix: (a: T, b: T, f: number) => T): T => {
    const i = stops.findIndex((s) => s.at >= t);
    if (i <= 0) return stops[Math.max(i, 0)].value;
    const f = (t - stops[i - 1].at) / (stops[i].at - stops[i - 1].at || 1);
    return mix(stops[i - 1].value, stops[i].value, f);
  };
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const hex = (c: number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
  let worst = Infinity;
  for (let step = 0; step <= 200; step++) {
    const t = step / 2;
    const colour = at(
      identity.stops.map((s) => ({ at: s.at, value: rgb(s.color) })),
      t,
      (a, b, f) => a.map((c, k) => c + (b[k] - c) * f),
    );
    const alpha = scrim.length
      ? at(
          scrim.map((m) => ({ at: Number(m[2]), value: Number(m[1]) })),
          t,
          (a, b, f) => a + (b - a) * f,
        )
      : 0;
    const background = colour.map((c) => c * (1 - alpha)).map((c) => c + (255 - c) * panel);
    worst = Math.min(worst, contrastRatio("#ffffff", hex(background)));
  }
  return worst;
}
