import { createContext, type RouterContextProvider } from "react-router";
import { getArticlePage, type ArticlePageData } from "./articles.public.service.server";

/**
 * An article page's statement, started by the HTTP layer when the request's turn to render comes
 * (ADR 088): PostgreSQL answers it while React Router matches the routes and runs the layouts'
 * loaders, work the page otherwise did before it asked (the statement left 0.27-0.43 ms after the
 * request arrived, now 0.17-0.21 ms). The article's loader takes it if it asks for the same
 * address, and asks anew otherwise, so nothing but the time it starts changes: the same statement,
 * the same errors.
 */
type EarlyArticlePage = { address: string; page: Promise<ArticlePageData> };

const earlyArticlePageContext = createContext<EarlyArticlePage | null>(null);

/**
 * The canonical article address (`articlePath`), its short name wider than the pattern new
 * journals get (`SHORT_NAME_PATTERN`); any other form only misses the early start, and goes through
 * the loader's redirects as before.
 */
const ARTICLE_PAGE = /^\/journal\/([a-z0-9-]{1,64})\/article\/(\d{1,9})\/(\d{1,9})$/;

/** Starts the statement of a GET of an article page (nothing for any other request). */
export function startArticlePage(context: RouterContextProvider, method: string, pathname: string): void {
  if (method !== "GET") return;
  const match = ARTICLE_PAGE.exec(pathname);
  if (!match) return;
  const [, shortName, volume, articleNumber] = match as unknown as [string, string, string, string];
  const page = getArticlePage(shortName, volume, articleNumber);
  // The loader awaits it and handles its error; should the request end before its loader runs (a
  // middleware's answer), the rejection is not an unhandled one.
  page.catch(() => {});
  context.set(earlyArticlePageContext, { address: `${shortName}/${volume}/${articleNumber}`, page });
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
