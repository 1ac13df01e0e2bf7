import { z } from "zod";
import {
  COVER_URL_MAX,
  DESCRIPTION_MAX,
  IMPACT_FACTOR_MAX,
  IMPACT_FACTOR_MIN,
  JOURNAL_MESSAGES,
  JOURNAL_STATUSES,
  JOURNAL_TABS,
  MAX_SEARCH_LENGTH,
  PUBLICATION_FREQUENCIES,
  SCOPE_TAG_MAX,
  SCOPE_TAGS_MAX,
  TITLE_MAX,
  type JournalStatus,
  type JournalTab,
} from "./journals.desk.constants";
import { hasValidIssnCheckDigit, isIssnFormat } from "./issn";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

// --- The screen's URL: the tab (so Back works), the chosen journal of a tab, the filters.

export type JournalsQuery = {
  tab: JournalTab;
  /** The journal chosen in the Theme Settings or Editorial Board tab. */
  journal: string | null;
  search: string;
  status: "all" | JournalStatus;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function parseJournalsQuery(params: URLSearchParams): JournalsQuery {
  const journal = params.get("journal");
  return {
    tab: oneOf(JOURNAL_TABS, params.get("tab")) ?? "manage",
    journal: isUuid(journal) ? journal.toLowerCase() : null,
    search: (params.get("search") ?? "").replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH),
    status: oneOf(JOURNAL_STATUSES, params.get("status")) ?? "all",
  };
}

/** The search params of a query, leaving out defaults. */
export function journalsSearch(query: JournalsQuery, change: Partial<JournalsQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.tab !== "manage") params.set("tab", q.tab);
  if (q.tab !== "manage" && q.journal) params.set("journal", q.journal);
  if (q.tab === "manage" && q.search) params.set("search", q.search);
  if (q.tab === "manage" && q.status !== "all") params.set("status", q.status);
  const text = params.toString();
  return text ? `?${text}` : "";
}

// --- The create/edit dialog (spec 001 section 5, "Journal form").

/** 3-10 lower-case letters (the browser lower-cases while typing; the server does too). */
export const SHORT_NAME_PATTERN = /^[a-z]{3,10}$/;

/** Scope tags as typed: trimmed, blanks dropped, duplicates (any case) added once. */
export function normaliseScopeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** A short name made from a title when none is given: the initials of its words, else its letters. */
export function shortNameFromTitle(title: string): string {
  const words = title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const stop = new Set(["of", "and", "the", "for", "in", "on", "a", "an", "&"]);
  let name = words
    .filter((w) => !stop.has(w))
    .map((w) => w[0])
    .join("");
  if (name.length < 3) name = words.join("");
  return name.slice(0, 10);
}

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

/** An ISSN as typed: empty (none), else XXXX-XXXX with a right check digit, upper-cased. */
function issnField() {
  return z
    .string({ error: JOURNAL_MESSAGES.invalidIssn })
    .trim()
    .refine((v) => v === "" || isIssnFormat(v), JOURNAL_MESSAGES.invalidIssn)
    .refine((v) => v === "" || !isIssnFormat(v) || hasValidIssnCheckDigit(v), JOURNAL_MESSAGES.issnCheckDigit)
    .transform((v) => (v ? v.toUpperCase() : null));
}

const PUBLISHER_MAX = 200;

export const journalFormSchema = z.object({
  title: text(TITLE_MAX, "Title").min(1, JOURNAL_MESSAGES.titleRequired),
  shortName: z
    .string({ error: JOURNAL_MESSAGES.invalidShortName })
    .trim()
    .toLowerCase()
    .refine((v) => v === "" || SHORT_NAME_PATTERN.test(v), JOURNAL_MESSAGES.invalidShortName),
  description: text(DESCRIPTION_MAX, "Description").transform((v) => v || null),
  issn: issnField(),
  // The online ISSN: deposited with media_type "electronic" beside the print one (issue 38).
  eissn: issnField().default(null),
  // The publisher: the registrant of the journal's Crossref deposits, in its citation metadata.
  publisher: text(PUBLISHER_MAX, "Publisher")
    .transform((v) => v || null)
    .default(null),
  publicationFrequency: z.enum(PUBLICATION_FREQUENCIES, { error: "Please choose a publication frequency." }),
  scope: z
    .array(z.string().max(SCOPE_TAG_MAX * 4, JOURNAL_MESSAGES.scopeTooLong), { error: "Scope tags must be text." })
    .transform(normaliseScopeTags)
    .refine((tags) => tags.every((t) => t.length <= SCOPE_TAG_MAX), JOURNAL_MESSAGES.scopeTooLong)
    .refine((tags) => tags.length <= SCOPE_TAGS_MAX, JOURNAL_MESSAGES.scopeTooMany),
  impactFactor: z
    .string({ error: JOURNAL_MESSAGES.impactFactorRange })
    .trim()
    .refine((v) => v === "" || /^\d{1,2}(\.\d{1,3})?$/.test(v), JOURNAL_MESSAGES.impactFactorRange)
    // Left empty, a journal has no impact factor: pages say 'N/A' rather than show an invented 0.
    .transform((v) => (v === "" ? null : Number(v)))
    .refine(
      (n) => n === null || (n >= IMPACT_FACTOR_MIN && n <= IMPACT_FACTOR_MAX),
      JOURNAL_MESSAGES.impactFactorRange,
    ),
  status: z.enum(JOURNAL_STATUSES, { error: "Status must be Active, Inactive or Archived." }),
  coverImageUrl: z
    .string({ error: JOURNAL_MESSAGES.coverUrlInvalid })
    .trim()
    .max(COVER_URL_MAX, `The cover image URL must be at most ${COVER_URL_MAX} characters.`)
    .refine((v) => v === "" || isHttpUrl(v), JOURNAL_MESSAGES.coverUrlInvalid)
    .transform((v) => v || null),
});

export const updateJournalSchema = journalFormSchema.extend({
  journalId: z.string({ error: JOURNAL_MESSAGES.notFound }).refine(isUuid, JOURNAL_MESSAGES.notFound),
});

export const journalIdSchema = z.object({
  journalId: z.string({ error: JOURNAL_MESSAGES.notFound }).refine(isUuid, JOURNAL_MESSAGES.notFound),
});

export type JournalFormInput = z.infer<typeof journalFormSchema>;

/** An http(s) address the server may fetch (ADR 052; which hosts it reaches is decided when it fetches). */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

export type JournalFormField = keyof z.input<typeof updateJournalSchema>;
export type JournalFieldErrors = Partial<Record<JournalFormField, string>>;

export type ParsedJournalForm<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: JournalFieldErrors; message: string };

/** Validates form values; on failure, the first message of each field and the first overall. */
export function parseJournalForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedJournalForm<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: JournalFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as JournalFormField;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors, message: result.error.issues[0]?.message ?? JOURNAL_MESSAGES.saveFailed };
}

/** The dialog's values from a posted form (scope tags may repeat). */
export function journalFormValues(form: FormData): Record<string, unknown> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    journalId: value("journalId"),
    title: value("title") ?? "",
    shortName: value("shortName") ?? "",
    description: value("description") ?? "",
    issn: value("issn") ?? "",
    eissn: value("eissn") ?? "",
    publisher: value("publisher") ?? "",
    publicationFrequency: value("publicationFrequency") ?? "monthly",
    scope: form.getAll("scope").filter((v): v is string => typeof v === "string"),
    impactFactor: value("impactFactor") ?? "",
    status: value("status") ?? "active",
    coverImageUrl: value("coverImageUrl") ?? "",
  };
}
