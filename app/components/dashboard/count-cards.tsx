import type { LucideIcon } from "lucide-react";
import { Card } from "../ui/card";
import { formatCount } from "~/lib/format-count";

/** One count of a list screen's summary: `key` names the count and its `count-<key>` test id. */
export type CountCard<K extends string> = {
  key: K;
  label: string;
  icon: LucideIcon;
  /** Background and text colour of the icon's tile, e.g. "bg-blue-50 text-blue-700". */
  tone: string;
};

/**
 * The row of count cards above a dashboard list (two a row on phones, all in one row on wide
 * screens). The counts cover everything the user may list, whatever the filters.
 */
export function CountCards<K extends string>({
  label,
  cards,
  counts,
}: {
  /** The list's accessible name, e.g. "User counts". */
  label: string;
  cards: readonly CountCard<K>[];
  counts: Record<K, number>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label={label}>
      {cards.map(({ key, label: cardLabel, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex h-full items-center gap-3 p-4">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm leading-tight text-slate-600">{cardLabel}</p>
              <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`count-${key}`}>
                {formatCount(counts[key])}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
