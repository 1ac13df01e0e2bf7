import { ArrowLeft, ArrowRight, TriangleAlert, Users } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { AppError } from "~/lib/errors";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { BoardResponsibilities, JoinEditorialBoard } from "~/modules/editorial-board/components/board-static-sections";
import { BoardStatsRow } from "~/modules/editorial-board/components/board-stats";
import { BoardComingSoon, MemberCard } from "~/modules/editorial-board/components/member-card";
import { getEditorialBoardPage } from "~/modules/editorial-board/editorial-board.service.server";
import { journalPath } from "~/lib/paths";
import { drawnTheme } from "~/modules/journal-themes/contrast";
import { FIXED_THEMES } from "~/modules/journals/journal-themes";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/editorial-board";

export async function loader({ url }: Route.LoaderArgs) {
  const shortName = url.searchParams.get("journal");
  try {
    const [page, noindex] = await Promise.all([getEditorialBoardPage(shortName), isUnindexedPage(url.pathname)]);
    return { ...page, noindex };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

/** All journals at once: the site's own look, the bjps theme as it always was, drawn as the journals' are. */
const ALL_JOURNALS_THEME = drawnTheme(FIXED_THEMES.bjps);

export function meta(args: Route.MetaArgs) {
  const journal = args.loaderData?.journal;
  return pageMeta(args, {
    title: journal ? `Editorial Board | ${journal.title}` : "Editorial Board",
    description: journal
      ? `Meet the editorial board of ${journal.title}: the editors and experts who oversee peer review and publication.`
      : "Meet the editorial boards of our journals: the editors and experts who oversee peer review and publication.",
    path: journal ? `/editorial-board?journal=${journal.shortName}` : "/editorial-board",
  });
}

export default function EditorialBoardPage({ loaderData }: Route.ComponentProps) {
  const { journals, journal, members, stats } = loaderData;
  const theme = journal?.theme ?? ALL_JOURNALS_THEME;
  return (
    <main>
      <section className="text-white" style={{ background: theme.gradients.hero }}>
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-white/90">
            <Users className="size-4" aria-hidden /> Editorial Board
          </p>
          <h1 className="mt-3 font-serif text-3xl font-bold sm:text-4xl lg:text-5xl">
            {journal ? journal.title : "Editorial Board"}
          </h1>
          <p className="mt-3 max-w-3xl text-white/85">
            Distinguished researchers and practitioners who guide the journal&apos;s scope, oversee peer review and
            safeguard publication ethics.
          </p>
          {journal ? (
            <Link
              to={journalPath(journal.shortName)}
              className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-white underline underline-offset-4 hover:text-white/80"
            >
              Visit the journal home <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : null}
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
        {journals.length > 1 ? (
          <nav aria-label="Choose a journal">
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {journals.map((j) => {
                const selected = j.shortName === journal?.shortName;
                return (
                  <li key={j.shortName} className="shrink-0">
                    <Link
                      to={`/editorial-board?journal=${encodeURIComponent(j.shortName)}`}
                      preventScrollReset
                      aria-current={selected ? "page" : undefined}
                      title={j.title}
                      className={cn(
                        "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold uppercase transition-colors",
                        selected
                          ? "border-transparent text-white"
                          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                      )}
                      style={selected ? { background: theme.colors.primary } : undefined}
                    >
                      {j.shortName}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}

        <BoardStatsRow stats={stats} accentColor={theme.colors.primary} />

        <section aria-labelledby="members-heading">
          <h2 id="members-heading" className="text-2xl font-bold text-slate-900">
            Board Members
          </h2>
          <div className="mt-6">
            {members.length ? (
              <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {members.map((m) => (
                  <MemberCard key={m.id} member={m} gradient={theme.gradients.card} roleColor={theme.colors.primary} />
                ))}
              </div>
            ) : (
              <BoardComingSoon journalTitle={journal?.title} />
            )}
          </div>
        </section>

        <BoardResponsibilities reviewType={journal?.reviewType ?? null} />
        <JoinEditorialBoard gradient={theme.gradients.hero} accentColor={theme.colors.primary} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert className="size-12 text-amber-500" aria-hidden />
      <h1 className="mt-4 font-serif text-3xl font-bold text-slate-900">
        {notFound ? "Journal Not Found" : "Error Loading Editorial Board"}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "The journal you are looking for does not exist or is not available."
          : "We couldn't load the editorial board information. Please try again later."}
      </p>
      {notFound ? (
        <Button asChild className="mt-8">
          <Link to="/editorial-board">
            <ArrowLeft aria-hidden /> All Editorial Boards
          </Link>
        </Button>
      ) : null}
    </main>
  );
}
