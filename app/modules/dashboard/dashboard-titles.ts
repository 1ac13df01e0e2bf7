import { dashboardTitle, primaryRole, type RoleGrant, type RoleName } from "~/modules/auth/roles";

const SUBTITLES: Record<RoleName, string> = {
  admin: "Manage users, journals and the whole publishing workflow.",
  editor: "Oversee submissions and the editorial work of your journals.",
  copyeditor: "Copyedit the accepted manuscripts assigned to you.",
  layout_editor: "Prepare the galleys of the accepted manuscripts assigned to you.",
  reviewer: "Follow the manuscripts you have been asked to review.",
  author: "Track your submissions and their progress.",
};

/** Title and subtitle of the dashboard home, by role priority admin, editor, reviewer, author. */
export function dashboardHeading(roles: readonly RoleGrant[]): { title: string; subtitle: string } {
  const role = primaryRole(roles);
  return {
    title: dashboardTitle(roles),
    subtitle: role ? SUBTITLES[role] : "Welcome to your dashboard.",
  };
}
