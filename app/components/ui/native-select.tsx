import type * as React from "react";
import { cn } from "~/lib/utils";

/** A native select styled like the Input primitive: works without scripts and on every phone. */
export function NativeSelect({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
