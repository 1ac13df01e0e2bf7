import { createContext, useContext } from "react";
import type { CurrentUser } from "./current-user";

/** An article page, as GET /api/session names it. */
export type ViewerArticleRef = { shortName: string; volume: string; articleNumber: string };

/** The personal parts of a public page (GET /api/session; see viewer.server.ts). */
export type Viewer = {
  user: Pick<CurrentUser, "name" | "email" | "roles"> | null;
  /** On an article page, for a signed-in reader: Email Author's recipient and the citation editor. */
  article:
    | (ViewerArticleRef & {
        recipient: { name: string; email: string | null } | null;
        canManageCitations: boolean;
      })
    | null;
};

/** Undefined until the browser has the answer (the server renders every public page this way). */
export const ViewerContext = createContext<Viewer | undefined>(undefined);

/** The reader of the page: undefined while unknown (server render, and until /api/session answered). */
export function useViewer(): Viewer | undefined {
  return useContext(ViewerContext);
}

/** The address of the reader's personal parts for a page: with the article's reference on an article page. */
export function viewerUrl(article: ViewerArticleRef | null): string {
  if (!article) return "/api/session";
  const query = new URLSearchParams({
    journal: article.shortName,
    volume: article.volume,
    article: article.articleNumber,
  });
  return `/api/session?${query}`;
}
