import { Badge } from "~/components/ui/badge";
import { ISSUE_STATUS_LABELS, type IssueStatus } from "../issues.desk.constants";

const VARIANTS = {
  draft: "secondary",
  in_progress: "warning",
  review: "warning",
  published: "success",
  archived: "outline",
} as const satisfies Record<IssueStatus, string>;

/** The issue's status ('Under Review' for review, spec 002 section 3.5). */
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {ISSUE_STATUS_LABELS[status]}
    </Badge>
  );
}
