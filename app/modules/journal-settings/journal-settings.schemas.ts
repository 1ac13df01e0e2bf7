// The settings screen's forms, one per tab, as zod schemas with the limits of spec 002 section 5.
// The server parses every save with these; the browser uses the same limits for its inputs.
import { z } from "zod";
import { SUFFIX_PATTERN_MAX, suffixPatternError } from "~/modules/crossref/doi-suffix";
import {
  DOI_PREFIX_PATTERN,
  MANUSCRIPT_FORMATS,
  REVIEW_TYPES,
  SETTING_LIMITS as L,
  TWITTER_CARDS,
} from "./journal-settings.defaults";

export const SETTINGS_TABS = ["publication", "editorial", "doi", "access", "notifications", "seo"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === "string" && (SETTINGS_TABS as readonly string[]).includes(value);
}

const range = (label: string, { min, max }: { min: number; max: number }, unit = "") =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .refine((n) => Number.isFinite(n) && Number.isInteger(n), `${label} must be a whole number.`)
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}${unit}.`);

/** A checkbox: present ("on", "true") is on, absent is off. */
const flag = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const publicationTabSchema = z
  .object({
    requireReview: flag,
    allowRevisions: flag,
    maxRevisions: z.unknown().optional(),
    copyediting: flag,
    production: flag,
    maxFileSize: range("Maximum file size", L.maxFileSize, " MB"),
    allowedFormats: z
      .array(z.enum(MANUSCRIPT_FORMATS, { error: "Choose formats among PDF, DOCX, DOC, RTF, LaTeX and ODT." }))
      .min(1, "Allow at least one file format."),
    requireAbstract: flag,
    minAbstractWords: z.unknown().optional(),
    maxAbstractWords: z.unknown().optional(),
    requireKeywords: flag,
    minKeywords: z.unknown().optional(),
    maxKeywords: z.unknown().optional(),
  })
  .transform((form, ctx) => {
    // Fields hidden while their switch is off keep their stored value (the caller merges them).
    const check = <T>(schema: z.ZodType<T>, value: unknown, path: string): T | undefined => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", path: [path], message: parsed.error.issues[0]!.message });
      return undefined;
    };
    const maxRevisions = form.allowRevisions
      ? check(range("Maximum revisions", L.maxRevisions), form.maxRevisions, "maxRevisions")
      : undefined;
    const minAbstractWords = form.requireAbstract
      ? check(range("Minimum abstract words", L.minAbstractWords), form.minAbstractWords, "minAbstractWords")
      : undefined;
    const maxAbstractWords = form.requireAbstract
      ? check(range("Maximum abstract words", L.maxAbstractWords), form.maxAbstractWords, "maxAbstractWords")
      : undefined;
    if (minAbstractWords !== undefined && maxAbstractWords !== undefined && maxAbstractWords < minAbstractWords) {
      ctx.addIssue({
        code: "custom",
        path: ["maxAbstractWords"],
        message: "Maximum abstract words must not be less than the minimum.",
      });
    }
    const minKeywords = form.requireKeywords
      ? check(range("Minimum keywords", L.minKeywords), form.minKeywords, "minKeywords")
      : undefined;
    const maxKeywords = form.requireKeywords
      ? check(range("Maximum keywords", L.maxKeywords), form.maxKeywords, "maxKeywords")
      : undefined;
    if (minKeywords !== undefined && maxKeywords !== undefined && maxKeywords < minKeywords) {
      ctx.addIssue({
        code: "custom",
        path: ["maxKeywords"],
        message: "Maximum keywords must not be less than the minimum.",
      });
    }
    return {
      publicationWorkflow: {
        requireReview: form.requireReview,
        allowRevisions: form.allowRevisions,
        maxRevisions,
        copyediting: form.copyediting,
        production: form.production,
      },
      submissionGuidelines: {
        maxFileSize: form.maxFileSize,
        allowedFormats: MANUSCRIPT_FORMATS.filter((f) => form.allowedFormats.includes(f)),
        requireAbstract: form.requireAbstract,
        minAbstractWords,
        maxAbstractWords,
        requireKeywords: form.requireKeywords,
        minKeywords,
        maxKeywords,
      },
    };
  });

export const editorialTabSchema = z.object({
  reviewType: z.enum(REVIEW_TYPES, { error: "Choose a review type." }),
  // Always in the form; a post without them (a page opened before they were offered) keeps the stored ones.
  reviewDuration: range("Review duration", L.reviewDuration, " days").optional(),
  revisionDuration: range("Revision duration", L.revisionDuration, " days").optional(),
  requireEthicsStatement: flag,
  requireDataAvailability: flag,
});

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default("");

export const doiTabSchema = z.object({
  doiPrefix: z
    .string({ error: "DOI prefix is required." })
    .trim()
    .min(1, "DOI prefix is required.")
    .max(20, "Enter a DOI prefix such as 10.1234.")
    .regex(DOI_PREFIX_PATTERN, "Enter a DOI prefix such as 10.1234: '10.' followed by 4 to 9 digits."),
  autoAssignDoi: flag,
  // Crossref's account (ADR 021): the password is only ever written, never shown.
  username: optionalText(100, "Crossref username"),
  passwordAction: z.enum(["keep", "replace", "clear"]).default("keep"),
  password: z.string().max(200, "Crossref password must be at most 200 characters.").default(""),
  depositorName: optionalText(200, "Depositor name"),
  depositorEmail: z
    .string()
    .trim()
    .max(255, "Enter a valid depositor e-mail.")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid depositor e-mail.")
    .default(""),
  mode: z.enum(["test", "production"], { error: "Choose test or production." }).default("test"),
  suffixPattern: optionalText(SUFFIX_PATTERN_MAX, "The suffix pattern").superRefine((v, ctx) => {
    const error = v ? suffixPatternError(v) : null;
    if (error) ctx.addIssue({ code: "custom", message: error });
  }),
  // Crossmark (ADR 066): the DOI of the journal's Crossmark policy page; with it, deposits carry
  // Crossmark and notices their `updates`.
  crossmarkPolicyDoi: z
    .string()
    .trim()
    .max(200, "Enter the policy page's DOI, such as 10.1234/crossmark-policy.")
    .refine(
      (v) => v === "" || /^10\.\d{4,9}\/\S+$/.test(v),
      "Enter the policy page's DOI, such as 10.1234/crossmark-policy.",
    )
    .default(""),
});

export const accessTabSchema = z.object({ requireRegistration: flag });

export const notificationsTabSchema = z.object({
  submissionReceived: flag,
  reviewCompleted: flag,
  publicationReady: flag,
  deadlineReminders: flag,
  // The Reply-To of the journal's editorial e-mails; empty for the platform's editorial address.
  editorialEmail: z
    .string()
    .trim()
    .max(254, "Enter a valid editorial e-mail address.")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid editorial e-mail address.")
    .default(""),
});

export const seoTabSchema = z.object({
  metaTitle: z
    .string()
    .trim()
    .max(L.metaTitle.max, `Meta title must be at most ${L.metaTitle.max} characters.`)
    .default(""),
  metaDescription: z
    .string()
    .trim()
    .max(L.metaDescription.max, `Meta description must be at most ${L.metaDescription.max} characters.`)
    .default(""),
  // One text, comma-separated: empty and repeated keywords are dropped (spec 002 section 5).
  keywords: z
    .string()
    .max(2000, "Keywords must be at most 2,000 characters.")
    .default("")
    .transform((text) => uniqueKeywords(text.split(",")))
    .refine((list) => list.length <= L.seoKeywords.max, `Use at most ${L.seoKeywords.max} keywords.`)
    .refine(
      (list) => list.every((k) => k.length <= L.seoKeywords.each),
      `Each keyword must be at most ${L.seoKeywords.each} characters.`,
    ),
  ogImage: z
    .string()
    .trim()
    .max(L.ogImageUrl.max, "The image address is too long.")
    .default("")
    .refine((v) => v === "" || /^https:\/\/[^\s"'<>]+$/i.test(v), "Enter an image address starting with https://."),
  twitterCard: z.enum(TWITTER_CARDS, { error: "Choose a Twitter card type." }),
});

/** Trimmed keywords, empty ones and repeats (any case) dropped, in their order. */
export function uniqueKeywords(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const k = raw.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}

export const TAB_SCHEMAS = {
  publication: publicationTabSchema,
  editorial: editorialTabSchema,
  doi: doiTabSchema,
  access: accessTabSchema,
  notifications: notificationsTabSchema,
  seo: seoTabSchema,
} as const;

export type TabInput<T extends SettingsTab> = z.output<(typeof TAB_SCHEMAS)[T]>;

export type SettingsFieldErrors = Record<string, string>;

export type ParsedTab<T extends SettingsTab> =
  { ok: true; data: TabInput<T> } | { ok: false; message: string; fieldErrors: SettingsFieldErrors };

/** Parses one tab's values; on failure the first message and each field's first message. */
export function parseSettingsTab<T extends SettingsTab>(tab: T, values: unknown): ParsedTab<T> {
  const result = (TAB_SCHEMAS[tab] as unknown as z.ZodType<TabInput<T>>).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: SettingsFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message ?? "Failed to update settings", fieldErrors };
}

/** The form's values as the schemas read them (lists for the repeated fields). */
export function settingsFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const formats: string[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (key === "allowedFormats") formats.push(value);
    else values[key] = value;
  }
  values.allowedFormats = formats;
  return values;
}

export const JOURNAL_SETTINGS_MESSAGES = {
  updated: "Settings updated successfully",
  failed: "Failed to update settings",
  loadFailed: "Failed to fetch journal settings",
  accessDenied: "Access Denied: You need admin or editor privileges to access journal settings.",
  notFound: "Journal Not Found",
  invalidRequest: "Failed to update settings",
} as const;
