import type { SubmissionRules } from "../submission-rules";
import type { FieldErrors } from "../submissions.schemas";
import type { EntryDrafts, EntryListField } from "../entry-list";
import type { WizardForm } from "../wizard-form";

/** What each step of the wizard gets from the wizard. */
export type WizardStepProps = {
  form: WizardForm;
  update: (patch: Partial<WizardForm>) => void;
  /** The errors to show now (of touched fields, or all of a step after a refused Submit). */
  errors: FieldErrors;
  /** Marks a field as visited: its error shows from then on. */
  touch: (key: string) => void;
  rules: SubmissionRules;
  /** While the submission is being sent. */
  disabled: boolean;
  /** What is typed into the list fields but not added yet: the wizard counts and sends it as added. */
  drafts: EntryDrafts<WizardForm>;
  onDraftChange: (field: EntryListField<WizardForm>, draft: string) => void;
};
