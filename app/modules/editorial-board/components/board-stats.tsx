import { Building2, Lightbulb, Users } from "lucide-react";
import type { BoardStats } from "../editorial-board.service.server";

export function BoardStatsRow({ stats, accentColor }: { stats: BoardStats; accentColor: string }) {
  const items = [
    { label: "Institutions Represented", value: stats.institutions, icon: Building2 },
    { label: "Board Members", value: stats.members, icon: Users },
    { label: "Areas of Expertise", value: stats.expertiseTags, icon: Lightbulb },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-slate-100"
            style={{ color: accentColor }}
          >
            <Icon className="size-6" aria-hidden />
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-3xl font-bold text-slate-900">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
