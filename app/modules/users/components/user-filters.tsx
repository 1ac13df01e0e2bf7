import { Form } from "react-router";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { ROLE_LABELS, ROLE_NAMES } from "~/modules/auth/roles";
import { userListSearch } from "../users.schemas";
import type { UserListQuery } from "../users.types";

/**
 * Search, status and role filters as a GET form: the filters live in the URL, so they work without
 * scripts, survive a reload and can be shared. A changed select applies at once when scripts run.
 */
export function UserFilters({ query }: { query: UserListQuery }) {
  const filtered = query.search !== "" || query.status !== "all" || query.role !== "all";
  const keepSort = query.sort !== "created" || query.dir !== "desc";

  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter users"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] sm:items-end"
    >
      {keepSort ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      <ListSearchField
        id="users-search"
        defaultValue={query.search}
        placeholder="Search by name or email..."
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <ListFilterSelect id="users-status" name="status" label="Status" defaultValue={query.status}>
          <option value="all">All Status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </ListFilterSelect>
        <ListFilterSelect id="users-role" name="role" label="Role" defaultValue={query.role}>
          <option value="all">All Roles</option>
          {ROLE_NAMES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </ListFilterSelect>
      </div>
      <ListFilterButtons
        clearHref={
          filtered ? `.${userListSearch({ ...query, search: "", status: "all", role: "all", page: 1 })}` : null
        }
      />
    </Form>
  );
}
