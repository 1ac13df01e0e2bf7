import { Plus, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { COUNTRIES } from "~/lib/countries";
import { cn } from "~/lib/utils";
import { SUBMISSION_LIMITS } from "../submissions.constants";
import type { FieldErrors } from "../submissions.schemas";
import type { WizardAuthor } from "../wizard-form";

const EMPTY_AUTHOR: WizardAuthor = { name: "", email: "", affiliation: "", orcid: "", country: "" };

type AuthorField = keyof WizardAuthor;

const FIELDS: {
  key: Exclude<AuthorField, "country">;
  label: string;
  type?: string;
  placeholder: string;
  autoComplete?: string;
}[] = [
  { key: "name", label: "Full Name", placeholder: "Dr. Jane Smith", autoComplete: "off" },
  { key: "email", label: "Email", type: "email", placeholder: "jane.smith@university.edu", autoComplete: "off" },
  { key: "affiliation", label: "Affiliation", placeholder: "Department, University, Country" },
  { key: "orcid", label: "ORCID (optional)", placeholder: "0000-0000-0000-0000" },
];

/**
 * The authors of a submission, in order: the first is the corresponding author. At least one stays
 * (Remove is disabled for the last). `errors` are keyed "authors.<i>.<field>" (only those to show).
 */
export function AuthorsEditor({
  idPrefix,
  authors,
  onChange,
  errors = {},
  onTouch,
  affiliationRequired,
  disabled,
}: {
  idPrefix: string;
  authors: readonly WizardAuthor[];
  onChange: (authors: WizardAuthor[]) => void;
  errors?: FieldErrors;
  onTouch?: (key: string) => void;
  /** The wizard requires it; the edit dialog recommends it. */
  affiliationRequired: boolean;
  disabled?: boolean;
}) {
  const update = (index: number, key: AuthorField, value: string) =>
    onChange(authors.map((a, i) => (i === index ? { ...a, [key]: value } : a)));
  const remove = (index: number) => onChange(authors.filter((_, i) => i !== index));
  const full = authors.length >= SUBMISSION_LIMITS.authorsMax;

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Authors</legend>
      <ol className="space-y-3">
        {authors.map((author, index) => (
          <li key={index} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
            <div className="mb-3 flex items-center justify-between gap-2">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                Author {index + 1}
                <Badge variant={index === 0 ? "default" : "secondary"}>
                  {index === 0 ? "Corresponding" : "Co-author"}
                </Badge>
              </p>
              {disabled ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50"
                  disabled={authors.length <= 1}
                  title={authors.length <= 1 ? "At least one author is required" : undefined}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> author {index + 1}</span>
                </Button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {FIELDS.map((field) => {
                const id = `${idPrefix}-author-${index}-${field.key}`;
                const error = errors[`authors.${index}.${field.key}`];
                const hint =
                  field.key === "affiliation" && !affiliationRequired && !author.affiliation
                    ? "Recommended"
                    : undefined;
                return (
                  <FormField
                    key={field.key}
                    id={id}
                    label={field.label}
                    required={
                      field.key === "name" ||
                      field.key === "email" ||
                      (field.key === "affiliation" && affiliationRequired)
                    }
                    error={error}
                    hint={hint}
                  >
                    <Input
                      id={id}
                      type={field.type ?? "text"}
                      value={author[field.key]}
                      placeholder={field.placeholder}
                      autoComplete={field.autoComplete}
                      maxLength={field.key === "affiliation" ? SUBMISSION_LIMITS.affiliationMax : 255}
                      disabled={disabled}
                      onChange={(e) => update(index, field.key, e.currentTarget.value)}
                      onBlur={() => onTouch?.(`authors.${index}.${field.key}`)}
                      {...fieldA11y(id, { error, hint })}
                      className={cn(error && invalidClass)}
                    />
                  </FormField>
                );
              })}
              <FormField
                id={`${idPrefix}-author-${index}-country`}
                label="Country"
                hint={
                  index === 0 ? "The corresponding author's country sets the article processing charge." : undefined
                }
                error={errors[`authors.${index}.country`]}
              >
                <NativeSelect
                  id={`${idPrefix}-author-${index}-country`}
                  value={author.country ?? ""}
                  disabled={disabled}
                  onChange={(e) => update(index, "country", e.currentTarget.value)}
                  onBlur={() => onTouch?.(`authors.${index}.country`)}
                  {...fieldA11y(`${idPrefix}-author-${index}-country`, {
                    hint: index === 0 ? true : undefined,
                    error: errors[`authors.${index}.country`],
                  })}
                >
                  <option value="">Choose a country</option>
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </li>
        ))}
      </ol>
      {disabled ? null : (
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...authors, { ...EMPTY_AUTHOR }])}
          disabled={full}
        >
          <Plus aria-hidden="true" />
          Add Author
        </Button>
      )}
    </fieldset>
  );
}
