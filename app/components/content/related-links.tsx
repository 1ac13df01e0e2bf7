import { ArrowRight } from "lucide-react";
import { Link } from "../link";
import type { SitePage } from "~/content/site-pages";

/** "Related pages" cards closing every static page. */
export function RelatedLinks({ pages, title = "Related pages" }: { pages: readonly SitePage[]; title?: string }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="related-pages-title" className="border-t border-slate-200 bg-slate-50 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="related-pages-title" className="text-xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                <span className="flex items-center justify-between gap-3 font-semibold text-slate-900 group-hover:text-blue-800">
                  {page.title}
                  <ArrowRight
                    aria-hidden
                    className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-blue-700"
                  />
                </span>
                <span className="mt-1.5 text-sm leading-6 text-slate-600">{page.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
