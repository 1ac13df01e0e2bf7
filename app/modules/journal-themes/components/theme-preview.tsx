import { ArrowRight, BookOpen } from "lucide-react";
import type { JournalTheme } from "~/modules/journals/journal-themes";
import { JournalFontFaces } from "./journal-font-faces";
import { JournalHeaderBand } from "./journal-header-band";
import { journalThemeVariables } from "./journal-theme-main";

type PreviewTheme = Omit<JournalTheme, "shortName">;

/** A small journal page with the theme being edited: its header band, a card, a button and a link. */
export function ThemePreview({
  theme,
  title,
  shortName,
  issn,
  eissn,
}: {
  theme: PreviewTheme;
  title: string;
  shortName: string;
  issn: string | null;
  eissn: string | null;
}) {
  const issnLine = issn ? ` · ISSN ${issn}` : eissn ? ` · e-ISSN ${eissn}` : "";
  return (
    <figure aria-label="Live preview" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <JournalFontFaces fonts={theme.fonts} />
      {/* The preview is not a page of its own: the theme's variables go on a div, not on a <main>. */}
      <div data-journal-theme="" style={journalThemeVariables(theme)}>
        <JournalHeaderBand theme={theme} as="div">
          <div className="px-5 py-6">
            <p className="text-xs font-semibold uppercase tracking-widest text-white/80">{shortName.toUpperCase()}</p>
            <h3 className="mt-2 text-2xl font-bold leading-tight">{title}</h3>
            <p className="mt-1 text-sm text-white/90">Open access · Peer reviewed{issnLine}</p>
          </div>
        </JournalHeaderBand>
        <div className="grid gap-4 p-5 sm:grid-cols-[8rem_1fr]">
          <div
            className="flex aspect-[3/4] flex-col justify-end rounded-md p-3 text-white shadow-md"
            style={{ background: theme.gradients.card }}
          >
            <span className="text-[0.6rem] font-semibold uppercase tracking-widest text-white/80">Volume 1</span>
            <span className="text-lg font-bold leading-none">{shortName.toUpperCase()}</span>
          </div>
          <div className="min-w-0 space-y-3">
            <div className="rounded-lg p-3" style={{ background: theme.gradients.light }}>
              <p className="text-xs font-semibold uppercase tracking-wider" style={{ color: theme.colors.primary }}>
                Current issue
              </p>
              <h4 className="mt-1 text-lg font-semibold text-slate-900">Advances in drug delivery</h4>
              <p className="text-sm text-slate-700">
                Body text of the journal&apos;s pages, with a DOI in the mono font:{" "}
                <span className="font-mono text-xs">10.1234/abc.2026.001</span>
              </p>
            </div>
            <span aria-hidden className="block h-1 w-12 rounded-full" style={{ background: theme.gradients.accent }} />
            <div className="flex flex-wrap items-center gap-3">
              <span
                className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-white"
                style={{ background: theme.colors.primary }}
              >
                <BookOpen className="size-4" aria-hidden /> Read the issue
              </span>
              <span
                className="inline-flex items-center gap-1 text-sm font-medium"
                style={{ color: theme.colors.primary }}
              >
                View all articles <ArrowRight className="size-4" aria-hidden />
              </span>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
