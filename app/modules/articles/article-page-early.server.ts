import { createContext, type RouterContextProvider } from "react-router";
import { getArticlePage, type ArticlePageData } from "./articles.public.service.server";

/**
 * An article page's statement, started by the HTTP layer when the request's turn to render comes,
 * before the HTTP application runs (ADRs 088 and 092): PostgreSQL answers it while the middlewares,
 * the routes and React Router's loaders run, work the page otherwise did before it asked. The
 * article's loader takes it if it asks for the same address, and asks anew otherwise, so nothing
 * but the time it starts changes: the same statement, the same errors.
 */
type EarlyArticlePage = { address: string; page: Promise<ArticlePageData> };

const earlyArticlePageContext = createContext<EarlyArticlePage | null>(null);

/**
 * The canonical article address (`articlePath`), its short name wider than the pattern new
 * journals get (`SHORT_NAME_PATTERN`); any other form only misses the early start, and goes through
 * the loader's redirects as before.
 */
const ARTICLE_PAGE = /^\/journal\/([a-z0-9-]{1,64})\/article\/(\d{1,9})\/(\d{1,9})$/;

/** The statement of a GET of an article page, started now; null for any other request. */
function started(method: string | undefined, pathname: string): EarlyArticlePage | null {
  if (method !== "GET") return null;
  const match = ARTICLE_PAGE.exec(pathname);
  if (!match) return null;
  const [, shortName, volume, articleNumber] = match as unknown as [string, string, string, string];
  const page = getArticlePage(shortName, volume, articleNumber);
  // The loader awaits it and handles its error; should the request end before its loader runs (a
  // middleware's answer), the rejection is not an unhandled one.
  page.catch(() => {});
  return { address: `${shortName}/${volume}/${articleNumber}`, page };
}

/** Statements started as a request's turn came, before the application saw it (ADR 092). */
const startedBefore = new WeakMap<object, EarlyArticlePage>();

/**
 * Starts the statement of a GET of an article page from Node's request (its method and target)
 * the moment its turn to render comes, before the HTTP application's middlewares and routes run
 * (ADR 092); `startArticlePage` then takes it for that request.
 */
export function startArticlePageBefore(request: object, method: string | undefined, target: string | undefined): void {
  // Every request the turn passes on comes here: the writes, at once.
  if (method !== "GET") return;
  const path = target ?? "";
  const query = path.indexOf("?");
  const early = started(method, query === -1 ? path : path.slice(0, query));
  if (early) startedBefore.set(request, early);
}

/**
 * Gives the router context the statement of a GET of an article page: the one started for
 * `request` before the application saw it, or one started now (nothing for any other request).
 */
export function startArticlePage(
  context: RouterContextProvider,
  method: string,
  pathname: string,
  request?: object,
): void {
  const early = (request && startedBefore.get(request)) || started(method, pathname);
  if (early) context.set(earlyArticlePageContext, early);
}

/** The article page's data: the statement started for this address, or a new one. */
export function articlePageData(
  context: Readonly<RouterContextProvider>,
  shortName: string,
  volume: string,
  articleNumber: string,
): Promise<ArticlePageData> {
  const early = context.get(earlyArticlePageContext);
  if (early?.address === `${shortName}/${volume}/${articleNumber}`) return early.page;
  return getArticlePage(shortName, volume, articleNumber);
}
