import { FileWarning, Loader2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { NOTICE_TYPES } from "../articles.desk.constants";
import { NOTICE_MESSAGES, NOTICE_TEXT_MAX, NOTICE_TEXT_MIN } from "../articles.notices.constants";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";
import { NOTICE_LABELS } from "../notice-links";

const HINTS = {
  correction: "For example: the units of Table 2 were given as mg; they are µg. The conclusions are unchanged.",
  expression_of_concern:
    "For example: the journal has been told of concerns about the reliability of the data in Figure 3; an investigation is under way.",
  retraction:
    "For example: this article is retracted at the request of the editors after an investigation found that the data in Figures 2 and 3 were duplicated. The authors agree.",
} as const;

/**
 * Issues a correction, an expression of concern or a retraction for a published article (ADR 066):
 * the notice is published at once as an article of its own, linked both ways. Mount it to open it.
 */
export function IssueNoticeDialog({
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
  const [type, setType] = useState<(typeof NOTICE_TYPES)[number]>("correction");
  const [text, setText] = useState("");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(NOTICE_MESSAGES.failed, { description: result.message });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent aria-describedby="issue-notice-description" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Issue a notice</DialogTitle>
          <DialogDescription id="issue-notice-description">
            The notice is published at once as an item of its own (its own page and DOI, in the current issue), and the
            article's page links to it. A retracted article stays readable, marked as retracted.
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
            if (text.trim().length < NOTICE_TEXT_MIN) return setError(NOTICE_MESSAGES.textRequired);
            setError(undefined);
            void fetcher.submit(
              { intent: "issue-notice", articleId: article.id, noticeType: type, text, date },
              { method: "post", action },
            );
          }}
        >
          <FormField id="notice-type" label="Kind of notice" required>
            <NativeSelect
              id="notice-type"
              value={type}
              onChange={(e) => setType(e.currentTarget.value as (typeof NOTICE_TYPES)[number])}
            >
              {NOTICE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {NOTICE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="notice-text" label="Text of the notice" required error={error}>
            <Textarea
              id="notice-text"
              value={text}
              rows={6}
              maxLength={NOTICE_TEXT_MAX}
              placeholder={HINTS[type]}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(undefined);
              }}
              {...fieldA11y("notice-text", { error })}
              className={cn(error && invalidClass)}
            />
          </FormField>
          <FormField id="notice-date" label="Date (empty: today)">
            <Input
              id="notice-date"
              type="date"
              value={date}
              className="max-w-xs"
              onChange={(e) => setDate(e.currentTarget.value)}
            />
          </FormField>
          <FormRefusal message={refused} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={type === "retraction" ? "destructive" : "default"} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileWarning aria-hidden="true" />}
              {busy ? "Publishing..." : `Publish ${NOTICE_LABELS[type].toLowerCase()}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
