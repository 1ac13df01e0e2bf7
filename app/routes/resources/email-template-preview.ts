import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { previewRequestSchema } from "~/modules/mail/mail-templates.schemas";
import { previewMailTemplate } from "~/modules/mail/mail-templates.service.server";
import { MAIL_TEMPLATE_MESSAGES as M, type MailPreview } from "~/modules/mail/mail-templates.types";
import type { Route } from "./+types/email-template-preview";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/email-templates/preview with JSON {key, subject, body, journal?}: the template rendered
 * by the server with its sample values, in the journal's layout (`journal`: its short name; none:
 * the site's templates). 200 {subject, html, text}; 400 {message} naming the known variables for
 * an unknown one; 401; 403 for who may not change those templates; 404 for no such journal or template.
 */
export async function action({ request }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    const parsed = previewRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) throw new AppError("mail_templates.invalid", 400, M.invalidRequest);
    const { key, subject, body, journal } = parsed.data;
    const scope = journal ? { kind: "journal" as const, shortName: journal } : { kind: "site" as const };
    const preview: MailPreview = await previewMailTemplate(user, scope, key, { subject, body });
    return noStoreJson(preview);
  }, "The preview could not be rendered.");
}
