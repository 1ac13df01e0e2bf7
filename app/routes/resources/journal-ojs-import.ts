import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { OJS_IMPORT_MAX_BYTES, OJS_MESSAGES as M } from "~/modules/ojs-import/ojs-import.constants";
import { OJS_UPLOAD_RULES } from "~/modules/ojs-import/ojs-upload.server";
import { prepareImportUpload, startImportRun } from "~/modules/ojs-import/ojs-import.service.server";
import { receiveFileUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/journal-ojs-import";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /journal/:shortName/import/upload (multipart, field "file"): an OJS Native XML export,
 * queued as a background import run (ADR 065). Who may (401, 403, 404) and an announced length
 * past the limit (413) are settled before the body is read. A form posted by a browser without
 * scripts is sent back to the Import screen (303); a fetch gets 202 {message, run}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    await prepareImportUpload(user, params.shortName);
    const received = await receiveFileUpload(request, { maxBytes: OJS_IMPORT_MAX_BYTES, formats: OJS_UPLOAD_RULES });
    try {
      if (!received.file) throw new AppError("ojs_import.no_file", 400, M.noFile);
      const run = await startImportRun(user, params.shortName, received.file);
      if ((request.headers.get("accept") ?? "").includes("text/html"))
        return new Response(null, { status: 303, headers: { location: `/journal/${params.shortName}/import` } });
      return noStoreJson({ message: M.queued, run }, 202);
    } finally {
      await received.dispose();
    }
  }, M.uploadFailed);
}
