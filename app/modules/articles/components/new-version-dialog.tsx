import { History, Loader2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Textarea } from "~/components/ui/input";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";

const NOTE_MIN = 10;
const NOTE_MAX = 2000;

/**
 * Starts a new version of a published article (ADR 066): the article as it reads now is kept,
 * readable at its own address; the editor then edits the article, which becomes the new version at
 * the same address and DOI. Mount it to open it.
 */
export function NewVersionDialog({
  article,
  action,
  onClose,
}: {
  article: ArticleListRow;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ArticleActionData>();
  const busy = fetcher.state !== "idle";
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error("The new version could not be started", { description: result.message });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent aria-describedby="new-version-description">
        <DialogHeader>
          <DialogTitle>New version</DialogTitle>
          <DialogDescription id="new-version-description">
            The article as it reads now is kept as an earlier version, readable at its own address. Then edit the
            article (its metadata and galleys): the changes make the new version, at the same address and DOI.
          </DialogDescription>
        </DialogHeader>
        <p className="break-words rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">
          {article.displayId} · {article.title}
        </p>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (note.replace(/\s+/g, " ").trim().length < NOTE_MIN) {
              return setError(`Say what changes in the new version (at least ${NOTE_MIN} characters).`);
            }
            setError(undefined);
            void fetcher.submit({ intent: "new-version", articleId: article.id, note }, { method: "post", action });
          }}
        >
          <FormField id="version-note" label="What changes" required error={error}>
            <Textarea
              id="version-note"
              value={note}
              rows={4}
              maxLength={NOTE_MAX}
              placeholder="For example: Table 2's units corrected (see the correction notice); the PDF replaced."
              onChange={(e) => {
                setNote(e.currentTarget.value);
                setError(undefined);
              }}
              {...fieldA11y("version-note", { error })}
              className={cn(error && invalidClass)}
            />
          </FormField>
          <FormRefusal message={refused} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <History aria-hidden="true" />}
              {busy ? "Saving..." : "Start new version"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
