import { PARTICIPANT_ROLE_LABELS, type ParticipantRole } from "../discussions.constants";
import type { DiscussionCandidateView } from "../discussions.types";

const ORDER: ParticipantRole[] = ["author", "editor", "reviewer", "copyeditor", "layout_editor"];

/** Checkboxes of the people who may join, grouped by why they may (author, editors, reviewers, ...). */
export function ParticipantPicker({
  idPrefix,
  candidates,
  chosen,
  disabled,
  onChange,
}: {
  idPrefix: string;
  candidates: DiscussionCandidateView[];
  chosen: ReadonlySet<string>;
  disabled?: boolean;
  onChange: (next: Set<string>) => void;
}) {
  if (candidates.length === 0) return <p className="text-sm text-slate-600">Nobody else can be added right now.</p>;
  return (
    <div className="space-y-3">
      {ORDER.map((role) => {
        const people = candidates.filter((c) => c.role === role);
        if (people.length === 0) return null;
        return (
          <fieldset key={role} className="space-y-1.5">
            <legend className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {PARTICIPANT_ROLE_LABELS[role]}
              {people.length > 1 ? "s" : ""}
            </legend>
            <div className="grid gap-1.5 sm:grid-cols-2">
              {people.map((p) => {
                const id = `${idPrefix}-${p.id}`;
                return (
                  <label
                    key={p.id}
                    htmlFor={id}
                    className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      className="size-4 accent-blue-700"
                      checked={chosen.has(p.id)}
                      disabled={disabled}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.currentTarget.checked) next.add(p.id);
                        else next.delete(p.id);
                        onChange(next);
                      }}
                    />
                    <span className="break-words">{p.name}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
