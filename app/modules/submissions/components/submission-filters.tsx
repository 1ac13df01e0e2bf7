import { Search, X } from "lucide-react";
import { Form } from "react-router";
import { Link } from "~/components/link";
import { ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { Button } from "~/components/ui/button";
import {
  MAX_SEARCH_LENGTH,
  REVIEW_STAGES,
  REVIEW_STAGE_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_TYPES,
  SUBMISSION_TYPE_LABELS,
} from "../submissions.constants";
import { submissionListSearch } from "../submission-list-query";
import type { SubmissionListQuery } from "../submissions.types";

const CLEARED: Partial<SubmissionListQuery> = {
  search: "",
  status: "all",
  type: "all",
  assigned: false,
  review: "all",
  page: 1,
};

/** One active filter as a removable chip (a link to the list without it). */
function FilterChip({ label, to }: { label: string; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="inline-flex max-w-full items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-1 pl-3 pr-2 text-xs font-medium text-blue-800 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        aria-label={`Remove filter ${label}`}
        preventScrollReset
      >
        <span className="truncate">{label}</span>
        <X className="size-3.5 shrink-0" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * Search over title and abstract, status and type filters, as a GET form: the filters live in the
 * URL (they work without scripts and survive a reload). Active filters show as removable chips.
 */
export function SubmissionFilters({ query, canBeAssigned }: { query: SubmissionListQuery; canBeAssigned: boolean }) {
  const chips: { key: string; label: string; to: string }[] = [];
  if (query.assigned) {
    chips.push({
      key: "assigned",
      label: "Assigned to me",
      to: `.${submissionListSearch(query, { assigned: false, page: 1 })}`,
    });
  }
  if (query.search) {
    chips.push({
      key: "search",
      label: `Search: ${query.search}`,
      to: `.${submissionListSearch(query, { search: "", page: 1 })}`,
    });
  }
  if (query.status !== "all") {
    chips.push({
      key: "status",
      label: `Status: ${SUBMISSION_STATUS_LABELS[query.status]}`,
      to: `.${submissionListSearch(query, { status: "all", page: 1 })}`,
    });
  }
  if (query.review !== "all") {
    chips.push({
      key: "review",
      label: `Review: ${REVIEW_STAGE_LABELS[query.review]}`,
      to: `.${submissionListSearch(query, { review: "all", page: 1 })}`,
    });
  }
  if (query.type !== "all") {
    chips.push({
      key: "type",
      label: `Type: ${SUBMISSION_TYPE_LABELS[query.type]}`,
      to: `.${submissionListSearch(query, { type: "all", page: 1 })}`,
    });
  }

  return (
    <div className="space-y-3">
      <Form
        method="get"
        role="search"
        aria-label="Filter submissions"
        className="grid gap-3 md:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] md:items-end"
      >
        <ListSearchField
          id="submissions-search"
          defaultValue={query.search}
          placeholder="Search by title or abstract..."
          maxLength={MAX_SEARCH_LENGTH}
        />
        <div className="grid grid-cols-2 gap-3 md:contents">
          <ListFilterSelect id="submissions-status" name="status" label="Status" defaultValue={query.status}>
            <option value="all">All Statuses</option>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUBMISSION_STATUS_LABELS[status]}
              </option>
            ))}
          </ListFilterSelect>
          <ListFilterSelect id="submissions-type" name="type" label="Type" defaultValue={query.type}>
            <option value="all">All Types</option>
            {SUBMISSION_TYPES.map((type) => (
              <option key={type} value={type}>
                {SUBMISSION_TYPE_LABELS[type]}
              </option>
            ))}
          </ListFilterSelect>
        </div>
        {query.assigned ? <input type="hidden" name="assigned" value="me" /> : null}
        {query.review !== "all" ? <input type="hidden" name="review" value={query.review} /> : null}
        <Button type="submit" className="md:w-auto">
          <Search aria-hidden="true" />
          Search
        </Button>
      </Form>
      {canBeAssigned ? (
        <nav aria-label="Review filters" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {!query.assigned ? (
            <Link
              to={`.${submissionListSearch(query, { assigned: true, page: 1 })}`}
              className="font-semibold text-blue-800 underline-offset-4 hover:underline"
              preventScrollReset
            >
              Assigned to me
            </Link>
          ) : null}
          {REVIEW_STAGES.filter((stage) => stage !== query.review).map((stage) => (
            <Link
              key={stage}
              to={`.${submissionListSearch(query, { review: stage, page: 1 })}`}
              className="font-semibold text-blue-800 underline-offset-4 hover:underline"
              preventScrollReset
            >
              {REVIEW_STAGE_LABELS[stage]}
            </Link>
          ))}
        </nav>
      ) : null}
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-slate-500">Active filters:</span>
          <ul className="flex min-w-0 flex-wrap gap-2" aria-label="Active filters">
            {chips.map((chip) => (
              <FilterChip key={chip.key} label={chip.label} to={chip.to} />
            ))}
          </ul>
          <Link
            to={`.${submissionListSearch(query, CLEARED)}`}
            className="text-xs font-semibold text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
            preventScrollReset
          >
            Clear all
          </Link>
        </div>
      ) : null}
    </div>
  );
}
