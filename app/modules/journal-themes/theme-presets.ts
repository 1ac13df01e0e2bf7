// The Theme Presets tab: ready-made gradients and colours. Choosing one keeps the fonts and layout.
import { DEFAULT_THEME, FIXED_THEMES, type JournalTheme } from "~/modules/journals/journal-themes";

export type ThemePreset = Pick<JournalTheme, "name" | "gradients" | "colors">;

const fromTheme = ({ name, gradients, colors }: JournalTheme): ThemePreset => ({ name, gradients, colors });

export const THEME_PRESETS: readonly ThemePreset[] = [
  ...["bjps", "fjphs", "ijcpms", "ijebr"].map((s) => fromTheme(FIXED_THEMES[s])),
  fromTheme(DEFAULT_THEME),
  {
    name: "Crimson Clinic",
    gradients: {
      hero: "linear-gradient(135deg, #7f1d1d 0%, #b91c1c 50%, #dc2626 100%)",
      card: "linear-gradient(135deg, #991b1b 0%, #b91c1c 100%)",
      accent: "linear-gradient(90deg, #dc2626 0%, #f87171 100%)",
      light: "linear-gradient(135deg, #fef2f2 0%, #fee2e2 100%)",
    },
    colors: { primary: "#b91c1c", secondary: "#7f1d1d", accent: "#f87171" },
  },
  {
    name: "Graphite",
    gradients: {
      hero: "linear-gradient(135deg, #0f172a 0%, #1e293b 50%, #334155 100%)",
      card: "linear-gradient(135deg, #1e293b 0%, #475569 100%)",
      accent: "linear-gradient(90deg, #475569 0%, #94a3b8 100%)",
      light: "linear-gradient(135deg, #f8fafc 0%, #f1f5f9 100%)",
    },
    colors: { primary: "#334155", secondary: "#0f172a", accent: "#94a3b8" },
  },
  {
    name: "Teal Lagoon",
    gradients: {
      hero: "linear-gradient(135deg, #134e4a 0%, #0f766e 50%, #0d9488 100%)",
      card: "linear-gradient(135deg, #115e59 0%, #0f766e 100%)",
      accent: "linear-gradient(90deg, #0d9488 0%, #5eead4 100%)",
      light: "linear-gradient(135deg, #f0fdfa 0%, #ccfbf1 100%)",
    },
    colors: { primary: "#0f766e", secondary: "#134e4a", accent: "#5eead4" },
  },
];
