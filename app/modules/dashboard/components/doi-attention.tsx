import { AlertTriangle } from "lucide-react";
import { Link } from "~/components/link";
import type { DashboardHome } from "../dashboard.types";

const counted = (n: number, cap: number) => (n >= cap ? `${cap - 1}+` : String(n));

/**
 * The dashboard home's warning of DOIs that do not resolve yet: published articles whose DOI was
 * never sent to Crossref, and DOIs whose newest deposit failed, each linked to the DOIs screen.
 */
export function DoiAttention({ dois }: { dois: NonNullable<DashboardHome["dois"]> }) {
  return (
    <section
      aria-label="DOIs needing attention"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:gap-4"
    >
      <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <ul className="flex flex-1 flex-col gap-1 sm:flex-row sm:gap-6">
        {dois.failed > 0 ? (
          <li>
            <Link to="/dashboard/dois?status=failed" className="font-medium underline underline-offset-2">
              {counted(dois.failed, dois.cap)} {dois.failed === 1 ? "DOI deposit failed" : "DOI deposits failed"}
            </Link>
          </li>
        ) : null}
        {dois.notDeposited > 0 ? (
          <li>
            <Link to="/dashboard/dois?status=none" className="font-medium underline underline-offset-2">
              {counted(dois.notDeposited, dois.cap)}{" "}
              {dois.notDeposited === 1 ? "published DOI not deposited" : "published DOIs not deposited"}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
