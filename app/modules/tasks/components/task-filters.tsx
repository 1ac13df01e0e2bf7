import { Form } from "react-router";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { MAX_TASK_SEARCH, TASK_STATUSES, TASK_STATUS_LABELS } from "../tasks.constants";
import { myTasksSearch } from "../tasks.schemas";
import type { MyTasksQuery } from "../tasks.types";

/**
 * My Tasks' search ('Search tasks or submissions...': task title, submission title or ID) and
 * status filter, as a GET form: they live in the URL, work without scripts and survive a reload.
 * A changed status applies at once when scripts run.
 */
export function TaskFilters({ query }: { query: MyTasksQuery }) {
  const filtered = query.search !== "" || query.status !== "all";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter tasks"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
    >
      <ListSearchField
        id="tasks-search"
        defaultValue={query.search}
        placeholder="Search tasks or submissions..."
        maxLength={MAX_TASK_SEARCH}
        hideLabel
      />
      <ListFilterSelect id="tasks-status" name="status" label="Status" defaultValue={query.status} hideLabel>
        <option value="all">All Statuses</option>
        {TASK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TASK_STATUS_LABELS[status]}
          </option>
        ))}
      </ListFilterSelect>
      <ListFilterButtons clearHref={filtered ? `.${myTasksSearch({ search: "", status: "all", page: 1 })}` : null} />
    </Form>
  );
}
