import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/form-field";
import { Input, Label } from "~/components/ui/input";
import { SCOPE_TAG_MAX } from "../journals.desk.constants";
import { normaliseScopeTags } from "../journals.desk.schemas";

/**
 * Scope tags (spec 001 section 5): added by Enter, a comma or the Add button, trimmed, a duplicate
 * not added again. Each tag is posted as a hidden `scope` field.
 */
export function ScopeTagsField({ defaultTags, error }: { defaultTags: readonly string[]; error?: string }) {
  const [tags, setTags] = useState<string[]>([...defaultTags]);
  const [draft, setDraft] = useState("");

  function add(text: string) {
    const pieces = text.split(",");
    setTags((current) => normaliseScopeTags([...current, ...pieces]));
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      if (draft.trim()) add(draft);
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor="journal-scope">
        Scope <span className="ml-1 font-normal text-slate-500">(optional)</span>
      </Label>
      <div className="flex gap-2">
        <Input
          id="journal-scope"
          // A tag typed but not added yet is posted with the others (the server trims and dedupes):
          // Save must not drop it.
          name={draft.trim() ? "scope" : undefined}
          value={draft}
          maxLength={SCOPE_TAG_MAX}
          placeholder="e.g. Pharmacology"
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value.includes(",")) add(value);
            else setDraft(value);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={error ? "journal-scope-hint journal-scope-error" : "journal-scope-hint"}
          aria-invalid={error ? true : undefined}
        />
        <Button type="button" variant="outline" onClick={() => add(draft)} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id="journal-scope-hint" className="text-xs text-slate-500">
        Press Enter or type a comma to add a tag.
      </p>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Scope tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-blue-900"
            >
              {tag}
              <input type="hidden" name="scope" value={tag} />
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                onClick={() => setTags((current) => current.filter((t) => t !== tag))}
              >
                <X className="size-3" aria-hidden="true" />
                <span className="sr-only">Remove {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id="journal-scope-error" message={error} />
    </div>
  );
}
