import { Form } from "react-router";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { JOURNAL_STATUS_LABELS, JOURNAL_STATUSES, MAX_SEARCH_LENGTH } from "../journals.desk.constants";
import { journalsSearch, type JournalsQuery } from "../journals.desk.schemas";

/** Search and status filter of the Manage tab as a GET form: they live in the URL. */
export function JournalFilters({ query }: { query: JournalsQuery }) {
  const filtered = query.search !== "" || query.status !== "all";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter journals"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
    >
      <ListSearchField
        id="journals-search"
        defaultValue={query.search}
        placeholder="Search journals..."
        maxLength={MAX_SEARCH_LENGTH}
      />
      <ListFilterSelect id="journals-status" name="status" label="Status" defaultValue={query.status}>
        <option value="all">All Status</option>
        {JOURNAL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {JOURNAL_STATUS_LABELS[s]}
          </option>
        ))}
      </ListFilterSelect>
      <ListFilterButtons clearHref={filtered ? `.${journalsSearch({ ...query, search: "", status: "all" })}` : null} />
    </Form>
  );
}
