import { Form } from "react-router";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import {
  ISSUE_STATUS_LABELS,
  ISSUE_STATUSES,
  ISSUE_TYPE_LABELS,
  ISSUE_TYPES,
  MAX_SEARCH_LENGTH,
} from "../issues.desk.constants";
import { issueListSearch } from "../issues.desk.schemas";
import type { DeskJournal, IssueListQuery } from "../issues.desk.types";

/**
 * Journal, status, type and search filters as a GET form: the filters live in the URL, so they work
 * without scripts, survive a reload and can be shared. A changed select applies at once with scripts.
 */
export function IssueFilters({ query, journals }: { query: IssueListQuery; journals: DeskJournal[] }) {
  const filtered = query.search !== "" || query.status !== "all" || query.type !== "all" || query.journal !== "all";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter issues"
      className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_9rem_auto] lg:items-end"
    >
      <ListSearchField
        id="issues-search"
        defaultValue={query.search}
        placeholder="Title, description or volume..."
        maxLength={MAX_SEARCH_LENGTH}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:contents">
        <div className="col-span-2 sm:col-span-1 lg:contents">
          <ListFilterSelect id="issues-journal" name="journal" label="Journal" defaultValue={query.journal}>
            <option value="all">All Journals</option>
            {journals.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
              </option>
            ))}
          </ListFilterSelect>
        </div>
        <ListFilterSelect id="issues-status" name="status" label="Status" defaultValue={query.status}>
          <option value="all">All Status</option>
          {ISSUE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ISSUE_STATUS_LABELS[s]}
            </option>
          ))}
        </ListFilterSelect>
        <ListFilterSelect id="issues-type" name="type" label="Type" defaultValue={query.type}>
          <option value="all">All Types</option>
          {ISSUE_TYPES.map((t) => (
            <option key={t} value={t}>
              {ISSUE_TYPE_LABELS[t]}
            </option>
          ))}
        </ListFilterSelect>
      </div>
      <ListFilterButtons
        clearHref={
          filtered
            ? `.${issueListSearch({ ...query, search: "", status: "all", type: "all", journal: "all", page: 1 })}`
            : null
        }
      />
    </Form>
  );
}
