// Writes a read OJS export into a journal (ADR 065): one issue per transaction (a failure in an
// article leaves no half issue), matched on the export's ids (ojs_import_links) and DOIs, so that
// importing the same file again changes nothing and an edited file updates what changed. Galley
// files pass the upload checks (size, type by content) and are stored before their transaction,
// removed again if it rolls back; files the export refers to by address are fetched first through
// the SSRF-safe fetch (ADR 072), and an HTML galley brings its images and stylesheets. Nothing the desk does on publication happens: no mail to
// authors, no new DOI, no deposit; imported DOIs are recorded as registered.
import crypto from "node:crypto";
import fs from "node:fs";
import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { fetchToTempFile, OutboundFetchError, type OutboundFetchOptions } from "~/lib/outbound-fetch.server";
import { db, services } from "~/lib/services.server";
import { galleyContentMatches } from "~/modules/articles/galley-sniff.server";
import {
  claimedGalleyKind,
  GALLEY_MAX_BYTES,
  GALLEY_KIND_INFO,
  invalidGalleyMessage,
} from "~/modules/articles/galley-format";
import { galleyFileStorageKey, galleyStorageKey, type GalleyKind } from "~/modules/articles/galley-kind";
import { processImage, sniffImageFormat } from "~/modules/images/image-upload.server";
import { ISSUE_COVERS } from "~/modules/issues/issue-cover-image";
import { COVER_UPLOAD_RULES } from "~/modules/issues/issues.desk.constants";
import { setImportedIssueCover } from "~/modules/issues/issues.desk.service.server";
import { setImportedFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { discardStoredFile, transactionAfterStoring } from "~/modules/submission-files/submission-files.service.server";
import { parseOrcid } from "~/modules/users/orcid";
import {
  doiRecordedRegistered,
  findArticleByDoi,
  findArticleRow,
  findGalleyLinksOfArticle,
  findGalleyRows,
  findCurrentIssueOrigin,
  findIssueByNumbers,
  findIssueRow,
  findLink,
  deleteGalleyRows,
  deleteLinks,
  findGalleyFileKeys,
  insertGalleyFileRows,
  insertArticleRow,
  insertGalleyRow,
  insertIssueRow,
  isJournalsOwnIssue,
  makeCurrentIssue,
  nextArticleNumber,
  recordRegisteredDois,
  replaceAuthors,
  replaceReferences,
  setGalleyPosition,
  updateArticleRow,
  updateIssueRow,
  upsertLink,
  articleVersionOf,
  findVersionFileKeys,
  replaceArticleVersions,
  type ArticleWrite,
  type AuthorWrite,
  type IssueWrite,
} from "./ojs-import.repository.server";
import { OJS_IMPORT_MAX_BYTES } from "./ojs-import.constants";
import type {
  OjsArticle,
  OjsDependentFile,
  OjsExport,
  OjsFileRef,
  OjsFile,
  OjsGalley,
  OjsImportReport,
  OjsIssue,
  OjsIssueIdentification,
  OjsPublication,
  OjsSection,
} from "./ojs-import.types";

export type ImportTarget = { journalId: string; actorId: string | null };

/**
 * How files referenced by address are fetched (ADR 072). Private, local and reserved addresses are
 * always refused; `allowPrivateHostsForTestsOnly` lifts that for tests against a fake server on
 * 127.0.0.1 and is never set by the job or the command line.
 */
export type OjsFetchOptions = {
  allowPrivateHostsForTestsOnly?: boolean;
  timeoutMs?: number;
  /**
   * Called before each fetch: the run's job extends its lease, so that an issue whose articles
   * fetch for longer than the lease is not taken over by another worker meanwhile.
   */
  keepAlive?: () => Promise<unknown>;
};

/** The whole fetch of one referenced file (redirects included) must end within this. */
export const OJS_FETCH_TIMEOUT_MS = 60_000;
export type Progress = (done: number, total: number) => void | Promise<void>;

type ArticleType = NonNullable<ArticleWrite["articleType"]>;

export function emptyReport(version: OjsImportReport["version"] = null): OjsImportReport {
  const counts = () => ({ created: 0, updated: 0, unchanged: 0, skipped: 0 });
  return { version, issues: counts(), articles: counts(), authors: 0, galleys: 0, notes: [] };
}

function digest(value: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** 'en_US' -> 'en'. */
function language(locale: string | null): string {
  return (locale ?? "en").split(/[_-]/)[0]!.toLowerCase() || "en";
}

/** A Creative Commons deed URL as the platform's identifier ('CC-BY-4.0'); null for anything else. */
export function licenseFromUrl(url: string | null): string | null {
  if (!url) return null;
  if (/creativecommons\.org\/publicdomain\/zero\/1\.0/i.test(url)) return "CC0-1.0";
  const m = /creativecommons\.org\/licenses\/(by(?:-nc)?(?:-nd|-sa)?)\/(\d\.\d)/i.exec(url);
  return m ? `CC-${m[1]!.toUpperCase()}-${m[2]}` : null;
}

/** '71-98' -> 71 and 98; '5' -> 5 and 5; other forms ('e123', 'iv-x') are not numbers. */
export function pagesOf(pages: string | null): { pageStart: number | null; pageEnd: number | null } {
  const m = pages ? /^\s*(\d{1,6})\s*(?:[-\u2013\u2014]\s*(\d{1,6}))?\s*$/.exec(pages) : null;
  if (!m) return { pageStart: null, pageEnd: null };
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : start;
  return end >= start ? { pageStart: start, pageEnd: end } : { pageStart: start, pageEnd: null };
}

/** A section as an article type, when its title or abbreviation says which. */
export function articleTypeOf(section: OjsSection | undefined): ArticleType | null {
  const words = `${section?.title ?? ""} ${section?.abbrev ?? ""} ${section?.ref ?? ""}`.toLowerCase();
  if (/\beditorials?\b|\bed\b/.test(words)) return "editorial";
  if (/\bletters?\b/.test(words)) return "letter_to_editor";
  if (/case reports?/.test(words)) return "case_report";
  if (/case stud/.test(words)) return "case_study";
  if (/short communication|\bbrief|\bsc\b/.test(words)) return "short_communication";
  if (/\breviews?\b|\brev\b/.test(words)) return "review_article";
  if (/\barticles?\b|\bart\b|research|original/.test(words)) return "research_article";
  return null;
}

/** The title readers see: OJS's prefix (unless the title already starts with it), title and subtitle. */
export function fullTitle(pub: OjsPublication): string {
  const prefix = pub.prefix && !pub.title.toLowerCase().startsWith(pub.prefix.toLowerCase()) ? `${pub.prefix} ` : "";
  return `${prefix}${pub.title}${pub.subtitle ? `: ${pub.subtitle}` : ""}`.trim();
}

const DOI_IN_TEXT = /\b(10\.\d{4,9}\/[^\s"<>]+[^\s"<>.,;)\]])/;

/** A file an HTML galley shows, checked and ready to store with it. */
type PreparedDependent = { id: string; fileOjsId: string; fileName: string; mimeType: string; file: OjsFile };

type PreparedGalley = {
  galley: OjsGalley;
  /** Its file with its dependent files: what tells a kept galley from a changed one. */
  fingerprint: string;
  dependents: PreparedDependent[];
  key: string;
  /** Kept as it is (same file as last time) or new. */
  existingId: string | null;
  id: string;
  kind: GalleyKind;
  mimeType: string;
};

/** A file of an earlier version, as article_versions keeps it. */
type VersionFile = {
  kind: GalleyKind;
  label: string | null;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
};

type ArticlePlan = {
  article: OjsArticle;
  articleId: string;
  existing: boolean;
  fingerprint: string;
  unchanged: boolean;
  galleys: PreparedGalley[];
  /** The earlier publications kept as versions, oldest first, with their files. */
  earlier: { publication: OjsPublication; files: VersionFile[] }[];
  toStore: { storageKey: string; tempPath: string }[];
};

/** The publications that become an article's earlier versions: published, before the current one. */
function earlierPublications(article: OjsArticle): OjsPublication[] {
  const current = article.current;
  return article.others
    .filter((o) => o.status === 3 && o.version !== null && current.version !== null && o.version < current.version)
    .sort((a, b) => a.version! - b.version!);
}

/** Where an earlier version's file is stored (ADR 066's folder; a new name each import). */
function versionFileKey(articleId: string, version: number, fileName: string): string {
  return `article-versions/${articleId}/${version}/${crypto.randomUUID()}-${fileName.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-80)}`;
}

/** A file's size and SHA-256, read from disk as a stream. */
async function fileDigest(filePath: string): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = crypto.createHash("sha256");
  let sizeBytes = 0;
  for await (const chunk of fs.createReadStream(filePath)) {
    hash.update(chunk as Buffer);
    sizeBytes += (chunk as Buffer).length;
  }
  return { sizeBytes, sha256: hash.digest("hex") };
}

function readHead(filePath: string, sizeBytes: number, bytes = 64 * 1024): Buffer {
  const head = Buffer.alloc(Math.min(sizeBytes, bytes));
  const fd = fs.openSync(filePath, "r");
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head;
}

/** A dependent file's name as the HTML refers to it: one path segment, nothing hidden or odd. */
const DEPENDENT_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._()+-]{0,199}$/;

class ExportWriter {
  private readonly issueIdByIdentification = new Map<string, string>();
  /** Galleys whose referenced file could not be fetched (already in the report). */
  private readonly fetchFailed = new Set<OjsGalley>();
  /** Temp files fetched for the current issue: removed after it (storing moved the ones kept). */
  private fetchedTemp: string[] = [];

  constructor(
    private readonly target: ImportTarget,
    private readonly report: OjsImportReport,
    private readonly fetchOptions: OjsFetchOptions = {},
  ) {}

  /** Removes the temp files of fetched files that were not stored. */
  async disposeFetched(): Promise<void> {
    const paths = this.fetchedTemp;
    this.fetchedTemp = [];
    await Promise.all(paths.map((p) => fs.promises.rm(p, { force: true })));
  }

  // --- Files referenced by address ------------------------------------------------------------

  /**
   * Fetches a file the export refers to by address, through the platform's SSRF-safe fetch
   * (outbound-fetch.server.ts), cut off at `maxBytes`; the reason when it cannot.
   */
  private async fetchRef(ref: OjsFileRef, maxBytes: number): Promise<OjsFile | { failed: string }> {
    const options: OutboundFetchOptions = {
      dataDir: services().env.dataDir,
      maxBytes,
      timeoutMs: this.fetchOptions.timeoutMs ?? OJS_FETCH_TIMEOUT_MS,
      allowPrivateHosts: this.fetchOptions.allowPrivateHostsForTestsOnly === true,
      userAgent: "ScholarlyPress-OJS-Import/1.0",
    };
    try {
      await this.fetchOptions.keepAlive?.();
      const fetched = await fetchToTempFile(ref.src, options);
      this.fetchedTemp.push(fetched.tempPath);
      const { sha256 } = await fileDigest(fetched.tempPath);
      return {
        path: fetched.tempPath,
        fileName: ref.fileName,
        claimedType: ref.claimedType,
        sizeBytes: fetched.sizeBytes,
        sha256,
      };
    } catch (error) {
      if (error instanceof OutboundFetchError) return { failed: error.message };
      return { failed: `the fetch failed (${(error as Error).message})` };
    }
  }

  /**
   * A publication with the files its galleys refer to by address fetched (a galley's own file and
   * an HTML galley's dependent files). A galley whose file cannot be fetched is skipped and
   * reported with the reason; `failed` says whether any fetch failed (the article is then tried
   * again by the next run instead of being taken as unchanged).
   */
  private async withFetchedFiles(item: string, pub: OjsPublication): Promise<{ pub: OjsPublication; failed: boolean }> {
    let failed = false;
    const galleys: OjsGalley[] = [];
    for (const galley of pub.galleys) {
      let current = galley;
      if (!galley.file && galley.fileRef && !galley.remoteUrl) {
        const fetched = await this.fetchRef(galley.fileRef, GALLEY_MAX_BYTES);
        if ("failed" in fetched) {
          failed = true;
          this.fetchFailed.add(galley);
          this.note(
            item,
            `Galley "${galley.label ?? ""}": its file at ${galley.fileRef.src} could not be fetched: ${fetched.failed}. The galley was skipped.`,
          );
          galleys.push(galley);
          continue;
        }
        current = { ...galley, file: fetched };
      }
      if (current.dependents?.some((d) => !d.file && d.ref)) {
        const dependents: OjsDependentFile[] = [];
        for (const dep of current.dependents) {
          if (dep.file || !dep.ref) {
            dependents.push(dep);
            continue;
          }
          const fetched = await this.fetchRef(dep.ref, GALLEY_MAX_BYTES);
          if ("failed" in fetched) {
            failed = true;
            this.note(
              item,
              `The file "${dep.fileName}" of HTML galley "${galley.label ?? ""}" at ${dep.ref.src} could not be fetched: ${fetched.failed}. The galley is shown without it.`,
            );
            continue;
          }
          dependents.push({ ...dep, file: fetched });
        }
        current = { ...current, dependents };
      }
      galleys.push(current);
    }
    return { pub: { ...pub, galleys }, failed };
  }

  /**
   * Checks a file an HTML galley shows, as an upload's content is checked: at most the galley
   * limit, not empty, a JPEG, PNG, WebP or GIF by its signature, or an SVG picture or a stylesheet
   * that is UTF-8 text. Its MIME type, or null (and a note) when it is refused.
   */
  private checkDependentFile(item: string, galleyName: string, dep: OjsDependentFile): string | null {
    const refuse = (why: string) => {
      this.note(item, `The file "${dep.fileName}" of HTML galley "${galleyName}" was not imported: ${why}.`);
      return null;
    };
    const file = dep.file;
    if (!file) return refuse("it is not embedded in the export");
    if (!DEPENDENT_NAME.test(dep.fileName)) return refuse("its name is not a plain file name");
    if (file.sizeBytes > GALLEY_MAX_BYTES) return refuse("it is larger than 50 MB");
    if (file.sizeBytes === 0) return refuse("it is empty");
    const head = readHead(file.path, file.sizeBytes);
    const image = sniffImageFormat(head);
    if (image) return `image/${image}`;
    const text = !head.includes(0) && isUtf8(head);
    if (text && /\.svg$/i.test(dep.fileName) && /<svg[\s>]/i.test(head.toString("utf8"))) return "image/svg+xml";
    if (text && /\.css$/i.test(dep.fileName)) return "text/css; charset=utf-8";
    return refuse("it is not a JPEG, PNG, WebP, GIF or SVG picture or a stylesheet by its content");
  }

  private note(item: string, message: string): void {
    this.report.notes.push({ item, message });
  }

  // --- Galleys -------------------------------------------------------------------------------

  /** Checks a galley's file as an upload is checked; null (and a note) when it is refused. */
  private async checkGalleyFile(
    item: string,
    galley: OjsGalley,
  ): Promise<{ kind: GalleyKind; mimeType: string } | null> {
    const file = galley.file;
    if (!file && this.fetchFailed.has(galley)) return null;
    if (!file) {
      this.note(
        item,
        galley.remoteUrl
          ? `Galley "${galley.label ?? ""}" points to ${galley.remoteUrl}: remote galleys are not imported.`
          : galley.fileHref
            ? `Galley "${galley.label ?? ""}": its file is referenced (${galley.fileHref}), not embedded, and is not a file name that can be fetched: skipped.`
            : `Galley "${galley.label ?? ""}" has no file embedded in the export: skipped.`,
      );
      return null;
    }
    if (file.sizeBytes > GALLEY_MAX_BYTES) {
      this.note(item, `Galley file "${file.fileName}" is larger than 50 MB: skipped.`);
      return null;
    }
    if (file.sizeBytes === 0) {
      this.note(item, `Galley file "${file.fileName}" is empty: skipped.`);
      return null;
    }
    const claimed = claimedGalleyKind(file.fileName, file.claimedType ?? "");
    const head = Buffer.alloc(Math.min(file.sizeBytes, 64 * 1024));
    const fd = fs.openSync(file.path, "r");
    try {
      fs.readSync(fd, head, 0, head.length, 0);
    } finally {
      fs.closeSync(fd);
    }
    if (claimed) {
      if (!(await galleyContentMatches(file.path, head, claimed))) {
        this.note(item, `${invalidGalleyMessage(file.fileName)} Its content is not what its name says: skipped.`);
        return null;
      }
      return { kind: claimed, mimeType: GALLEY_KIND_INFO[claimed].mimeType };
    }
    // Other files (text, spreadsheets, data) are offered as downloads, never shown inline.
    const isText = !head.includes(0) && isUtf8(head);
    return { kind: "file", mimeType: isText ? "text/plain; charset=utf-8" : "application/octet-stream" };
  }

  private async prepareGalleys(item: string, articleId: string, pub: OjsPublication): Promise<PreparedGalley[]> {
    const links = await findGalleyLinksOfArticle(db(), this.target.journalId, articleId);
    const prepared: PreparedGalley[] = [];
    for (const [index, galley] of pub.galleys.entries()) {
      const checked = await this.checkGalleyFile(item, galley);
      if (!checked) continue;
      const dependents: PreparedDependent[] = [];
      if (checked.kind === "html") {
        const names = new Set([galley.file!.fileName.toLowerCase()]);
        for (const dep of galley.dependents ?? []) {
          const mimeType = this.checkDependentFile(item, galley.label ?? galley.file!.fileName, dep);
          if (!mimeType) continue;
          if (names.has(dep.fileName.toLowerCase())) {
            this.note(
              item,
              `The file "${dep.fileName}" of HTML galley "${galley.label ?? ""}" has a name taken already: not imported.`,
            );
            continue;
          }
          names.add(dep.fileName.toLowerCase());
          dependents.push({
            id: crypto.randomUUID(),
            fileOjsId: dep.fileOjsId,
            fileName: dep.fileName,
            mimeType,
            file: dep.file!,
          });
        }
      }
      // A galley without dependent files keeps the fingerprint it always had: its file's digest.
      const fingerprint =
        dependents.length === 0
          ? galley.file!.sha256
          : digest([galley.file!.sha256, ...dependents.map((d) => [d.fileName, d.file.sha256])]);
      const key = galley.ojsId ?? `${articleId}:${galley.fileOjsId ?? index}`;
      const link = links.find((l) => l.ojsId === key);
      const same = link && link.fingerprint === fingerprint;
      const id = same ? link.localId : crypto.randomUUID();
      prepared.push({ galley, key, fingerprint, dependents, existingId: same ? link.localId : null, id, ...checked });
    }
    return prepared;
  }

  // --- Articles ------------------------------------------------------------------------------

  private async planArticle(article: OjsArticle): Promise<ArticlePlan> {
    const pub = article.current;
    const link = article.ojsId ? await findLink(db(), this.target.journalId, "article", article.ojsId) : undefined;
    let articleId = link && (await findArticleRow(db(), link.localId)) ? link.localId : null;
    if (!articleId && pub.doi) {
      const byDoi = await findArticleByDoi(db(), pub.doi);
      if (byDoi && byDoi.journalId === this.target.journalId) articleId = byDoi.id;
    }
    const existing = articleId !== null;
    articleId ??= crypto.randomUUID();
    // What was read, with files by their digest (their paths change from run to run).
    const withoutPaths = (p: OjsPublication) => ({
      ...p,
      // Fields added later (ADR 072) only when set, so that earlier imports' fingerprints still hold.
      galleys: p.galleys.map(({ file, dependents, fileRef, ...g }) => ({
        ...g,
        sha: file?.sha256 ?? null,
        ...(fileRef ? { fileRef } : {}),
        ...(dependents?.length
          ? { dependents: dependents.map(({ file: f, ...d }) => ({ ...d, sha: f?.sha256 ?? null })) }
          : {}),
      })),
    });
    const fingerprint = digest({ ...article, current: withoutPaths(pub), others: article.others.map(withoutPaths) });
    const unchanged = existing && link?.fingerprint === fingerprint;
    const item = `Article ${article.ojsId} "${pub.title}"`;
    // Files referenced by address are fetched here, in the import's job, and only for an article
    // that changed (or whose fetch failed last time: its fingerprint was not kept).
    let fetchFailed = false;
    let currentPub = pub;
    if (!unchanged) {
      const fetched = await this.withFetchedFiles(item, pub);
      currentPub = fetched.pub;
      fetchFailed = fetched.failed;
    }
    const galleys = unchanged ? [] : await this.prepareGalleys(item, articleId, currentPub);
    // Storing moves a file: two galleys of one submission file (in one version or two) each get a
    // copy of their own.
    const used = new Set<string>();
    const source = (file: OjsFile) => {
      if (!used.has(file.path)) {
        used.add(file.path);
        return file.path;
      }
      const copy = `${file.path}-${crypto.randomUUID()}`;
      fs.copyFileSync(file.path, copy);
      return copy;
    };
    const toStore = galleys
      .filter((g) => !g.existingId)
      .flatMap((g) => [
        { storageKey: galleyStorageKey(articleId!, g.id), tempPath: source(g.galley.file!) },
        ...g.dependents.map((d) => ({
          storageKey: galleyFileStorageKey(articleId!, g.id, d.id),
          tempPath: source(d.file),
        })),
      ]);
    const earlier: ArticlePlan["earlier"] = [];
    if (!unchanged) {
      for (const earlierPub of earlierPublications(article)) {
        const fetched = await this.withFetchedFiles(`${item}, version ${earlierPub.version}`, earlierPub);
        fetchFailed ||= fetched.failed;
        const publication = fetched.pub;
        const files: VersionFile[] = [];
        for (const galley of publication.galleys) {
          const checked = await this.checkGalleyFile(`${item}, version ${publication.version}`, galley);
          if (!checked) continue;
          const file = galley.file!;
          const storageKey = versionFileKey(articleId, publication.version!, file.fileName);
          toStore.push({ storageKey, tempPath: source(file) });
          files.push({
            ...checked,
            label: galley.label,
            fileName: file.fileName,
            sizeBytes: file.sizeBytes,
            storageKey,
          });
        }
        // The export's own publication: writeEarlierVersions tells it from the others by identity.
        earlier.push({ publication: earlierPub, files });
      }
      this.noteLeftOut(item, article);
    }
    // A failed fetch keeps the article from being taken as unchanged next time, so that a later
    // run (the job resumed, or the same file imported again) fetches it again.
    const kept = fetchFailed ? `${fingerprint}:fetch-failed` : fingerprint;
    return {
      article,
      articleId,
      existing,
      fingerprint: kept,
      unchanged: Boolean(unchanged),
      galleys,
      earlier,
      toStore,
    };
  }

  /** What of an article the platform has no place for, named in the report. */
  private noteLeftOut(item: string, article: OjsArticle): void {
    if (article.current.coverCount > 0)
      this.note(
        item,
        "Its cover image was not imported: articles here have no cover image (the issue's cover is kept).",
      );
    if (article.dependentFiles.length > 0)
      this.note(
        item,
        `Dependent files that no HTML galley of its current version shows (${article.dependentFiles.join(", ")}) were not imported.`,
      );
    if (article.otherHrefs.length > 0)
      this.note(
        item,
        `Files referenced by address or path that no galley shows were not fetched or read: ${article.otherHrefs.join(", ")}.`,
      );
  }

  private authorsOf(item: string, pub: OjsPublication): AuthorWrite[] {
    return pub.authors.map((a) => {
      let orcid: string | null = null;
      if (a.orcid) {
        const parsed = parseOrcid(a.orcid);
        if (parsed.ok) orcid = parsed.orcid;
        else
          this.note(item, `ORCID "${a.orcid}" of ${a.givenName ?? ""} ${a.familyName ?? ""} is not valid: left out.`);
      }
      const name = [a.givenName, a.familyName].filter(Boolean).join(" ") || "Anonymous";
      return {
        name,
        givenName: a.givenName,
        familyName: a.familyName,
        email: a.email,
        orcid,
        affiliation: a.affiliation,
        rorId: a.rorId,
        country: a.country,
        isCorresponding: a.primaryContact,
      };
    });
  }

  /** Writes one planned article inside the issue's transaction. */
  private async writeArticle(
    tx: Db,
    plan: ArticlePlan,
    issue: { id: string | null; published: boolean; datePublished: string | null; sections: OjsSection[] },
  ): Promise<{ discard: string[] }> {
    const { article, articleId } = plan;
    const pub = article.current;
    const item = `Article ${article.ojsId} "${pub.title}"`;
    if (plan.unchanged) {
      this.report.articles.unchanged++;
      return { discard: [] };
    }
    const ojsPublished = pub.status === 3 || (pub.status === null && pub.datePublished !== null);
    let published = ojsPublished && issue.published && issue.id !== null;
    if (ojsPublished && !published && issue.id === null)
      this.note(item, "Published in OJS without an issue in the export: imported as a draft awaiting its issue.");
    if (published && pub.authors.length === 0) {
      this.note(
        item,
        "Published in OJS without any author: imported as a draft (the platform publishes no article without one).",
      );
      published = false;
    }
    const section = issue.sections.find((s) => s.ref === pub.sectionRef);
    const type = articleTypeOf(section);
    if (!type && pub.sectionRef)
      this.note(
        item,
        `Section "${section?.title ?? pub.sectionRef}" has no matching article type: imported as a research article.`,
      );
    const license = licenseFromUrl(pub.licenseUrl);
    if (pub.licenseUrl && !license)
      this.note(item, `Licence ${pub.licenseUrl} is not one the platform names: the default licence was kept.`);
    const pages = pagesOf(pub.pages);
    if (pub.pages && pages.pageStart === null) this.note(item, `Pages "${pub.pages}" are not page numbers: left out.`);
    let doi = pub.doi?.trim() || null;
    if (doi) {
      const holder = await findArticleByDoi(tx, doi);
      if (holder && holder.id !== articleId) {
        this.note(item, `DOI ${doi} already belongs to another article here: left out of this one.`);
        doi = null;
      }
    }
    const current = plan.existing ? await findArticleRow(tx, articleId) : undefined;
    const articleNumber =
      current?.articleNumber ?? (published ? await nextArticleNumber(tx, this.target.journalId) : null);
    const keywords = [...new Set([...pub.keywords, ...pub.subjects])];
    const values: ArticleWrite = {
      issueId: issue.id,
      status: published ? "published" : "draft",
      articleType: type ?? "research_article",
      title: fullTitle(pub) || "Untitled",
      abstract: pub.abstract,
      keywords,
      language: language(pub.locale ?? article.locale),
      license: license ?? "CC-BY-4.0",
      doi,
      ...pages,
      submissionDate: article.dateSubmitted,
      publicationDate: published ? (pub.datePublished ?? issue.datePublished) : pub.datePublished,
      articleNumber,
    };
    if (plan.existing) await updateArticleRow(tx, articleId, values);
    else
      await insertArticleRow(tx, {
        ...values,
        id: articleId,
        journalId: this.target.journalId,
        createdBy: this.target.actorId,
      });
    const authors = this.authorsOf(item, pub);
    await replaceAuthors(tx, articleId, authors);
    this.report.authors += authors.length;
    await replaceReferences(
      tx,
      articleId,
      pub.citations.map((text) => ({ text, doi: DOI_IN_TEXT.exec(text)?.[1] ?? null })),
    );
    // Galleys: those whose file is the same stay; the others are replaced.
    const kept = new Set(plan.galleys.filter((g) => g.existingId).map((g) => g.existingId!));
    const old = (await findGalleyRows(tx, articleId)).filter((g) => !kept.has(g.id));
    const oldFileKeys = await findGalleyFileKeys(
      tx,
      old.map((g) => g.id),
    );
    await deleteGalleyRows(
      tx,
      old.map((g) => g.id),
    );
    const oldLinks = await findGalleyLinksOfArticle(tx, this.target.journalId, articleId);
    await deleteLinks(
      tx,
      this.target.journalId,
      "galley",
      oldLinks.filter((l) => !plan.galleys.some((g) => g.key === l.ojsId)).map((l) => l.ojsId),
    );
    for (const [position, g] of plan.galleys.entries()) {
      if (g.existingId) await setGalleyPosition(tx, g.id, position, g.galley.label);
      else {
        await insertGalleyRow(tx, {
          id: g.id,
          articleId,
          position,
          kind: g.kind,
          label: g.galley.label,
          isPublic: true,
          fileName: g.galley.file!.fileName,
          storageKey: galleyStorageKey(articleId, g.id),
          mimeType: g.mimeType,
          sizeBytes: g.galley.file!.sizeBytes,
        });
        await insertGalleyFileRows(
          tx,
          g.dependents.map((d) => ({
            id: d.id,
            galleyId: g.id,
            fileName: d.fileName,
            storageKey: galleyFileStorageKey(articleId, g.id, d.id),
            mimeType: d.mimeType,
            sizeBytes: d.file.sizeBytes,
          })),
        );
      }
      await upsertLink(tx, {
        journalId: this.target.journalId,
        kind: "galley",
        ojsId: g.key,
        localId: g.id,
        articleId,
        urlPath: g.galley.urlPath,
        fingerprint: g.fingerprint,
      });
      // A kept galley keeps its files and their links; a replaced one's links are written anew
      // (an old link whose file went finds no row, and its old URL falls back to the galley).
      for (const d of g.existingId ? [] : g.dependents)
        await upsertLink(tx, {
          journalId: this.target.journalId,
          kind: "galley_file",
          ojsId: `${article.ojsId}:${d.fileOjsId}`,
          localId: d.id,
          articleId,
        });
      if (g.galley.fileOjsId)
        await upsertLink(tx, {
          journalId: this.target.journalId,
          kind: "file",
          ojsId: `${article.ojsId}:${g.galley.fileOjsId}`,
          localId: g.id,
          articleId,
        });
    }
    this.report.galleys += plan.galleys.length;
    if (doi && !(await doiRecordedRegistered(tx, articleId, doi)))
      await recordRegisteredDois(tx, this.target.journalId, [{ articleId, doi }], this.target.actorId);
    await upsertLink(tx, {
      journalId: this.target.journalId,
      kind: "article",
      ojsId: article.ojsId,
      localId: articleId,
      articleId,
      urlPath: pub.urlPath ?? article.publicId,
      fingerprint: plan.fingerprint,
    });
    const versionFiles = await this.writeEarlierVersions(tx, item, plan);
    this.report.articles[plan.existing ? "updated" : "created"]++;
    return { discard: [...old.map((g) => g.storageKey), ...oldFileKeys, ...versionFiles] };
  }

  /**
   * Earlier published publications become the article's earlier versions (ADR 066's
   * article_versions: what the page showed then, with their files, stored before the transaction);
   * the current one is the article's version. Later or unpublished publications are noted, not
   * imported. An article revised here since an earlier import keeps its versions. Returns the
   * stored files no longer used (the replaced versions', or the new ones when they are not kept).
   */
  private async writeEarlierVersions(tx: Db, item: string, plan: ArticlePlan): Promise<string[]> {
    const { article, articleId, earlier } = plan;
    const current = article.current;
    const left = article.others.filter((o) => !earlier.some((e) => e.publication === o));
    if (left.length > 0)
      this.note(
        item,
        `${left.map((o) => `Version ${o.version ?? "?"}`).join(", ")} in OJS (not an earlier published version of the current one): not imported.`,
      );
    const version = earlier.length + 1;
    const newFiles = earlier.flatMap((e) => e.files.map((f) => f.storageKey));
    if (plan.existing && (await articleVersionOf(tx, articleId)) > version) return newFiles;
    const replaced = plan.existing ? await findVersionFileKeys(tx, articleId) : [];
    await replaceArticleVersions(
      tx,
      articleId,
      earlier.map(({ publication: p, files }, i) => ({
        version: i + 1,
        title: fullTitle(p) || "Untitled",
        abstract: p.abstract,
        keywords: [...new Set([...p.keywords, ...p.subjects])],
        authors: p.authors.map((a) => ({
          name: [a.givenName, a.familyName].filter(Boolean).join(" ") || "Anonymous",
          affiliation: a.affiliation,
          orcid: orcidOrNull(a.orcid),
        })),
        galleys: files,
        versionDate: p.datePublished,
        supersededAt: new Date(
          `${earlier[i + 1]?.publication.datePublished ?? current.datePublished ?? p.datePublished ?? "1970-01-01"}T00:00:00Z`,
        ),
      })),
      { version, versionDate: version > 1 ? current.datePublished : null },
    );
    if (earlier.length > 0)
      this.note(
        item,
        `${earlier.length} earlier version(s) kept as versions, with their files; this is version ${version}.`,
      );
    return replaced;
  }

  // --- Issues --------------------------------------------------------------------------------

  private issueNumbers(item: string, ident: OjsIssueIdentification): { volumeNumber: number; issueNumber: number } {
    let volumeNumber = ident.volume;
    if (volumeNumber === null) {
      volumeNumber = ident.year ?? 1;
      this.note(item, `The issue has no volume: its year (${volumeNumber}) is its volume here.`);
    }
    const parsed = ident.number ? /^\s*(\d{1,6})/.exec(ident.number) : null;
    const issueNumber = parsed ? Number(parsed[1]) : 1;
    if (!parsed)
      this.note(item, `The issue has no number${ident.number ? ` ("${ident.number}")` : ""}: it is number 1 here.`);
    else if (ident.number!.trim() !== parsed[1])
      this.note(item, `The issue number "${ident.number}" is ${issueNumber} here.`);
    return { volumeNumber, issueNumber };
  }

  private issueValues(
    item: string,
    issue: Pick<OjsIssue, "identification" | "description" | "datePublished" | "published" | "current">,
  ): IssueWrite {
    const numbers = this.issueNumbers(item, issue.identification);
    let publicationDate = issue.datePublished;
    if (issue.published && !publicationDate) {
      publicationDate = `${issue.identification.year ?? new Date().getUTCFullYear()}-01-01`;
      this.note(item, `Published without a date in the export: dated ${publicationDate}.`);
    }
    return {
      ...numbers,
      title: issue.identification.title,
      description: issue.description,
      publicationDate,
      status: issue.published ? "published" : "draft",
      isCurrent: issue.current,
    };
  }

  /** Finds (by its export id, else by its numbers) or creates the issue, inside `tx`. */
  private async upsertIssue(
    tx: Db,
    ojsId: string | null,
    values: IssueWrite,
    fingerprint: string,
    urlPath: string | null,
  ): Promise<{ id: string; outcome: "created" | "updated" | "unchanged" }> {
    const link = ojsId ? await findLink(tx, this.target.journalId, "issue", ojsId) : undefined;
    let issueId = link && (await findIssueRow(tx, link.localId)) ? link.localId : null;
    if (!issueId) {
      const found = await findIssueByNumbers(tx, this.target.journalId, values.volumeNumber, values.issueNumber);
      // Another journal's numbering can meet this one's: its Vol. 1, No. 1 is not this journal's.
      if (found && (await isJournalsOwnIssue(tx, found.id)))
        throw new Error(
          `the journal already has Vol. ${values.volumeNumber}, No. ${values.issueNumber}, published or with articles, and no import made it: it was left as it is. Renumber one of the two and import again.`,
        );
      issueId = found?.id ?? null;
    }
    let outcome: "created" | "updated" | "unchanged";
    if (issueId && link?.fingerprint === fingerprint) outcome = "unchanged";
    else if (issueId) {
      const { isCurrent: _current, ...rest } = values;
      await updateIssueRow(tx, issueId, rest);
      outcome = "updated";
    } else {
      issueId = await insertIssueRow(tx, {
        ...values,
        journalId: this.target.journalId,
        createdBy: this.target.actorId,
      });
      outcome = "created";
    }
    if (outcome !== "unchanged" && values.isCurrent) await this.makeCurrent(tx, issueId, values);
    if (ojsId && outcome !== "unchanged")
      await upsertLink(tx, {
        journalId: this.target.journalId,
        kind: "issue",
        ojsId,
        localId: issueId,
        urlPath,
        fingerprint,
      });
    return { id: issueId, outcome };
  }

  /**
   * The export's current issue becomes the journal's, unless the journal's current issue is one it
   * published itself (no import made it): that one stays, and the report says so.
   */
  private async makeCurrent(tx: Db, issueId: string, values: IssueWrite): Promise<void> {
    const current = await findCurrentIssueOrigin(tx, this.target.journalId);
    if (current && current.id !== issueId && !current.imported) {
      this.note(
        `Issue vol. ${values.volumeNumber}, no. ${values.issueNumber}`,
        `The export marks it as its journal's current issue; this journal's current issue (Vol. ${current.volumeNumber}, No. ${current.issueNumber}) was kept.`,
      );
      return;
    }
    await makeCurrentIssue(tx, this.target.journalId, issueId);
  }

  /** One issue with its articles: one transaction. */
  async writeIssue(issue: OjsIssue, progress: () => Promise<void>): Promise<void> {
    const item = `Issue ${issue.ojsId} (${[issue.identification.volume && `vol. ${issue.identification.volume}`, issue.identification.number && `no. ${issue.identification.number}`, issue.identification.year].filter(Boolean).join(", ")})`;
    const values = this.issueValues(item, issue);
    const fingerprint = digest({
      ...values,
      urlPath: issue.urlPath,
      cover: issue.cover?.sha256 ?? null,
      galleys: issue.galleys.map((g) => g.file?.sha256 ?? g.fileHref),
    });
    const plans: ArticlePlan[] = [];
    // In the table of contents' order (sections, then each article's place in its section), so
    // that the articles' numbers follow it.
    const sectionIndex = (a: OjsArticle) => {
      const i = issue.sections.findIndex((sec) => sec.ref === a.current.sectionRef);
      return i < 0 ? issue.sections.length : i;
    };
    const ordered = issue.articles
      .map((article, i) => ({ article, i }))
      .sort(
        (x, y) =>
          sectionIndex(x.article) - sectionIndex(y.article) ||
          (x.article.current.seq ?? 0) - (y.article.current.seq ?? 0) ||
          x.i - y.i,
      );
    for (const { article } of ordered) plans.push(await this.planArticle(article));
    const discard = await this.inTransaction(plans, async (tx) => {
      const { id, outcome } = await this.upsertIssue(tx, issue.ojsId || null, values, fingerprint, issue.urlPath);
      this.report.issues[outcome]++;
      const discarded: string[] = [];
      for (const plan of plans) {
        const { discard } = await this.writeArticle(tx, plan, {
          id,
          published: issue.published,
          datePublished: values.publicationDate,
          sections: issue.sections,
        });
        discarded.push(...discard);
      }
      const changed = outcome !== "unchanged" || plans.some((p) => !p.unchanged);
      if (changed) await regenerateSitemapEntries(tx, { issueId: id });
      return { discarded, changed, issueId: id, outcome };
    });
    for (let i = 0; i < plans.length + 1; i++) await progress();
    if (discard.changed) contentChanged();
    // The cover after the issue's transaction: its sizes are made in the sandbox (slow, no open
    // transaction meanwhile). A cover that cannot be read is reported; the issue stays.
    if (issue.cover && discard.outcome !== "unchanged") await this.importCover(item, discard.issueId, issue.cover);
    if (issue.galleys.length > 0 && discard.outcome !== "unchanged")
      await this.importIssueGalley(item, discard.issueId, issue.galleys);
    await Promise.all(discard.discarded.map(discardStoredFile));
    await this.disposeFetched();
  }

  private async importCover(item: string, issueId: string, cover: OjsFile): Promise<void> {
    try {
      const head = Buffer.alloc(Math.min(cover.sizeBytes, 64));
      const fd = fs.openSync(cover.path, "r");
      try {
        fs.readSync(fd, head, 0, head.length, 0);
      } finally {
        fs.closeSync(fd);
      }
      if (cover.sizeBytes > COVER_UPLOAD_RULES.maxBytes) throw new Error(COVER_UPLOAD_RULES.messages.tooLarge);
      const processed = await processImage({ tempPath: cover.path, head }, ISSUE_COVERS, COVER_UPLOAD_RULES.messages);
      await setImportedIssueCover(issueId, processed);
    } catch (err) {
      this.note(item, `The issue's cover image "${cover.fileName}" was not imported: ${(err as Error).message}`);
    }
  }

  /**
   * The issue's galley as its whole-issue PDF (the platform's one download of a whole issue): the
   * first one whose file is a PDF by its content. Others, and files referenced by address, are
   * reported.
   */
  private async importIssueGalley(item: string, issueId: string, galleys: OjsGalley[]): Promise<void> {
    let chosen: OjsGalley | null = null;
    for (const listed of galleys) {
      let galley = listed;
      const name = `Issue galley "${galley.label ?? galley.file?.fileName ?? ""}"`;
      if (!galley.file && galley.fileRef && !chosen) {
        // Its size is bounded by the export's (no upload of a whole-issue PDF to borrow from).
        const fetched = await this.fetchRef(galley.fileRef, OJS_IMPORT_MAX_BYTES);
        if ("failed" in fetched) {
          this.note(
            item,
            `${name}: its file at ${galley.fileRef.src} could not be fetched: ${fetched.failed}. Skipped.`,
          );
          continue;
        }
        galley = { ...galley, file: fetched };
      }
      const file = galley.file;
      if (!file) {
        this.note(
          item,
          chosen
            ? `${name} was not imported: an issue here has one whole-issue PDF ("${chosen.label ?? ""}").`
            : `${name} has no file embedded in the export: skipped.`,
        );
        continue;
      }
      if (chosen) {
        this.note(item, `${name} was not imported: an issue here has one whole-issue PDF ("${chosen.label ?? ""}").`);
        continue;
      }
      const head = Buffer.alloc(Math.min(file.sizeBytes, 64 * 1024));
      const fd = fs.openSync(file.path, "r");
      try {
        fs.readSync(fd, head, 0, head.length, 0);
      } finally {
        fs.closeSync(fd);
      }
      if (file.sizeBytes === 0 || !(await galleyContentMatches(file.path, head, "pdf"))) {
        this.note(
          item,
          `${name} was not imported: "${file.fileName}" is not a PDF, and the whole-issue galley here is one.`,
        );
        continue;
      }
      chosen = galley;
    }
    if (!chosen) return;
    try {
      await setImportedFullIssuePdf(issueId, chosen.file!.path);
    } catch (err) {
      this.note(item, `The issue galley "${chosen.label ?? ""}" was not imported: ${(err as Error).message}`);
    }
  }

  /** Articles exported on their own: grouped by the issue their publication names, one transaction per group. */
  async writeStandaloneArticles(articles: OjsArticle[], progress: () => Promise<void>): Promise<void> {
    const groups = new Map<string, OjsArticle[]>();
    for (const a of articles) {
      const ident = a.current.issueIdentification;
      const key = ident ? JSON.stringify(ident) : "";
      groups.set(key, [...(groups.get(key) ?? []), a]);
    }
    for (const [key, group] of groups) {
      const plans: ArticlePlan[] = [];
      for (const article of group) plans.push(await this.planArticle(article));
      const ident = key ? (JSON.parse(key) as OjsIssueIdentification) : null;
      const published = group.some((a) => a.current.status === 3);
      const result = await this.inTransaction(plans, async (tx) => {
        let issueId: string | null = null;
        if (ident) {
          const item = `Issue of article ${group[0]!.ojsId} (${[ident.volume && `vol. ${ident.volume}`, ident.number && `no. ${ident.number}`, ident.year].filter(Boolean).join(", ")})`;
          const cached = this.issueIdByIdentification.get(key);
          if (cached) issueId = cached;
          else {
            const dates = group
              .map((a) => a.current.datePublished)
              .filter((d): d is string => Boolean(d))
              .sort();
            const values = this.issueValues(item, {
              identification: ident,
              description: null,
              datePublished: dates[0] ?? null,
              published,
              current: false,
            });
            // Matched by its numbers: an article export carries no issue id.
            const found = await findIssueByNumbers(tx, this.target.journalId, values.volumeNumber, values.issueNumber);
            if (found) {
              issueId = found.id;
              const row = await findIssueRow(tx, found.id);
              if (published && row?.status !== "published") {
                const { isCurrent: _c, ...rest } = values;
                await updateIssueRow(tx, found.id, rest);
              }
              this.report.issues.unchanged++;
            } else {
              issueId = (await this.upsertIssue(tx, null, values, digest(values), null)).id;
              this.report.issues.created++;
            }
            this.issueIdByIdentification.set(key, issueId);
          }
        }
        for (const plan of plans)
          await this.writeArticle(tx, plan, {
            id: issueId,
            published: Boolean(issueId) && published,
            datePublished: null,
            sections: [],
          });
        const changed = plans.some((p) => !p.unchanged);
        if (changed && issueId) await regenerateSitemapEntries(tx, { issueId });
        return { changed };
      });
      for (let i = 0; i < group.length; i++) await progress();
      if (result.changed) contentChanged();
      await this.disposeFetched();
    }
  }

  /** Stores the new galley files, then runs `work` in one transaction; the files go again if it fails. */
  private inTransaction<T>(plans: ArticlePlan[], work: (tx: Db) => Promise<T>): Promise<T> {
    return transactionAfterStoring(
      plans.flatMap((p) => p.toStore),
      work,
    );
  }
}

function orcidOrNull(orcid: string | null): string | null {
  const parsed = orcid ? parseOrcid(orcid) : null;
  return parsed?.ok ? parsed.orcid : null;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The number of progress steps of an export: each issue and each article. */
export function stepsOf(exp: OjsExport): number {
  return exp.issues.reduce((n, i) => n + 1 + i.articles.length, 0) + exp.articles.length;
}

/**
 * Writes a read export into the journal. Issues whose transaction fails are reported with why and
 * the others still imported; `skipIssues` are export ids already done by an earlier, interrupted run.
 */
export async function writeOjsExport(
  target: ImportTarget,
  exp: OjsExport,
  opts: { onProgress?: Progress; report?: OjsImportReport; fetch?: OjsFetchOptions } = {},
): Promise<OjsImportReport> {
  const report = opts.report ?? emptyReport(exp.version);
  report.version = exp.version;
  const writer = new ExportWriter(target, report, opts.fetch);
  const total = stepsOf(exp);
  let done = 0;
  const progress = async () => {
    done++;
    await opts.onProgress?.(done, total);
  };
  for (const issue of exp.issues) {
    try {
      await writer.writeIssue(issue, progress);
    } catch (err) {
      await writer.disposeFetched();
      report.issues.skipped++;
      report.articles.skipped += issue.articles.length;
      report.notes.push({
        item: `Issue ${issue.ojsId}`,
        message: `Not imported, with its ${issue.articles.length} article(s): ${(err as Error).message}`,
      });
      for (let i = 0; i < issue.articles.length + 1; i++) await progress();
    }
  }
  if (exp.articles.length > 0) {
    try {
      await writer.writeStandaloneArticles(exp.articles, progress);
    } catch (err) {
      await writer.disposeFetched();
      report.articles.skipped += exp.articles.length;
      report.notes.push({ item: "Articles", message: `Not imported: ${(err as Error).message}` });
    }
  }
  return report;
}
