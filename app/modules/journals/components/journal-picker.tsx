import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import type { DeskJournal } from "../journals.desk.types";
import { JournalStatusBadge } from "./journal-status-badge";

/** What a choice shows of a journal. */
export type PickerJournal = Pick<DeskJournal, "id" | "shortName" | "title" | "description" | "status" | "heroGradient">;

/**
 * The journal selection grid of the Theme Settings and Editorial Board tabs (spec 001 section 2),
 * and of an editor's Journal Settings: title, description, upper-case short name and the action, a
 * link so that Back returns here.
 */
export function JournalPicker<J extends PickerJournal>({
  journals,
  actionLabel,
  href,
}: {
  journals: J[];
  actionLabel: string;
  href: (journal: J) => string;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Journals">
      {journals.map((journal) => (
        <li
          key={journal.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          aria-labelledby={`pick-${journal.id}-title`}
        >
          <div className="flex items-center justify-between gap-2">
            <span
              className="rounded-md px-2 py-0.5 text-xs font-bold tracking-wide text-white"
              style={{ background: journal.heroGradient }}
            >
              {journal.shortName.toUpperCase()}
            </span>
            <JournalStatusBadge status={journal.status} />
          </div>
          <h2 id={`pick-${journal.id}-title`} className="text-base font-semibold leading-snug text-slate-900">
            {journal.title}
          </h2>
          {journal.description ? <p className="line-clamp-3 text-sm text-slate-600">{journal.description}</p> : null}
          <Button asChild variant="outline" size="sm" className="mt-auto self-start">
            <Link to={href(journal)} aria-label={`${actionLabel}: ${journal.title}`}>
              {actionLabel}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
