// Public article queries (owned by the journal-page work).

export type ArticleListItem = {
  id: string;
  title: string;
  articleNumber: number;
  articleType: string;
  doi: string | null;
  publicationDate: string | null;
  viewCount: number;
  authorNames: string[];
  volumeNumber: number;
  issueNumber: number;
  issueType: "regular" | "special";
  journalShortName: string;
  journalTitle: string;
};

/** The newest published articles across all active journals (home page). */
export async function listRecentPublishedArticles(_limit: number): Promise<ArticleListItem[]> {
  return [];
}
