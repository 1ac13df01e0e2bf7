import { CircleCheck } from "lucide-react";
import type { PublicJournal } from "../journals.service.server";
import { frequencyLabel, impactFactorLabel } from "../journal-format";

type AboutJournal = Pick<
  PublicJournal,
  | "title"
  | "description"
  | "category"
  | "publicationFrequency"
  | "issn"
  | "eissn"
  | "impactFactor"
  | "publisher"
  | "scope"
  | "theme"
>;

export function AboutTab({ journal }: { journal: AboutJournal }) {
  const issn = [journal.issn && `${journal.issn} (Print)`, journal.eissn && `${journal.eissn} (Online)`]
    .filter(Boolean)
    .join(" · ");
  const facts = [
    { label: "Category", value: journal.category },
    { label: "Publication Frequency", value: frequencyLabel(journal.publicationFrequency) },
    { label: "ISSN", value: issn || "Not yet assigned" },
    { label: "Impact Factor", value: impactFactorLabel(journal.impactFactor) },
    { label: "Status", value: "Active" },
    ...(journal.publisher ? [{ label: "Publisher", value: journal.publisher }] : []),
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="about-heading" className="min-w-0">
        <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
          About the Journal
        </h2>
        {journal.description ? <p className="mt-3 leading-relaxed text-slate-700">{journal.description}</p> : null}
        <h3 className="mt-8 text-lg font-semibold text-slate-900">Aims and Scope</h3>
        {journal.scope.length ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {journal.scope.map((topic, i) => (
              <li
                key={`${i}-${topic}`}
                className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700"
              >
                <CircleCheck
                  className="mt-0.5 size-4 shrink-0"
                  style={{ color: journal.theme.colors.primary }}
                  aria-hidden
                />
                {topic}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 leading-relaxed text-slate-700">
            {journal.title} publishes original research, reviews and short communications across{" "}
            {journal.category.toLowerCase()} and related disciplines.
          </p>
        )}
      </section>
      <aside
        aria-label="Journal information"
        className="self-start rounded-xl border border-slate-200 p-5"
        style={{ background: journal.theme.gradients.light }}
      >
        <h3 className="font-semibold text-slate-900">Journal Information</h3>
        <dl className="mt-3 divide-y divide-slate-200/70 text-sm">
          {facts.map((f) => (
            <div key={f.label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600">{f.label}</dt>
              <dd className="text-right font-medium text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}
