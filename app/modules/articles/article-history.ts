// The article history's sentences: one per recorded event kind (articles/article-events.ts). The
// stored detail is read defensively, so an old or unexpected entry still reads as something sensible.
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from "./articles.desk.constants";

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const quoted = (value: unknown) => `“${text(value) || "a file"}”`;

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function statusText(value: unknown): string {
  return typeof value === "string" && value in ARTICLE_STATUS_LABELS
    ? ARTICLE_STATUS_LABELS[value as ArticleStatus]
    : text(value) || "unknown";
}

/** What happened, as a phrase that follows the actor's name ("published the article as No. 004"). */
export function describeArticleEvent(kind: string, detail: Record<string, unknown>): string {
  switch (kind) {
    case "created":
      return detail.fromSubmission ? "created the article from its accepted submission" : "created the article";
    case "published": {
      const n =
        typeof detail.articleNumber === "number" ? ` as No. ${String(detail.articleNumber).padStart(3, "0")}` : "";
      return `published the article${n}${detail.withIssue ? " with its issue" : ""}`;
    }
    case "withdrawn":
      return "withdrew the article";
    case "edited": {
      const fields = Array.isArray(detail.fields)
        ? detail.fields.filter((f): f is string => typeof f === "string")
        : [];
      return fields.length > 0 ? `edited the ${list(fields)}` : "edited the article";
    }
    case "status_changed":
      return `changed the status from ${statusText(detail.from)} to ${statusText(detail.to)}`;
    case "galley_added":
      return `uploaded the galley ${quoted(detail.fileName)}`;
    case "galley_replaced":
      return `replaced the galley ${quoted(detail.previousFileName)} with ${quoted(detail.fileName)}`;
    case "galley_deleted":
      return `deleted the galley ${quoted(detail.fileName)}`;
    case "galley_moved":
      return `moved the galley ${quoted(detail.fileName)} ${detail.direction === "up" ? "up" : "down"}`;
    case "galley_updated": {
      const parts: string[] = [];
      if ("label" in detail) parts.push(detail.label ? `labelled it “${text(detail.label)}”` : "cleared its label");
      if (detail.isPublic === true) parts.push("made it public");
      if (detail.isPublic === false) parts.push("made it not public (editors only)");
      return `changed the galley ${quoted(detail.fileName)}${parts.length > 0 ? `: ${list(parts)}` : ""}`;
    }
    case "notice_issued": {
      const label =
        { correction: "a correction", expression_of_concern: "an expression of concern", retraction: "a retraction" }[
          text(detail.type)
        ] ?? "a notice";
      const n =
        typeof detail.articleNumber === "number" ? ` (No. ${String(detail.articleNumber).padStart(3, "0")})` : "";
      return `issued ${label}${n} for the article`;
    }
    case "revised":
      return typeof detail.version === "number" ? `published version ${detail.version}` : "published a new version";
    default:
      return kind.replace(/_/g, " ");
  }
}

/** The withdrawal reason (shown under the entry), if the entry has one. */
export function eventReason(kind: string, detail: Record<string, unknown>): string | null {
  if (kind === "revised" && typeof detail.note === "string" && detail.note) return detail.note;
  return kind === "withdrawn" && typeof detail.reason === "string" && detail.reason ? detail.reason : null;
}
