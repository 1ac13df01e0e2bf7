import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import type { JournalTheme } from "~/modules/journals/journal-themes";

/**
 * The coloured band at the top of a journal's pages, drawn as the theme's header style says
 * (theme-layout.ts). Its text is white in every style; the theme editor warns when a background
 * is too light for it.
 */
export function JournalHeaderBand({
  theme,
  as: Tag = "header",
  className,
  children,
}: {
  theme: Pick<JournalTheme, "gradients" | "colors" | "layout">;
  as?: "header" | "section" | "div";
  className?: string;
  children: ReactNode;
}) {
  const { gradients, colors, layout } = theme;
  const style = layout.headerStyle;
  const background = style === "classic" ? colors.secondary : style === "minimal" ? colors.primary : gradients.hero;
  return (
    <Tag
      data-header-style={style}
      className={cn("relative overflow-hidden text-white", style === "bold" && "pb-2", className)}
      style={{ background, borderBottom: style === "classic" ? `4px solid ${colors.accent}` : undefined }}
    >
      {/* The accent's glow lightens what lies under it: on wide screens only, where it sits in the
          corner beside the text, not under it (a narrow band puts the badges and title there). */}
      {style === "modern" || style === "bold" ? (
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 hidden size-96 rounded-full opacity-25 blur-3xl lg:block"
          style={{ background: colors.accent }}
        />
      ) : null}
      <div className={cn("relative", style === "bold" && "py-4", style === "minimal" && "-my-2")}>{children}</div>
      {style === "bold" ? (
        <div aria-hidden className="absolute inset-x-0 bottom-0 h-2" style={{ background: gradients.accent }} />
      ) : null}
    </Tag>
  );
}
