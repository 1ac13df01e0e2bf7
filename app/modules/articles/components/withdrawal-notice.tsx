import { AlertTriangle } from "lucide-react";
import { formatPublicationDate } from "../article-format";

/**
 * Shown on a withdrawn article's page: the scholarly record keeps its address (links and DOIs
 * still lead here), and the reader learns when and why it was withdrawn.
 */
export function WithdrawalNotice({
  withdrawnAt,
  reason,
}: {
  withdrawnAt: Date | string | null;
  reason: string | null;
}) {
  const date = withdrawnAt ? formatPublicationDate(new Date(withdrawnAt).toISOString().slice(0, 10)) : null;
  return (
    <section aria-labelledby="withdrawal-heading" className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex journal-width gap-3 px-4 py-5 text-amber-950">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <h2 id="withdrawal-heading" className="font-serif text-lg font-semibold">
            This article has been withdrawn
          </h2>
          <p className="mt-1 text-sm">
            {date ? `Withdrawn on ${date}. ` : ""}
            {reason ?? "The journal has withdrawn this article."} Its files are no longer offered; this record stays at
            the same address.
          </p>
        </div>
      </div>
    </section>
  );
}
