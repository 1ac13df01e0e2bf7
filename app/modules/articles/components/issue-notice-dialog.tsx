import { FileWarning } from "lucide-react";
import { useState } from "react";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import { NOTICE_TYPES } from "../articles.desk.constants";
import { NOTICE_MESSAGES, NOTICE_TEXT_MAX, NOTICE_TEXT_MIN } from "../articles.notices.constants";
import type { ArticleListRow } from "../articles.desk.types";
import { NOTICE_LABELS } from "../notice-links";
import { ArticleActionDialog } from "./article-action-dialog";

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
  const [type, setType] = useState<(typeof NOTICE_TYPES)[number]>("correction");
  const [text, setText] = useState("");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (text.trim().length < NOTICE_TEXT_MIN) {
      setError(NOTICE_MESSAGES.textRequired);
      return undefined;
    }
    setError(undefined);
    return { intent: "issue-notice", noticeType: type, text, date };
  };

  return (
    <ArticleActionDialog
      id="issue-notice"
      article={article}
      action={action}
      title="Issue a notice"
      description="The notice is published at once as an item of its own (its own page and DOI, in the current issue), and the article's page links to it. A retracted article stays readable, marked as retracted."
      failedTitle={NOTICE_MESSAGES.failed}
      submitLabel={`Publish ${NOTICE_LABELS[type].toLowerCase()}`}
      busyLabel="Publishing..."
      icon={FileWarning}
      destructive={type === "retraction"}
      className="max-w-xl"
      submit={submit}
      onClose={onClose}
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
    </ArticleActionDialog>
  );
}
