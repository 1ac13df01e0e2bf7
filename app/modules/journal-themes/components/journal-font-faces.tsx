import type { ThemeFonts } from "~/db/schema/journals";
import { fontFaceCss } from "../theme-fonts";

/**
 * The @font-face rules of a theme's fonts, for the page that uses them only: the files are
 * served by this installation and fetched by the browser when text uses them.
 */
export function JournalFontFaces({ fonts }: { fonts: ThemeFonts }) {
  const css = fontFaceCss([fonts.heading, fonts.body, fonts.mono]);
  return css ? <style>{css}</style> : null;
}
