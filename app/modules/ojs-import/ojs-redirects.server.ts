// Old OJS addresses keep working (ADR 065): a request this installation receives on a journal's
// old base URL (its old host pointed here) for an OJS page or file answers 301 to the new page or
// file, found through what the import recorded (ojs_import_links: export ids and url_paths). The
// patterns are OJS's router's (shared corpus url-patterns.md): with or without index.php, the
// query-string form of disable_path_info, 3.5's locale segment, OJS 2's viewFile.
import { issuePath, articlePath, journalPath } from "~/lib/paths";
import { contentChanged, onContentChange } from "~/lib/content-changes.server";
import { db } from "~/lib/services.server";
import {
  findArticleAddress,
  findCurrentIssueOf,
  findGalleyFileRow,
  findGalleyLinkByPath,
  findIssueAddress,
  findJournalById,
  findLink,
  findLinkByBestId,
  findOldBases,
  findSingleGalleyOf,
  type LinkRow,
  type OldBaseRow,
} from "./ojs-import.repository.server";

/** How long the old bases are kept in memory; a change forgets them at once (oldBasesChanged). */
const BASES_TTL_MS = 60_000;

let cached: { at: number; byHost: Map<string, OldBaseRow[]> } | undefined;

export function forgetOldBases(): void {
  cached = undefined;
}

// Every content change (announced to the other instances on PostgreSQL) forgets them too.
onContentChange(forgetOldBases);

/**
 * An old base URL was added or removed: the bases are forgotten and every page cache emptied, here
 * and on the other instances. The page cache answers before the application (cachedPagesFirst) and
 * keys on host and path: a page rendered for a host before it became an old base (its root `/`,
 * the platform's home) would otherwise still be served there instead of the 301, until it expired.
 */
export function oldBasesChanged(): void {
  contentChanged();
}

async function basesOf(host: string): Promise<OldBaseRow[]> {
  if (!cached || Date.now() - cached.at > BASES_TTL_MS) {
    const byHost = new Map<string, OldBaseRow[]>();
    for (const base of await findOldBases(db(), null)) byHost.set(base.host, [...(byHost.get(base.host) ?? []), base]);
    // Longest prefix first: '/index.php/jpk' before a host of its own ('').
    for (const list of byHost.values()) list.sort((a, b) => b.pathPrefix.length - a.pathPrefix.length);
    cached = { at: Date.now(), byHost };
  }
  return cached.byHost.get(host) ?? [];
}

/** Whether any old base is kept for `host` (cheap after the first call: every request asks). */
export async function hasOldBases(host: string): Promise<boolean> {
  return (await basesOf(host.toLowerCase())).length > 0;
}

/**
 * An old base URL as the admin typed it: `https://old.example.org/index.php/jpk`,
 * `https://old.example.org/jpk` (OJS's restful URLs) or `https://jpk.example.org` (a journal host
 * of its own). Kept as its host and the journal's path without index.php: old links come in both
 * forms whichever was typed.
 */
export function parseOldBaseUrl(input: string): { baseUrl: string; host: string; pathPrefix: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments[0] === "index.php") segments.shift();
  if (segments.length > 1) return null;
  const pathPrefix = segments.length === 1 ? `/${segments[0]}` : "";
  return {
    baseUrl: `${url.protocol}//${url.host}${pathPrefix ? `/index.php${pathPrefix}` : ""}`,
    host: url.host,
    pathPrefix,
  };
}

const LOCALE = /^[a-z]{2,3}(?:[_-][A-Za-z]{2,4})?$/;
const PAGES = new Set(["index", "article", "issue", "about", "search", "announcement", "user", "login", "gateway"]);

/** The OJS page, operation and arguments of a path below a journal's base, or of the query-string form. */
export function ojsRoute(rest: string, query: URLSearchParams): string[] {
  if (query.has("page")) {
    return [query.get("page") ?? "index", query.get("op") ?? "index", ...query.getAll("path[]")];
  }
  const segments = rest
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  // OJS 3.5 puts the locale first in a multilingual journal: /index.php/jpk/en/article/view/12.
  if (segments[0] && LOCALE.test(segments[0]) && !PAGES.has(segments[0])) segments.shift();
  return segments;
}

async function articleTarget(link: LinkRow | undefined): Promise<string | null> {
  if (!link) return null;
  const address = await findArticleAddress(db(), link.localId);
  if (!address || address.articleNumber === null || address.volumeNumber === null) return null;
  if (address.status !== "published" && address.status !== "withdrawn") return null;
  return articlePath(address.shortName, address.volumeNumber, address.articleNumber);
}

async function galleyTarget(
  journalId: string,
  article: LinkRow,
  galleySegment: string | undefined,
  fileSegment: string | undefined,
): Promise<string | null> {
  const page = await articleTarget(article);
  if (!page) return null;
  // download/{article}/{galley}/{file} of a file an HTML galley shows (its image): that file, in
  // the galley's folder here (ADR 072).
  if (fileSegment) {
    const link = await findLink(db(), journalId, "galley_file", `${article.ojsId}:${fileSegment}`);
    const file = link?.articleId === article.localId ? await findGalleyFileRow(db(), link.localId) : undefined;
    if (file) return `${page}/galley/${file.galleyId}/${encodeURIComponent(file.fileName)}`;
  }
  let galley: LinkRow | undefined;
  if (galleySegment) {
    const candidate = await findLinkByBestId(db(), journalId, "galley", galleySegment);
    if (candidate?.articleId === article.localId) galley = candidate;
    // url_paths such as 'pdf' repeat from article to article: look among this article's.
    else galley = await findGalleyLinkByPath(db(), journalId, article.localId, galleySegment);
  }
  if (!galley && fileSegment) {
    const file = await findLink(db(), journalId, "file", `${article.ojsId}:${fileSegment}`);
    if (file?.articleId === article.localId) galley = file;
  }
  if (!galley && galleySegment) {
    // OJS 3.1 exports no galley ids: an article with one galley still has the right file.
    const only = await findSingleGalleyOf(db(), article.localId);
    if (only) return `${page}/galley/${only}`;
    return page;
  }
  return galley ? `${page}/galley/${galley.localId}` : page;
}

async function issueTarget(journalId: string, segment: string | undefined, pdf: boolean): Promise<string | null> {
  if (!segment) return null;
  const link = await findLinkByBestId(db(), journalId, "issue", segment);
  if (!link) return null;
  const issue = await findIssueAddress(db(), link.localId);
  if (!issue || issue.status !== "published") return null;
  const path = issuePath(issue.shortName, issue);
  return pdf ? `${path}/pdf` : path;
}

/** Where an OJS route of the journal lives now; null for what has no new home (then no redirect). */
export async function newLocationOf(
  journal: { id: string; shortName: string },
  route: string[],
): Promise<string | null> {
  const [page = "index", op = "index", ...args] = route;
  const home = journalPath(journal.shortName);
  if (page === "index") return home;
  if (page === "issue") {
    if (op === "index" || op === "current") {
      const current = await findCurrentIssueOf(db(), journal.id);
      return current ? issuePath(journal.shortName, current) : home;
    }
    if (op === "archive") return home;
    // view/{issue}/{issueGalley} is the issue's PDF; OJS 2's view/{issue}/showToc its contents.
    if (op === "view") return issueTarget(journal.id, args[0], args[1] !== undefined && args[1] !== "showToc");
    if (op === "download") return issueTarget(journal.id, args[0], true);
    return null;
  }
  if (page === "article") {
    const article = args[0] ? await findLinkByBestId(db(), journal.id, "article", args[0]) : undefined;
    if (!article) return null;
    // view/{article}/version/{publicationId}[/{galley}]: the platform keeps the current version.
    const rest = args[1] === "version" ? args.slice(3) : args.slice(1);
    // OJS 2 also had viewArticle (the landing page) and viewDownloadInterstitial (a galley's file).
    if (op === "view" || op === "viewArticle")
      return rest[0] ? galleyTarget(journal.id, article, rest[0], undefined) : articleTarget(article);
    if (op === "download" || op === "viewFile" || op === "viewDownloadInterstitial")
      return galleyTarget(journal.id, article, rest[0], rest[1]);
    if (op === "downloadSuppFile") return articleTarget(article);
    return null;
  }
  return null;
}

/** The 301's target for a request on an old base, or null when the request is not one. */
export async function resolveOldOjsUrl(url: URL): Promise<string | null> {
  const bases = await basesOf(url.host.toLowerCase());
  if (bases.length === 0) return null;
  let pathname = url.pathname;
  if (pathname === "/index.php" || pathname.startsWith("/index.php/")) pathname = pathname.slice("/index.php".length);
  for (const base of bases) {
    let rest: string;
    if (base.pathPrefix === "") {
      rest = pathname;
    } else if (pathname === base.pathPrefix || pathname.startsWith(`${base.pathPrefix}/`)) {
      rest = pathname.slice(base.pathPrefix.length);
    } else if (url.searchParams.get("journal") === base.pathPrefix.slice(1) && (pathname === "" || pathname === "/")) {
      rest = "";
    } else continue;
    const address = await findJournalById(db(), base.journalId);
    if (!address) return null;
    return newLocationOf(address, ojsRoute(rest, url.searchParams));
  }
  return null;
}
