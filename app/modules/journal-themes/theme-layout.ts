// The layout choices of a theme (spec 002 section 9) that the public journal pages honour. The
// spec's sidebarPosition is not offered: the public pages have no sidebar to place.

/** Header styles: how the band at the top of the journal, issue and article pages is drawn. */
export const HEADER_STYLES = ["modern", "classic", "minimal", "bold"] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

export const HEADER_STYLE_LABELS: Record<HeaderStyle, string> = {
  modern: "Modern",
  classic: "Classic",
  minimal: "Minimal",
  bold: "Bold",
};

export const HEADER_STYLE_HINTS: Record<HeaderStyle, string> = {
  modern: "The hero gradient with a soft glow of the accent colour.",
  classic: "The secondary colour, with a rule in the accent colour.",
  minimal: "The primary colour, flat and compact.",
  bold: "The hero gradient, taller, over a band of the accent gradient.",
};

/** Content widths of the journal's pages; "wide" is the width they had before themes. */
export const CONTENT_WIDTHS = ["full", "wide", "normal", "narrow"] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

export const CONTENT_WIDTH_LABELS: Record<ContentWidth, string> = {
  full: "Full (window)",
  wide: "Wide (1280 px)",
  normal: "Normal (1152 px)",
  narrow: "Narrow (1024 px)",
};

/** The CSS max-width of each content width (the `journal-width` utility of app.css reads it). */
export const CONTENT_MAX_WIDTH: Record<ContentWidth, string> = {
  full: "none",
  wide: "80rem",
  normal: "72rem",
  narrow: "64rem",
};

export const isHeaderStyle = (value: unknown): value is HeaderStyle =>
  typeof value === "string" && (HEADER_STYLES as readonly string[]).includes(value);
export const isContentWidth = (value: unknown): value is ContentWidth =>
  typeof value === "string" && (CONTENT_WIDTHS as readonly string[]).includes(value);
