import { ArrowRight, CalendarDays, FileText } from "lucide-react";
import { Link } from "~/components/link";
import { articleTypeListLabel, formatPublicationDate } from "~/modules/articles/article-format";
import type { ArticleListItem } from "~/modules/articles/articles.service.server";
import { RetractedBadge } from "~/modules/articles/components/retracted-badge";
import { articlePath } from "~/lib/paths";
import { drawnTheme } from "~/modules/journal-themes/contrast";
import { themeFor, type JournalTheme } from "~/modules/journals/journal-themes";
import { SectionHeading } from "./section-heading";

/** "A, B, C et al." for long author lists. */
function authorLine(names: string[]): string {
  if (names.length === 0) return "Author not available";
  return names.length > 3 ? `${names.slice(0, 3).join(", ")} et al.` : names.join(", ");
}

/** `themes`: the stored themes of the public journals by short name (the page has them already). */
export function RecentArticlesSection({
  articles,
  themes,
}: {
  articles: ArticleListItem[];
  themes: Record<string, JournalTheme>;
}) {
  return (
    <section aria-labelledby="recent-heading" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="recent-heading" eyebrow="Latest research" title="Recent Articles">
          <p>The newest articles published across our journals.</p>
        </SectionHeading>
        {articles.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <FileText className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-4 text-slate-600">No recent articles available.</p>
          </div>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {articles.map((article) => {
              // A journal not among the listed ones (inactive, still readable) is drawn as the public
              // pages draw every theme: readable at AA (drawnTheme).
              const theme = themes[article.journalShortName] ?? drawnTheme(themeFor(article.journalShortName));
              const date = formatPublicationDate(article.publicationDate, "short");
              return (
                <li key={article.id}>
                  <Link
                    to={articlePath(article.journalShortName, article.volumeNumber, article.articleNumber)}
                    className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 motion-reduce:hover:translate-y-0"
                  >
                    <span
                      className="h-1 w-12 rounded-full"
                      style={{ background: theme.gradients.accent }}
                      aria-hidden="true"
                    />
                    <div className="mt-4 flex flex-wrap items-center gap-2 text-xs">
                      <span
                        className="rounded-full px-2.5 py-0.5 font-semibold text-white"
                        style={{ background: theme.colors.primary }}
                      >
                        {articleTypeListLabel(article.articleType)}
                      </span>
                      {article.retracted ? <RetractedBadge /> : null}
                      {date ? (
                        <span className="inline-flex items-center gap-1 text-slate-500">
                          <CalendarDays className="size-3.5" aria-hidden="true" />
                          <time dateTime={article.publicationDate ?? undefined}>{date}</time>
                        </span>
                      ) : null}
                    </div>
                    <h3 className="mt-3 line-clamp-3 font-serif text-lg leading-snug font-semibold text-slate-900 group-hover:text-blue-800">
                      {article.title}
                    </h3>
                    <p className="mt-2 line-clamp-2 text-sm text-slate-600">{authorLine(article.authorNames)}</p>
                    <p className="mt-auto pt-4 text-sm font-medium" style={{ color: theme.colors.primary }}>
                      {article.journalTitle}
                    </p>
                    <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                      Read article
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-1"
                        aria-hidden="true"
                      />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
