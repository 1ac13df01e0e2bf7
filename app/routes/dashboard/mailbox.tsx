import { Mail } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { MailboxList, MailboxPager } from "~/modules/dashboard/components/mailbox-list";
import { listMailbox } from "~/modules/dashboard/mailbox.service.server";
import type { Route } from "./+types/mailbox";

export const handle: DashboardHandle = { title: "Mailbox" };

export function meta() {
  return dashboardMeta("Mailbox");
}

/** ?page=N (1-based); anything else is page 1. */
function pageFrom(url: URL): number {
  const value = Number(url.searchParams.get("page") ?? "1");
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => listMailbox(user, pageFrom(url)));
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Mailbox"
        subtitle="Every e-mail the platform has sent or holds, newest first. Without an SMTP server, messages are held here (password reset links included)."
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/email-templates">
              <Mail aria-hidden="true" />
              E-mail templates
            </Link>
          </Button>
        }
      />
      <MailboxList items={items} />
      <MailboxPager page={page} pageCount={pageCount} total={total} />
    </div>
  );
}
