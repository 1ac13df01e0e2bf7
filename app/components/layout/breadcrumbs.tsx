import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

/** The trail above a page: links for the ancestors, plain text for the current page (last). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-slate-600">
        {items.map((item, i) => (
          <Fragment key={`${i}-${item.label}`}>
            {i > 0 && <ChevronRight className="size-3.5" aria-hidden />}
            {item.to ? (
              <li>
                <Link to={item.to} className="hover:text-slate-900">
                  {item.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="font-medium text-slate-900">
                {item.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
