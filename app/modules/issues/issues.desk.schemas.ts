import { z } from "zod";
import { PG_INT_MAX } from "~/lib/int-param";
import {
  DESCRIPTION_MAX,
  ISSUE_MESSAGES,
  ISSUE_STATUSES,
  ISSUE_TYPES,
  MAX_SEARCH_LENGTH,
  PAGE_RANGE_MAX,
  TITLE_MAX,
} from "./issues.desk.constants";
import type { IssueListQuery } from "./issues.desk.types";

// --- The list's URL (GET search params): anything unknown falls back to the default, so a
// hand-edited or stale link still shows a list.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters and page of /dashboard/issues from its search params. */
export function parseIssueListQuery(params: URLSearchParams): IssueListQuery {
  const journal = params.get("journal");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    journal: isUuid(journal) ? journal.toLowerCase() : "all",
    status: oneOf(ISSUE_STATUSES, params.get("status")) ?? "all",
    type: oneOf(ISSUE_TYPES, params.get("type")) ?? "all",
    search: (params.get("search") ?? "").replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search params of a list query, leaving out defaults (for links: pages, clear filters). */
export function issueListSearch(query: IssueListQuery, change: Partial<IssueListQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.journal !== "all") params.set("journal", q.journal);
  if (q.status !== "all") params.set("status", q.status);
  if (q.type !== "all") params.set("type", q.type);
  if (q.search) params.set("search", q.search);
  if (q.page > 1) params.set("page", String(q.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

// --- The create/edit dialog (spec 002 section 5, "Issue").

/** A whole number field: required, at least 1, no larger than the database holds. */
const positiveNumber = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .refine((v) => v.length <= 10 && Number(v) <= PG_INT_MAX, `${label} is too large.`)
    .transform(Number)
    .refine((n) => n >= 1, `${label} must be at least 1.`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => v || null);

/** yyyy-MM-dd that names a real day, or empty. */
const publicationDate = z
  .string()
  .trim()
  .refine((v) => v === "" || isIsoDate(v), "Please enter a valid date.")
  .transform((v) => v || null);

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01";
}

export const issueFormSchema = z.object({
  journalId: z
    .string({ error: "Please select a journal." })
    .trim()
    .refine((v) => UUID.test(v), "Please select a journal.")
    .transform((v) => v.toLowerCase()),
  volumeNumber: positiveNumber("Volume number"),
  issueNumber: positiveNumber("Issue number"),
  type: z.enum(ISSUE_TYPES, { error: "Please choose a regular or a special issue." }),
  title: z
    .string({ error: "Title is required." })
    .trim()
    .min(1, "Title is required.")
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`),
  description: optionalText(DESCRIPTION_MAX, "Description"),
  publicationDate,
  status: z.enum(ISSUE_STATUSES, { error: ISSUE_MESSAGES.statusNotOffered }),
  pageRange: optionalText(PAGE_RANGE_MAX, "Page range"),
});

export const updateIssueSchema = issueFormSchema.extend({
  issueId: z.string({ error: ISSUE_MESSAGES.notFound }).refine(isUuid, ISSUE_MESSAGES.notFound),
});

export const issueIdSchema = z.object({
  issueId: z.string({ error: ISSUE_MESSAGES.notFound }).refine(isUuid, ISSUE_MESSAGES.notFound),
});

export const setCurrentSchema = issueIdSchema.extend({
  current: z.enum(["true", "false"], { error: ISSUE_MESSAGES.invalidRequest }).transform((v) => v === "true"),
});

export type IssueFormInput = z.infer<typeof issueFormSchema>;

/** Fields of the issue form that can carry an error. */
export type IssueFormField = keyof z.input<typeof updateIssueSchema>;
export type IssueFieldErrors = Partial<Record<IssueFormField, string>>;

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: IssueFieldErrors; message: string };

/** Validates form values; on failure, the first message of each field and the first overall. */
export function parseIssueForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedForm<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: IssueFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as IssueFormField;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors, message: result.error.issues[0]?.message ?? ISSUE_MESSAGES.invalidRequest };
}

/** The issue form's values from a posted form (absent fields stay undefined). */
export function issueFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of [
    "issueId",
    "journalId",
    "volumeNumber",
    "issueNumber",
    "type",
    "title",
    "description",
    "publicationDate",
    "status",
    "pageRange",
    "current",
  ]) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  for (const name of ["description", "publicationDate", "pageRange"]) values[name] ??= "";
  return values;
}
