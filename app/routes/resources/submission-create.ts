import { AppError } from "~/lib/errors";
import { methodNotAllowed } from "~/lib/json-endpoint.server";
import { RateLimitError } from "~/lib/rate-limit.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { can } from "~/modules/auth/permissions";
import { MANUSCRIPT_MAX_BYTES } from "~/modules/submission-files/manuscript-format";
import { acquireUploadSlot, checkUploadLimitsBeforeReceiving } from "~/modules/submission-files/upload-limits.server";
import { receiveUpload } from "~/modules/submission-files/upload.server";
import { createSubmission } from "~/modules/submissions/submission-create.service.server";
import { WIZARD_MESSAGES } from "~/modules/submissions/submission-messages";
import { ALL_MANUSCRIPT_FORMATS } from "~/modules/submissions/submission-rules";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import { SubmissionFormError } from "~/modules/submissions/submissions.errors";
import { parseJsonField } from "~/modules/submissions/submissions.schemas";
import type { CreateSubmissionAnswer } from "~/modules/submissions/submissions.types";
import type { Route } from "./+types/submission-create";

const HEADERS = { "Cache-Control": "private, no-store" };

const answer = (body: CreateSubmissionAnswer, status: number, retryAfterSeconds?: number) =>
  Response.json(body, {
    status,
    headers: retryAfterSeconds ? { ...HEADERS, "Retry-After": String(retryAfterSeconds) } : HEADERS,
  });

const retryAfterOf = (err: AppError) => (err instanceof RateLimitError ? err.retryAfterSeconds : undefined);

/** Only POST: a GET gets 405. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/submissions: the wizard's Submit. A multipart body: "data", the wizard's form as JSON,
 * and "file", the manuscript. With `?journalId=` the upload is checked against that journal's
 * formats and size while it streams (the form's journal decides in the end). Answers 201 {id, code,
 * confirmationEmailed},
 * or {message, fieldErrors?} with 400, 401, 403, 413 or 429 (upload limits, with Retry-After);
 * nothing is written unless it is 201.
 */
export async function action({ request, url }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  // A fetch caller gets 401, not the sign-in page.
  const user = await getCurrentUser(request);
  if (!user) return answer({ message: WIZARD_MESSAGES.signInRequired }, 401);
  if (!can(user, "submission.create")) return answer({ message: "Insufficient permissions" }, 403);

  // Upload limits (upload-limits.server.ts): at most two uploads of one account at once and the
  // day's allowance, both before a byte is read (429); the allowance again while the file streams
  // and, authoritatively, in the transaction.
  let release: () => void;
  try {
    release = acquireUploadSlot(user.id);
  } catch (err) {
    if (err instanceof AppError) return answer({ message: err.message }, err.status, retryAfterOf(err));
    throw err;
  }
  try {
    const journalId = url.searchParams.get("journalId");
    const rules = journalId ? await submissionRulesFor(journalId) : null;
    let upload: Awaited<ReturnType<typeof receiveUpload>>;
    try {
      const allowance = await checkUploadLimitsBeforeReceiving(user);
      upload = await receiveUpload(request, {
        maxBytes: rules?.maxFileBytes ?? MANUSCRIPT_MAX_BYTES,
        allowedFormats: rules?.allowedFormats ?? ALL_MANUSCRIPT_FORMATS,
        allowance,
      });
    } catch (err) {
      if (err instanceof AppError)
        return answer({ message: err.message, fieldErrors: { file: err.message } }, err.status, retryAfterOf(err));
      throw err;
    }
    try {
      const data = parseJsonField(upload.fields.data);
      if (data === undefined) return answer({ message: WIZARD_MESSAGES.invalidData }, 400);
      const created = await createSubmission(user, { data, file: upload.file });
      return answer({ id: created.id, code: created.code, confirmationEmailed: created.confirmationEmailed }, 201);
    } catch (err) {
      if (err instanceof SubmissionFormError) {
        return answer({ message: err.message, fieldErrors: err.fieldErrors }, err.status);
      }
      if (err instanceof RateLimitError) {
        return answer({ message: err.message, fieldErrors: { file: err.message } }, err.status, retryAfterOf(err));
      }
      if (err instanceof AppError) return answer({ message: err.message }, err.status);
      throw err;
    } finally {
      await upload.dispose();
    }
  } finally {
    release();
  }
}
