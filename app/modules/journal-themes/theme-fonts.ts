// The fonts a journal's theme may choose (spec 002 section 9), served from this installation:
// the web fonts' files come from the @fontsource packages (latin subset, woff2, regular and bold),
// bundled by the build; Georgia, Times New Roman, Monaco and Consolas are system fonts with no file.
import firaCode400 from "@fontsource/fira-code/files/fira-code-latin-400-normal.woff2?url";
import firaCode700 from "@fontsource/fira-code/files/fira-code-latin-700-normal.woff2?url";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import inter700 from "@fontsource/inter/files/inter-latin-700-normal.woff2?url";
import jetbrainsMono400 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url";
import jetbrainsMono700 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2?url";
import lato400 from "@fontsource/lato/files/lato-latin-400-normal.woff2?url";
import lato700 from "@fontsource/lato/files/lato-latin-700-normal.woff2?url";
import merriweather400 from "@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url";
import merriweather700 from "@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url";
import openSans400 from "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url";
import openSans700 from "@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url";
import playfair400 from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import playfair700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url";
import roboto400 from "@fontsource/roboto/files/roboto-latin-400-normal.woff2?url";
import roboto700 from "@fontsource/roboto/files/roboto-latin-700-normal.woff2?url";
import sourceCodePro400 from "@fontsource/source-code-pro/files/source-code-pro-latin-400-normal.woff2?url";
import sourceCodePro700 from "@fontsource/source-code-pro/files/source-code-pro-latin-700-normal.woff2?url";
import sourceSansPro400 from "@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff2?url";
import sourceSansPro700 from "@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff2?url";

/** Heading and body fonts offered (spec 002 section 9). */
export const TEXT_FONTS = [
  "Inter",
  "Roboto",
  "Open Sans",
  "Source Sans Pro",
  "Lato",
  "Merriweather",
  "Playfair Display",
  "Georgia",
  "Times New Roman",
] as const;
/** Monospace fonts offered (spec 002 section 9). */
export const MONO_FONTS = ["JetBrains Mono", "Fira Code", "Source Code Pro", "Monaco", "Consolas"] as const;

export type TextFont = (typeof TEXT_FONTS)[number];
export type MonoFont = (typeof MONO_FONTS)[number];
type FontName = TextFont | MonoFont;

const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const FONTS: Record<FontName, { fallback: string; files?: { 400: string; 700: string } }> = {
  Inter: { fallback: SANS, files: { 400: inter400, 700: inter700 } },
  Roboto: { fallback: SANS, files: { 400: roboto400, 700: roboto700 } },
  "Open Sans": { fallback: SANS, files: { 400: openSans400, 700: openSans700 } },
  "Source Sans Pro": { fallback: SANS, files: { 400: sourceSansPro400, 700: sourceSansPro700 } },
  Lato: { fallback: SANS, files: { 400: lato400, 700: lato700 } },
  Merriweather: { fallback: SERIF, files: { 400: merriweather400, 700: merriweather700 } },
  "Playfair Display": { fallback: SERIF, files: { 400: playfair400, 700: playfair700 } },
  Georgia: { fallback: '"Times New Roman", serif' },
  "Times New Roman": { fallback: "Times, serif" },
  "JetBrains Mono": { fallback: MONO, files: { 400: jetbrainsMono400, 700: jetbrainsMono700 } },
  "Fira Code": { fallback: MONO, files: { 400: firaCode400, 700: firaCode700 } },
  "Source Code Pro": { fallback: MONO, files: { 400: sourceCodePro400, 700: sourceCodePro700 } },
  Monaco: { fallback: MONO },
  Consolas: { fallback: MONO },
};

export const isTextFont = (value: unknown): value is TextFont =>
  typeof value === "string" && (TEXT_FONTS as readonly string[]).includes(value);
export const isMonoFont = (value: unknown): value is MonoFont =>
  typeof value === "string" && (MONO_FONTS as readonly string[]).includes(value);

/** The CSS font-family list of an offered font, with fallbacks of its kind; the site's sans for anything else. */
export function fontStack(name: string): string {
  const font = FONTS[name as FontName];
  return font ? `"${name}", ${font.fallback}` : SANS;
}

/**
 * The @font-face rules of the given fonts that have files (system fonts and unknown names give
 * none). A browser fetches a file only when text on the page uses its family and weight.
 */
export function fontFaceCss(names: readonly string[]): string {
  const rules: string[] = [];
  for (const name of new Set(names)) {
    const files = FONTS[name as FontName]?.files;
    if (!files) continue;
    for (const weight of [400, 700] as const) {
      rules.push(
        `@font-face{font-family:"${name}";font-style:normal;font-weight:${weight};font-display:swap;` +
          `src:url(${files[weight]}) format("woff2")}`,
      );
    }
  }
  return rules.join("\n");
}
