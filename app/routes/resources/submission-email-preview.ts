import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { previewReviewMail, reviewMailPreviewSchema } from "~/modules/reviews/review-mail-preview.service.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import {
  previewStatusMail,
  statusMailPreviewSchema,
} from "~/modules/submissions/submission-status-mail.service.server";
import type { Route } from "./+types/submission-email-preview";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /submission/:id/email-preview with JSON {mail: "decision", kind, letter, subject, body} or
 * {mail: "invitation", reviewerId? | name?, subject, body} (the Reviews tab), or {mail: "status",
 * status, title?, editorDecision?, reviewerComments?, subject, body} (the Edit Submission dialog's
 * status e-mail): the e-mail as the editor edited it, rendered by the server with the submission's
 * data. 200 {subject, html, text}; 400 {message} (an unknown variable, with the known ones); 401;
 * 403 for who may not manage its review (or change its status); 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    const json: unknown = await request.json().catch(() => undefined);
    if ((json as { mail?: unknown } | undefined)?.mail === "status") {
      const status = statusMailPreviewSchema.safeParse(json);
      if (!status.success) throw new AppError("reviews.invalid", 400, REVIEW_MESSAGES.invalidRequest);
      return noStoreJson(await previewStatusMail(user, params.id, status.data));
    }
    const parsed = reviewMailPreviewSchema.safeParse(json);
    if (!parsed.success) throw new AppError("reviews.invalid", 400, REVIEW_MESSAGES.invalidRequest);
    return noStoreJson(await previewReviewMail(user, params.id, parsed.data));
  }, "The preview could not be rendered.");
}
