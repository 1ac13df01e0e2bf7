import { FileText, History } from "lucide-react";
import { Link } from "~/components/link";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { orHttpError } from "~/lib/http.server";
import { articlePath, journalPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { formatPublicationDate } from "~/modules/articles/article-format";
import { getArticleVersionPage } from "~/modules/articles/articles.versions.service.server";
import { galleyLabel, type GalleyKind } from "~/modules/articles/galley-kind";
import type { Route } from "./+types/article-version";

/**
 * An earlier version of a revised article (ADR 066), at its own address: what its page said then,
 * with its files, under a notice that names the current version. Not indexed: the article's own
 * page is the record.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await orHttpError(() =>
    getArticleVersionPage(params.shortName, params.volume, params.articleNumber, params.version),
  );
  return { ...page, noindex: true };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [{ title: "Version Not Found" }, { name: "robots", content: "noindex" }];
  return pageMeta(args, {
    title: `${data.version.title} (version ${data.version.version})`,
    description: data.version.abstract ?? data.version.title,
  });
}

export default function ArticleVersionPage({ loaderData }: Route.ComponentProps) {
  const { journal, article, version } = loaderData;
  const current = articlePath(journal.shortName, article.issue.volumeNumber, article.articleNumber);
  return (
    <main className="mx-auto journal-width px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: journal.title, short: journal.shortName.toUpperCase(), to: journalPath(journal.shortName) },
          { label: "Article", to: current },
          { label: `Version ${version.version}` },
        ]}
      />
      <section
        aria-labelledby="version-heading"
        className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <History className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div className="min-w-0">
          <h2 id="version-heading" className="font-semibold">
            {`This is version ${version.version} of this article, not the current one`}
          </h2>
          <p className="mt-1 text-sm">
            {`It was replaced on ${formatPublicationDate(new Date(version.supersededAt).toISOString().slice(0, 10))}. `}
            <Link to={current} className="font-medium underline underline-offset-2">
              {`Read the current version (version ${article.version})`}
            </Link>
            .
          </p>
        </div>
      </section>
      <article className="mt-6 space-y-6">
        <header>
          <Badge variant="secondary">{`Version ${version.version}`}</Badge>
          <h1 className="mt-3 font-serif text-2xl font-bold leading-tight text-slate-900 md:text-3xl">
            {version.title}
          </h1>
          <p className="mt-3 text-slate-700">{version.authors.map((a) => a.name).join(", ")}</p>
          {version.versionDate ? (
            <p className="mt-1 text-sm text-slate-600">{`Version of ${formatPublicationDate(version.versionDate)}`}</p>
          ) : null}
          {version.versionNote ? (
            <p className="mt-1 break-words text-sm text-slate-600">{version.versionNote}</p>
          ) : null}
        </header>
        {version.galleys.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Files of this version">
            {version.galleys.map((g) => (
              <li key={g.index}>
                <a
                  href={`${current}/version/${version.version}/file/${g.index}`}
                  className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
                >
                  <FileText className="size-4" aria-hidden />
                  {galleyLabel({ kind: g.kind as GalleyKind, label: g.label })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Abstract</CardTitle>
          </CardHeader>
          <CardContent>
            {version.abstract ? (
              <div className="space-y-3 leading-relaxed text-slate-800">
                {version.abstract.split(/\n{2,}/).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            ) : (
              <p className="text-slate-600">Abstract not available for this version.</p>
            )}
          </CardContent>
        </Card>
      </article>
    </main>
  );
}
