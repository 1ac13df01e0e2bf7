import { Database } from "lucide-react";

/** Indexing services the journals are applying to; none is confirmed yet, hence "Coming Soon". */
export const INDEX_NAMES = [
  "PubMed",
  "Scopus",
  "Web of Science",
  "DOAJ",
  "CrossRef",
  "Google Scholar",
  "EMBASE",
  "HINARI",
  "Chemical Abstracts",
  "Index Copernicus",
] as const;

// The track holds the list twice and slides by half its width, so the loop has no visible seam.
// It stands still off screen (the reader script's marquee.ts). With reduced motion it stands still
// and wraps instead.
const MARQUEE_CSS = `
@keyframes sp-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.sp-marquee-track { animation: sp-marquee 40s linear infinite; }
.sp-marquee:hover .sp-marquee-track, .sp-marquee:focus-within .sp-marquee-track,
.sp-marquee[data-offscreen] .sp-marquee-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {
  .sp-marquee { mask-image: none !important; }
  .sp-marquee-track { animation: none; width: auto !important; flex-wrap: wrap; justify-content: center; }
  .sp-marquee-copy { display: none; }
}`;

export function IndexedInSection() {
  return (
    <section aria-labelledby="indexed-heading" className="border-y border-slate-200 bg-white py-16">
      <style href="sp-marquee" precedence="default">
        {MARQUEE_CSS}
      </style>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center text-center">
          <div className="flex items-center gap-3">
            <h2 id="indexed-heading" className="font-serif text-2xl font-bold text-slate-900 sm:text-3xl">
              Indexed In
            </h2>
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800">
              Coming Soon
            </span>
          </div>
          <p className="mt-3 max-w-2xl text-sm text-slate-600">
            We are working towards inclusion in these abstracting and indexing services. None of them indexes our
            journals yet.
          </p>
        </div>
      </div>
      <div
        data-marquee
        className="sp-marquee relative mt-10 overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_8%,black_92%,transparent)]"
      >
        <ul className="sp-marquee-track flex w-max gap-4 px-4">
          {[false, true].map((copy) =>
            INDEX_NAMES.map((name) => (
              <li
                key={`${copy}-${name}`}
                aria-hidden={copy || undefined}
                className={`${copy ? "sp-marquee-copy " : ""}flex shrink-0 items-center gap-2.5 rounded-xl border border-slate-200 bg-slate-50 px-5 py-3 text-sm font-semibold whitespace-nowrap text-slate-500`}
              >
                <Database className="size-4 text-slate-400" aria-hidden="true" />
                {name}
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
