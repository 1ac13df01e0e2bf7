import { Fingerprint, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { CROSSREF_MESSAGES as M } from "~/modules/crossref/crossref.constants";
import { doiPath, postDoiIntent } from "./desk-requests";

/**
 * 'Generate DOI' and 'Deposit DOI' under the dialog's DOI field (spec 002 section 2.6). An unsaved
 * article has no DOI to make yet; a generated DOI is saved at once and shown in the field.
 */
export function DoiActions({
  articleId,
  canDeposit,
  onGenerated,
}: {
  articleId: string | null;
  canDeposit: boolean;
  onGenerated: (doi: string) => void;
}) {
  const [busy, setBusy] = useState<"generate" | "deposit" | null>(null);
  async function run(intent: "generate" | "deposit") {
    if (!articleId) {
      toast.error(intent === "generate" ? M.saveFirst : M.depositFailed, {
        description: intent === "generate" ? undefined : M.saveFirst,
      });
      return;
    }
    setBusy(intent);
    const answer = await postDoiIntent(doiPath(articleId), intent);
    setBusy(null);
    if (!answer.ok) {
      toast.error(intent === "generate" ? M.generateFailed : M.depositFailed, { description: answer.message });
      return;
    }
    if (intent === "generate" && answer.json.doi) onGenerated(answer.json.doi);
    toast.success(answer.message);
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => void run("generate")}>
        <Fingerprint aria-hidden="true" />
        {busy === "generate" ? "Generating..." : "Generate DOI"}
      </Button>
      {canDeposit ? (
        <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => void run("deposit")}>
          <Send aria-hidden="true" />
          {busy === "deposit" ? "Depositing..." : "Deposit DOI"}
        </Button>
      ) : null}
    </div>
  );
}
