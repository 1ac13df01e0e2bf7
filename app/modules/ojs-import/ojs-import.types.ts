// What the importer reads from an OJS Native XML export (ADR 065): a plain model, the same for
// every OJS version, made in the sandbox and handed to the import as JSON. Embedded files are
// written to files beside it and named here by path, never carried as bytes.

export const OJS_VERSIONS = ["3.1", "3.2", "3.3", "3.4", "3.5", "3.6-dev"] as const;
export type OjsVersion = (typeof OJS_VERSIONS)[number];

/** An embedded file, decoded to `path` (in the run's work folder). */
export type OjsFile = {
  path: string;
  fileName: string;
  /** The export's own type or extension, for what it claims; the content is checked at import. */
  claimedType: string | null;
  sizeBytes: number;
  sha256: string;
};

export type OjsAuthor = {
  ojsId: string | null;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  orcid: string | null;
  affiliation: string | null;
  rorId: string | null;
  country: string | null;
  biography: string | null;
  url: string | null;
  primaryContact: boolean;
};

/** A file the export refers to by address (`<href src=>`) instead of embedding it: fetched at import (ADR 072). */
export type OjsFileRef = { src: string; fileName: string; claimedType: string | null };

/** A file an HTML galley shows (OJS's 'dependent' files: its images, stylesheets), by its name. */
export type OjsDependentFile = {
  fileOjsId: string;
  fileName: string;
  file: OjsFile | null;
  ref: OjsFileRef | null;
};

export type OjsGalley = {
  ojsId: string | null;
  urlPath: string | null;
  label: string | null;
  /** The submission file it shows (its id, from `<submission_file_ref id=>`). */
  fileOjsId: string | null;
  file: OjsFile | null;
  /** The file's address when the export refers to it (`<href src=>`) instead of embedding it. */
  fileHref: string | null;
  /** The referenced file's name and claimed type (with fileHref). */
  fileRef?: OjsFileRef | null;
  /** An HTML galley's dependent files (none for other galleys). */
  dependents?: OjsDependentFile[];
  remoteUrl: string | null;
};

export type OjsIssueIdentification = {
  volume: number | null;
  number: string | null;
  year: number | null;
  title: string | null;
};

export type OjsPublication = {
  ojsId: string | null;
  version: number | null;
  /** OJS's status: 1 queued, 3 published, 4 declined, 5 scheduled. */
  status: number | null;
  urlPath: string | null;
  locale: string | null;
  title: string;
  prefix: string | null;
  subtitle: string | null;
  abstract: string | null;
  keywords: string[];
  subjects: string[];
  pages: string | null;
  datePublished: string | null;
  licenseUrl: string | null;
  copyrightHolder: string | null;
  copyrightYear: number | null;
  doi: string | null;
  /** Other identifiers (`<id type="...">` but internal and doi), e.g. publisher-id. */
  otherIds: { type: string; value: string }[];
  sectionRef: string | null;
  seq: number | null;
  authors: OjsAuthor[];
  galleys: OjsGalley[];
  citations: string[];
  issueIdentification: OjsIssueIdentification | null;
  /** The publication's own cover images (`<covers>`): articles here have none (reported). */
  coverCount: number;
};

export type OjsArticle = {
  ojsId: string;
  /** OJS 3.1's publisher-id, its URL path there. */
  publicId: string | null;
  status: number | null;
  dateSubmitted: string | null;
  locale: string | null;
  current: OjsPublication;
  /** Every other publication (earlier or later versions), oldest first. */
  others: OjsPublication[];
  /** Submission files the export embeds that no galley of the current publication shows. */
  otherFileCount: number;
  /** The names of the dependent files no HTML galley of the current publication shows. */
  dependentFiles: string[];
  /** Addresses of files the export refers to (`<href src=>`) that no galley shows. */
  otherHrefs: string[];
};

export type OjsSection = { ref: string; title: string | null; abbrev: string | null };

export type OjsIssue = {
  ojsId: string;
  urlPath: string | null;
  published: boolean;
  current: boolean;
  identification: OjsIssueIdentification;
  description: string | null;
  datePublished: string | null;
  doi: string | null;
  cover: OjsFile | null;
  sections: OjsSection[];
  galleys: OjsGalley[];
  articles: OjsArticle[];
};

/** A user of a Users XML file (`<PKPUsers>`): never a password; the role ids of their groups. */
export type OjsUser = {
  givenName: string | null;
  familyName: string | null;
  email: string;
  affiliation: string | null;
  country: string | null;
  /** OJS role ids of the user's groups: 16 manager/editor, 17 section editor, 4096 reviewer, 4097 assistant, 65536 author, 1048576 reader. */
  roleIds: number[];
};

export type OjsExport = {
  version: OjsVersion;
  root: "issues" | "issue" | "articles" | "article" | "PKPUsers";
  /** Only for a Users XML file. */
  users?: OjsUser[];
  issues: OjsIssue[];
  /** Articles exported on their own (`<articles>`, `<article>`): their issue is in each publication. */
  articles: OjsArticle[];
};

/** Why a file was refused before anything was read into the database. */
export type OjsReadRefusal = { ok: false; code: OjsRefusalCode; message: string; errors: string[] };
export type OjsReadResult = { ok: true; export: OjsExport } | OjsReadRefusal;

export type OjsRefusalCode = "too_large" | "doctype" | "not_xml" | "invalid" | "not_native";

export type OjsItemOutcome = "created" | "updated" | "unchanged" | "skipped";

/** The run's account: counts, and every item skipped or noted with why. */
export type OjsImportReport = {
  version: OjsVersion | null;
  /** A Users XML file: accounts invited, already there, skipped. */
  users?: { invited: number; existing: number; skipped: number };
  issues: Record<OjsItemOutcome, number>;
  articles: Record<OjsItemOutcome, number>;
  authors: number;
  galleys: number;
  notes: { item: string; message: string }[];
};
