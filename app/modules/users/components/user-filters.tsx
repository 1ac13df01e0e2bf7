import { Search, X } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { ROLE_LABELS, ROLE_NAMES } from "../../auth/roles";
import { userListSearch } from "../users.schemas";
import type { UserListQuery } from "../users.types";
import { NativeSelect } from "./native-select";

/**
 * Search, status and role filters as a GET form: the filters live in the URL, so they work without
 * scripts, survive a reload and can be shared. A changed select applies at once when scripts run.
 */
export function UserFilters({ query }: { query: UserListQuery }) {
  const submit = useSubmit();
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
      <div className="space-y-1.5">
        <Label htmlFor="users-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="users-search"
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder="Search by name or email..."
            maxLength={100}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="space-y-1.5">
          <Label htmlFor="users-status">Status</Label>
          <NativeSelect
            id="users-status"
            name="status"
            defaultValue={query.status}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="all">All Status</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="users-role">Role</Label>
          <NativeSelect
            id="users-role"
            name="role"
            defaultValue={query.role}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="all">All Roles</option>
            {ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          <Search aria-hidden="true" />
          Search
        </Button>
        {filtered ? (
          <Button asChild variant="outline">
            <Link
              to={`.${userListSearch({ ...query, search: "", status: "all", role: "all", page: 1 })}`}
              aria-label="Clear filters"
            >
              <X aria-hidden="true" />
              <span className="sm:sr-only">Clear</span>
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
