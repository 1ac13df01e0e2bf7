import { mailboxAttachmentLink } from "~/modules/dashboard/mailbox.service.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import type { Route } from "./+types/mailbox-attachment";

/**
 * GET /dashboard/mailbox/:messageId/attachments/:index (the attachment's place in the message, from
 * 0): 302 to a short-lived signed URL (JSON with ?format=json), for those who may read the Mailbox
 * (admins of all journals); 403 for anyone else, 404 for no such message or attachment.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => mailboxAttachmentLink(user, params.messageId, params.index));
}
