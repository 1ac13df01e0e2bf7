import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";

/**
 * Which submissions the dashboard counts and lists for a user (spec 001 section 6): everything for
 * those who may see every submission of every journal (admins and editors of all journals);
 * otherwise their own, plus every submission of the journals where they hold such a role.
 */
export type SubmissionScope =
  | { all: true }
  /** `assigned`: also the submissions whose copyediting or production the user is assigned to (ADR 069). */
  | { all: false; ownerId: string; journalIds: string[]; assigned?: boolean };

export function submissionScopeOf(user: Pick<CurrentUser, "id" | "roles" | "status">): SubmissionScope {
  const grantsAll = (grant: CurrentUser["roles"][number]) =>
    can({ ...user, roles: [grant] }, "submissions.viewAll", { journalId: grant.journalId });
  if (user.roles.some((grant) => grant.journalId === null && grantsAll(grant))) return { all: true };
  const journalIds = user.roles
    .filter((grant) => grant.journalId !== null && grantsAll(grant))
    .map((grant) => grant.journalId as string);
  const assigned = user.roles.some((grant) => grant.role === "copyeditor" || grant.role === "layout_editor");
  return { all: false, ownerId: user.id, journalIds: [...new Set(journalIds)], ...(assigned ? { assigned } : {}) };
}
