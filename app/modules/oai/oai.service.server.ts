import { db, services } from "~/lib/services.server";
import { issueLabel } from "~/modules/articles/article-format";
import { articlePath } from "~/lib/paths";
import { jatsArticleElement } from "~/modules/jats/jats-xml";
import { creativeWorkStatus, jatsRelations, type NoticeLink } from "~/modules/articles/notice-links";
import { SITE_NAME } from "~/lib/seo";
import { isMetadataPrefix, parseOaiRequest, type OaiError, type OaiRequest, type Window } from "./oai-args";
import { decodeToken, encodeToken, type ResumptionState } from "./oai-token";
import {
  dublinCoreXml,
  errorsXml,
  headerXml,
  identifyXml,
  metadataFormatsXml,
  recordXml,
  RESPONSE_CLOSE,
  responseOpen,
  resumptionTokenXml,
  setsXml,
  sourceCitation,
} from "./oai-xml";
import {
  FETCH_CHUNK,
  IDENTIFIERS_PAGE_SIZE,
  METADATA_FORMATS,
  RECORDS_PAGE_SIZE,
  TOKEN_LIFETIME_MS,
  type MetadataPrefix,
} from "./oai.constants";
import {
  countRecords,
  findAuthorsOf,
  findEarliestDatestamp,
  findRecord,
  findRecordHeaders,
  findRecords,
  findSets,
  type AuthorRow,
  type HeaderRow,
  type RecordFilter,
  type RecordRow,
} from "./oai.repository.server";

export type OaiOptions = {
  now?: Date;
  /** Page sizes (tests page through small lists). */
  recordsPageSize?: number;
  identifiersPageSize?: number;
};

/** The response, as pieces of XML written one after another (a list page is streamed as it is read). */
export type OaiResponse = AsyncIterable<string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// What the oai-identifier schema accepts as a repository identifier (a domain name).
const REPOSITORY_IDENTIFIER = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

function repository() {
  const { publicUrl, EDITORIAL_EMAIL } = services().env;
  const host = new URL(publicUrl).hostname;
  return { publicUrl, baseUrl: `${publicUrl}/oai`, host, adminEmail: EDITORIAL_EMAIL };
}

/** The record identifier of an article: oai:{host}:article/{id}; the id never changes. */
export function oaiIdentifier(articleId: string, host = repository().host): string {
  return `oai:${host}:article/${articleId}`;
}

function articleIdOf(identifier: string, host: string): string | null {
  const prefix = `oai:${host}:article/`;
  if (!identifier.startsWith(prefix)) return null;
  const id = identifier.slice(prefix.length);
  return UUID.test(id) ? id : null;
}

async function* single(...parts: string[]): OaiResponse {
  yield parts.join("");
}

/** Answers one OAI-PMH 2.0 request (its arguments from the query string or the form body). */
export async function answerOaiRequest(params: URLSearchParams, options: OaiOptions = {}): Promise<OaiResponse> {
  const now = options.now ?? new Date();
  const repo = repository();
  const parsed = parseOaiRequest(params);
  if (!parsed.ok) return single(responseOpen(repo.baseUrl, now, null), errorsXml(parsed.errors), RESPONSE_CLOSE);
  const echoed = { verb: parsed.request.verb, ...parsed.args };
  const open = responseOpen(repo.baseUrl, now, echoed);
  const fail = (...errors: OaiError[]) => single(open, errorsXml(errors), RESPONSE_CLOSE);
  const request = parsed.request;

  switch (request.verb) {
    case "Identify": {
      const earliest = await findEarliestDatestamp(db());
      return single(
        open,
        identifyXml({
          repositoryName: SITE_NAME,
          baseUrl: repo.baseUrl,
          adminEmail: repo.adminEmail,
          earliestDatestamp: earliest ?? now.toISOString().replace(/\.\d{3}Z$/, "Z"),
          repositoryIdentifier: REPOSITORY_IDENTIFIER.test(repo.host) ? repo.host : null,
          sampleIdentifier: oaiIdentifier("00000000-0000-4000-8000-000000000000", repo.host),
        }),
        RESPONSE_CLOSE,
      );
    }
    case "ListMetadataFormats": {
      if (request.identifier !== null) {
        const id = articleIdOf(request.identifier, repo.host);
        if (!id || !(await findRecord(db(), id))) return fail(idDoesNotExist(request.identifier));
      }
      // Every record is disseminated in every format, so noMetadataFormats never applies.
      return single(open, metadataFormatsXml(), RESPONSE_CLOSE);
    }
    case "ListSets": {
      // All sets fit one response: a resumption token can only be one we never gave.
      if (request.resumptionToken !== null) return fail(badToken());
      const sets = await findSets(db());
      if (sets.length === 0) return fail({ code: "noSetHierarchy", message: "This repository has no sets." });
      return single(open, setsXml(sets), RESPONSE_CLOSE);
    }
    case "GetRecord": {
      if (!isMetadataPrefix(request.prefix)) return fail(cannotDisseminate(request.prefix));
      const id = articleIdOf(request.identifier, repo.host);
      const row = id ? await findRecord(db(), id) : undefined;
      if (!row) return fail(idDoesNotExist(request.identifier));
      const authors = await findAuthorsOf(db(), [row.id]);
      return single(open, `<GetRecord>${renderRecord(row, authors, request.prefix, repo)}</GetRecord>`, RESPONSE_CLOSE);
    }
    default:
      return listAnswer(request, open, fail, now, options, repo);
  }
}

const idDoesNotExist = (identifier: string): OaiError => ({
  code: "idDoesNotExist",
  message: `No record has the identifier '${identifier}'.`,
});
const cannotDisseminate = (prefix: string): OaiError => ({
  code: "cannotDisseminateFormat",
  message: `The metadata format '${prefix}' is not supported; use ${Object.keys(METADATA_FORMATS).join(" or ")}.`,
});
const badToken = (): OaiError => ({
  code: "badResumptionToken",
  message: "The resumption token is invalid or has expired.",
});
const noRecords = (): OaiError => ({ code: "noRecordsMatch", message: "No records match the request." });

type ListRequest = Extract<OaiRequest, { verb: "ListIdentifiers" | "ListRecords" }>;
type Repo = ReturnType<typeof repository>;

async function listAnswer(
  request: ListRequest,
  open: string,
  fail: (...errors: OaiError[]) => OaiResponse,
  now: Date,
  options: OaiOptions,
  repo: Repo,
): Promise<OaiResponse> {
  const pageSize =
    request.verb === "ListRecords"
      ? (options.recordsPageSize ?? RECORDS_PAGE_SIZE)
      : (options.identifiersPageSize ?? IDENTIFIERS_PAGE_SIZE);
  const sets = await findSets(db());

  let state: Omit<ResumptionState, "after" | "expires"> & { after: ResumptionState["after"] | null };
  if (request.resumptionToken !== null) {
    const token = decodeToken(request.resumptionToken);
    if (!token || token.verb !== request.verb || token.expires < now.getTime()) return fail(badToken());
    if (token.set !== null && !sets.some((s) => s.shortName === token.set)) return fail(badToken());
    state = token;
  } else {
    if (!isMetadataPrefix(request.prefix!)) return fail(cannotDisseminate(request.prefix!));
    const set = request.set;
    if (set !== null && !sets.some((s) => s.shortName === set)) return fail(noRecords());
    const window: Window = request.window;
    state = {
      verb: request.verb,
      prefix: request.prefix as MetadataPrefix,
      set,
      from: window.from?.toISOString() ?? null,
      before: window.before?.toISOString() ?? null,
      after: null,
      cursor: 0,
      completeListSize: 0,
    };
  }
  const filter: RecordFilter = {
    journalId: state.set === null ? null : sets.find((s) => s.shortName === state.set)!.id,
    from: state.from ? new Date(state.from) : null,
    before: state.before ? new Date(state.before) : null,
  };
  if (request.resumptionToken === null) {
    // Counted once, on the first page; later pages carry the figure in their token.
    state.completeListSize = await countRecords(db(), filter);
    if (state.completeListSize === 0) return fail(noRecords());
  }

  // The first rows are read before anything is sent: an empty list is an error, not an empty page.
  const fetch = (after: ResumptionState["after"] | null, limit: number) =>
    request.verb === "ListRecords"
      ? findRecords(db(), { ...filter, after }, limit)
      : findRecordHeaders(db(), { ...filter, after }, limit);
  const firstLimit = Math.min(FETCH_CHUNK, pageSize);
  const first = await fetch(state.after, firstLimit + 1);
  if (first.length === 0) return fail(noRecords());

  const resumed = request.resumptionToken !== null;
  const list = request.verb;
  const prefix = state.prefix;
  const start = state;
  return (async function* (): OaiResponse {
    yield `${open}<${list}>`;
    let rows: (HeaderRow | RecordRow)[] = first;
    let limit = firstLimit;
    let sent = 0;
    let more: boolean;
    for (;;) {
      const page = rows.slice(0, limit);
      const authors =
        list === "ListRecords"
          ? await findAuthorsOf(
              db(),
              page.map((r) => r.id),
            )
          : [];
      yield page
        .map((row) =>
          list === "ListRecords" ? renderRecord(row as RecordRow, authors, prefix, repo) : renderHeader(row, repo),
        )
        .join("");
      sent += page.length;
      const last = page[page.length - 1]!;
      start.after = { key: last.key, id: last.id };
      more = rows.length > limit;
      if (!more || sent >= pageSize) break;
      limit = Math.min(FETCH_CHUNK, pageSize - sent);
      rows = await fetch(start.after, limit + 1);
      if (rows.length === 0) {
        more = false;
        break;
      }
    }
    const token = more
      ? encodeToken({
          ...start,
          after: start.after!,
          cursor: start.cursor + sent,
          expires: now.getTime() + TOKEN_LIFETIME_MS,
        })
      : null;
    // A list that fits one response has no token element; a resumed list always ends with one.
    if (more || resumed) {
      yield resumptionTokenXml({
        token,
        expirationDate: token ? new Date(now.getTime() + TOKEN_LIFETIME_MS) : null,
        completeListSize: start.completeListSize,
        cursor: start.cursor,
      });
    }
    yield `</${list}>${RESPONSE_CLOSE}`;
  })();
}

function renderHeader(row: HeaderRow, repo: Repo): string {
  return headerXml({
    identifier: oaiIdentifier(row.id, repo.host),
    datestamp: row.datestamp,
    setSpec: row.shortName,
    deleted: row.status === "withdrawn",
  });
}

function renderRecord(row: RecordRow, allAuthors: AuthorRow[], prefix: MetadataPrefix, repo: Repo): string {
  const header = renderHeader(row, repo);
  if (row.status === "withdrawn") return recordXml(header, null);
  const authors = allAuthors.filter((a) => a.articleId === row.id);
  const url = `${repo.publicUrl}${articlePath(row.shortName, row.volumeNumber, row.articleNumber)}`;
  const issue = { volumeNumber: row.volumeNumber, issueNumber: row.issueNumber, type: row.issueType };
  // Notices about it, and a notice's article (ADR 066): JATS related-article, DC relations.
  const linkUrl = (link: NoticeLink) =>
    `${repo.publicUrl}${articlePath(row.shortName, link.volumeNumber, link.articleNumber)}`;
  const links = { notices: row.notices ?? [], updates: row.updates ?? [] };
  if (prefix === "jats") {
    const metadata = jatsArticleElement(
      {
        journal: {
          shortName: row.shortName,
          title: row.journalTitle,
          abbreviation: row.abbreviation,
          issn: row.issn,
          eissn: row.eissn,
          publisher: row.publisher,
        },
        article: { ...row, url },
        issue: { ...issue, isPublished: row.issuePublished },
        authors,
        related: jatsRelations(row, links, linkUrl),
        version: row.version,
      },
      { namespace: METADATA_FORMATS.jats.namespace },
    );
    return recordXml(header, metadata);
  }
  const year = row.publicationDate?.slice(0, 4) ?? null;
  return recordXml(
    header,
    dublinCoreXml({
      title: row.title,
      creators: authors.map((a) =>
        a.familyName?.trim() ? [a.familyName.trim(), a.givenName?.trim()].filter(Boolean).join(", ") : a.name,
      ),
      subjects: row.keywords.map((k) => k.trim()).filter(Boolean),
      description: row.abstract?.trim() || null,
      publisher: row.publisher,
      date: row.publicationDate,
      type: "info:eu-repo/semantics/article",
      url,
      doi: row.doi,
      language: row.language,
      license: row.license,
      relations: [...links.updates, ...links.notices].map((l) => (l.doi ? `https://doi.org/${l.doi}` : linkUrl(l))),
      status: creativeWorkStatus(links.notices),
      sources: [
        sourceCitation({
          journalTitle: row.journalTitle,
          volumeNumber: row.volumeNumber,
          issueLabel: row.issuePublished ? issueLabel(issue) : null,
          year,
          pageStart: row.pageStart,
          pageEnd: row.pageEnd,
        }),
        ...[row.issn, row.eissn].filter((x): x is string => !!x).map((issn) => `${issn}`),
      ],
    }),
  );
}
