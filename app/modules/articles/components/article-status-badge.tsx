import { cn } from "~/lib/utils";
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from "../articles.desk.constants";

const STATUS_CLASSES: Record<ArticleStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  submitted: "bg-blue-100 text-blue-800",
  published: "bg-emerald-100 text-emerald-800",
  withdrawn: "bg-red-100 text-red-800",
};

/** An article's status as a coloured pill. */
export function ArticleStatusBadge({ status, className }: { status: ArticleStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        STATUS_CLASSES[status],
        className,
      )}
      data-status={status}
    >
      {ARTICLE_STATUS_LABELS[status]}
    </span>
  );
}
