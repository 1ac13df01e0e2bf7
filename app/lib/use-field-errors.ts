import { useState, type FormEvent } from "react";

/**
 * The field errors of a form's last answer, each hidden as soon as the person edits that field:
 * an error such as 'Email and password are required.' must not stay under a field already filled.
 * `errors` must keep its identity between renders (the answer's own object, or undefined).
 * Put `onInput` on the <form>: it hears every field's input through bubbling.
 */
export function useFieldErrors<F extends string>(errors: Partial<Record<F, string>> | undefined) {
  const [edited, setEdited] = useState<{ of: typeof errors; fields: ReadonlySet<string> }>({
    of: errors,
    fields: new Set(),
  });
  // A new answer shows all of its errors again.
  const fields = edited.of === errors ? edited.fields : new Set<string>();
  const visible: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors ?? {}) as [F, string | undefined][]) {
    if (message && !fields.has(field)) visible[field] = message;
  }
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string" || !(name in visible)) return;
    setEdited({ of: errors, fields: new Set(fields).add(name) });
  };
  return { errors: visible, onInput };
}
