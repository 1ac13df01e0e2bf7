import type { ThemeColors, ThemeGradients } from "../../db/schema/journals";

export type JournalTheme = { name: string; shortName: string; gradients: ThemeGradients; colors: ThemeColors };

/** The fixed identities of the four founding journals. Unknown journals take the bjps theme. */
export const FIXED_THEMES: Record<string, JournalTheme> = {
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

/** Order of journals in menus and grids: these first, then the rest. */
export const PREFERRED_JOURNAL_ORDER = ["fjphs", "ijcpms", "ijebr", "bjps"] as const;

export function themeFor(shortName: string | null | undefined): JournalTheme {
  return (shortName && FIXED_THEMES[shortName]) || FIXED_THEMES.bjps;
}
