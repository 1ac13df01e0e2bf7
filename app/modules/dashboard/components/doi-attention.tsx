import { AlertTriangle } from "lucide-react";
import type { DashboardHome } from "../dashboard.types";
import { NoticeStrip } from "./notice-strip";

const counted = (n: number, cap: number) => (n >= cap ? `${cap - 1}+` : String(n));

/**
 * The dashboard home's warning of DOIs that do not resolve yet: published articles whose DOI was
 * never sent to Crossref, and DOIs whose newest deposit failed, each linked to the DOIs screen.
 */
export function DoiAttention({ dois }: { dois: NonNullable<DashboardHome["dois"]> }) {
  const links = [];
  if (dois.failed > 0)
    links.push({
      to: "/dashboard/dois?status=failed",
      text: `${counted(dois.failed, dois.cap)} ${dois.failed === 1 ? "DOI deposit failed" : "DOI deposits failed"}`,
    });
  if (dois.notDeposited > 0)
    links.push({
      to: "/dashboard/dois?status=none",
      text: `${counted(dois.notDeposited, dois.cap)} ${dois.notDeposited === 1 ? "published DOI not deposited" : "published DOIs not deposited"}`,
    });
  return <NoticeStrip label="DOIs needing attention" icon={AlertTriangle} tone="amber" links={links} />;
}
