import { AlertOctagon, AlertTriangle, FileText, Info } from "lucide-react";
import { Link } from "~/components/link";
import { articlePath } from "~/lib/paths";
import { formatPublicationDate } from "../article-format";
import { isNotice, NOTICE_LABELS, noticeStateOf, type NoticeLink } from "../notice-links";

const STYLE = {
  retracted: {
    box: "border-red-300 bg-red-50 text-red-950",
    icon: AlertOctagon,
    iconClass: "text-red-700",
    heading: "This article has been retracted",
    body: "The journal has retracted this article. It stays available here for the scholarly record; its findings should not be relied on.",
  },
  concern: {
    box: "border-amber-300 bg-amber-50 text-amber-950",
    icon: AlertTriangle,
    iconClass: "text-amber-700",
    heading: "Expression of concern",
    body: "The journal has published an expression of concern about this article. Read it before relying on the article.",
  },
  corrected: {
    box: "border-sky-300 bg-sky-50 text-sky-950",
    icon: Info,
    iconClass: "text-sky-700",
    heading: "This article has been corrected",
    body: "The journal has published a correction to this article.",
  },
} as const;

/**
 * The banner of an article with notices (ADR 066): the gravest state ('This article has been
 * retracted'), then every notice with its date, linked. Rendered by the server, so crawlers read it.
 */
export function NoticeBanner({ shortName, notices }: { shortName: string; notices: readonly NoticeLink[] }) {
  const found = noticeStateOf(notices);
  if (!found) return null;
  const style = STYLE[found.state];
  const Icon = style.icon;
  return (
    <section aria-labelledby="notice-heading" className={`border-b ${style.box}`} data-notice-state={found.state}>
      <div className="mx-auto flex journal-width gap-3 px-4 py-5">
        <Icon className={`mt-0.5 size-5 shrink-0 ${style.iconClass}`} aria-hidden />
        <div className="min-w-0">
          <h2 id="notice-heading" className="font-serif text-lg font-semibold">
            {style.heading}
          </h2>
          <p className="mt-1 text-sm">{style.body}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {notices
              .filter((n) => isNotice(n.articleType))
              .map((n) => (
                <li key={n.id} className="break-words">
                  <Link
                    to={articlePath(shortName, n.volumeNumber, n.articleNumber)}
                    className="font-medium underline underline-offset-2"
                  >
                    {`${NOTICE_LABELS[n.articleType as keyof typeof NOTICE_LABELS]} notice`}
                  </Link>
                  {n.publicationDate ? `, ${formatPublicationDate(n.publicationDate)}` : ""}
                  {n.doi ? (
                    <>
                      {" · DOI "}
                      <span className="font-mono">{n.doi}</span>
                    </>
                  ) : null}
                </li>
              ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** On a notice's own page: which article it is about, linked. */
export function NoticeOf({ shortName, type, article }: { shortName: string; type: string; article: NoticeLink }) {
  if (!isNotice(type)) return null;
  return (
    <section aria-labelledby="notice-of-heading" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex journal-width gap-3 px-4 py-5 text-slate-900">
        <FileText className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden />
        <div className="min-w-0">
          <h2 id="notice-of-heading" className="font-serif text-lg font-semibold">
            {`${NOTICE_LABELS[type]} notice`}
          </h2>
          <p className="mt-1 break-words text-sm">
            {"This notice is about "}
            <Link
              to={articlePath(shortName, article.volumeNumber, article.articleNumber)}
              className="font-medium underline underline-offset-2"
            >
              {article.title}
            </Link>
            {article.doi ? (
              <>
                {" (DOI "}
                <span className="font-mono">{article.doi}</span>)
              </>
            ) : null}
            .
          </p>
        </div>
      </div>
    </section>
  );
}
