import { History } from "lucide-react";
import { useState } from "react";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { ArticleListRow } from "../articles.desk.types";
import { ArticleActionDialog } from "./article-action-dialog";

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
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (note.replace(/\s+/g, " ").trim().length < NOTE_MIN) {
      setError(`Say what changes in the new version (at least ${NOTE_MIN} characters).`);
      return undefined;
    }
    setError(undefined);
    return { intent: "new-version", note };
  };

  return (
    <ArticleActionDialog
      id="new-version"
      article={article}
      action={action}
      title="New version"
      description="The article as it reads now is kept as an earlier version, readable at its own address. Then edit the article (its metadata and galleys): the changes make the new version, at the same address and DOI."
      failedTitle="The new version could not be started"
      submitLabel="Start new version"
      busyLabel="Saving..."
      icon={History}
      submit={submit}
      onClose={onClose}
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
    </ArticleActionDialog>
  );
}
