import { ChevronRight } from "lucide-react";
import { Link } from "../link";

export type Crumb = { label: string; to?: string };

/**
 * The trail above a page: links for the ancestors, plain text for the current page (last). One
 * line at every width: on a phone long labels are shortened with an ellipsis (the full label stays
 * in the title) instead of wrapping and leaving 'Home ›' alone on a line.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-3 text-sm whitespace-nowrap text-slate-600">
        {items.map((item, i) => (
          <li
            key={`${i}-${item.label}`}
            className={i === 0 ? "flex shrink-0 items-center" : "flex min-w-0 items-center"}
          >
            {i > 0 && <ChevronRight className="mr-1 size-3.5 shrink-0" aria-hidden />}
            {item.to ? (
              <Link to={item.to} title={item.label} className="truncate hover:text-slate-900">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" title={item.label} className="truncate font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
