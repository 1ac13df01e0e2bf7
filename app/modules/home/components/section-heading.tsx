import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  action,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="max-w-2xl">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-blue-700">{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 font-serif text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {children ? <div className="mt-3 text-base leading-relaxed text-slate-600">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
