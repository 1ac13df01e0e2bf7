// Reads an OJS Native XML export (ADR 065). Runs in the sandbox's child (file-reader), under its
// limits of memory and time: the file is untrusted.
//
// 1. The envelope, before any parse: the size limit, UTF-8, and no DOCTYPE at all. OJS's exporter
//    never writes one; without it no entity can be declared, so neither external entities (XXE)
//    nor entity expansion ("billion laughs") can happen, whatever the parser's settings.
// 2. libxml2 (libxml2-wasm) parses the whole file, with network, external entities and catalogs
//    off; the document is checked against the platform's description of the format for each OJS
//    version (ojs-native.rules.ts): the version whose markers the file carries first, then the
//    others. None fitting: refused with the first problems and their lines.
// 3. The document is read into the plain model of ojs-import.types.ts; embedded files that a
//    galley or a cover uses are decoded into `workDir`, one file each, with their digest.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ParseOption, XmlDocument, XmlElement, type XmlNode } from "libxml2-wasm";
import { ojsFormatProblems } from "./ojs-native.check";
import { htmlToLine, htmlToPlainText } from "./ojs-text";
import {
  OJS_VERSIONS,
  type OjsArticle,
  type OjsAuthor,
  type OjsDependentFile,
  type OjsFileRef,
  type OjsExport,
  type OjsFile,
  type OjsGalley,
  type OjsIssue,
  type OjsIssueIdentification,
  type OjsPublication,
  type OjsReadResult,
  type OjsUser,
  type OjsRefusalCode,
  type OjsVersion,
} from "./ojs-import.types";
import { OJS_MESSAGES as M } from "./ojs-import.constants";
import { checkEnvelope } from "./ojs-envelope";

export { checkEnvelope };

const PKP = "http://pkp.sfu.ca";
const NS = { p: PKP };
/** The first problems shown to the admin. */
const ERRORS_SHOWN = 10;
/** How far into the file its root element must start (the XML declaration and comments before it). */
const PROLOG_MAX = 64 * 1024;

const PARSE_OPTIONS =
  ParseOption.XML_PARSE_NONET |
  ParseOption.XML_PARSE_NO_XXE |
  ParseOption.XML_PARSE_NO_SYS_CATALOG |
  // Embedded files are text nodes of many megabytes (libxml2's default limit is 10 MB); entities
  // cannot be declared (no DOCTYPE, step 1), so the relaxed limits give them no room.
  ParseOption.XML_PARSE_HUGE |
  ParseOption.XML_PARSE_BIG_LINES;

function refusal(code: OjsRefusalCode, message: string, errors: string[] = []): OjsReadResult {
  return { ok: false, code, message, errors };
}

// --- Format ----------------------------------------------------------------------------------

/** The document's problems as an export of `version` ("line N: message"), none when it is one. */
function formatErrors(doc: XmlDocument, version: OjsVersion): string[] {
  return ojsFormatProblems(doc, version, ERRORS_SHOWN);
}

/** The version the file's markers point to (README of the schemas: what changed between versions). */
export function likelyVersion(doc: XmlDocument): OjsVersion {
  const has = (xpath: string) => doc.get(xpath, NS) !== null;
  if (has("//p:revision")) return has("//p:publication") ? "3.2" : "3.1";
  if (has("//p:publication[@version_stage]") || has("//p:contributor_roles")) return "3.6-dev";
  if (has("//p:author/p:affiliation/p:name") || has("//p:rorAffiliation") || has("//p:keyword/p:name")) return "3.5";
  if (has("//p:publication[@locale]")) return "3.3";
  return "3.4";
}

/**
 * Checks the document against the likely version's description first, then the others'; the
 * version it fits, or the likely version's problems.
 */
function detectVersion(
  doc: XmlDocument,
  entry: "native" | "users",
): { version: OjsVersion } | { guess: OjsVersion; errors: string[] } {
  const guess = entry === "users" ? "3.6-dev" : likelyVersion(doc);
  const errors = formatErrors(doc, guess);
  if (errors.length === 0) return { version: guess };
  for (const version of OJS_VERSIONS) {
    if (version !== guess && formatErrors(doc, version).length === 0) return { version };
  }
  return { guess, errors };
}

// --- Reading the document --------------------------------------------------------------------

function elements(node: XmlNode, xpath: string): XmlElement[] {
  return node.find(xpath, NS).filter((n): n is XmlElement => n instanceof XmlElement);
}

function first(node: XmlNode, xpath: string): XmlElement | null {
  const found = node.get(xpath, NS);
  return found instanceof XmlElement ? found : null;
}

function attr(el: XmlElement | null, name: string): string | null {
  const value = el?.attr(name)?.value?.trim();
  return value ? value : null;
}

function text(el: XmlElement | null): string | null {
  const value = el?.content.trim();
  return value ? value : null;
}

/** A localized child: the one in `locale`, else the first with content. */
function localized(node: XmlNode, name: string, locale: string | null): string | null {
  const all = elements(node, `p:${name}`);
  const inLocale = locale ? all.find((e) => attr(e, "locale") === locale && text(e)) : undefined;
  return text(inLocale ?? all.find((e) => text(e)) ?? null);
}

function intOrNull(value: string | null): number | null {
  if (!value || !/^-?\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** A yyyy-mm-dd date that exists (PostgreSQL refuses '2023-02-30' and year 0): else null. */
function dateOrNull(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return match[0];
}

function idOf(node: XmlNode, type: string): string | null {
  return text(first(node, `p:id[@type="${type}"]`));
}

type FileSource = { el: XmlElement; fileName: string; claimedType: string | null };

class ExportReader {
  private files = new Map<string, FileSource>();
  /** The article's dependent files (an HTML galley's images), by file id: name and the file they belong to. */
  private dependents = new Map<string, { name: string; parent: string | null }>();
  /** Files the export refers to by address (`<href src=>`) instead of embedding them. */
  private hrefs = new Map<string, OjsFileRef>();
  /** The dependent files some galley of the current publication took. */
  private dependentsShown = new Set<string>();
  private written = new Map<string, OjsFile>();
  private counter = 0;

  constructor(
    private readonly version: OjsVersion,
    private readonly workDir: string,
  ) {}

  /** The embedded file at `el` (an `<embed>`) decoded into the work folder. */
  private decode(el: XmlElement, fileName: string, claimedType: string | null): OjsFile {
    const bytes = Buffer.from(el.content.replace(/\s+/g, ""), "base64");
    const file = path.join(this.workDir, `f${++this.counter}`);
    fs.writeFileSync(file, bytes);
    return {
      path: file,
      fileName,
      claimedType,
      sizeBytes: bytes.length,
      sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    };
  }

  /** The submission files of an article, by their id (3.3+: submission file id; 3.1-3.2: file id). */
  private indexFiles(article: XmlElement, locale: string | null): void {
    this.files.clear();
    this.hrefs.clear();
    this.dependents.clear();
    for (const sf of elements(article, "p:submission_file | p:supplementary_file | p:artwork_file")) {
      const id = attr(sf, "id");
      if (!id) continue;
      if (this.version === "3.1" || this.version === "3.2") {
        // The newest revision is the file; a galley names its revision, the newest in practice.
        const revisions = elements(sf, "p:revision");
        const revision = revisions[revisions.length - 1];
        const embed = revision ? first(revision, "p:embed") : null;
        const href = revision ? attr(first(revision, "p:href"), "src") : null;
        const fileName = attr(revision ?? null, "filename") ?? `file-${id}`;
        if (href) this.hrefs.set(id, { src: href, fileName, claimedType: attr(revision ?? null, "filetype") });
        if (attr(sf, "stage") === "dependent")
          this.dependents.set(id, { name: fileName, parent: attr(first(sf, "p:submission_file_ref"), "id") });
        if (revision && embed)
          this.files.set(id, {
            el: embed,
            fileName: attr(revision, "filename") ?? `file-${id}`,
            claimedType: attr(revision, "filetype"),
          });
      } else {
        const file = first(sf, "p:file");
        const embed = file ? first(file, "p:embed") : null;
        const href = file ? attr(first(file, "p:href"), "src") : null;
        const extension = attr(file, "extension");
        let name = localized(sf, "name", locale) ?? `file-${id}`;
        if (extension && !name.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) name = `${name}.${extension}`;
        if (href) this.hrefs.set(id, { src: href, fileName: name, claimedType: extension });
        if (embed) this.files.set(id, { el: embed, fileName: name, claimedType: extension });
        if (attr(sf, "stage") === "dependent")
          this.dependents.set(id, { name, parent: attr(first(sf, "p:submission_file_ref"), "id") });
      }
    }
  }

  private fileById(id: string | null): OjsFile | null {
    if (!id) return null;
    const known = this.written.get(id);
    if (known) return known;
    const source = this.files.get(id);
    if (!source) return null;
    const file = this.decode(source.el, source.fileName, source.claimedType);
    this.written.set(id, file);
    return file;
  }

  private galley(el: XmlElement, locale: string | null, current: boolean): OjsGalley {
    const ref = first(el, "p:submission_file_ref");
    const fileOjsId = attr(ref, "id");
    const remote = text(first(el, "p:remote"));
    const fileRef = fileOjsId ? (this.hrefs.get(fileOjsId) ?? null) : null;
    const source = fileOjsId ? this.files.get(fileOjsId) : undefined;
    const named = source ?? fileRef;
    const isHtml = named
      ? /\.html?$/i.test(named.fileName) || /^(html?|text\/html)$/i.test(named.claimedType ?? "")
      : false;
    return {
      ojsId: idOf(el, "internal"),
      urlPath: attr(el, "url_path"),
      label: htmlToLine(localized(el, "name", locale)),
      fileOjsId,
      file: this.fileById(fileOjsId),
      fileHref: fileRef?.src ?? null,
      fileRef,
      dependents: isHtml && fileOjsId ? this.dependentsOf(fileOjsId, current) : [],
      remoteUrl: remote ?? attr(first(el, "p:remote"), "src"),
    };
  }

  /**
   * The dependent files of the HTML galley showing `fileOjsId`: those that name it as theirs, and
   * those that name no file (OJS 3.3+ exports do not say which file they belong to).
   */
  private dependentsOf(fileOjsId: string, current: boolean): OjsDependentFile[] {
    const found: OjsDependentFile[] = [];
    for (const [id, dep] of this.dependents) {
      if (dep.parent !== null && dep.parent !== fileOjsId) continue;
      if (current) this.dependentsShown.add(id);
      found.push({ fileOjsId: id, fileName: dep.name, file: this.fileById(id), ref: this.hrefs.get(id) ?? null });
    }
    return found;
  }

  private author(el: XmlElement, locale: string | null, primaryContactId: string | null): OjsAuthor {
    const affiliationEl = first(el, "p:affiliation");
    // 3.5+: <affiliation><name locale=>...; earlier: <affiliation locale=>text.
    const affiliation = affiliationEl
      ? elements(affiliationEl, "p:name").length > 0
        ? localized(affiliationEl, "name", locale)
        : localized(el, "affiliation", locale)
      : localized(first(el, "p:rorAffiliation") ?? el, "name", locale);
    const ror = text(first(el, "p:rorAffiliation/p:ror"));
    const ojsId = attr(el, "id");
    return {
      ojsId,
      givenName: htmlToLine(localized(el, "givenname", locale)),
      familyName: htmlToLine(localized(el, "familyname", locale)),
      email: text(first(el, "p:email")),
      orcid: text(first(el, "p:orcid")),
      affiliation: htmlToLine(affiliation),
      rorId: ror,
      country: text(first(el, "p:country")),
      biography: htmlToPlainText(localized(el, "biography", locale)),
      url: text(first(el, "p:url")),
      primaryContact: attr(el, "primary_contact") === "true" || (ojsId !== null && ojsId === primaryContactId),
    };
  }

  private vocabulary(node: XmlNode, group: string, item: string, locale: string | null): string[] {
    const groups = elements(node, `p:${group}`);
    const chosen = (locale ? groups.find((g) => attr(g, "locale") === locale) : undefined) ?? groups[0];
    if (!chosen) return [];
    // 3.5+: <keyword><name>..</name></keyword>; earlier: <keyword>..</keyword>.
    return elements(chosen, `p:${item}`)
      .map((k) => htmlToLine(text(first(k, "p:name")) ?? text(k)))
      .filter((k): k is string => Boolean(k));
  }

  private identification(node: XmlNode | null, locale: string | null): OjsIssueIdentification | null {
    const el = node ? first(node, "p:issue_identification") : null;
    if (!el) return null;
    return {
      volume: intOrNull(text(first(el, "p:volume"))),
      number: text(first(el, "p:number")),
      year: intOrNull(text(first(el, "p:year"))),
      title: htmlToLine(localized(el, "title", locale)),
    };
  }

  /**
   * A publication: 3.2+ `<publication>`; for 3.1 the `<article>` itself carries the metadata of
   * its one publication.
   */
  private publication(el: XmlElement, articleLocale: string | null, current = true): OjsPublication {
    const locale = attr(el, "locale") ?? articleLocale;
    const primaryContactId = attr(el, "primary_contact_id");
    const authorsEl = first(el, "p:authors");
    const citationsEl = first(el, "p:citations");
    return {
      // 3.6 names a publication by an `id` attribute and its version as major.minor.
      ojsId: this.version === "3.1" ? null : (idOf(el, "internal") ?? attr(el, "id")),
      version: intOrNull(attr(el, "version")) ?? intOrNull(attr(el, "version_major")),
      status: intOrNull(attr(el, "status")),
      urlPath: this.version === "3.1" ? idOf(el, "public") : attr(el, "url_path"),
      locale,
      title: htmlToLine(localized(el, "title", locale)) ?? "",
      prefix: htmlToLine(localized(el, "prefix", locale)),
      subtitle: htmlToLine(localized(el, "subtitle", locale)),
      abstract: htmlToPlainText(localized(el, "abstract", locale)),
      keywords: this.vocabulary(el, "keywords", "keyword", locale),
      subjects: this.vocabulary(el, "subjects", "subject", locale),
      pages: text(first(el, "p:pages")),
      datePublished: dateOrNull(attr(el, "date_published")),
      licenseUrl: text(first(el, "p:licenseUrl")),
      copyrightHolder: htmlToLine(localized(el, "copyrightHolder", locale)),
      copyrightYear: intOrNull(text(first(el, "p:copyrightYear"))),
      doi: idOf(el, "doi"),
      otherIds: elements(el, "p:id")
        .map((i) => ({ type: attr(i, "type") ?? "", value: text(i) ?? "" }))
        .filter((i) => i.value && !["internal", "doi"].includes(i.type)),
      sectionRef: attr(el, "section_ref"),
      seq: intOrNull(attr(el, "seq")),
      authors: authorsEl
        ? elements(authorsEl, "p:author")
            .map((a, i) => ({ a, i, seq: intOrNull(attr(a, "seq")) ?? 0 }))
            // In order of seq; equal seqs (seen in real exports) keep the export's order.
            .sort((x, y) => x.seq - y.seq || x.i - y.i)
            .map(({ a }) => this.author(a, locale, primaryContactId))
        : [],
      galleys: elements(el, "p:article_galley")
        .map((g, i) => ({ g, i, seq: intOrNull(text(first(g, "p:seq"))) ?? 0 }))
        .sort((x, y) => x.seq - y.seq || x.i - y.i)
        .map(({ g }) => this.galley(g, locale, current)),
      citations: citationsEl
        ? elements(citationsEl, "p:citation")
            .map((c) => htmlToLine(text(c)))
            .filter((c): c is string => Boolean(c))
        : [],
      issueIdentification: this.identification(el, locale),
      coverCount: elements(el, "p:covers/p:cover").length,
    };
  }

  article(el: XmlElement): OjsArticle {
    const locale = attr(el, "locale");
    this.written.clear();
    this.dependentsShown.clear();
    this.indexFiles(el, locale);
    const ojsId = idOf(el, "internal") ?? "";
    let current: OjsPublication;
    let others: OjsPublication[] = [];
    if (this.version === "3.1") {
      current = this.publication(el, locale);
    } else {
      const publications = elements(el, "p:publication");
      const currentId = attr(el, "current_publication_id");
      const byId = publications.find((p) => (idOf(p, "internal") ?? attr(p, "id")) === currentId);
      // Without a match, the newest published version, else the newest.
      const chosen =
        byId ??
        [...publications].reverse().find((p) => attr(p, "status") === "3") ??
        publications[publications.length - 1]!;
      current = this.publication(chosen, locale);
      others = publications.filter((p) => p !== chosen).map((p) => this.publication(p, locale, false));
    }
    const used = new Set([
      ...current.galleys.map((g) => g.fileOjsId),
      ...current.galleys.flatMap((g) => (g.dependents ?? []).map((d) => d.fileOjsId)),
    ]);
    const shown = new Set([current, ...others].flatMap((p) => p.galleys.map((g) => g.fileOjsId)));
    return {
      ojsId,
      publicId: this.version === "3.1" ? idOf(el, "public") : null,
      status: intOrNull(attr(el, "status")),
      dateSubmitted: dateOrNull(attr(el, "date_submitted")),
      locale,
      current,
      others,
      otherFileCount: [...this.files.keys()].filter((id) => !used.has(id)).length,
      dependentFiles: [...this.dependents].filter(([id]) => !this.dependentsShown.has(id)).map(([, d]) => d.name),
      otherHrefs: [...this.hrefs].filter(([id]) => !shown.has(id) && !used.has(id)).map(([, ref]) => ref.src),
    };
  }

  issue(el: XmlElement): OjsIssue {
    const identification = this.identification(el, null) ?? { volume: null, number: null, year: null, title: null };
    const coverEl = first(el, "p:covers/p:cover");
    const coverEmbed = coverEl ? first(coverEl, "p:embed") : null;
    const articlesEl = first(el, "p:articles");
    const galleyFiles = elements(el, "p:issue_galleys/p:issue_galley");
    return {
      ojsId: idOf(el, "internal") ?? "",
      urlPath: attr(el, "url_path") ?? (this.version === "3.1" ? idOf(el, "public") : null),
      published: attr(el, "published") === "1",
      current: attr(el, "current") === "1",
      identification,
      description: htmlToPlainText(localized(el, "description", null)),
      datePublished: dateOrNull(text(first(el, "p:date_published"))),
      doi: idOf(el, "doi"),
      cover: coverEmbed ? this.decode(coverEmbed, text(first(coverEl!, "p:cover_image")) ?? "cover", null) : null,
      // In the order of their seq: the table of contents' order.
      sections: elements(el, "p:sections/p:section")
        .map((s, i) => ({ s, i, seq: intOrNull(attr(s, "seq")) ?? 0 }))
        .sort((x, y) => x.seq - y.seq || x.i - y.i)
        .map(({ s }) => ({
          ref: attr(s, "ref") ?? "",
          title: htmlToLine(localized(s, "title", null)),
          abbrev: htmlToLine(localized(s, "abbrev", null)),
        })),
      galleys: galleyFiles.map((g) => {
        const embed = first(g, "p:issue_file/p:embed");
        const fileName = text(first(g, "p:issue_file/p:file_name")) ?? "issue.pdf";
        const claimedType = text(first(g, "p:issue_file/p:file_type"));
        const href = attr(first(g, "p:issue_file/p:href"), "src");
        return {
          ojsId: idOf(g, "internal"),
          urlPath: attr(g, "url_path"),
          label: htmlToLine(localized(g, "label", null)),
          fileOjsId: null,
          file: embed ? this.decode(embed, fileName, claimedType) : null,
          fileHref: href,
          fileRef: href ? { src: href, fileName, claimedType } : null,
          remoteUrl: null,
        };
      }),
      articles: articlesEl ? elements(articlesEl, "p:article").map((a) => this.article(a)) : [],
    };
  }
}

/** The users of a Users XML file, with the role ids of their groups (never their passwords). */
function readUsers(doc: XmlDocument): OjsUser[] {
  const roleOf = new Map<string, number>();
  for (const group of elements(doc.root, "p:user_groups/p:user_group")) {
    const roleId = intOrNull(text(first(group, "p:role_id")));
    if (roleId === null) continue;
    for (const name of elements(group, "p:name")) if (text(name)) roleOf.set(text(name)!, roleId);
  }
  return elements(doc.root, "p:users/p:user").flatMap((u) => {
    const email = text(first(u, "p:email"));
    if (!email) return [];
    const affiliationEl = first(u, "p:affiliation");
    const affiliation = affiliationEl
      ? elements(affiliationEl, "p:name").length > 0
        ? localized(affiliationEl, "name", null)
        : localized(u, "affiliation", null)
      : null;
    // 3.6: <user_user_group><user_group_ref>; earlier: <user_group_ref> on the user.
    const refs = elements(u, "p:user_group_ref | p:user_user_group/p:user_group_ref").map((r) => text(r) ?? "");
    return [
      {
        givenName: htmlToLine(localized(u, "givenname", null)),
        familyName: htmlToLine(localized(u, "familyname", null)),
        email,
        affiliation: htmlToLine(affiliation),
        country: text(first(u, "p:country")),
        roleIds: [...new Set(refs.map((r) => roleOf.get(r)).filter((r): r is number => r !== undefined))],
      },
    ];
  });
}

/**
 * Reads the export at `filePath`: refused (nothing read into the model) when it is too large, not
 * UTF-8 XML, declares a DOCTYPE, is not a Native XML export or does not fit the format.
 */
export function readOjsExport(filePath: string, workDir: string, maxBytes: number): OjsReadResult {
  const size = fs.statSync(filePath).size;
  if (size > maxBytes) return refusal("too_large", M.tooLarge(maxBytes));
  const fd = fs.openSync(filePath, "r");
  const head = Buffer.alloc(Math.min(size, PROLOG_MAX));
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const envelope = checkEnvelope(head);
  if ("code" in envelope) return refusal(envelope.code, envelope.message);
  if (!["issues", "issue", "articles", "article", "PKPUsers"].includes(envelope.root))
    return refusal("not_native", M.notNative);

  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(fs.readFileSync(filePath), { option: PARSE_OPTIONS });
  } catch (e) {
    return refusal("not_xml", M.notXml, [(e as Error).message.trim().split("\n")[0]!]);
  }
  try {
    if (doc.root.namespaceUri !== PKP) return refusal("not_native", M.notNative);
    if (doc.root.name === "PKPUsers") {
      const detected = detectVersion(doc, "users");
      if ("errors" in detected) return refusal("invalid", M.invalid(detected.guess), detected.errors);
      return {
        ok: true,
        export: { version: detected.version, root: "PKPUsers", issues: [], articles: [], users: readUsers(doc) },
      };
    }
    const detected = detectVersion(doc, "native");
    if ("errors" in detected) return refusal("invalid", M.invalid(detected.guess), detected.errors);
    const reader = new ExportReader(detected.version, workDir);
    const root = doc.root;
    const name = root.name as OjsExport["root"];
    const issueEls = name === "issues" ? elements(root, "p:issue") : name === "issue" ? [root] : [];
    const articleEls = name === "articles" ? elements(root, "p:article") : name === "article" ? [root] : [];
    return {
      ok: true,
      export: {
        version: detected.version,
        root: name,
        issues: issueEls.map((i) => reader.issue(i)),
        articles: articleEls.map((a) => reader.article(a)),
      },
    };
  } finally {
    doc.dispose();
  }
}

export type OjsReadInput = { filePath: string; workDir: string; maxBytes: number };

/** The sandbox's job (file-reader.child.server.ts). */
export async function readOjsExportJob(input: OjsReadInput): Promise<OjsReadResult> {
  return readOjsExport(input.filePath, input.workDir, input.maxBytes);
}
