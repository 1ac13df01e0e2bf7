import { Database, ExternalLink } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import type { JournalTheme } from "../journal-themes";
import { INDEXING_DATABASES } from "../indexing-databases";

export function IndexingTab({ journalTitle, theme }: { journalTitle: string; theme: JournalTheme }) {
  return (
    <section aria-labelledby="indexing-heading">
      <h2 id="indexing-heading" className="text-2xl font-bold text-slate-900">
        Indexing &amp; Abstracting
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The databases {journalTitle} is working towards. Until a listing is confirmed, its status reads Coming Soon.
      </p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Database
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                Description
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                <span className="sr-only">Link</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {INDEXING_DATABASES.map((d) => (
              <tr key={d.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  <span className="flex items-center gap-2">
                    <span
                      className="flex size-8 shrink-0 items-center justify-center rounded-lg"
                      style={{ background: theme.gradients.light, color: theme.colors.primary }}
                    >
                      <Database className="size-4" aria-hidden />
                    </span>
                    {d.name}
                  </span>
                  <span className="mt-1 block text-xs font-normal text-slate-500 md:hidden">{d.description}</span>
                  <VisitLink url={d.url} color={theme.colors.primary} className="mt-1.5 text-xs sm:hidden" />
                </th>
                <td className="hidden px-4 py-3 text-slate-600 md:table-cell">{d.description}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Badge variant="warning">Coming Soon</Badge>
                </td>
                <td className="hidden px-4 py-3 text-right whitespace-nowrap sm:table-cell">
                  <VisitLink url={d.url} color={theme.colors.primary} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function VisitLink({ url, color, className }: { url: string; color: string; className?: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1 font-medium hover:underline", className)}
      style={{ color }}
    >
      Visit Database <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
