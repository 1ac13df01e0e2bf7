import { boolean, doublePrecision, integer, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

export const journalStatus = pgEnum("journal_status", ["active", "inactive", "archived"]);
export const publicationFrequency = pgEnum("publication_frequency", [
  "weekly",
  "monthly",
  "quarterly",
  "biannually",
  "annually",
]);

export const journals = pgTable("journals", {
  id: id(),
  shortName: text().notNull().unique(),
  title: text().notNull(),
  abbreviation: text(),
  description: text(),
  category: text().notNull().default("General"),
  coverImageUrl: text(),
  /** The uploaded cover's stored sizes: `journal-covers/<journalId>/<version>` (see journal-cover-image.ts). */
  coverImageKey: text(),
  impactFactor: doublePrecision(),
  issn: text(),
  eissn: text(),
  publisher: text(),
  status: journalStatus().notNull().default("active"),
  publicationFrequency: publicationFrequency().notNull().default("monthly"),
  scope: text().array().notNull().default([]),
  doiPrefix: text(),
  autoAssignDoi: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Published article and issue counts per journal, kept by triggers on `articles` and `issues` in the
 * same transaction as each change (hand-written SQL at the end of migration 0022), so journal cards
 * and the journal page read one row instead of a range of the catalogue. A journal without a row
 * has no published article or issue yet.
 */
export const journalCounters = pgTable("journal_counters", {
  journalId: uuid()
    .primaryKey()
    .references(() => journals.id, { onDelete: "cascade" }),
  publishedArticles: integer().notNull().default(0),
  publishedIssues: integer().notNull().default(0),
});

export type ThemeGradients = { hero: string; card: string; accent: string; light: string };
export type ThemeColors = { primary: string; secondary: string; accent: string };
/** Font family names, one of the offered fonts each (app/modules/journal-themes/theme-fonts.ts). */
export type ThemeFonts = { heading: string; body: string; mono: string };
/** How the journal's pages are laid out: the header band's style and the content's width. */
export type ThemeLayout = { headerStyle: string; contentWidth: string };

/**
 * The visual identity of a journal, the one theme its public pages use (ADR 017); the four fixed
 * journals get theirs on first start. No row, or a null fonts or layout: the journal's default.
 */
export const journalThemes = pgTable("journal_themes", {
  journalId: uuid()
    .primaryKey()
    .references(() => journals.id, { onDelete: "cascade" }),
  name: text().notNull(),
  gradients: jsonb().$type<ThemeGradients>().notNull(),
  colors: jsonb().$type<ThemeColors>().notNull(),
  fonts: jsonb().$type<ThemeFonts>(),
  layout: jsonb().$type<ThemeLayout>(),
  updatedAt: updatedAt(),
});

export type JournalSettingsValues = {
  themeColors: { primary: string; secondary: string; accent: string; background: string; foreground: string };
  themeFonts: { heading: string; body: string; mono: string };
  themeLayout: { headerStyle: string; sidebarPosition: string; contentWidth: string };
  publicationWorkflow: {
    autoPublish: boolean;
    requireReview: boolean;
    allowRevisions: boolean;
    maxRevisions: number;
    /** The stages after acceptance this journal runs (ADR 069); off unless a journal turns them on. */
    copyediting?: boolean;
    production?: boolean;
  };
  submissionGuidelines: {
    maxFileSize: number;
    allowedFormats: string[];
    requireAbstract: boolean;
    minAbstractWords: number;
    maxAbstractWords: number;
    requireKeywords: boolean;
    minKeywords: number;
    maxKeywords: number;
  };
  editorialWorkflow: {
    reviewType: string;
    reviewDuration: number;
    revisionDuration: number;
    requireEthicsStatement: boolean;
    requireDataAvailability: boolean;
  };
  accessControls: {
    publicAccess: boolean;
    requireRegistration: boolean;
    allowGuestSubmissions: boolean;
    moderateComments: boolean;
  };
  emailNotifications: {
    submissionReceived: boolean;
    reviewCompleted: boolean;
    publicationReady: boolean;
    deadlineReminders: boolean;
    /** Where replies to the journal's editorial e-mails go; "" for the platform's EDITORIAL_EMAIL. */
    editorialEmail?: string;
  };
  seoSettings: { metaTitle: string; metaDescription: string; keywords: string[]; ogImage: string; twitterCard: string };
};

/**
 * Per-journal settings; a journal without a row uses the defaults of the spec. The theme columns
 * (theme_colors, theme_fonts, theme_layout) are not read: a journal's theme lives in journal_themes (ADR 017).
 */
export const journalSettings = pgTable("journal_settings", {
  journalId: uuid()
    .primaryKey()
    .references(() => journals.id, { onDelete: "cascade" }),
  themeColors: jsonb().$type<JournalSettingsValues["themeColors"]>(),
  themeFonts: jsonb().$type<JournalSettingsValues["themeFonts"]>(),
  themeLayout: jsonb().$type<JournalSettingsValues["themeLayout"]>(),
  publicationWorkflow: jsonb().$type<JournalSettingsValues["publicationWorkflow"]>(),
  submissionGuidelines: jsonb().$type<JournalSettingsValues["submissionGuidelines"]>(),
  editorialWorkflow: jsonb().$type<JournalSettingsValues["editorialWorkflow"]>(),
  accessControls: jsonb().$type<JournalSettingsValues["accessControls"]>(),
  emailNotifications: jsonb().$type<JournalSettingsValues["emailNotifications"]>(),
  seoSettings: jsonb().$type<JournalSettingsValues["seoSettings"]>(),
  updatedAt: updatedAt(),
});
