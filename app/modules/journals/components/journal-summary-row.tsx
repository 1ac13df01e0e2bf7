import { Award, BookOpen, CircleCheck, FileText } from "lucide-react";
import { formatCount } from "~/lib/format-count";
import { impactFactorLabel } from "../journal-format";

export function JournalSummaryRow({
  impactFactor,
  articleCount,
  issueCount,
  accentColor,
  status = "active",
}: {
  impactFactor: number | null;
  articleCount: number;
  issueCount: number;
  accentColor: string;
  /** Readers see active and archived journals only (inactive ones answer 404). */
  status?: "active" | "inactive" | "archived";
}) {
  const items = [
    { label: "Impact Factor", value: impactFactorLabel(impactFactor), icon: Award },
    { label: "Total Articles", value: formatCount(articleCount), icon: FileText },
    { label: "Issues Published", value: formatCount(issueCount), icon: BookOpen },
    { label: "Status", value: status === "archived" ? "Archived" : "Active", icon: CircleCheck },
  ];
  return (
    <section aria-label="Journal at a glance" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid journal-width grid-cols-2 divide-slate-200 px-4 sm:px-6 md:grid-cols-4 md:divide-x lg:px-8">
        {items.map(({ label, value, icon: Icon }) => (
          // A <dl> group holds only <dt> and <dd>: the icon is part of the term, and a subgrid puts
          // it beside both the label and the value.
          <div
            key={label}
            className="grid grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_auto] items-center gap-x-3 py-5 md:grid-cols-[auto_auto] md:justify-center md:px-4"
          >
            <dt className="col-[1/3] row-[1/3] grid grid-cols-subgrid grid-rows-subgrid">
              <span
                aria-hidden="true"
                className="row-span-2 flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100"
                style={{ color: accentColor }}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="self-end text-xs font-medium uppercase tracking-wide text-slate-500">{label}</span>
            </dt>
            <dd className="col-start-2 row-start-2 self-start text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
