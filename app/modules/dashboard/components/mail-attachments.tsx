import { Download, Paperclip } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatFileSize } from "~/modules/submission-files/manuscript-format";
import type { MailboxMessage } from "../mailbox.types";

/**
 * The files sent with a stored e-mail (an invoice's PDF): name, type, size as stored, and a plain
 * download link (the endpoint checks the reader and redirects to a signed link). A file no longer
 * in storage says so instead.
 */
export function MailAttachments({ message }: { message: MailboxMessage }) {
  if (message.attachments.length === 0) return null;
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-200 px-5 py-3 text-sm font-semibold text-slate-900">
        Attachments ({message.attachments.length})
      </h2>
      <ul className="divide-y divide-slate-200">
        {message.attachments.map((a) => (
          <li
            key={a.index}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3"
            data-testid="mail-attachment"
          >
            <div className="flex min-w-0 items-start gap-2">
              <Paperclip className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="break-all text-sm font-medium text-slate-900">{a.fileName}</p>
                <p className="text-xs text-slate-500">
                  {a.contentType}
                  {a.sizeBytes === null ? null : ` · ${formatFileSize(a.sizeBytes)}`}
                </p>
              </div>
            </div>
            {a.sizeBytes === null ? (
              <p className="text-sm text-red-700">No longer in storage</p>
            ) : (
              <Button asChild variant="outline" size="sm">
                <a
                  href={`/dashboard/mailbox/${message.id}/attachments/${a.index}`}
                  download={a.fileName}
                  aria-label={`Download ${a.fileName}`}
                >
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
