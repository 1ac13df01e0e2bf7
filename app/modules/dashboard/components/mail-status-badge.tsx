import { cn } from "~/lib/utils";

const STATUS: Record<string, { label: string; className: string }> = {
  held: { label: "Held", className: "bg-amber-100 text-amber-800" },
  queued: { label: "Queued", className: "bg-blue-100 text-blue-800" },
  sent: { label: "Sent", className: "bg-emerald-100 text-emerald-800" },
  failed: { label: "Failed", className: "bg-red-100 text-red-800" },
};

/** A stored e-mail's delivery status: held (no SMTP server configured), queued, sent or failed. */
export function MailStatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, className: "bg-slate-100 text-slate-800" };
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", s.className)}
      data-status={status}
    >
      {s.label}
    </span>
  );
}
