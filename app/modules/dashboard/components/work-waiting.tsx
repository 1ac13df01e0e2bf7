import { ClipboardCheck } from "lucide-react";
import { Link } from "~/components/link";
import { formatCount } from "~/lib/format-count";
import type { DashboardHome } from "../dashboard.types";

/**
 * What waits for the signed-in user themself on the dashboard home: reviews to answer or write
 * (Reviews) and copyediting or production assignments under way (Submissions). The counts above it
 * are the scope's submissions, which a reviewer or a copyeditor is not the author of.
 */
export function WorkWaiting({ waiting }: { waiting: NonNullable<DashboardHome["waiting"]> }) {
  return (
    <section
      aria-label="Waiting for you"
      className="flex flex-col gap-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950 sm:flex-row sm:items-center sm:gap-4"
    >
      <ClipboardCheck className="size-5 shrink-0 text-blue-700" aria-hidden="true" />
      <ul className="flex flex-1 flex-col gap-1 sm:flex-row sm:gap-6">
        {waiting.reviews > 0 ? (
          <li>
            <Link to="/dashboard/reviews" className="font-medium underline underline-offset-2">
              {formatCount(waiting.reviews)} {waiting.reviews === 1 ? "review" : "reviews"} waiting for you
            </Link>
          </li>
        ) : null}
        {waiting.stages > 0 ? (
          <li>
            <Link to="/dashboard/submissions" className="font-medium underline underline-offset-2">
              {formatCount(waiting.stages)} copyediting or production{" "}
              {waiting.stages === 1 ? "assignment" : "assignments"} under way
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
