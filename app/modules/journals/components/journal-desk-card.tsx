import { ExternalLink, FileText, Library, LockOpen, MoreVertical, Pencil, Settings, Trash2 } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from "~/components/ui/dropdown-menu";
import { journalPath, journalSettingsPath } from "~/lib/paths";
import { FREQUENCY_LABELS } from "../journals.desk.constants";
import type { DeskJournal } from "../journals.desk.types";
import { JournalDeskCover } from "./journal-desk-cover";
import { JournalStatusBadge } from "./journal-status-badge";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";

export type JournalDeskCardProps = {
  journal: DeskJournal;
  onEdit: (journal: DeskJournal) => void;
  onDelete: (journal: DeskJournal) => void;
  /** The dialogs need scripts; until they run, the menu stays disabled. */
  interactive: boolean;
};

/**
 * A journal of the Manage tab (spec 001 section 2, "Journal card"): cover, Open Access, short name,
 * frequency, title, ISSN, issue and article counts, View Journal, and the menu Edit, Settings, Delete.
 */
export function JournalDeskCard({ journal, onEdit, onDelete, interactive }: JournalDeskCardProps) {
  const name = journal.shortName.toUpperCase();
  // Inactive journals have no public page to view.
  const viewable = journal.status !== "inactive";
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-journal-id={journal.id}
      aria-labelledby={`journal-${journal.id}-title`}
    >
      <div className="relative">
        <JournalDeskCover journal={journal} />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="success" className="shadow-sm">
              <LockOpen className="size-3" aria-hidden="true" /> Open Access
            </Badge>
            <JournalStatusBadge status={journal.status} />
          </div>
          <DropdownMenu
            trigger={
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="size-8 bg-white/95 px-0 shadow-sm"
                disabled={!interactive}
              >
                <MoreVertical aria-hidden="true" />
                <span className="sr-only">Actions for {journal.title}</span>
              </Button>
            }
            content={{
              align: "end",
              sideOffset: 4,
              className: "z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg",
            }}
          >
            <DropdownMenuItem className={itemClass} onSelect={() => onEdit(journal)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem asChild className={itemClass}>
              <Link to={journalSettingsPath(journal.shortName)}>
                <Settings className="size-4" aria-hidden="true" /> Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator className="my-1 h-px bg-slate-100" />
            <DropdownMenuItem
              className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50`}
              onSelect={() => onDelete(journal)}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </DropdownMenu>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <span className="text-slate-800">{name}</span>
          <span aria-hidden="true">·</span>
          <span>{FREQUENCY_LABELS[journal.publicationFrequency]}</span>
        </p>
        <h2 id={`journal-${journal.id}-title`} className="text-base font-semibold leading-snug text-slate-900">
          {journal.title}
        </h2>
        {journal.issn ? <p className="text-xs text-slate-600">ISSN {journal.issn}</p> : null}
        {journal.description ? <p className="line-clamp-2 text-sm text-slate-600">{journal.description}</p> : null}
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-slate-600">
          <div className="flex items-center gap-1">
            <dt>
              <Library className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Issues</span>
            </dt>
            <dd>{count(journal.issueCount, "issue", "issues")}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>
              <FileText className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Articles</span>
            </dt>
            <dd>{count(journal.articleCount, "article", "articles")}</dd>
          </div>
        </dl>
      </div>
      <div className="border-t border-slate-100 bg-slate-50/60 px-4 py-3">
        {viewable ? (
          <Button asChild variant="outline" size="sm">
            <Link to={journalPath(journal.shortName)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              View Journal
              <span className="sr-only"> {journal.title} (opens in a new tab)</span>
            </Link>
          </Button>
        ) : (
          <p className="text-xs text-slate-500">Inactive: not shown on the public site.</p>
        )}
      </div>
    </li>
  );
}
