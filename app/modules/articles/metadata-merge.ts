// Filling the article form from a PDF's extracted metadata: empty fields are filled at once; fields
// that already hold something else are offered for replacement. Nothing is saved until the editor
// presses Save. Universal (the dialog uses it; tested on its own).
import {
  DOUBTFUL_BELOW,
  type ExtractedField,
  type ExtractedPdfMetadata,
} from "~/modules/pdf-metadata/pdf-metadata.types";
import { ARTICLE_TYPES } from "./articles.desk.constants";
import { bareDoi, type ArticleForm, type ArticleFormAuthor } from "./articles.desk.schemas";

export const MERGE_FIELDS = [
  "title",
  "authors",
  "abstract",
  "keywords",
  "doi",
  "articleType",
  "submissionDate",
  "revisedDate",
  "acceptanceDate",
  "publicationDate",
  "references",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  title: "Title",
  authors: "Authors",
  abstract: "Abstract",
  keywords: "Keywords",
  doi: "DOI",
  articleType: "Article type",
  submissionDate: "Received date",
  revisedDate: "Revised date",
  acceptanceDate: "Accepted date",
  publicationDate: "Publication date",
  references: "References",
};

type Values = Partial<Pick<ArticleForm, MergeField>>;

/** The extractor's confidence field behind each form field. */
const CONFIDENCE_FIELD: Record<MergeField, ExtractedField> = {
  title: "title",
  authors: "authors",
  abstract: "abstract",
  keywords: "keywords",
  doi: "doi",
  articleType: "articleType",
  submissionDate: "dates",
  revisedDate: "dates",
  acceptanceDate: "dates",
  publicationDate: "dates",
  references: "references",
};

/**
 * Of `fields`, those the metadata gives with a confidence below DOUBTFUL_BELOW: the dialog marks
 * them for the editor to check. Metadata without confidences (an older reading) doubts nothing.
 */
export function doubtfulFields(metadata: ExtractedPdfMetadata, fields: readonly MergeField[]): MergeField[] {
  const confidence = metadata.confidence;
  if (!confidence) return [];
  return fields.filter((f) => (confidence[CONFIDENCE_FIELD[f]] ?? 0) < DOUBTFUL_BELOW);
}

const familyOf = (name: string) =>
  (name.trim().split(/\s+/).at(-1) ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The form's authors completed from `found` when both name the same people in the same order (by
 * family name): each keeps what the editor has and gains an empty affiliation or ORCID iD. Null
 * when the lists name other people (the list is then offered for replacement).
 */
export function completedAuthors(
  current: readonly ArticleFormAuthor[],
  found: readonly ArticleFormAuthor[],
): ArticleFormAuthor[] | null {
  if (current.length !== found.length || current.some((a, i) => familyOf(a.name) !== familyOf(found[i].name)))
    return null;
  return current.map((a, i) => ({
    ...a,
    email: a.email.trim() || found[i].email,
    affiliation: a.affiliation.trim() || found[i].affiliation,
    orcid: a.orcid.trim() || found[i].orcid,
  }));
}

/** The extracted metadata as form values (fields the PDF did not give are left out). */
export function formValuesOf(metadata: ExtractedPdfMetadata): Values {
  const values: Values = {};
  if (metadata.title?.trim()) values.title = metadata.title.trim();
  const authors = (metadata.authors ?? []).filter((a) => a.name?.trim());
  if (authors.length > 0) {
    const corresponding = Math.max(
      0,
      authors.findIndex((a) => a.isCorresponding),
    );
    values.authors = authors.map((a, i): ArticleFormAuthor => ({
      name: a.name.trim(),
      email: a.email?.trim() ?? "",
      affiliation: a.affiliation?.trim() ?? "",
      orcid: a.orcid?.trim() ?? "",
      isCorresponding: i === corresponding,
    }));
  }
  if (metadata.abstract?.trim()) values.abstract = metadata.abstract.trim();
  const keywords = [...new Set((metadata.keywords ?? []).map((k) => k.trim()).filter(Boolean))];
  if (keywords.length > 0) values.keywords = keywords;
  if (metadata.doi?.trim()) values.doi = bareDoi(metadata.doi);
  if (metadata.articleType && (ARTICLE_TYPES as readonly string[]).includes(metadata.articleType)) {
    values.articleType = metadata.articleType;
  }
  if (metadata.receivedDate) values.submissionDate = metadata.receivedDate;
  if (metadata.revisedDate) values.revisedDate = metadata.revisedDate;
  if (metadata.acceptedDate) values.acceptanceDate = metadata.acceptedDate;
  if (metadata.publishedDate) values.publicationDate = metadata.publishedDate;
  const references = (metadata.references ?? []).map((r) => r.replace(/\s+/g, " ").trim()).filter(Boolean);
  if (references.length > 0) values.references = references.join("\n");
  return values;
}

function isEmpty(form: ArticleForm, field: MergeField): boolean {
  switch (field) {
    case "authors":
      return form.authors.every((a) => !a.name.trim() && !a.email.trim() && !a.affiliation.trim());
    case "keywords":
      return form.keywords.length === 0;
    case "articleType":
      // The form always has a type; the default counts as unset only while the title is still empty.
      return form.articleType === "research_article" && !form.title.trim();
    default:
      return !String(form[field]).trim();
  }
}

export type MergeResult = {
  form: ArticleForm;
  /** Fields set from the PDF. */
  filled: MergeField[];
  /** Fields that hold something else already (offered for replacement). */
  conflicts: MergeField[];
  /** Fields that already held what the metadata gives (confirmed by it). */
  confirmed: MergeField[];
};

/** Fills the form's empty fields (and those in `replace`) from the metadata. */
export function mergeMetadata(
  form: ArticleForm,
  metadata: ExtractedPdfMetadata,
  replace: readonly MergeField[] = [],
): MergeResult {
  const values = formValuesOf(metadata);
  const next: ArticleForm = { ...form };
  const filled: MergeField[] = [];
  const conflicts: MergeField[] = [];
  const confirmed: MergeField[] = [];
  for (const field of MERGE_FIELDS) {
    let value = values[field];
    if (value === undefined) continue;
    // The same people: completed rather than replaced (the editor's e-mails are kept).
    if (field === "authors" && !isEmpty(form, field) && !replace.includes(field)) {
      const completed = completedAuthors(form.authors, values.authors ?? []);
      if (completed) value = completed;
    }
    if (JSON.stringify(form[field]) === JSON.stringify(value) || sameText(form[field], value)) {
      confirmed.push(field);
      continue;
    }
    if (field === "authors" && value !== values[field]) {
      next.authors = value as ArticleFormAuthor[];
      filled.push(field);
    } else if (isEmpty(form, field) || replace.includes(field)) {
      (next as Record<MergeField, unknown>)[field] = value;
      filled.push(field);
    } else {
      conflicts.push(field);
    }
  }
  return { form: next, filled, conflicts, confirmed };
}

/** Two texts that differ only in case, spacing and punctuation (a title as typed and as registered). */
function sameText(a: unknown, b: unknown): boolean {
  if (typeof a !== "string" || typeof b !== "string") return false;
  const fold = (t: string) =>
    t
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return fold(a) !== "" && fold(a) === fold(b);
}
