import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { ARTICLE_LIMITS } from "../articles.desk.constants";
import { EMPTY_AUTHOR, type ArticleFormAuthor, type FieldErrors } from "../articles.desk.schemas";

type TextField = "name" | "email" | "affiliation" | "orcid";

const FIELDS: { key: TextField; label: string; type?: string; placeholder: string; max: number }[] = [
  { key: "name", label: "Full Name", placeholder: "Dr. Jane Smith", max: ARTICLE_LIMITS.authorNameMax },
  {
    key: "email",
    label: "Email",
    type: "email",
    placeholder: "jane.smith@university.edu",
    max: ARTICLE_LIMITS.authorEmailMax,
  },
  {
    key: "affiliation",
    label: "Affiliation",
    placeholder: "Department, University, Country",
    max: ARTICLE_LIMITS.affiliationMax,
  },
  { key: "orcid", label: "ORCID (optional)", placeholder: "0000-0000-0000-0000", max: 100 },
];

/**
 * The article's authors in order, each with name, e-mail, affiliation and ORCID, and exactly one
 * corresponding author (a radio group). At least one stays. `errors` are keyed "authors.<i>.<field>".
 */
export function ArticleAuthorsEditor({
  authors,
  onChange,
  errors,
}: {
  authors: readonly ArticleFormAuthor[];
  onChange: (authors: ArticleFormAuthor[]) => void;
  errors: FieldErrors;
}) {
  const update = (index: number, change: Partial<ArticleFormAuthor>) =>
    onChange(authors.map((a, i) => (i === index ? { ...a, ...change } : a)));
  const setCorresponding = (index: number) => onChange(authors.map((a, i) => ({ ...a, isCorresponding: i === index })));
  const remove = (index: number) => {
    const rest = authors.filter((_, i) => i !== index);
    // The corresponding author was removed: the first one takes over.
    if (!rest.some((a) => a.isCorresponding) && rest[0]) rest[0] = { ...rest[0], isCorresponding: true };
    onChange(rest);
  };
  const move = (index: number, to: number) => {
    const next = [...authors];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
  };
  const full = authors.length >= ARTICLE_LIMITS.authorsMax;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        Authors
        <span className="text-red-600" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      {errors.authors ? (
        <p className="text-sm text-red-600" role="alert">
          {errors.authors}
        </p>
      ) : null}
      <ol className="space-y-3">
        {authors.map((author, index) => (
          <li key={index} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4" data-author-index={index}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm font-semibold text-slate-900">Author {index + 1}</p>
                <label className="flex cursor-pointer items-center gap-1.5 text-sm text-slate-700">
                  <input
                    type="radio"
                    name="corresponding-author"
                    checked={author.isCorresponding}
                    onChange={() => setCorresponding(index)}
                    className="size-4 accent-blue-700"
                  />
                  Corresponding author
                </label>
              </div>
              <div className="flex gap-0.5">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                  <span className="sr-only">Move author {index + 1} up</span>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={index === authors.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                  <span className="sr-only">Move author {index + 1} down</span>
                </Button>
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
              </div>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {FIELDS.map((field) => {
                const id = `article-author-${index}-${field.key}`;
                const error = errors[`authors.${index}.${field.key}`];
                return (
                  <FormField key={field.key} id={id} label={field.label} required={field.key !== "orcid"} error={error}>
                    <Input
                      id={id}
                      type={field.type ?? "text"}
                      value={author[field.key]}
                      placeholder={field.placeholder}
                      autoComplete="off"
                      maxLength={field.max}
                      onChange={(e) => update(index, { [field.key]: e.currentTarget.value })}
                      {...fieldA11y(id, { error })}
                      className={cn(error && invalidClass)}
                    />
                  </FormField>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        onClick={() => onChange([...authors, { ...EMPTY_AUTHOR, isCorresponding: authors.length === 0 }])}
        disabled={full}
      >
        <Plus aria-hidden="true" />
        Add Author
      </Button>
    </fieldset>
  );
}
