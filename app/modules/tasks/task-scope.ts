import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";

/**
 * Which tasks My Tasks lists for a user (spec 002 section 6: "all tasks" for admins, "own tasks"
 * for editors): every task for an admin of every journal; otherwise the tasks assigned to the
 * user, plus every task on submissions of the journals they administer. The page needs sign-in
 * only, so anyone else sees what is assigned to them, which is normally nothing.
 */
export type TaskScope = { all: true } | { all: false; assigneeId: string; journalIds: string[] };

export function taskScopeOf(user: Pick<CurrentUser, "id" | "roles" | "status">): TaskScope {
  const grantsAll = (grant: CurrentUser["roles"][number]) =>
    can({ ...user, roles: [grant] }, "tasks.viewAll", { journalId: grant.journalId });
  if (user.roles.some((grant) => grant.journalId === null && grantsAll(grant))) return { all: true };
  const journalIds = user.roles
    .filter((grant) => grant.journalId !== null && grantsAll(grant))
    .map((grant) => grant.journalId as string);
  return { all: false, assigneeId: user.id, journalIds: [...new Set(journalIds)] };
}
