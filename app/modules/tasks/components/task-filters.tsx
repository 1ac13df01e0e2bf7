import { Search, X } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../users/components/native-select";
import { MAX_TASK_SEARCH, TASK_STATUSES, TASK_STATUS_LABELS } from "../tasks.constants";
import { myTasksSearch } from "../tasks.schemas";
import type { MyTasksQuery } from "../tasks.types";

/**
 * My Tasks' search ('Search tasks or submissions...': task title, submission title or ID) and
 * status filter, as a GET form: they live in the URL, work without scripts and survive a reload.
 * A changed status applies at once when scripts run.
 */
export function TaskFilters({ query }: { query: MyTasksQuery }) {
  const submit = useSubmit();
  const filtered = query.search !== "" || query.status !== "all";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter tasks"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
    >
      <div className="space-y-1.5">
        <Label htmlFor="tasks-search" className="sr-only">
          Search
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="tasks-search"
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder="Search tasks or submissions..."
            maxLength={MAX_TASK_SEARCH}
            className="pl-9"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="tasks-status" className="sr-only">
          Status
        </Label>
        <NativeSelect
          id="tasks-status"
          name="status"
          defaultValue={query.status}
          onChange={(e) => submit(e.currentTarget.form)}
        >
          <option value="all">All Statuses</option>
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TASK_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          <Search aria-hidden="true" />
          Search
        </Button>
        {filtered ? (
          <Button asChild variant="outline">
            <Link to={`.${myTasksSearch({ search: "", status: "all", page: 1 })}`} aria-label="Clear filters">
              <X aria-hidden="true" />
              <span className="sm:sr-only">Clear</span>
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
