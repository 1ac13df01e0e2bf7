// Crossref's deposit protocol (https://www.crossref.org/documentation/member-setup/direct-deposit-xml/https-post/):
// the file is POSTed as multipart/form-data to /servlet/deposit with the account's login_id and
// login_passwd; its outcome is read later from the submission log, /servlet/submissionDownload
// with type=result, a <doi_batch_diagnostic> with one <record_diagnostic> per DOI.
// Every text taken from an answer is made readable first (crossref-answer.ts): it ends up in error
// messages that the jobs table and the deposit rows store.
import { answerText, NO_READABLE_TEXT, readableText } from "./crossref-answer";

export type CrossrefAccount = { baseUrl: string; username: string; password: string };

/**
 * Retrying may help: a 5xx (503 while too many of the account's submissions are pending), HTTP 429,
 * an answer naming Crossref's ExceededConcurrentLimit whatever its status, or no answer at all.
 */
export class CrossrefTransientError extends Error {}
/** Retrying cannot help (credentials refused, file rejected): the message is Crossref's. */
export class CrossrefRejectedError extends Error {}

const TIMEOUT_MS = 60_000;

function url(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

/** The answer's readable text, or words saying there was none (never an empty message). */
function answerOrStatus(body: string, statusText: string): string {
  return answerText(body) || readableText(statusText) || NO_READABLE_TEXT;
}

async function send(request: () => Promise<Response>): Promise<{ status: number; body: string }> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CrossrefTransientError(
      `Crossref could not be reached: ${readableText(cause?.code ?? cause?.message ?? String(error))}`,
    );
  }
  const body = await response.text().catch(() => "");
  if (/ExceededConcurrentLimit/i.test(body) || response.status === 429 || response.status >= 500) {
    throw new CrossrefTransientError(
      `Crossref answered ${response.status}: ${answerOrStatus(body, response.statusText)}`,
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw new CrossrefRejectedError(`Crossref refused the username or password (HTTP ${response.status}).`);
  }
  if (!response.ok) {
    throw new CrossrefRejectedError(
      `Crossref answered ${response.status}: ${answerOrStatus(body, response.statusText)}`,
    );
  }
  return { status: response.status, body };
}

/** Sends one deposit file; resolves when Crossref has accepted it for processing. */
export async function postDeposit(account: CrossrefAccount, fileName: string, xml: string): Promise<void> {
  const form = new FormData();
  form.set("operation", "doMDUpload");
  form.set("login_id", account.username);
  form.set("login_passwd", account.password);
  form.set("fname", new Blob([xml], { type: "application/xml" }), fileName);
  const { body } = await send(() =>
    fetch(url(account.baseUrl, "/servlet/deposit"), {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  if (!/SUCCESS/i.test(body)) {
    throw new CrossrefRejectedError(`Crossref did not accept the file: ${answerOrStatus(body, "")}`);
  }
}

export type RecordOutcome = { doi: string; status: "success" | "warning" | "failure"; message: string };
export type SubmissionLog =
  { state: "pending" } | { state: "completed"; submissionId: string | null; records: RecordOutcome[] };

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

/** Reads a <doi_batch_diagnostic>: pending until Crossref has processed the whole file. */
export function parseSubmissionLog(xml: string): SubmissionLog {
  const root = /<doi_batch_diagnostic\b[^>]*\bstatus="([^"]*)"/.exec(xml);
  if (!root) {
    throw new CrossrefTransientError(`Unreadable submission log: ${answerText(xml, 200) || NO_READABLE_TEXT}`);
  }
  if (root[1] !== "completed") return { state: "pending" };
  const records: RecordOutcome[] = [];
  for (const m of xml.matchAll(/<record_diagnostic\b[^>]*\bstatus="([^"]*)"[^>]*>([\s\S]*?)<\/record_diagnostic>/g)) {
    const doi = /<doi>([\s\S]*?)<\/doi>/.exec(m[2]!)?.[1];
    if (!doi) continue;
    const status = m[1]!.toLowerCase();
    records.push({
      doi: unescape(doi),
      status: status === "success" ? "success" : status === "warning" ? "warning" : "failure",
      message: readableText(unescape(/<msg>([\s\S]*?)<\/msg>/.exec(m[2]!)?.[1] ?? "")),
    });
  }
  const submissionId = /<submission_id>\s*([^<\s]+)\s*<\/submission_id>/.exec(xml)?.[1] ?? null;
  return { state: "completed", submissionId, records };
}

/** The submission log of a batch (by its doi_batch_id). */
export async function fetchSubmissionLog(account: CrossrefAccount, batchId: string): Promise<SubmissionLog> {
  const query = new URLSearchParams({
    usr: account.username,
    pwd: account.password,
    doi_batch_id: batchId,
    type: "result",
  });
  const { body } = await send(() =>
    fetch(url(account.baseUrl, `/servlet/submissionDownload?${query}`), { signal: AbortSignal.timeout(TIMEOUT_MS) }),
  );
  return parseSubmissionLog(body);
}

/**
 * Signs in without depositing: asks for the log of a batch that does not exist. Crossref answers
 * such a question only for a valid account.
 */
export async function checkAccount(account: CrossrefAccount): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await fetchSubmissionLog(account, `connection-test-${Date.now()}`);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
