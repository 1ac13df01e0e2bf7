import type { ThemeColors, ThemeFonts, ThemeGradients, ThemeLayout } from "~/db/schema/journals";

export type JournalTheme = {
  name: string;
  shortName: string;
  gradients: ThemeGradients;
  colors: ThemeColors;
  fonts: ThemeFonts;
  layout: ThemeLayout;
};

/** The fonts the site's own stylesheet names (sans Inter, serif Merriweather): no change to a journal left alone. */
export const DEFAULT_FONTS: ThemeFonts = { heading: "Merriweather", body: "Inter", mono: "JetBrains Mono" };
/** The header and width the journal pages had before themes could change them. */
export const DEFAULT_LAYOUT: ThemeLayout = { headerStyle: "modern", contentWidth: "wide" };

/** The fixed identities of the four founding journals (spec 000 section 1). */
const FIXED: Record<string, Omit<JournalTheme, "fonts" | "layout">> = {
  bjps: {
    name: "Deep Ocean",
    shortName: "bjps",
    gradients: {
      hero: "linear-gradient(135deg, #0c4a6e 0%, #0369a1 50%, #0284c7 100%)",
      card: "linear-gradient(135deg, #0369a1 0%, #0ea5e9 100%)",
      accent: "linear-gradient(90deg, #0284c7 0%, #38bdf8 100%)",
      light: "linear-gradient(135deg, #f0f9ff 0%, #e0f2fe 100%)",
    },
    colors: { primary: "#0369a1", secondary: "#0c4a6e", accent: "#38bdf8" },
  },
  fjphs: {
    name: "Emerald Health",
    shortName: "fjphs",
    gradients: {
      hero: "linear-gradient(135deg, #064e3b 0%, #047857 50%, #059669 100%)",
      card: "linear-gradient(135deg, #047857 0%, #10b981 100%)",
      accent: "linear-gradient(90deg, #059669 0%, #34d399 100%)",
      light: "linear-gradient(135deg, #ecfdf5 0%, #d1fae5 100%)",
    },
    colors: { primary: "#047857", secondary: "#064e3b", accent: "#34d399" },
  },
  ijcpms: {
    name: "Royal Violet",
    shortName: "ijcpms",
    gradients: {
      hero: "linear-gradient(135deg, #3b0764 0%, #6b21a8 50%, #7e22ce 100%)",
      card: "linear-gradient(135deg, #6b21a8 0%, #a855f7 100%)",
      accent: "linear-gradient(90deg, #7e22ce 0%, #c084fc 100%)",
      light: "linear-gradient(135deg, #faf5ff 0%, #f3e8ff 100%)",
    },
    colors: { primary: "#6b21a8", secondary: "#3b0764", accent: "#c084fc" },
  },
  ijebr: {
    name: "Amber Evidence",
    shortName: "ijebr",
    gradients: {
      hero: "linear-gradient(135deg, #7c2d12 0%, #c2410c 50%, #ea580c 100%)",
      card: "linear-gradient(135deg, #c2410c 0%, #f97316 100%)",
      accent: "linear-gradient(90deg, #ea580c 0%, #fb923c 100%)",
      light: "linear-gradient(135deg, #fff7ed 0%, #ffedd5 100%)",
    },
    colors: { primary: "#c2410c", secondary: "#7c2d12", accent: "#fb923c" },
  },
};

/**
 * The spec's default theme (002 section 9: primary #3b82f6, secondary #64748b, accent #10b981)
 * turned into the four gradients: the default of every journal that is not one of the four.
 */
export const DEFAULT_THEME: JournalTheme = {
  name: "Platform Default",
  shortName: "",
  gradients: {
    hero: "linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 50%, #3b82f6 100%)",
    card: "linear-gradient(135deg, #1d4ed8 0%, #3b82f6 100%)",
    accent: "linear-gradient(90deg, #3b82f6 0%, #10b981 100%)",
    light: "linear-gradient(135deg, #eff6ff 0%, #f8fafc 100%)",
  },
  colors: { primary: "#3b82f6", secondary: "#64748b", accent: "#10b981" },
  fonts: DEFAULT_FONTS,
  layout: DEFAULT_LAYOUT,
};

export const FIXED_THEMES: Record<string, JournalTheme> = Object.fromEntries(
  Object.entries(FIXED).map(([shortName, theme]) => [
    shortName,
    { ...theme, fonts: DEFAULT_FONTS, layout: DEFAULT_LAYOUT },
  ]),
);

/** Order of journals in menus and grids: these first, then the rest. */
export const PREFERRED_JOURNAL_ORDER = ["fjphs", "ijcpms", "ijebr", "bjps"] as const;

/**
 * A journal's default theme: its fixed theme for the four founding journals, else the spec's
 * default theme. What a journal without a stored theme shows, and what Reset restores.
 */
export function themeFor(shortName: string | null | undefined): JournalTheme {
  const fixed = shortName ? FIXED_THEMES[shortName] : undefined;
  return fixed ?? { ...DEFAULT_THEME, shortName: shortName ?? "" };
}

/** A stored theme row (null: none) over the journal's default: missing fonts or layout are the default's. */
export function storedThemeOr(
  shortName: string,
  row: {
    name: string | null;
    gradients: ThemeGradients | null;
    colors: ThemeColors | null;
    fonts: ThemeFonts | null;
    layout: ThemeLayout | null;
  } | null,
): JournalTheme {
  const fallback = themeFor(shortName);
  if (!row?.gradients || !row.colors) return fallback;
  return {
    name: row.name ?? fallback.name,
    shortName,
    gradients: row.gradients,
    colors: row.colors,
    fonts: row.fonts ?? fallback.fonts,
    layout: row.layout ?? fallback.layout,
  };
}
