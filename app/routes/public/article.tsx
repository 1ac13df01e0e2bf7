import { BadgeCheck, Calendar, ExternalLink, FileText, Unlock } from "lucide-react";
import { data, isRouteErrorResponse, redirect, type MetaDescriptor } from "react-router";
import { AppError } from "~/lib/errors";
import { ARTICLE_PAGE_CACHE_CONTROL } from "~/modules/page-cache/cache-policy";
import { Link } from "~/components/link";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { orHttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import {
  articleTypeLabel,
  articleTypeListLabel,
  formatPublicationDate,
  orcidUrl,
  pageRangeLabel,
  volumeIssueLabel,
} from "~/modules/articles/article-format";
import { resolveArticlePath } from "~/modules/articles/articles.public.service.server";
import { articlePageData } from "~/modules/articles/article-page-early.server";
import { CiteDialog } from "~/modules/articles/components/cite-dialog";
import { CitationMetrics } from "~/modules/articles/components/citation-metrics";
import { ReaderCitationMetrics } from "~/modules/articles/components/reader-citation-metrics";
import { EmailAuthorButton } from "~/modules/articles/components/email-author-button";
import { GalleyButtons } from "~/modules/articles/components/galley-buttons";
import { WithdrawalNotice } from "~/modules/articles/components/withdrawal-notice";
import { NoticeBanner, NoticeOf } from "~/modules/articles/components/notice-banner";
import { VersionHistory } from "~/modules/articles/components/version-history";
import { creativeWorkStatus, isNotice, noticeStateOf } from "~/modules/articles/notice-links";
import { ShareButtons } from "~/modules/articles/components/share-card";
import { UsageChart } from "~/modules/articles/components/usage-chart";
import { useViewer } from "~/modules/auth/viewer";
import { CC_BY_4_URL, journalMetaOf, scholarlyArticleMeta } from "~/modules/citations/scholarly-meta";
import { articlePath, articlePdfPath, issuePath, journalPath } from "~/lib/paths";
import { w3cDateTime } from "~/modules/sitemap/sitemap-xml";
import { ReferencesCard } from "~/modules/references/components/references-card";
import { citationReferenceContent } from "~/modules/references/reference-text";
import { USAGE_HEADER } from "~/modules/usage/usage.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/article";
import type { ViewerHandle } from "./layout";
import { JournalHeaderBand } from "~/modules/journal-themes/components/journal-header-band";
import { JournalThemeMain } from "~/modules/journal-themes/components/journal-theme-main";
import { useReaderRender, type ReaderPageHandle } from "~/modules/reader-pages/reader-pages";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  // /article/v/{id}, /article/{anything}/{id}: find the article and send readers to its canonical URL.
  if (!/^\d+$/.test(params.volume)) {
    throw redirect(await orHttpError(() => resolveArticlePath(params.shortName, params.articleNumber)), 301);
  }
  // The page is the same for every reader (the page cache serves it to all); what a signed-in
  // reader gets besides (Email Author's address, the citation editor) comes from GET /api/session.
  // Whether the SEO manager unindexed the page (pageMeta says noindex), asked at once: an address
  // that is not the canonical one is redirected whatever the answer.
  const [page, noindex] = await Promise.all([
    orHttpError(() =>
      articlePageData(context, params.shortName, params.volume, params.articleNumber).catch(async (err: unknown) => {
        // An article moved to another issue keeps its old address: its number is the journal's
        // own, so the address of another volume is sent on to where it is now (issue 38).
        if (!(err instanceof AppError) || err.status !== 404 || !/^\d{1,9}$/.test(params.articleNumber)) throw err;
        throw redirect(await resolveArticlePath(params.shortName, params.articleNumber), 301);
      }),
    ),
    isUnindexedPage(url.pathname),
  ]);
  const canonical = articlePath(page.journal.shortName, page.article.issue.volumeNumber, page.article.articleNumber);
  if (url.pathname !== canonical) throw redirect(canonical, 301);
  // The HTTP layer counts the view (COUNTER rules), also when the page comes from its cache.
  return data({ ...page, noindex }, { headers: { [USAGE_HEADER]: page.article.id } });
}

/** The reader's parts of the page (GET /api/session) are those of this article. */
export const handle: ViewerHandle & ReaderPageHandle = {
  readerPage: true,
  viewerArticle: (loaderData) => {
    const page = loaderData as Awaited<ReturnType<typeof loader>>["data"] | undefined;
    if (!page?.article) return null;
    return {
      shortName: page.journal.shortName,
      volume: String(page.article.issue.volumeNumber),
      articleNumber: String(page.article.articleNumber),
    };
  },
};

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const articleId = loaderHeaders.get(USAGE_HEADER);
  if (articleId) {
    headers.set(USAGE_HEADER, articleId);
    // The page shows counts that change without emptying the cache: kept minutes, not a day.
    headers.set("Cache-Control", ARTICLE_PAGE_CACHE_CONTROL);
  }
  return headers;
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [{ title: "Article Not Found" }, { name: "robots", content: "noindex" }];
  const { journal, article, authors, galleys, publicUrl, references, notices, updates } = data;
  const path = articlePath(journal.shortName, article.issue.volumeNumber, article.articleNumber);
  const urlOf = (link: { volumeNumber: number; articleNumber: number }) =>
    `${publicUrl}${articlePath(journal.shortName, link.volumeNumber, link.articleNumber)}`;
  const retracted = noticeStateOf(notices)?.state === "retracted";
  const hasPdf = galleys.some((g) => g.kind === "pdf");
  const html = galleys.find((g) => g.kind === "html");
  // The machine-readable record; a withdrawn article's is gone (410).
  const jats: MetaDescriptor[] =
    article.status === "withdrawn"
      ? []
      : [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/xml",
            title: "JATS XML",
            href: `${publicUrl}${path}/jats.xml`,
          },
        ];
  return pageMeta(args, {
    title:
      article.status === "withdrawn"
        ? `Withdrawn: ${article.title}`
        : retracted
          ? `RETRACTED: ${article.title}`
          : article.title,
    description: article.abstract ?? `${article.title}. ${journal.title}.`,
    path,
    type: "article",
    extra: [
      ...jats,
      ...scholarlyArticleMeta({
        url: `${publicUrl}${path}`,
        pdfUrl: hasPdf
          ? `${publicUrl}${articlePdfPath(journal.shortName, article.issue.volumeNumber, article.articleNumber)}`
          : null,
        fullTextHtmlUrl: html ? `${publicUrl}${path}/galley/${html.id}` : null,
        title: article.title,
        abstract: article.abstract,
        keywords: article.keywords,
        language: article.language,
        doi: article.doi,
        publicationDate: article.publicationDate,
        // To the second, as the sitemap's lastmod writes it, so both read the same instant.
        dateModified: w3cDateTime(new Date(article.contentModifiedAt)),
        pageStart: article.pageStart,
        pageEnd: article.pageEnd,
        authors,
        issue: { ...article.issue, url: `${publicUrl}${issuePath(journal.shortName, article.issue)}` },
        journal: journalMetaOf(journal, publicUrl),
        status: creativeWorkStatus(notices),
        notices: notices.map((n) => ({ url: urlOf(n), title: n.title, datePublished: n.publicationDate })),
        about: updates[0] ? { url: urlOf(updates[0]), title: updates[0].title } : null,
        version: article.version,
      }),
      // Google Scholar's reference list: one tag per reference.
      ...references.map((r) => ({ name: "citation_reference", content: citationReferenceContent(r) })),
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const {
    journal,
    article,
    authors,
    galleys,
    related,
    monthlyUsage,
    publicUrl,
    references,
    notices,
    updates,
    versions,
  } = loaderData;
  const noticeState = noticeStateOf(notices)?.state ?? null;
  // Filled in by the browser for a signed-in reader (undefined until known, null for a visitor).
  const viewer = useViewer();
  const reader = useReaderRender();
  const mine =
    viewer?.article?.articleNumber === String(article.articleNumber) &&
    viewer.article.shortName === journal.shortName &&
    viewer.article.volume === String(article.issue.volumeNumber)
      ? viewer.article
      : null;
  const path = articlePath(journal.shortName, article.issue.volumeNumber, article.articleNumber);
  const pages = pageRangeLabel(article.pageStart, article.pageEnd);
  const affiliationList = [...new Set(authors.map((a) => a.affiliation).filter((a): a is string => !!a))];
  // Published online first: its issue is not public yet, so there is no issue page to link to.
  const issueLink = article.issue.isPublished ? issuePath(journal.shortName, article.issue) : null;
  const issueLabel = article.issue.isPublished ? volumeIssueLabel(article.issue) : "Online First";

  return (
    <JournalThemeMain theme={journal.theme}>
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: journal.title, short: journal.shortName.toUpperCase(), to: journalPath(journal.shortName) },
          issueLink ? { label: issueLabel, to: issueLink } : { label: issueLabel },
          { label: "Article" },
        ]}
      />

      <JournalHeaderBand theme={journal.theme}>
        <div className="mx-auto journal-width px-4 py-10 md:py-14">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="onDark">{articleTypeLabel(article.articleType)}</Badge>
            {noticeState === "retracted" ? (
              <Badge className="border-transparent bg-red-700 text-white">Retracted</Badge>
            ) : null}
            <Badge variant="onDark">
              <Unlock className="size-3" aria-hidden /> Open Access
            </Badge>
            {article.doi && (
              <a
                href={`https://doi.org/${article.doi}`}
                className="text-sm text-white/90 underline-offset-2 hover:underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                DOI: <span className="font-mono">{article.doi}</span>
              </a>
            )}
          </div>
          <h1 className="mt-4 max-w-5xl font-serif text-2xl font-bold leading-tight md:text-4xl">{article.title}</h1>
          <p className="mt-4 text-base text-white/95 md:text-lg">
            {authors.map((a) => a.name).join(", ") || "Author not available"}
          </p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-white/85">
            {article.publicationDate && (
              <div className="flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden />
                {/* The term is said once: the visible word beside the value is not read out again. */}
                <dt className="sr-only">Published</dt>
                <dd>
                  <span aria-hidden="true">Published </span>
                  {formatPublicationDate(article.publicationDate)}
                </dd>
              </div>
            )}
            <div>
              <dt className="sr-only">Volume and issue</dt>
              <dd>
                {issueLink ? (
                  <Link to={issueLink} className="hover:underline">
                    {issueLabel}
                  </Link>
                ) : (
                  `Online First · Volume ${article.issue.volumeNumber}`
                )}
              </dd>
            </div>
            {pages && (
              <div>
                <dt className="sr-only">Pages</dt>
                <dd>
                  <span aria-hidden="true">Pages </span>
                  {pages}
                </dd>
              </div>
            )}
          </dl>
          <div className="mt-6 flex flex-wrap gap-2">
            <GalleyButtons basePath={path} galleys={galleys} />
            {/* Keyed by the article: after a client navigation its references are fetched anew (the
                reader script fills the dialog in, outside React). */}
            <CiteDialog key={path} basePath={path} />
            <EmailAuthorButton title={article.title} signedIn={!!viewer?.user} recipient={mine?.recipient ?? null} />
          </div>
        </div>
      </JournalHeaderBand>

      {article.status === "withdrawn" && (
        <WithdrawalNotice withdrawnAt={article.withdrawnAt} reason={article.withdrawalReason} />
      )}
      <NoticeBanner shortName={journal.shortName} notices={notices} />
      {updates[0] ? <NoticeOf shortName={journal.shortName} type={article.articleType} article={updates[0]} /> : null}

      <div className="mx-auto grid journal-width gap-6 px-4 py-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Authors &amp; Affiliations</CardTitle>
            </CardHeader>
            <CardContent>
              {authors.length === 0 ? (
                <p className="text-slate-600">Author not available</p>
              ) : (
                <ul className="space-y-3">
                  {authors.map((a) => {
                    const n = a.affiliation ? affiliationList.indexOf(a.affiliation) + 1 : 0;
                    return (
                      <li key={`${a.name}-${n}`} className="flex flex-wrap items-baseline gap-x-2">
                        <span className="font-medium text-slate-900">{a.name}</span>
                        {n > 0 && <sup className="text-xs text-slate-500">{n}</sup>}
                        {a.isCorresponding && <Badge variant="secondary">Corresponding author</Badge>}
                        {a.orcid && (
                          <a
                            href={orcidUrl(a.orcid)}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1 text-sm text-emerald-700 hover:underline"
                          >
                            <BadgeCheck className="size-4" aria-hidden /> ORCID{" "}
                            {a.orcid.replace(/^https?:\/\/(www\.)?orcid\.org\//, "")}
                          </a>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {affiliationList.length > 0 && (
                <ol className="mt-4 space-y-1 border-t border-slate-100 pt-4 text-sm text-slate-600">
                  {affiliationList.map((aff, i) => (
                    <li key={aff}>
                      <sup className="mr-1">{i + 1}</sup>
                      {aff}
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{isNotice(article.articleType) ? "Notice" : "Abstract"}</CardTitle>
            </CardHeader>
            <CardContent>
              {article.abstract ? (
                <div className="space-y-3 leading-relaxed text-slate-800">
                  {article.abstract.split(/\n{2,}/).map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              ) : (
                <p className="text-slate-600">Abstract not available for this article.</p>
              )}
            </CardContent>
          </Card>

          {article.keywords.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Keywords</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                {article.keywords.map((k) => (
                  <Badge key={k} variant="outline" className="text-sm font-medium">
                    {k}
                  </Badge>
                ))}
              </CardContent>
            </Card>
          )}

          <ReferencesCard references={references} />

          <VersionHistory
            basePath={path}
            current={{ version: article.version, versionDate: article.versionDate, versionNote: article.versionNote }}
            earlier={versions}
          />

          <Card>
            <CardHeader>
              <CardTitle>Monthly Download Statistics</CardTitle>
            </CardHeader>
            <CardContent>
              <UsageChart points={monthlyUsage} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Related Articles</CardTitle>
            </CardHeader>
            <CardContent>
              {related.length === 0 ? (
                <p className="text-slate-600">No other articles in this issue.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {related.map((r) => (
                    <li key={r.id} className="py-3">
                      <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                        {articleTypeListLabel(r.articleType)}
                      </span>
                      <Link
                        to={articlePath(journal.shortName, article.issue.volumeNumber, r.articleNumber)}
                        className="block font-medium text-blue-800 hover:underline"
                      >
                        {r.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>

        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Citation Metrics</CardTitle>
            </CardHeader>
            <CardContent>
              {reader ? (
                <ReaderCitationMetrics basePath={path} counts={article} />
              ) : (
                // Keyed by the article: a client navigation to another article starts with no loaded lists.
                <CitationMetrics
                  key={path}
                  basePath={path}
                  counts={article}
                  usage={monthlyUsage}
                  canManage={mine?.canManageCitations ?? false}
                />
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Article Information</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                {(
                  [
                    ["Received", formatPublicationDate(article.submissionDate)],
                    ["Revised", formatPublicationDate(article.revisedDate)],
                    ["Accepted", formatPublicationDate(article.acceptanceDate)],
                    ["Published", formatPublicationDate(article.publicationDate)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="text-right font-medium">{value ?? "Not available"}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">DOI</dt>
                  <dd className="break-all text-right font-medium">
                    {article.doi ? (
                      <a
                        href={`https://doi.org/${article.doi}`}
                        className="text-blue-800 hover:underline"
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {article.doi}
                      </a>
                    ) : (
                      "Not assigned"
                    )}
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 text-sm">
                <a href={`${path}/cite/bibtex`} className="text-blue-800 hover:underline">
                  BibTeX
                </a>
                <span className="text-slate-300">|</span>
                <a href={`${path}/cite/ris`} className="text-blue-800 hover:underline">
                  RIS
                </a>
                {article.status !== "withdrawn" && (
                  <>
                    <span className="text-slate-300">|</span>
                    <a href={`${path}/jats.xml`} type="application/xml" className="text-blue-800 hover:underline">
                      JATS XML
                    </a>
                  </>
                )}
                {galleys.some((g) => g.kind === "pdf") && (
                  <>
                    <span className="text-slate-300">|</span>
                    <a
                      href={articlePdfPath(journal.shortName, article.issue.volumeNumber, article.articleNumber)}
                      className="inline-flex items-center gap-1 text-blue-800 hover:underline"
                    >
                      <FileText className="size-3.5" aria-hidden /> PDF
                    </a>
                  </>
                )}
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Share</CardTitle>
            </CardHeader>
            <CardContent>
              <ShareButtons url={`${publicUrl}${path}`} title={article.title} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>License</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-slate-700">
              <p>
                This article is published under the{" "}
                <a
                  rel="license"
                  href={CC_BY_4_URL}
                  className="font-medium text-blue-800 underline underline-offset-2 hover:decoration-2"
                  target="_blank"
                >
                  Creative Commons Attribution 4.0 International License (CC BY 4.0)
                </a>
                . You may share and adapt it for any purpose, provided the original work is properly cited.
              </p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </JournalThemeMain>
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">
        {notFound ? "Article Not Found" : "Failed to load article data"}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "The article you are looking for does not exist or is not published."
          : "Something went wrong. Please try again."}
      </p>
      <Button asChild className="mt-6">
        <Link to={params.shortName ? journalPath(params.shortName) : "/"}>
          <ExternalLink className="rotate-180" /> Back to Journal
        </Link>
      </Button>
    </main>
  );
}
