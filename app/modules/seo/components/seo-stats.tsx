import { FileSearch, Gauge, Layers, ListChecks } from "lucide-react";
import { CountCards, type CountCard } from "~/components/dashboard/count-cards";
import type { SeoStats } from "../seo.types";

const CARDS: readonly CountCard<keyof SeoStats>[] = [
  { key: "total", label: "Total Entries", icon: ListChecks, tone: "bg-blue-50 text-blue-700" },
  { key: "indexed", label: "Indexed", icon: FileSearch, tone: "bg-emerald-50 text-emerald-700" },
  { key: "highPriority", label: "High Priority", icon: Gauge, tone: "bg-amber-50 text-amber-700" },
  { key: "pageTypes", label: "Page Types", icon: Layers, tone: "bg-indigo-50 text-indigo-700" },
];

/** Total, indexed, high priority (0.8 or above) and page types, over every entry the user manages. */
export function SeoStatsCards({ stats }: { stats: SeoStats }) {
  return <CountCards label="Sitemap entry counts" cards={CARDS} counts={stats} />;
}
