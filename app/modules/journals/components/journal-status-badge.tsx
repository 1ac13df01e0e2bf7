import { Badge } from "~/components/ui/badge";
import { JOURNAL_STATUS_LABELS, type JournalStatus } from "../journals.desk.constants";

const VARIANT = { active: "success", inactive: "secondary", archived: "warning" } as const;

export function JournalStatusBadge({ status }: { status: JournalStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {JOURNAL_STATUS_LABELS[status]}
    </Badge>
  );
}
