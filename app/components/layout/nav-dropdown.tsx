import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

type NavDropdownProps = {
  label: string;
  active?: boolean;
  /** Classes of the positioned panel wrapper (position, width). */
  panelClassName?: string;
  /** Classes of the <details> element ("relative" anchors the panel to the trigger). */
  className?: string;
  children: ReactNode;
};

/**
 * A header dropdown built on <details>, so it opens without scripts. With scripts (the reader
 * script's menus.ts, on every public page) it also opens on mouse hover, closes like a menu, and
 * only one header dropdown is open at a time.
 */
export function NavDropdown({ label, active = false, panelClassName, className, children }: NavDropdownProps) {
  return (
    <details data-menu="" data-nav-dropdown="" className={cn("group/dropdown", className)}>
      <summary
        className={cn(
          "flex h-16 cursor-pointer list-none items-center gap-1 px-2 text-sm whitespace-nowrap lg:px-3 font-medium transition-colors select-none hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600 [&::-webkit-details-marker]:hidden",
          active ? "text-blue-700" : "text-slate-700",
        )}
      >
        {label}
        <ChevronDown className="size-4 transition-transform group-open/dropdown:rotate-180" aria-hidden="true" />
      </summary>
      <div className={cn("absolute top-full z-50", panelClassName)}>
        <div className="overflow-hidden rounded-b-xl border border-slate-200 bg-white shadow-xl ring-1 ring-black/5">
          {children}
        </div>
      </div>
    </details>
  );
}
