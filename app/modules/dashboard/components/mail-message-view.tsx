import { formatDateTimeUtc } from "~/lib/format-date";
import { Card } from "~/components/ui/card";
import type { MailboxMessage } from "../mailbox.types";
import { MailAttachments } from "./mail-attachments";
import { MailStatusBadge } from "./mail-status-badge";
import { SendAgainButton } from "./send-again-button";

/**
 * The HTML body for the preview frame: links open in a new tab (the frame may not navigate itself).
 * The frame is sandboxed without scripts, same origin, forms or top navigation.
 */
function previewDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

/** One stored e-mail: its headers, its attachments, the HTML rendered in a sandboxed frame, and the plain text. */
export function MailMessageView({ message }: { message: MailboxMessage }) {
  const headers: [string, string | null][] = [
    ["From", message.from],
    ["To", message.recipient],
    ["Reply-To", message.replyTo],
    ["Subject", message.subject],
    ["Message-ID", message.messageId],
    ["Template", message.template],
    ["Created", formatDateTimeUtc(message.createdAt)],
    ["Sent", message.sentAt ? formatDateTimeUtc(message.sentAt) : null],
    ["Delivery attempts", String(message.attempts)],
    ["Last error", message.lastError],
  ];
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-sm font-semibold text-slate-900">Headers</h2>
          <div className="flex items-center gap-3">
            {message.canSendAgain ? <SendAgainButton /> : null}
            <MailStatusBadge status={message.status} />
          </div>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {headers
            .filter((h): h is [string, string] => h[1] !== null && h[1] !== "")
            .map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-slate-500">{name}</dt>
                <dd className="mb-2 break-words text-slate-900 sm:mb-0">{value}</dd>
              </div>
            ))}
        </dl>
      </Card>
      <MailAttachments message={message} />
      <Card className="overflow-hidden">
        <h2 className="border-b border-slate-200 px-5 py-3 text-sm font-semibold text-slate-900">HTML</h2>
        <iframe
          title={`HTML of "${message.subject}"`}
          srcDoc={previewDocument(message.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full bg-white"
        />
      </Card>
      <Card className="overflow-hidden">
        <h2 className="border-b border-slate-200 px-5 py-3 text-sm font-semibold text-slate-900">Plain text</h2>
        <pre className="overflow-x-auto p-5 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-slate-800">
          {message.text}
        </pre>
      </Card>
    </div>
  );
}
