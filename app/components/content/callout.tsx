import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

const tones = {
  info: {
    box: "border-blue-200 bg-blue-50/70",
    icon: "text-blue-700",
    title: "text-blue-950",
    Icon: Info,
  },
  success: {
    box: "border-emerald-200 bg-emerald-50/70",
    icon: "text-emerald-700",
    title: "text-emerald-950",
    Icon: CheckCircle2,
  },
  warning: {
    box: "border-amber-200 bg-amber-50/80",
    icon: "text-amber-700",
    title: "text-amber-950",
    Icon: AlertTriangle,
  },
} as const;

type CalloutProps = {
  tone?: keyof typeof tones;
  title?: string;
  className?: string;
  children: React.ReactNode;
};

/** A highlighted note for the one thing a reader must not miss in a section. */
export function Callout({ tone = "info", title, className, children }: CalloutProps) {
  const t = tones[tone];
  return (
    <aside className={cn("flex gap-3 rounded-xl border p-4 sm:p-5", t.box, className)}>
      <t.Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", t.icon)} />
      <div className="min-w-0 text-[15px] leading-6 text-slate-700 [&_a:not(.plain)]:font-medium [&_a:not(.plain)]:text-blue-700 [&_a:not(.plain)]:underline [&_a:not(.plain)]:underline-offset-2">
        {title ? <p className={cn("font-semibold", t.title)}>{title}</p> : null}
        <div className={cn(title && "mt-1", "space-y-2")}>{children}</div>
      </div>
    </aside>
  );
}
