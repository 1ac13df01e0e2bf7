/** The Editorial Board Manager's endpoint: GET the board, POST its changes. */
export function boardPath(journalId: string): string {
  return `/api/journals/${encodeURIComponent(journalId)}/board`;
}

/** Where a member's photo is uploaded (multipart, field "file"). */
export function avatarUploadPath(journalId: string, memberId: string): string {
  return `${boardPath(journalId)}/${encodeURIComponent(memberId)}/avatar`;
}

/** A failure toast in the spec's form, 'Failed to update editorial member: {message}', or its fallback. */
export function failure(prefix: string, message: string | undefined, fallback = prefix): string {
  return message ? `${prefix}: ${message}` : fallback;
}
