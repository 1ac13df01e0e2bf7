import { ArrowUp } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * The scroll-to-top button: hidden until the page has scrolled 300 px (spec 9), which the reader
 * script watches (scroll-top.ts, `data-visible`). `className` may place it otherwise (the public
 * pages put it beside the assistant's button).
 */
export function ScrollToTop({ className }: { className?: string }) {
  return (
    <button
      type="button"
      data-scroll-top=""
      aria-label="Scroll to top"
      aria-hidden="true"
      tabIndex={-1}
      className={cn(
        "pointer-events-none fixed right-5 bottom-5 z-40 flex size-11 translate-y-4 items-center justify-center rounded-full bg-blue-700 text-white opacity-0 shadow-lg ring-1 ring-white/20 transition duration-300 hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none data-visible:pointer-events-auto data-visible:translate-y-0 data-visible:opacity-100 print:hidden",
        className,
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
