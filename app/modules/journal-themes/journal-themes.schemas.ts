// One schema for a theme, checked in the editor and again by the endpoint. Colours are #rrggbb and
// gradients the one accepted linear-gradient form (gradients.ts): a theme never carries other CSS.
import { z } from "zod";
import { HEX_COLOR, normalizeGradient } from "./gradients";
import { THEME_NAME_MAX } from "./journal-themes.constants";
import { MONO_FONTS, TEXT_FONTS } from "./theme-fonts";
import { CONTENT_WIDTHS, HEADER_STYLES } from "./theme-layout";

const hexColor = z
  .string({ error: "Enter a colour as # and six hex digits, like #0369a1." })
  .trim()
  .regex(HEX_COLOR, { error: "Enter a colour as # and six hex digits, like #0369a1." })
  .transform((c) => c.toLowerCase());

const gradient = z
  .string({ error: "Enter a linear gradient of hex colours." })
  .max(300, { error: "Enter a linear gradient of hex colours." })
  .transform((css, ctx) => {
    const normal = normalizeGradient(css);
    if (normal === null) {
      ctx.addIssue({
        code: "custom",
        message: "Enter a linear gradient like linear-gradient(135deg, #0c4a6e 0%, #0284c7 100%).",
      });
      return z.NEVER;
    }
    return normal;
  });

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose one of the offered ${what}.` });

export const themeSchema = z.object({
  name: z
    .string({ error: "Enter the theme's name." })
    .trim()
    .min(1, { error: "Enter the theme's name." })
    .max(THEME_NAME_MAX, { error: `The theme's name is at most ${THEME_NAME_MAX} characters.` }),
  gradients: z.object({ hero: gradient, card: gradient, accent: gradient, light: gradient }),
  colors: z.object({ primary: hexColor, secondary: hexColor, accent: hexColor }),
  fonts: z.object({
    heading: choice(TEXT_FONTS, "fonts"),
    body: choice(TEXT_FONTS, "fonts"),
    mono: choice(MONO_FONTS, "monospace fonts"),
  }),
  layout: z.object({
    headerStyle: choice(HEADER_STYLES, "header styles"),
    contentWidth: choice(CONTENT_WIDTHS, "content widths"),
  }),
});

export type ThemeInput = z.infer<typeof themeSchema>;

export const themeRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), theme: themeSchema }),
  z.object({ intent: z.literal("reset") }),
]);

/** Field path ("colors.primary") to its first message. */
export type ThemeFieldErrors = Record<string, string>;

export function themeFieldErrors(error: z.ZodError): ThemeFieldErrors {
  const errors: ThemeFieldErrors = {};
  for (const issue of error.issues) {
    // The request's own wrapper ("theme.") is not part of the field's name.
    const path = issue.path.filter((p) => p !== "theme").join(".");
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Whether a value is a journal id (a uuid): anything else is no journal at all. */
export const isJournalId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
