// Roles as the whole application sees them (server and browser): names in priority order, badge
// colours, the dashboard title and avatar initials (spec 000 section 6, 001 section 2).

/** Every role, highest priority first: the order used for wording and for listing badges. */
export const ROLE_NAMES = ["admin", "editor", "copyeditor", "layout_editor", "reviewer", "author"] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

/** One role held by a user: for every journal (`journalId` null) or for one journal only. */
export type RoleGrant = { role: RoleName; journalId: string | null };

export const ROLE_LABELS: Record<RoleName, string> = {
  admin: "Admin",
  editor: "Editor",
  copyeditor: "Copyeditor",
  layout_editor: "Layout Editor",
  reviewer: "Reviewer",
  author: "Author",
};

/** Badge classes: admin red, editor purple, copyeditor amber, layout editor teal, reviewer blue, author green. */
export const ROLE_BADGE_CLASSES: Record<RoleName, string> = {
  admin: "border-transparent bg-red-100 text-red-800",
  editor: "border-transparent bg-purple-100 text-purple-800",
  copyeditor: "border-transparent bg-amber-100 text-amber-900",
  layout_editor: "border-transparent bg-teal-100 text-teal-900",
  reviewer: "border-transparent bg-blue-100 text-blue-800",
  author: "border-transparent bg-green-100 text-green-800",
};

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === "string" && (ROLE_NAMES as readonly string[]).includes(value);
}

/** The distinct role names among the grants, highest priority first (an editor of two journals is one editor). */
export function roleNames(roles: readonly RoleGrant[]): RoleName[] {
  const held = new Set(roles.map((r) => r.role));
  return ROLE_NAMES.filter((name) => held.has(name));
}

/** The highest-priority role held, or null for a user without any role. */
export function primaryRole(roles: readonly RoleGrant[]): RoleName | null {
  return roleNames(roles)[0] ?? null;
}

/** "Admin Dashboard", "Editor Dashboard", ...; "Dashboard" while roles are unknown or empty. */
export function dashboardTitle(roles: readonly RoleGrant[] | null | undefined): string {
  const role = roles ? primaryRole(roles) : null;
  return role ? `${ROLE_LABELS[role]} Dashboard` : "Dashboard";
}

/** Avatar initials: the first letters of the first two words of the name (at most 2), else of the e-mail. */
export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join("");
  if (letters) return letters.toUpperCase();
  const fromEmail = Array.from((email ?? "").trim())[0];
  return fromEmail ? fromEmail.toUpperCase() : "?";
}
