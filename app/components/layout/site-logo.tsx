import { Link } from "../link";
import { cn } from "~/lib/utils";

/**
 * The site mark (public/favicon.svg) and the "Scholarly Press" wordmark, linking home. The link is
 * named by its visible words (WCAG 2.5.3, label in name) followed by "home" for screen readers.
 */
export function SiteLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className={cn("flex shrink-0 items-center gap-2.5", className)}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 rounded-lg shadow-sm" />
      <span className="flex flex-col leading-none">
        <span className={cn("font-serif text-lg font-bold tracking-tight", inverted ? "text-white" : "text-slate-900")}>
          Scholarly Press
        </span>{" "}
        <span
          className={cn(
            "mt-1 text-[10px] font-semibold uppercase tracking-[0.18em]",
            inverted ? "text-blue-200" : "text-blue-700 md:hidden lg:block",
          )}
        >
          Open Access Journals
        </span>
        <span className="sr-only">, home</span>
      </span>
    </Link>
  );
}
