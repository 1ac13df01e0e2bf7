import { ExternalLink, Send } from "lucide-react";
import { Form } from "react-router";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_ROWS } from "~/components/hydration-slice";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { DoiRow } from "../crossref.service.server";

const STATUS: Record<string, { label: string; variant: "secondary" | "success" | "warning" | "danger" | "outline" }> = {
  queued: { label: "Queued", variant: "secondary" },
  submitted: { label: "Submitted", variant: "outline" },
  registered: { label: "Registered", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
};

/**
 * The DOI's state with Crossref. A DOI registered once stays 'Registered'; a later deposit of new
 * metadata shows apart ('Update failed', 'Update queued'), so a failed update never reads as a DOI
 * that does not resolve.
 */
function DepositStatus({ row }: { row: DoiRow }) {
  if (!row.depositStatus) return <Badge variant="secondary">Not deposited</Badge>;
  const s = STATUS[row.depositStatus] ?? STATUS.queued!;
  if (row.registered && row.depositStatus !== "registered") {
    return (
      <span className="flex flex-wrap items-center gap-1">
        <Badge variant="success">Registered</Badge>
        <Badge variant={row.depositStatus === "failed" ? "danger" : "outline"}>
          {row.depositStatus === "failed" ? "Update failed" : `Update ${s.label.toLowerCase()}`}
        </Badge>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={s.variant}>{s.label}</Badge>
      {row.warning ? <Badge variant="warning">Warning</Badge> : null}
    </span>
  );
}

/** Each article's DOI and Crossref status, with Crossref's own words and a deposit or retry button. */
export function DoiTable({ rows, action, interactive }: { rows: DoiRow[]; action: string; interactive: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Article
            </th>
            <th scope="col" className="px-4 py-3">
              DOI
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Crossref says
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          <InGroups items={rows} size={HYDRATION_SLICE_ROWS}>
            {(row) => {
              const canDeposit = row.articleStatus === "published" && row.doi && row.depositStatus !== "queued";
              return (
                <tr key={row.id} data-testid="doi-row" className="align-top">
                  <td className="max-w-xs px-4 py-3">
                    <a
                      href={`/dashboard/articles?edit=${row.id}`}
                      className="font-medium text-slate-900 underline-offset-2 hover:underline"
                    >
                      {row.title}
                    </a>
                    {row.path ? (
                      <a
                        href={row.path}
                        target="_blank"
                        rel="noreferrer"
                        className="mt-1 flex w-fit items-center gap-1 text-xs text-blue-700 underline"
                      >
                        Article page
                        <ExternalLink className="size-3" aria-hidden="true" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    ) : (
                      <p className="mt-1 text-xs text-slate-600">Not published</p>
                    )}
                  </td>
                  <td className="min-w-44 px-4 py-3 font-mono text-xs break-all text-slate-800">{row.doi ?? "—"}</td>
                  <td className="px-4 py-3">
                    <DepositStatus row={row} />
                    {row.retryCount > 0 ? (
                      <p className="mt-1 text-xs text-slate-600">
                        {row.retryCount} {row.retryCount === 1 ? "retry" : "retries"}
                      </p>
                    ) : null}
                  </td>
                  <td className="max-w-sm px-4 py-3 text-xs text-slate-700">
                    {row.depositStatus === "failed" && row.diagnostic ? (
                      <p className="text-red-800">{row.diagnostic}</p>
                    ) : null}
                    {row.warning ? <p className="text-amber-900">{row.warning}</p> : null}
                    {row.depositStatus !== "failed" && row.lastError ? (
                      <p className="text-slate-600">Last attempt: {row.lastError}</p>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-right">
                    {canDeposit ? (
                      <Form method="post" action={action}>
                        <input type="hidden" name="intent" value="deposit" />
                        <input type="hidden" name="articleId" value={row.id} />
                        <Button type="submit" size="sm" variant="outline" disabled={!interactive}>
                          <Send aria-hidden="true" />
                          {row.depositStatus === "failed" ? "Retry" : row.depositStatus ? "Deposit again" : "Deposit"}
                          <span className="sr-only"> {row.title}</span>
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              );
            }}
          </InGroups>
        </tbody>
      </table>
    </div>
  );
}
