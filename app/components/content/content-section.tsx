import type * as React from "react";
import { cn } from "~/lib/utils";
import { proseClass } from "./prose";

type ContentSectionProps = {
  /** Anchor id; the table of contents links to `#id`. */
  id: string;
  title: string;
  /** Short line under the heading. */
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** One titled section of a policy page; `scroll-mt` keeps the heading clear of the sticky header. */
export function ContentSection({ id, title, intro, className, children }: ContentSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "scroll-mt-24 border-t border-slate-200 py-10 first:border-t-0 first:pt-0 print:break-inside-avoid-page print:py-6",
        className,
      )}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.7rem]">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-base text-slate-500">{intro}</p> : null}
      <div className={cn(proseClass, "mt-5")}>{children}</div>
    </section>
  );
}
