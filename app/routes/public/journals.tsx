import { BookMarked, Globe2, ShieldCheck } from "lucide-react";
import { pageMeta } from "~/lib/seo";
import { JournalCard } from "~/modules/journals/components/journal-card";
import { listArchivedJournals, listPublicJournals } from "~/modules/journals/journals.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/journals";

export async function loader({ url }: Route.LoaderArgs) {
  const [journals, archived, noindex] = await Promise.all([
    listPublicJournals(),
    listArchivedJournals(),
    isUnindexedPage(url.pathname),
  ]);
  return { journals, archived, noindex };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "All Journals",
    description:
      "Browse our peer-reviewed, open-access journals in pharmaceutical sciences, clinical pharmacology and evidence-based health research: scope, ISSN, issues and articles.",
    path: "/journals",
  });
}

export default function Journals({ loaderData }: Route.ComponentProps) {
  const { journals, archived } = loaderData;
  return (
    <main>
      <section className="relative overflow-hidden bg-[linear-gradient(135deg,#0b1b45_0%,#172f7a_50%,#1d4ed8_100%)] text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-40 [background-image:linear-gradient(rgba(255,255,255,0.06)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.06)_1px,transparent_1px)] [background-size:40px_40px]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-blue-200">Scholarly Press</p>
          <h1 className="mt-3 font-serif text-4xl font-bold tracking-tight sm:text-5xl">Our Journals</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-blue-100 sm:text-lg">
            Each journal is peer reviewed and open access: every article is free to read and reuse under CC BY 4.0, and
            authors keep their copyright.
          </p>
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm text-blue-100">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-emerald-300" aria-hidden="true" />
              Double-blind peer review
            </li>
            <li className="flex items-center gap-2">
              <Globe2 className="size-4 text-emerald-300" aria-hidden="true" />
              Immediate open access
            </li>
            <li className="flex items-center gap-2">
              <BookMarked className="size-4 text-emerald-300" aria-hidden="true" />
              COPE &amp; ICMJE standards
            </li>
          </ul>
        </div>
      </section>
      <section aria-label="Journals" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {journals.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-600">
              No journals are published yet.
            </p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {journals.map((journal) => (
                <JournalCard key={journal.id} journal={journal} headingLevel={2} />
              ))}
            </div>
          )}
        </div>
      </section>
      {archived.length > 0 ? (
        // Archived journals take no submissions, but their articles stay online where DOIs point.
        <section aria-labelledby="archived-journals" className="bg-white py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="archived-journals" className="font-serif text-2xl font-bold text-slate-900">
              Archived
            </h2>
            <p className="mt-2 max-w-2xl text-sm text-slate-600">
              These journals no longer accept submissions. Their published articles remain available at their addresses.
            </p>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {archived.map((journal) => (
                <JournalCard key={journal.id} journal={journal} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </main>
  );
}
