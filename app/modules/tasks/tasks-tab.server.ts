import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { submissionResource, type AccessibleSubmission } from "~/modules/submissions/submission-access.server";
import { todayUtc } from "./due-state";
import { listAssignableEditors, listSubmissionTasks } from "./tasks.service.server";
import type { TasksTabData } from "./tasks.types";

/**
 * The Tasks tab of /submission/{id} for a user who may view the submission (load it with
 * loadSubmissionFor first): its tasks, due date ascending, what the user may do with them and,
 * for admins, the editors a new task may be assigned to. A failure to read the tasks is logged
 * and shown in the tab ('Failed to load tasks'), so that the rest of the page still opens.
 */
export async function loadTasksTab(
  user: CurrentUser,
  submission: AccessibleSubmission,
  now = new Date(),
): Promise<TasksTabData> {
  const resource = submissionResource(submission);
  const permissions = {
    canCreate: can(user, "task.create", resource),
    canUpdate: can(user, "task.update", resource),
    canDelete: can(user, "task.delete", resource),
  };
  const today = todayUtc(now);
  try {
    const [tasks, editors] = await Promise.all([
      listSubmissionTasks(user, submission),
      listAssignableEditors(user, submission),
    ]);
    return { tasks, ...permissions, editors, today, loadFailed: false };
  } catch (err) {
    logger.error({ err, submissionId: submission.id }, "the tasks of a submission could not be loaded");
    return { tasks: [], ...permissions, editors: [], today, loadFailed: true };
  }
}
