import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { MailMessageView } from "~/modules/dashboard/components/mail-message-view";
import { getMailboxMessage } from "~/modules/dashboard/mailbox.service.server";
import type { Route } from "./+types/mailbox-message";

export const handle: DashboardHandle = { title: "Mailbox" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData ? `${loaderData.message.subject} · Mailbox` : "Mailbox");
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return { message: await orHttpError(() => getMailboxMessage(user, params.messageId)) };
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
