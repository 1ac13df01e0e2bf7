/** The theme editor's messages: spec 001 section 8 for save and reset, the platform's own for the rest. */
export const THEME_MESSAGES = {
  saved: "Theme Settings Saved",
  reset: "Theme Reset",
  notFound: "Journal Not Found",
  forbidden: "You need admin or editor privileges for this journal to change its theme.",
  invalid: "The theme could not be saved: check the highlighted fields.",
  badRequest: "Invalid request.",
  loadFailed: "Failed to load the theme. Please try again.",
  saveFailed: "Failed to save the theme. Please try again.",
} as const;

export const THEME_INTENTS = ["save", "reset"] as const;
export type ThemeIntent = (typeof THEME_INTENTS)[number];

/** A theme's name: shown in the editor only. */
export const THEME_NAME_MAX = 60;
