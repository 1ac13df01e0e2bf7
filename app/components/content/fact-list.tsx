import type * as React from "react";
import { cn } from "~/lib/utils";

export type Fact = {
  label: string;
  value: React.ReactNode;
  note?: React.ReactNode;
};

type FactListProps = {
  facts: readonly Fact[];
  /** Columns from the small breakpoint up; one column on phones. */
  columns?: 2 | 3;
  className?: string;
};

/** Key figures (timelines, fees, limits) as a grid of label / value cards. */
export function FactList({ facts, columns = 2, className }: FactListProps) {
  return (
    <dl className={cn("grid gap-3", columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:shadow-none">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{fact.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{fact.value}</dd>
          {fact.note ? <dd className="mt-1 text-sm leading-6 text-slate-600">{fact.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
