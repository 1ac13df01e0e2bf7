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
        // A <dl> group holds only <dt> and <dd>: the icon is part of the term, and a subgrid puts
        // it beside the value (shown first) and the label under it.
        <div
          key={label}
          className="grid grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_auto] items-center gap-x-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <dt className="col-[1/3] row-[1/3] grid grid-cols-subgrid grid-rows-subgrid">
            <span
              aria-hidden="true"
              className="row-span-2 flex size-12 shrink-0 items-center justify-center rounded-xl bg-slate-100"
              style={{ color: accentColor }}
            >
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="col-start-2 row-start-2 self-start text-sm text-slate-600">{label}</span>
          </dt>
          <dd className="col-start-2 row-start-1 self-end text-3xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
