import { ChevronRight } from "lucide-react";
import { Link } from "../link";

/** `short`: what a phone shows instead of a long label (a journal's short name for its title). */
export type Crumb = { label: string; short?: string; to?: string };

/** A crumb's words: on a phone its short form when it has one, the label from tablets up. */
function CrumbText({ item }: { item: Crumb }) {
  if (!item.short) return item.label;
  return (
    <>
      <span className="sm:hidden">{item.short}</span>
      <span className="hidden sm:inline">{item.label}</span>
    </>
  );
}

/**
 * The trail above a page: links for the ancestors, plain text for the current page (last). One
 * line at every width: on a phone a crumb with a short form shows it (an article's trail at 360 px
 * was cut to 'Frontier Journal of Phar… › Vol… › A.'), and what is still too long is shortened
 * with an ellipsis (the full label stays in the title), the ancestors before the current page,
 * instead of wrapping and leaving 'Home ›' alone on a line.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-3 text-sm whitespace-nowrap text-slate-600">
        {items.map((item, i) => (
          <li
            key={`${i}-${item.label}`}
            className={
              i === 0
                ? "flex shrink-0 items-center"
                : i === items.length - 1
                  ? "flex min-w-0 items-center"
                  : "flex min-w-0 shrink-[4] items-center"
            }
          >
            {i > 0 && <ChevronRight className="mr-1 size-3.5 shrink-0" aria-hidden />}
            {item.to ? (
              <Link to={item.to} title={item.label} className="truncate hover:text-slate-900">
                <CrumbText item={item} />
              </Link>
            ) : (
              <span aria-current="page" title={item.label} className="truncate font-medium text-slate-900">
                <CrumbText item={item} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
