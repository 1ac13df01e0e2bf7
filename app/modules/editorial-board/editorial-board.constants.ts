// The Editorial Board Manager (spec 001 sections 2, 3, 5 and 8): its roles, limits and messages.
import type { ImageUploadRules } from "~/modules/images/image-versions";

/** Roles offered when a member is added (001 section 5). */
export const ADD_ROLES = [
  "Editor-in-Chief",
  "Honorary Editor-in-Chief",
  "Associate Editor",
  "Managing Editor",
  "Editorial Board Member",
  "Reviewer",
  "Former Vice Chancellor",
  "Professor",
] as const;

/** Roles offered when a member is edited (001 section 5); a member keeps a role outside it. */
export const EDIT_ROLES = [
  "Editor-in-Chief",
  "Associate Editor",
  "Managing Editor",
  "Editorial Board Member",
  "Reviewer",
] as const;

/** The roles the edit dialog offers a member who holds `current`: never drops the member's own. */
export function editRolesFor(current: string): string[] {
  return (EDIT_ROLES as readonly string[]).includes(current) || !current ? [...EDIT_ROLES] : [current, ...EDIT_ROLES];
}

export const BOARD_LIMITS = {
  name: 200,
  affiliation: 300,
  email: 254,
  bio: 5000,
  expertiseTags: 30,
  expertiseTag: 80,
  displayOrderMax: 1_000_000,
  /** Members of one journal's board: the public page and the manager list them all. */
  members: 200,
} as const;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const BOARD_MESSAGES = {
  // The spec's toasts (001 section 8).
  added: "Editorial board member added successfully",
  updated: "Editorial board member updated successfully",
  deleted: "Editorial board member deleted successfully",
  fetchFailed: "Failed to fetch editorial board",
  createFailed: "Failed to create editorial member",
  addFailed: "Failed to add editorial member",
  updateFailed: "Failed to update editorial member",
  deleteFailed: "Failed to delete editorial member",
  avatarFailed: "Upload Error: Failed to upload avatar image.",
  deleteConfirm: "Are you sure you want to delete the member from the editorial board? This action cannot be undone.",
  required: "Please fill in required fields (Name and Role).",
  nameRequired: "Name is required.",
  roleRequired: "Role is required.",
  // Our own, in the same style.
  accessDenied: "You need admin privileges to manage editorial boards.",
  journalNotFound: "Journal Not Found",
  memberNotFound: "Editorial board member not found",
  avatarUploaded: "Avatar image uploaded successfully",
  avatarRemoved: "Avatar image removed",
  invalidRequest: "The request could not be understood.",
  roleNotOffered: "Please choose one of the roles offered.",
  emailInvalid: "Please enter a valid email address.",
  displayOrderInvalid: "Display order must be a whole number of 0 or more.",
  tooManyTags: `A member may have at most ${BOARD_LIMITS.expertiseTags} areas of expertise.`,
  tagTooLong: `An area of expertise must be at most ${BOARD_LIMITS.expertiseTag} characters.`,
  boardFull: `A board may have at most ${BOARD_LIMITS.members} members.`,
  cannotMove: "The member is already at that end of the board.",
  avatarTooLarge: "The avatar image must be 5 MB or smaller.",
  avatarInvalid: "The file is not a JPEG, PNG, WebP or GIF image.",
  avatarUnreadable: "The image could not be read. It may be damaged.",
  avatarTooManyPixels: "The image is too large (more than 40 megapixels).",
  avatarNoFile: "Please choose an image to upload.",
  avatarInterrupted: "The upload was interrupted. Please try again.",
} as const;

/** What a POST to the board endpoint asks for (its `intent`). */
export const BOARD_INTENTS = ["create", "update", "delete", "toggle-active", "move", "remove-avatar"] as const;
export type BoardIntent = (typeof BOARD_INTENTS)[number];

export function isBoardIntent(value: unknown): value is BoardIntent {
  return typeof value === "string" && (BOARD_INTENTS as readonly string[]).includes(value);
}

/** How an avatar upload is checked and what it answers when refused. */
export const AVATAR_UPLOAD_RULES: ImageUploadRules = {
  maxBytes: AVATAR_MAX_BYTES,
  messages: {
    invalidRequest: BOARD_MESSAGES.invalidRequest,
    tooLarge: BOARD_MESSAGES.avatarTooLarge,
    invalid: BOARD_MESSAGES.avatarInvalid,
    unreadable: BOARD_MESSAGES.avatarUnreadable,
    tooManyPixels: BOARD_MESSAGES.avatarTooManyPixels,
    noFile: BOARD_MESSAGES.avatarNoFile,
    interrupted: BOARD_MESSAGES.avatarInterrupted,
  },
};
