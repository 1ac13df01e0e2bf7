import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import {
  CONFERENCE_BADGE_LABELS,
  CONFERENCE_DATE_STATUSES,
  CONFERENCE_TYPE_LABELS,
  CONFERENCE_TYPES,
  type ConferenceDateStatus,
  type ConferenceType,
} from "../conference-display";
import { CONFERENCE_SEARCH_MAX_LENGTH } from "../conferences.schemas";

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

const SEARCH_DEBOUNCE_MS = 400;

/**
 * A plain GET form, so filtering works before (or without) JavaScript. With JavaScript, a change
 * submits at once (typing is debounced) and replaces the history entry instead of piling them up.
 */
export function ConferenceFilters({
  q,
  type,
  status,
  className,
}: {
  q?: string;
  type?: ConferenceType;
  status?: ConferenceDateStatus;
  className?: string;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The fields are uncontrolled; when the URL changes from elsewhere (Clear filters, back button)
  // bring them in line, but never overwrite the box the visitor is typing in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const el = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (el && el !== document.activeElement && el.value !== value) el.value = value;
    };
    set("q", q ?? "");
    set("type", type ?? "all");
    set("status", status ?? "all");
  }, [q, type, status]);

  // Empty and 'all' values are left out so the URL only names the filters in use; page resets to 1.
  const submitClean = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && value.trim() !== "" && value !== "all") params.set(key, value.trim());
      }
      submit(params, {
        method: "get",
        action: form.getAttribute("action") ?? undefined,
        replace: true,
        preventScrollReset: true,
      });
    }, delay);
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const isTyping = (event.target as HTMLElement).tagName === "INPUT";
    submitClean(event.currentTarget, isTyping ? SEARCH_DEBOUNCE_MS : 0);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitClean(event.currentTarget, 0);
  };

  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter conferences"
      preventScrollReset
      ref={formRef}
      onChange={onChange}
      onSubmit={onSubmit}
      className={cn(
        "grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_12rem_12rem_auto] md:items-end",
        className,
      )}
    >
      <div className="col-span-2 space-y-1.5 md:col-span-1">
        <Label htmlFor="conference-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="conference-search"
            type="search"
            name="q"
            defaultValue={q ?? ""}
            maxLength={CONFERENCE_SEARCH_MAX_LENGTH}
            placeholder="Title, description or location"
            className="pl-9"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="conference-type">Type</Label>
        <select id="conference-type" name="type" defaultValue={type ?? "all"} className={SELECT_CLASS}>
          <option value="all">All types</option>
          {CONFERENCE_TYPES.map((t) => (
            <option key={t} value={t}>
              {CONFERENCE_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="conference-status">Status</Label>
        <select id="conference-status" name="status" defaultValue={status ?? "all"} className={SELECT_CLASS}>
          <option value="all">All statuses</option>
          {CONFERENCE_DATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONFERENCE_BADGE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="col-span-2 w-full md:col-span-1 md:w-auto">
        <Search aria-hidden="true" />
        Apply
      </Button>
    </Form>
  );
}
