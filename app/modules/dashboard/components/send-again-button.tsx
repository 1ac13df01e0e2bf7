import { RotateCw } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import type { MailboxActionData } from "../mailbox.types";

/**
 * Send again, for an e-mail whose delivery failed for good or that is held while an SMTP server is
 * set: a form, so it works before the page's script has loaded; the page then shows it queued.
 */
export function SendAgainButton() {
  const fetcher = useFetcher<MailboxActionData>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="send-again" />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        <RotateCw aria-hidden="true" />
        Send again
      </Button>
    </fetcher.Form>
  );
}
