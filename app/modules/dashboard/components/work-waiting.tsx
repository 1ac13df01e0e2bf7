import { ClipboardCheck } from "lucide-react";
import { formatCount } from "~/lib/format-count";
import type { DashboardHome } from "../dashboard.types";
import { NoticeStrip } from "./notice-strip";

/**
 * What waits for the signed-in user themself on the dashboard home: reviews to answer or write
 * (Reviews), copyediting or production assignments under way and revisions the editor asked of
 * their own submissions (Submissions). The counts below it
 * are the scope's submissions, which a reviewer or a copyeditor is not the author of.
 */
export function WorkWaiting({ waiting }: { waiting: NonNullable<DashboardHome["waiting"]> }) {
  const links = [];
  if (waiting.reviews > 0)
    links.push({
      to: "/dashboard/reviews",
      text: `${formatCount(waiting.reviews)} ${waiting.reviews === 1 ? "review" : "reviews"} waiting for you`,
    });
  if (waiting.stages > 0)
    links.push({
      to: "/dashboard/submissions",
      text: `${formatCount(waiting.stages)} copyediting or production ${waiting.stages === 1 ? "assignment" : "assignments"} under way`,
    });
  if (waiting.revisions > 0)
    links.push({
      to: "/dashboard/submissions?status=revision_requested",
      text: `${formatCount(waiting.revisions)} ${waiting.revisions === 1 ? "revision" : "revisions"} to send`,
    });
  return <NoticeStrip label="Waiting for you" icon={ClipboardCheck} tone="blue" links={links} />;
}
