import { describe, expect, it } from "vitest";
import { USER_MESSAGES } from "./users.constants";
import {
  createUserSchema,
  nextSortDirection,
  parseUserForm,
  parseUserListQuery,
  updateUserSchema,
  userListSearch,
} from "./users.schemas";

const query = (search: string) => parseUserListQuery(new URLSearchParams(search));

describe("the user list's URL", () => {
  it("reads filters, sort and page, falling back to the defaults for anything unknown", () => {
    expect(query("")).toEqual({ search: "", status: "all", role: "all", sort: "created", dir: "desc", page: 1 });
    expect(query("search=%20ada%20&status=inactive&role=editor&sort=name&page=3")).toEqual({
      search: "ada",
      status: "inactive",
      role: "editor",
      sort: "name",
      dir: "asc",
      page: 3,
    });
    expect(query("status=x&role=owner&sort=roles&dir=up&page=0")).toMatchObject({
      status: "all",
      role: "all",
      sort: "created",
      dir: "desc",
      page: 1,
    });
    expect(query(`search=${"x".repeat(300)}`).search).toHaveLength(100);
  });

  it("writes links that leave defaults out and start again at page 1 when asked", () => {
    const q = query("search=ada&role=admin&page=4");
    expect(userListSearch(q)).toBe("?search=ada&role=admin&page=4");
    expect(userListSearch(q, { sort: "email", dir: "asc", page: 1 })).toBe("?search=ada&role=admin&sort=email&dir=asc");
    expect(userListSearch(query(""))).toBe("");
  });

  it("flips the direction of the sorted column and starts another column at its natural direction", () => {
    expect(nextSortDirection(query(""), "created")).toBe("asc");
    expect(nextSortDirection(query("sort=created&dir=asc"), "created")).toBe("desc");
    expect(nextSortDirection(query(""), "name")).toBe("asc");
  });
});

describe("the user form", () => {
  it("gives the spec's message when the e-mail or the password is missing", () => {
    for (const values of [{ password: "secret1" }, { email: "a@example.org" }, { email: " ", password: "" }]) {
      const parsed = parseUserForm(createUserSchema, { name: "", roles: ["author"], ...values });
      expect(parsed).toMatchObject({ ok: false, message: USER_MESSAGES.emailAndPasswordRequired });
    }
  });

  it("normalizes the e-mail, orders the roles by priority and defaults the status to active", () => {
    const parsed = parseUserForm(createUserSchema, {
      email: " Jane@Example.ORG ",
      password: "secret1",
      name: " Jane ",
      roles: ["author", "admin", "author"],
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        email: "jane@example.org",
        password: "secret1",
        name: "Jane",
        status: "active",
        roles: ["admin", "author"],
        journalRoles: [],
      },
    });
  });

  it("refuses unknown roles and statuses, and an edit without a name or roles", () => {
    expect(parseUserForm(updateUserSchema, { userId: "u1", name: "X", status: "active", roles: ["owner"] }).ok).toBe(
      false,
    );
    expect(parseUserForm(updateUserSchema, { userId: "u1", name: "X", status: "gone", roles: ["author"] }).ok).toBe(
      false,
    );
    expect(
      parseUserForm(updateUserSchema, { userId: "u1", name: " ", status: "active", roles: ["author"] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { name: "Full name is required." },
    });
    expect(parseUserForm(updateUserSchema, { userId: "u1", name: "X", status: "active", roles: [] })).toMatchObject({
      ok: false,
      fieldErrors: { roles: "Select at least one role." },
    });
  });
});
