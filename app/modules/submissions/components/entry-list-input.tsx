import { Plus, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { addUniqueEntry } from "../entry-list";

/**
 * A list of free-text entries (keywords, suggested reviewers): type one and press Enter (or Add);
 * entries are trimmed and kept unique; each can be removed. At `max` entries the input is disabled.
 */
export function EntryListInput({
  id,
  label,
  entries,
  onChange,
  placeholder,
  hint,
  error,
  max,
  maxLength,
  disabled,
  required,
  onBlur,
  draft: givenDraft,
  onDraftChange,
}: {
  id: string;
  label: string;
  entries: readonly string[];
  onChange: (entries: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  max?: number;
  maxLength?: number;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  /**
   * The text typed but not added yet, when the form holds it: its Save can then add it instead of
   * dropping it (a manager types a keyword and clicks Save at once).
   */
  draft?: string;
  onDraftChange?: (draft: string) => void;
}) {
  const [ownDraft, setOwnDraft] = useState("");
  const draft = givenDraft ?? ownDraft;
  const setDraft = onDraftChange ?? setOwnDraft;
  const full = max !== undefined && entries.length >= max;
  const add = () => {
    if (full) return;
    onChange(addUniqueEntry(entries, draft));
    setDraft("");
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      {disabled ? null : (
        <div className="flex gap-2">
          <Input
            id={id}
            value={draft}
            placeholder={full ? `At most ${max} entries` : placeholder}
            maxLength={maxLength}
            disabled={full}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={onBlur}
            onKeyDown={(e) => {
              // Enter adds the entry instead of submitting the form.
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            {...fieldA11y(id, { hint, error })}
            className={cn(error && invalidClass)}
          />
          <Button type="button" variant="outline" onClick={add} disabled={full || draft.trim() === ""}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      )}
      {entries.length > 0 ? (
        <ul id={disabled ? id : undefined} className="flex flex-wrap gap-2 pt-1" aria-label={label}>
          {entries.map((entry) => (
            <li
              key={entry}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1.5 text-sm text-slate-800"
            >
              <span className="min-w-0 break-words">{entry}</span>
              {disabled ? (
                <span className="pr-1.5" />
              ) : (
                <button
                  type="button"
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                  onClick={() => onChange(entries.filter((e) => e !== entry))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Remove {entry}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : disabled ? (
        <p className="text-sm text-slate-500">None</p>
      ) : null}
    </FormField>
  );
}
