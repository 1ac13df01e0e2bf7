import type { LucideIcon } from "lucide-react";
import type * as React from "react";

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <Icon className="mx-auto size-10 text-slate-400" aria-hidden />
      <h3 className="mt-3 text-xl font-semibold text-slate-900">{title}</h3>
      {children ? <p className="mx-auto mt-2 max-w-lg text-slate-600">{children}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
