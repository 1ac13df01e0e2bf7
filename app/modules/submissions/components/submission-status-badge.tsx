import { cn } from "~/lib/utils";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "../submissions.constants";

const STATUS_CLASSES: Record<SubmissionStatus, string> = {
  submitted: "bg-blue-100 text-blue-800",
  under_review: "bg-amber-100 text-amber-800",
  revision_requested: "bg-orange-100 text-orange-800",
  accepted: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
  published: "bg-purple-100 text-purple-800",
};

/** A submission's status as a coloured pill ("Under Review"). */
export function SubmissionStatusBadge({ status, className }: { status: SubmissionStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        STATUS_CLASSES[status],
        className,
      )}
      data-status={status}
    >
      {SUBMISSION_STATUS_LABELS[status]}
    </span>
  );
}
