import { Search, X } from "lucide-react";
import type { ReactNode } from "react";
import { useSubmit } from "react-router";
import { Link } from "../link";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/input";
import { NativeSelect } from "../ui/native-select";

// The fields of a dashboard list's filter bar: a GET form whose fields live in the URL, so the
// filters work without scripts, survive a reload and can be shared.

/** The list's free-text search (field "search") with its magnifier icon. */
export function ListSearchField({
  id,
  defaultValue,
  placeholder,
  maxLength,
  hideLabel,
}: {
  id: string;
  defaultValue: string;
  placeholder: string;
  maxLength: number;
  /** Keep the "Search" label for screen readers only (the placeholder says it on screen). */
  hideLabel?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        Search
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          name="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={maxLength}
          className="pl-9"
        />
      </div>
    </div>
  );
}

/**
 * A labelled filter select (`children` are its options). A change applies at once when scripts
 * run, by submitting the form; without scripts the form's Search button applies it.
 */
export function ListFilterSelect({
  id,
  name,
  label,
  defaultValue,
  hideLabel,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** Keep the label for screen readers only (the first option names the filter on screen). */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <NativeSelect id={id} name={name} defaultValue={defaultValue} onChange={(e) => submit(e.currentTarget.form)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** The filter bar's Search button and, while any filter is set, the link back to the unfiltered list. */
export function ListFilterButtons({ clearHref }: { clearHref: string | null }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" className="flex-1 sm:flex-none">
        <Search aria-hidden="true" />
        Search
      </Button>
      {clearHref ? (
        <Button asChild variant="outline">
          <Link to={clearHref} aria-label="Clear filters">
            <X aria-hidden="true" />
            <span className="sm:sr-only">Clear</span>
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
