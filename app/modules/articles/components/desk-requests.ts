// The articles dialog's calls to the galley, metadata and issue endpoints (browser only).
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { messageOf } from "~/modules/submission-files/components/upload-progress";
import { CROSSREF_METADATA_PATH } from "../article-from-pdf.constants";
import type { IssueOption } from "../articles.desk.types";

export const galleysPath = (articleId: string) => `/dashboard/articles/${articleId}/galleys`;
export const galleyPath = (articleId: string, galleyId: string) =>
  `/dashboard/articles/${articleId}/galleys/${galleyId}`;
export const metadataPath = (articleId: string) => `/dashboard/articles/${articleId}/metadata`;

export type RequestAnswer<T = unknown> = { ok: true; message: string; json: T } | { ok: false; message: string };

async function post<T>(url: string, fields: Record<string, string>): Promise<RequestAnswer<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  try {
    const response = await fetch(url, { method: "POST", body, headers: { accept: "application/json" } });
    const json = (await response.json().catch(() => null)) as T;
    const message = messageOf(json) ?? `The server answered ${response.status}.`;
    return response.ok ? { ok: true, message, json } : { ok: false, message };
  } catch {
    return { ok: false, message: "The connection was lost. Please try again." };
  }
}

/** A change to one galley: intent update (label, isPublic), move-up, move-down or delete. */
export function postGalleyChange(articleId: string, galleyId: string, fields: Record<string, string>) {
  return post(galleyPath(articleId, galleyId), fields);
}

export const doiPath = (articleId: string) => `/dashboard/articles/${articleId}/doi`;

/** 'Generate DOI' or 'Deposit DOI': the article's DOI in the answer. */
export function postDoiIntent(url: string, intent: "generate" | "deposit") {
  return post<{ doi?: string }>(url, { intent });
}

export function requestMetadata(articleId: string, galleyId: string) {
  return post<{ metadata: ExtractedPdfMetadata }>(metadataPath(articleId), { galleyId });
}

/** 'Fill from Crossref': the metadata Crossref holds for `doi`. */
export function requestCrossrefMetadata(doi: string) {
  return post<{ metadata: ExtractedPdfMetadata }>(CROSSREF_METADATA_PATH, { doi });
}

/** The issues of a journal, newest first; null when they could not be loaded. */
export async function fetchIssues(journalId: string): Promise<IssueOption[] | null> {
  try {
    const response = await fetch(`/dashboard/articles/issues/${journalId}`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    return ((await response.json()) as { issues: IssueOption[] }).issues;
  } catch {
    return null;
  }
}
