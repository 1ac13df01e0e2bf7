import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/utils";

export type TocItem = { id: string; label: string };

/** How far below the viewport top a heading counts as "reached" (sticky header plus scroll margin). */
const ACTIVE_LINE_PX = 120;

/** Highlights the last section whose top has passed under the header; plain anchor links work without it. */
function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(" ");
  useEffect(() => {
    const sectionIds = key.split(" ");
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined = sectionIds[0];
      for (const id of sectionIds) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= ACTIVE_LINE_PX) current = id;
      }
      // At the very bottom the last sections may never reach the line; the last one wins there.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = sectionIds[sectionIds.length - 1];
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

function TocLinks({ items, active }: { items: readonly TocItem[]; active?: string }) {
  return (
    <ol className="space-y-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            aria-current={active === item.id ? "location" : undefined}
            className={cn(
              "plain block rounded-md border-l-2 px-3 py-1.5 text-sm leading-5 transition-colors",
              active === item.id
                ? "border-blue-700 bg-blue-50 font-medium text-blue-800"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:bg-slate-50 hover:text-slate-900",
            )}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ol>
  );
}

type TableOfContentsProps = {
  items: readonly TocItem[];
  title?: string;
  /** Start expanded on phones (the /policies section menu is the page's main navigation). */
  openOnMobile?: boolean;
};

/**
 * Sticky sidebar list on wide screens, a collapsible box above the text on phones. Both are plain
 * anchor links, so the menu works before (and without) JavaScript.
 */
export function TableOfContents({ items, title = "On this page", openOnMobile = false }: TableOfContentsProps) {
  const active = useActiveSection(items.map((i) => i.id));
  return (
    <>
      <details
        open={openOnMobile}
        className="group mb-8 rounded-xl border border-slate-200 bg-slate-50/60 lg:hidden print:hidden"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          {title}
          <ChevronDown aria-hidden className="size-4 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label={title} className="border-t border-slate-200 px-2 py-2">
          <TocLinks items={items} active={active} />
        </nav>
      </details>
      <nav
        aria-label={title}
        className="sticky top-24 hidden max-h-[calc(100vh-7rem)] overflow-y-auto lg:block print:hidden"
      >
        <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{title}</p>
        <TocLinks items={items} active={active} />
      </nav>
    </>
  );
}
