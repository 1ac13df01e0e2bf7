import type { CSSProperties, ReactNode } from "react";
import type { JournalTheme } from "~/modules/journals/journal-themes";
import { fontStack } from "../theme-fonts";
import { CONTENT_MAX_WIDTH, isContentWidth } from "../theme-layout";
import { JournalFontFaces } from "./journal-font-faces";

/** The CSS variables of a theme's fonts and width, read by the rules of app.css under [data-journal-theme]. */
export function journalThemeVariables(theme: Pick<JournalTheme, "fonts" | "layout">): CSSProperties {
  const width = isContentWidth(theme.layout.contentWidth) ? theme.layout.contentWidth : "wide";
  return {
    "--journal-font-heading": fontStack(theme.fonts.heading),
    "--journal-font-body": fontStack(theme.fonts.body),
    "--journal-font-mono": fontStack(theme.fonts.mono),
    "--journal-content-width": CONTENT_MAX_WIDTH[width],
  } as CSSProperties;
}

/** The <main> of a journal's page (journal, issue, article): its theme's fonts and content width apply inside. */
export function JournalThemeMain({ theme, children }: { theme: JournalTheme; children: ReactNode }) {
  return (
    <main data-journal-theme="" style={journalThemeVariables(theme)}>
      <JournalFontFaces fonts={theme.fonts} />
      {children}
    </main>
  );
}
