// The article form as a zod schema, shared by the dialog (its check before Save) and the page's
// action (authoritative). Spec 002 section 5, "Article".
import { z } from "zod";
import { containsNul } from "~/lib/nul";
import { parseReferenceList } from "~/modules/references/reference-text";
import { orcidField } from "~/modules/submissions/submissions.schemas";
import {
  ARTICLE_LIMITS as L,
  ARTICLE_MESSAGES as M,
  FORM_STATUSES,
  STORED_ARTICLE_TYPES,
  type StoredArticleType,
} from "./articles.desk.constants";
import { UUID } from "./articles.desk.query";

// The list's URL and the id check live apart from the schemas, so that the list page does not load
// zod with them (docs/decisions/075); they are exported from here as well.
export { articleListSearch, isUuid, parseArticleListQuery } from "./articles.desk.query";

// --- Pieces

const uuid = (message: string) => z.string({ error: message }).trim().regex(UUID, message);

const author = z.object({
  name: z.string().trim().min(L.authorNameMin, M.authorName).max(L.authorNameMax, M.authorName),
  email: z.string().trim().max(L.authorEmailMax, M.authorEmail).pipe(z.email(M.authorEmail)),
  affiliation: z.string().trim().min(L.affiliationMin, M.authorAffiliation).max(L.affiliationMax, M.authorAffiliation),
  orcid: orcidField,
  isCorresponding: z.boolean().default(false),
});

/** "https://doi.org/10.1234/x" or "doi:10.1234/x" read as the bare DOI "10.1234/x". */
export function bareDoi(value: string): string {
  return value
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, "")
    .trim();
}

const DOI = /^10\.\d{4,9}\/\S+$/;

const doi = z
  .string()
  .max(L.doiMax + 40, M.doiFormat)
  .default("")
  .transform((value, ctx) => {
    const bare = bareDoi(value);
    if (bare === "") return null;
    if (!DOI.test(bare) || bare.length > L.doiMax) {
      ctx.addIssue({ code: "custom", message: M.doiFormat });
      return z.NEVER;
    }
    return bare;
  });

/** A page number typed in a field: empty is none; otherwise a whole number from 1 to 100,000. */
const page = z
  .union([z.string(), z.number()])
  .default("")
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === "") return null;
    const n = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > L.pageMax) {
      ctx.addIssue({ code: "custom", message: M.pageNumber });
      return z.NEVER;
    }
    return n;
  });

/** Whether "YYYY-MM-DD" names a real calendar day (2024-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1800 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = z
  .string()
  .trim()
  .max(10, M.dateFormat)
  .default("")
  .transform((value, ctx) => {
    if (value === "") return null;
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: "custom", message: M.dateFormat });
      return z.NEVER;
    }
    return value;
  });

const keywords = z
  .array(z.string().trim().min(L.keywordMin, M.keywordLength).max(L.keywordMax, M.keywordLength), {
    error: M.keywordRequired,
  })
  .min(L.keywordsMin, M.keywordRequired)
  .max(L.keywordsMax, M.tooManyKeywords)
  .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, M.duplicateKeyword);

/**
 * The References textarea: one reference per line (references/reference-text.ts). Left out of the
 * form (null), an article keeps the list it has.
 */
const references = z
  .unknown()
  .default(null)
  .transform((value, ctx) => {
    if (value === null) return null;
    const parsed = parseReferenceList(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.references;
  });

// --- The Add / Edit Article dialog

const articleFormFields = z.object({
  journalId: uuid(M.invalidJournal),
  // Empty: the article awaits an issue, which only a draft may (issue 38; the database checks it too).
  issueId: z
    .string({ error: M.issueRequired })
    .trim()
    .refine((v) => v === "" || UUID.test(v), M.invalidIssue)
    .transform((v) => v || null),
  title: z.string({ error: M.titleTooShort }).trim().min(L.titleMin, M.titleTooShort).max(L.titleMax, M.titleTooLong),
  articleType: z.enum(STORED_ARTICLE_TYPES, { error: M.typeRequired }),
  status: z.enum(FORM_STATUSES, { error: M.statusInvalid }).default("draft"),
  authors: z
    .array(author, { error: M.authorRequired })
    .min(1, M.authorRequired)
    .max(L.authorsMax, M.tooManyAuthors)
    .refine((list) => list.filter((a) => a.isCorresponding).length === 1, M.oneCorresponding),
  abstract: z
    .string({ error: M.abstractTooShort })
    .trim()
    .min(L.abstractMin, M.abstractTooShort)
    .max(L.abstractMax, M.abstractTooLong),
  keywords,
  doi,
  pageStart: page,
  pageEnd: page,
  submissionDate: isoDate,
  revisedDate: isoDate,
  acceptanceDate: isoDate,
  publicationDate: isoDate,
  references,
});

export const articleFormSchema = articleFormFields.superRefine((form, ctx) => {
  if (form.issueId === null && form.status !== "draft")
    ctx.addIssue({ code: "custom", path: ["issueId"], message: M.issueRequired });
});

export type ArticleFormInput = z.output<typeof articleFormSchema>;

/** One author as the dialog holds it. */
export type ArticleFormAuthor = {
  name: string;
  email: string;
  affiliation: string;
  orcid: string;
  isCorresponding: boolean;
};

/** The dialog's form as the browser holds it (and sends it as the "data" field). */
export type ArticleForm = {
  journalId: string;
  issueId: string;
  title: string;
  articleType: StoredArticleType;
  status: (typeof FORM_STATUSES)[number];
  authors: ArticleFormAuthor[];
  abstract: string;
  keywords: string[];
  doi: string;
  pageStart: string;
  pageEnd: string;
  submissionDate: string;
  revisedDate: string;
  acceptanceDate: string;
  publicationDate: string;
  /** The reference list, one reference per line. */
  references: string;
};

export const EMPTY_AUTHOR: ArticleFormAuthor = {
  name: "",
  email: "",
  affiliation: "",
  orcid: "",
  isCorresponding: false,
};

export function emptyArticleForm(journalId = "", issueId = ""): ArticleForm {
  return {
    journalId,
    issueId,
    title: "",
    articleType: "research_article",
    status: "draft",
    authors: [{ ...EMPTY_AUTHOR, isCorresponding: true }],
    abstract: "",
    keywords: [],
    doi: "",
    pageStart: "",
    pageEnd: "",
    submissionDate: "",
    revisedDate: "",
    acceptanceDate: "",
    publicationDate: "",
    references: "",
  };
}

/** Field errors keyed by path ("title", "authors.0.email"), the first message of each. */
export type FieldErrors = Record<string, string>;

export type ArticleCheck =
  { ok: true; data: ArticleFormInput } | { ok: false; message: string; fieldErrors: FieldErrors };

/** Checks the article form; on failure the first message (shown under 'Validation Error') and each field's. */
export function checkArticleForm(form: unknown): ArticleCheck {
  if (!form || typeof form !== "object" || Array.isArray(form) || containsNul(form)) {
    return { ok: false, message: M.invalidRequest, fieldErrors: {} };
  }
  const result = articleFormSchema.safeParse(form);
  if (!result.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of result.error.issues) fieldErrors[issue.path.map(String).join(".") || "form"] ??= issue.message;
    return { ok: false, message: result.error.issues[0]?.message ?? M.invalidRequest, fieldErrors };
  }
  const { pageStart, pageEnd } = result.data;
  if (pageStart !== null && pageEnd !== null && pageEnd < pageStart) {
    return { ok: false, message: M.pageOrder, fieldErrors: { pageEnd: M.pageOrder } };
  }
  return { ok: true, data: result.data };
}

/** Reads a JSON form field; undefined when it is missing, too large or not JSON. */
export function parseJsonField(value: unknown, maxLength = 512 * 1024): unknown {
  if (typeof value !== "string" || value.length > maxLength) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** An article's display id: its number padded to 3 digits, or 'N/A' before it has one. */
export function articleDisplayId(articleNumber: number | null | undefined): string {
  return articleNumber == null ? "N/A" : String(articleNumber).padStart(3, "0");
}
