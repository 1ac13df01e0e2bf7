import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { MailMessageView } from "~/modules/dashboard/components/mail-message-view";
import { getMailboxMessage, sendMailboxMessageAgain } from "~/modules/dashboard/mailbox.service.server";
import type { MailboxActionData } from "~/modules/dashboard/mailbox.types";
import { SEND_AGAIN_MESSAGES } from "~/modules/mail/mail.constants";
import type { Route } from "./+types/mailbox-message";

export const handle: DashboardHandle = { title: "Mailbox" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData ? `${loaderData.message.subject} · Mailbox` : "Mailbox");
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return { message: await orHttpError(() => getMailboxMessage(user, params.messageId)) };
}

/** Send again (intent `send-again`): a failed e-mail, or a held one once SMTP is set. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") !== "send-again") {
    return data<MailboxActionData>({ ok: false, message: "Invalid request." }, { status: 400 });
  }
  try {
    await sendMailboxMessageAgain(user, params.messageId);
    return data<MailboxActionData>({ ok: true, message: SEND_AGAIN_MESSAGES.queued });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 403 || error.status === 404) throw data(error.message, { status: error.status });
    return data<MailboxActionData>({ ok: false, message: error.message }, { status: error.status });
  }
}

export default function MailboxMessage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <Link
        to="/dashboard/mailbox"
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Mailbox
      </Link>
      <PageHeading title={loaderData.message.subject} subtitle={`To ${loaderData.message.recipient}`} />
      <MailMessageView message={loaderData.message} />
    </div>
  );
}
