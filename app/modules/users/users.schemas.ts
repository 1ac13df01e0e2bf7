import { z } from "zod";
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from "~/modules/auth/auth.schemas";
import { AUTH_NOTICES } from "~/modules/auth/auth-messages";
import { ROLE_NAMES, type RoleName } from "~/modules/auth/roles";
import {
  MAX_SEARCH_LENGTH,
  USER_MESSAGES,
  USER_SORT_KEYS,
  USER_STATUSES,
  type SortDirection,
  type UserSortKey,
} from "./users.constants";
import type { UserListQuery } from "./users.types";

// --- The list's URL (GET search params): anything unknown falls back to the default, so a
// hand-edited or stale link still shows a list.

const DEFAULT_DIRECTION: Record<UserSortKey, SortDirection> = {
  created: "desc",
  name: "asc",
  email: "asc",
  status: "asc",
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters, sort and page of /dashboard/users from its search params. */
export function parseUserListQuery(params: URLSearchParams): UserListQuery {
  const sort = oneOf(USER_SORT_KEYS, params.get("sort")) ?? "created";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    status: oneOf(USER_STATUSES, params.get("status")) ?? "all",
    role: oneOf(ROLE_NAMES, params.get("role")) ?? "all",
    sort,
    dir: oneOf(["asc", "desc"] as const, params.get("dir")) ?? DEFAULT_DIRECTION[sort],
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search params of a list query, leaving out defaults (for links: sort headers, pages). */
export function userListSearch(query: UserListQuery, change: Partial<UserListQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.status !== "all") params.set("status", q.status);
  if (q.role !== "all") params.set("role", q.role);
  if (q.sort !== "created" || q.dir !== DEFAULT_DIRECTION.created) {
    params.set("sort", q.sort);
    params.set("dir", q.dir);
  }
  if (q.page > 1) params.set("page", String(q.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The direction a click on a column header asks for: the other one when already sorted by it. */
export function nextSortDirection(query: UserListQuery, key: UserSortKey): SortDirection {
  if (query.sort !== key) return DEFAULT_DIRECTION[key];
  return query.dir === "asc" ? "desc" : "asc";
}

// --- The Add/Edit User dialog and the row actions (spec 001 section 5, "User form").

const userId = z.string({ error: USER_MESSAGES.notFound }).trim().min(1, USER_MESSAGES.notFound).max(100);

const fullName = z.string().trim().max(MAX_NAME, `Full name must be at most ${MAX_NAME} characters.`);

const status = z.enum(USER_STATUSES, { error: "Status must be active or inactive." });

const roles = z
  .array(z.enum(ROLE_NAMES, { error: "Unknown role." }))
  .transform((list) => ROLE_NAMES.filter((r) => list.includes(r)));

/** Roles that may be held for chosen journals only; an admin administers the whole installation. */
export const JOURNAL_SCOPED_ROLES = [
  "editor",
  "copyeditor",
  "layout_editor",
  "reviewer",
  "author",
] as const satisfies readonly RoleName[];

const JOURNAL_GRANT =
  /^(admin|editor|copyeditor|layout_editor|reviewer|author):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Roles held for chosen journals, posted as `role:journalId`; duplicates collapse. */
const journalRoles = z
  .array(z.string().max(100, USER_MESSAGES.unknownJournalRole), { error: USER_MESSAGES.unknownJournalRole })
  .max(200, USER_MESSAGES.unknownJournalRole)
  .default([])
  .transform((list, ctx) => {
    const grants = new Map<string, { role: RoleName; journalId: string }>();
    for (const value of list) {
      const m = JOURNAL_GRANT.exec(value);
      if (!m) {
        ctx.addIssue({ code: "custom", message: USER_MESSAGES.unknownJournalRole });
        return z.NEVER;
      }
      const role = m[1]!.toLowerCase() as RoleName;
      if (!(JOURNAL_SCOPED_ROLES as readonly string[]).includes(role)) {
        ctx.addIssue({ code: "custom", message: USER_MESSAGES.adminForEveryJournal });
        return z.NEVER;
      }
      const journalId = m[2]!.toLowerCase();
      grants.set(`${role}:${journalId}`, { role, journalId });
    }
    return [...grants.values()];
  });

/** At least one role, for every journal or for some; a role held for every journal needs no journal grants. */
function withRoles<T extends { roles: RoleName[]; journalRoles: { role: RoleName; journalId: string }[] }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  if (value.roles.length === 0 && value.journalRoles.length === 0) {
    ctx.addIssue({ code: "custom", path: ["roles"], message: "Select at least one role." });
    return z.NEVER;
  }
  return { ...value, journalRoles: value.journalRoles.filter((g) => !value.roles.includes(g.role)) };
}

export const createUserSchema = z
  .object({
    email: z
      .string({ error: USER_MESSAGES.emailAndPasswordRequired })
      .trim()
      .min(1, USER_MESSAGES.emailAndPasswordRequired)
      .max(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters.`)
      .pipe(z.email("Please enter a valid email address."))
      .transform((v) => v.toLowerCase()),
    password: z
      .string({ error: USER_MESSAGES.emailAndPasswordRequired })
      .min(1, USER_MESSAGES.emailAndPasswordRequired)
      .min(MIN_PASSWORD, AUTH_NOTICES.passwordTooShort.text)
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters.`),
    name: fullName,
    status: status.default("active"),
    roles,
    journalRoles,
  })
  .transform(withRoles);

export const updateUserSchema = z
  .object({
    userId,
    name: fullName.min(1, "Full name is required."),
    status,
    roles,
    journalRoles,
  })
  .transform(withRoles);

export const setUserStatusSchema = z.object({ userId, status });

export const deleteUserSchema = z.object({ userId });

type JournalGrantsOptional<T extends { journalRoles: unknown }> = Omit<T, "journalRoles"> &
  Partial<Pick<T, "journalRoles">>;
/** Without `journalRoles`, the roles held for chosen journals stay as they are. */
export type CreateUserInput = JournalGrantsOptional<z.infer<typeof createUserSchema>>;
export type UpdateUserInput = JournalGrantsOptional<z.infer<typeof updateUserSchema>>;

/** Fields of the user form that can carry an error. */
export type UserFormField = "email" | "password" | "name" | "status" | "roles" | "journalRoles" | "userId";
export type UserFieldErrors = Partial<Record<UserFormField, string>>;

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: UserFieldErrors; message: string };

/** Validates form values; on failure, the first message of each field and the first overall. */
export function parseUserForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedForm<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: UserFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as UserFormField;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  // Missing e-mail or password: the spec's one message, whichever is missing.
  const required = [fieldErrors.email, fieldErrors.password].includes(USER_MESSAGES.emailAndPasswordRequired);
  return {
    ok: false,
    fieldErrors,
    message: required
      ? USER_MESSAGES.emailAndPasswordRequired
      : (result.error.issues[0]?.message ?? USER_MESSAGES.saveFailed),
  };
}

/** The user form's values from a posted form (roles may repeat). */
export function userFormValues(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    userId: text("userId"),
    email: text("email"),
    password: text("password"),
    name: text("name") ?? "",
    status: text("status") || undefined,
    roles: form.getAll("roles").filter((v): v is string => typeof v === "string"),
    journalRoles: form.getAll("journalRoles").filter((v): v is string => typeof v === "string"),
  };
}
