// Lists of free-text entries (keywords, suggested reviewers) as the forms hold them, with what is
// typed into their boxes but not added yet: EntryListInput's draft, held by the form that shows it
// (the wizard, Edit Submission, the articles desk's dialog).

/** Adds `entry` (trimmed) to `list` unless it is empty or already there (case-insensitively). */
export function addUniqueEntry(list: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (!value || list.some((e) => e.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

/** The fields of form `F` that hold a list of entries. */
export type EntryListField<F> = { [K in keyof F]-?: F[K] extends readonly string[] ? K : never }[keyof F];

/** What is typed into a form's list fields but not added yet with Enter or Add, by field. */
export type EntryDrafts<F> = Partial<Record<EntryListField<F>, string>>;

/**
 * The form with each entry typed but not added taken as added: who types one keyword and goes on or
 * saves is not refused for want of it, nor loses it. The same form when nothing is typed.
 */
export function withDrafts<F extends object>(form: F, drafts: EntryDrafts<F>): F {
  let entered = form;
  for (const field of Object.keys(drafts) as EntryListField<F>[]) {
    const typed = drafts[field];
    if (!typed?.trim()) continue;
    entered = { ...entered, [field]: addUniqueEntry(entered[field] as readonly string[], typed) };
  }
  return entered;
}
