/** The spec's toasts and rule (002 sections 5 and 8), as the browser shows them. */
export const CITATION_TOASTS = {
  added: "Citation added successfully",
  addFailed: "Failed to add citation",
  removed: "Citation removed successfully",
  removeFailed: "Failed to remove citation",
  citingRequired: "The citation dialog requires a non-empty citing article id.",
} as const;

/** POSTs a change of the article's citations; the server's message, ok or not. */
export async function postCitationChange(
  basePath: string,
  fields: Record<string, string>,
): Promise<{ ok: boolean; message: string }> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  try {
    const response = await fetch(`${basePath}/citations`, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    return { ok: response.ok, message: json?.message ?? `The server answered ${response.status}.` };
  } catch {
    return { ok: false, message: "The connection was lost. Please try again." };
  }
}
