import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { BOARD_LIMITS } from "../editorial-board.constants";
import { addExpertiseTag } from "../editorial-board.schemas";

/** The form field of the area typed but not added yet. */
export const EXPERTISE_DRAFT_FIELD = "expertiseDraft";

/**
 * A member's areas of expertise: type one and press Enter, type a comma, or press Add; tags are
 * trimmed and never added twice (any case). Pasting "a, b, c" adds three.
 */
export function ExpertiseInput({
  tags,
  onChange,
  error,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const id = "member-expertise";
  const [draft, setDraft] = useState("");
  const full = tags.length >= BOARD_LIMITS.expertiseTags;
  const hint = "Press Enter or type a comma after each area.";
  const add = (text: string) => {
    const next = text.split(",").reduce<string[]>((list, tag) => addExpertiseTag(list, tag), [...tags]);
    onChange(next.slice(0, BOARD_LIMITS.expertiseTags));
  };
  return (
    <FormField id={id} label="Areas of Expertise" optional hint={hint} error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          // Posted so that Save adds an area typed but not added yet (member-form-dialog).
          name={EXPERTISE_DRAFT_FIELD}
          value={draft}
          maxLength={BOARD_LIMITS.expertiseTag + 1}
          disabled={full}
          placeholder={full ? `At most ${BOARD_LIMITS.expertiseTags} areas` : "e.g. Pharmacology"}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // A comma ends a tag, as Enter does.
            if (value.includes(",")) {
              const parts = value.split(",");
              add(parts.slice(0, -1).join(","));
              setDraft(parts[parts.length - 1]!.trimStart());
            } else setDraft(value);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(draft);
              setDraft("");
            }
          }}
          {...fieldA11y(id, { hint, error })}
          className={cn(error && invalidClass)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={full || draft.trim() === ""}
          onClick={() => {
            add(draft);
            setDraft("");
          }}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label="Areas of expertise">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1.5 text-sm text-slate-800"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Remove {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}
