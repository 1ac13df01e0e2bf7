import type * as React from "react";
import { cn } from "~/lib/utils";

export type DefinitionItem = {
  term: string;
  badge?: string;
  description: React.ReactNode;
};

/** Named options with an explanation each: review types, decisions, recommendations, licences. */
export function DefinitionCards({ items, className }: { items: readonly DefinitionItem[]; className?: string }) {
  return (
    <dl
      className={cn("divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white", className)}
    >
      {items.map((item) => (
        <div key={item.term} className="grid gap-1 px-4 py-3.5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4 sm:px-5">
          <dt className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
            {item.term}
            {item.badge ? (
              <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800 ring-1 ring-blue-200 ring-inset">
                {item.badge}
              </span>
            ) : null}
          </dt>
          <dd className="text-[15px] leading-6 text-slate-600">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
