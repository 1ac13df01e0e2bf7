import { X } from "lucide-react";
import { Form } from "react-router";
import { Link } from "~/components/link";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { CONFERENCE_TYPE_LABELS, CONFERENCE_TYPES } from "../conference-display";
import { CONFERENCE_STATUS_LABELS, CONFERENCE_STATUSES } from "../conferences.constants";
import { CONFERENCE_SEARCH_MAX_LENGTH, conferenceDeskSearch, type ConferenceDeskQuery } from "../conferences.schemas";

/**
 * Search, type and status as a GET form (the filters live in the URL: they work without scripts,
 * survive a reload and can be shared), then the active filters as removable chips and Clear all.
 * The tab is kept when a filter changes; the page goes back to 1.
 */
export function ConferenceDeskFilters({ query }: { query: ConferenceDeskQuery }) {
  const chips = [
    query.q ? { key: "q", label: `Search: ${query.q}`, href: { q: undefined } } : null,
    query.type
      ? { key: "type", label: `Type: ${CONFERENCE_TYPE_LABELS[query.type]}`, href: { type: undefined } }
      : null,
    query.status
      ? { key: "status", label: `Status: ${CONFERENCE_STATUS_LABELS[query.status]}`, href: { status: undefined } }
      : null,
  ].filter((c) => c !== null);
  const clearAll = `.${conferenceDeskSearch(query, { q: undefined, type: undefined, status: undefined, page: 1 })}`;

  return (
    <div className="space-y-3">
      <Form
        method="get"
        role="search"
        aria-label="Filter conferences"
        className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] lg:items-end"
      >
        {query.tab !== "all" ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <ListSearchField
          id="conferences-search"
          defaultValue={query.q ?? ""}
          placeholder="Search conferences..."
          maxLength={CONFERENCE_SEARCH_MAX_LENGTH}
        />
        <div className="grid grid-cols-2 gap-3 lg:contents">
          <ListFilterSelect id="conferences-type" name="type" label="Type" defaultValue={query.type ?? "all"}>
            <option value="all">All Types</option>
            {CONFERENCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {CONFERENCE_TYPE_LABELS[t]}
              </option>
            ))}
          </ListFilterSelect>
          <ListFilterSelect id="conferences-status" name="status" label="Status" defaultValue={query.status ?? "all"}>
            <option value="all">All Status</option>
            {CONFERENCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONFERENCE_STATUS_LABELS[s]}
              </option>
            ))}
          </ListFilterSelect>
        </div>
        <ListFilterButtons clearHref={null} />
      </Form>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
          <span className="text-sm font-medium text-slate-700">Active filters:</span>
          {chips.map((chip) => (
            <Link
              key={chip.key}
              to={`.${conferenceDeskSearch(query, { ...chip.href, page: 1 })}`}
              className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900 ring-1 ring-blue-200 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </Link>
          ))}
          <Link
            to={clearAll}
            className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            Clear all
          </Link>
        </div>
      ) : null}
    </div>
  );
}
