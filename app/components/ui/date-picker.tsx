// A date picker: a button showing the chosen day that opens a calendar with month and year
// dropdowns (spec 001 section 2: years from 50 before to 49 after the current year). A native
// <input type="date"> has no year dropdown and draws differently in every browser, hence this one.
// Keyboard: the arrows move by a day or a week, Home and End to the week's ends, Page Up and Page
// Down by a month (with Shift, a year), Enter or Space picks, Escape closes and returns focus to
// the button. The chosen day is posted as `yyyy-mm-dd` in a hidden input named `name`.
import { CalendarDays, ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/lib/utils";
import { formatDay } from "~/lib/format-date";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Day = { y: number; m: number; d: number };

/** Days are handled in UTC arithmetic: no time zone or daylight saving change can shift them. */
export function parseDay(value: string): Day | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const day = { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) };
  const t = new Date(Date.UTC(day.y, day.m, day.d));
  return t.getUTCFullYear() === day.y && t.getUTCMonth() === day.m && t.getUTCDate() === day.d ? day : null;
}

/** The value of a day: `yyyy-mm-dd`. */
function dayValue({ y, m, d }: Day): string {
  return `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function fromUtc(t: Date): Day {
  return { y: t.getUTCFullYear(), m: t.getUTCMonth(), d: t.getUTCDate() };
}

export function addDays(day: Day, n: number): Day {
  return fromUtc(new Date(Date.UTC(day.y, day.m, day.d + n)));
}

/** The same day `n` months later, or the month's last day when it has fewer (Jan 31 + 1 = Feb 28). */
export function addMonths(day: Day, n: number): Day {
  const first = new Date(Date.UTC(day.y, day.m + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { y: first.getUTCFullYear(), m: first.getUTCMonth(), d: Math.min(day.d, last) };
}

/** The weeks (Sunday first) shown for a month: null for the blanks before the 1st and after the last. */
export function monthGrid(y: number, m: number): (Day | null)[][] {
  const lead = new Date(Date.UTC(y, m, 1)).getUTCDay();
  const length = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const cells: (Day | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = 1; d <= length; d++) cells.push({ y, m, d });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The year dropdown's years: 50 before to 49 after `year` (100 years). */
export function pickerYears(year: number): number[] {
  return Array.from({ length: 100 }, (_, i) => year - 50 + i);
}

function today(): Day {
  const now = new Date();
  return { y: now.getFullYear(), m: now.getMonth(), d: now.getDate() };
}

/** 'MMM dd, yyyy' of a day (the format of every conference date). */
export function dayLabel(day: Day): string {
  return formatDay(Date.UTC(day.y, day.m, day.d));
}

const selectClass =
  "h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none";
const navClass =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none disabled:opacity-40";

export type DatePickerProps = {
  /** The button's id (the field's label points at it). */
  id: string;
  /** The hidden input's name: the form posts `yyyy-mm-dd`, or "" when no day is chosen. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /**
   * The field's visible label. The button is then named "<label>: <the chosen day>", so a screen
   * reader hears the value too (a <label> alone would replace the button's text as its name).
   */
  label?: string;
  /** Offer a Clear button (optional fields). */
  clearable?: boolean;
  disabled?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className?: string;
};

export function DatePicker({
  id,
  name,
  value,
  onChange,
  placeholder = "Pick a date",
  label,
  clearable,
  disabled,
  className,
  ...aria
}: DatePickerProps) {
  const chosen = parseDay(value);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<Day>(() => chosen ?? today());
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  // Focus moves to the focused day only after the keyboard or opening asked for it, not on every render.
  const moveFocus = useRef(false);
  // A stored day outside the 100 years (old data) is still offered, so the dropdown can show it.
  const years = pickerYears(today().y);
  if (!years.includes(focused.y)) {
    years.push(focused.y);
    years.sort((a, b) => a - b);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  function show() {
    setFocused(chosen ?? today());
    moveFocus.current = true;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function pick(day: Day) {
    onChange(dayValue(day));
    close(true);
  }

  function onGridKey(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => Day> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -new Date(Date.UTC(focused.y, focused.m, focused.d)).getUTCDay()),
      End: () => addDays(focused, 6 - new Date(Date.UTC(focused.y, focused.m, focused.d)).getUTCDay()),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(move());
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  }

  const weeks = monthGrid(focused.y, focused.m);
  const now = today();
  const same = (a: Day | null, b: Day) => a !== null && a.y === b.y && a.m === b.m && a.d === b.d;

  return (
    <div ref={wrapper} className={cn("relative", className)}>
      <input type="hidden" name={name} value={chosen ? value : ""} />
      <div className="flex gap-2">
        <button
          ref={trigger}
          id={id}
          type="button"
          disabled={disabled}
          aria-label={label ? `${label}: ${chosen ? dayLabel(chosen) : placeholder}` : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? close(false) : show())}
          className={cn(
            "flex h-10 w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none disabled:opacity-50",
            aria["aria-invalid"] && "border-red-500 focus-visible:ring-red-500",
          )}
          {...aria}
        >
          <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className={chosen ? "text-slate-900" : "text-slate-500"}>
            {chosen ? dayLabel(chosen) : placeholder}
          </span>
        </button>
        {clearable && chosen ? (
          <button
            type="button"
            className={navClass}
            disabled={disabled}
            onClick={() => onChange("")}
            aria-label={label ? `Clear ${label}` : "Clear date"}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Choose a date"
          data-date-picker-panel=""
          onKeyDown={onPanelKey}
          className="absolute top-full left-0 z-50 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center gap-1">
            <button
              type="button"
              className={navClass}
              onClick={() => setFocused(addMonths(focused, -1))}
              aria-label="Previous month"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <select
              aria-label="Month"
              className={cn(selectClass, "flex-1")}
              value={focused.m}
              onChange={(e) => setFocused(addMonths(focused, Number(e.target.value) - focused.m))}
            >
              {MONTHS.map((label, m) => (
                <option key={label} value={m}>
                  {label}
                </option>
              ))}
            </select>
            <select
              aria-label="Year"
              className={selectClass}
              value={focused.y}
              onChange={(e) => setFocused(addMonths(focused, (Number(e.target.value) - focused.y) * 12))}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={navClass}
              onClick={() => setFocused(addMonths(focused, 1))}
              aria-label="Next month"
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
          <table
            ref={grid}
            role="grid"
            aria-label={`${MONTHS[focused.m]} ${focused.y}`}
            onKeyDown={onGridKey}
            className="w-full"
          >
            <thead>
              <tr>
                {WEEKDAYS.map((w, i) => (
                  <th
                    key={w}
                    scope="col"
                    abbr={WEEKDAY_NAMES[i]}
                    className="pb-1 text-center text-xs font-medium text-slate-500"
                  >
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, wi) => (
                <tr key={wi}>
                  {week.map((day, di) =>
                    day ? (
                      <td key={di} className="p-0.5 text-center" aria-selected={same(chosen, day)}>
                        <button
                          type="button"
                          tabIndex={same(focused, day) ? 0 : -1}
                          aria-label={`${WEEKDAY_NAMES[di]}, ${MONTHS[day.m]} ${day.d}, ${day.y}`}
                          aria-current={same(now, day) ? "date" : undefined}
                          onClick={() => pick(day)}
                          onFocus={() => (same(focused, day) ? undefined : setFocused(day))}
                          className={cn(
                            "size-8 rounded-md text-sm tabular-nums hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none",
                            same(now, day) && "font-bold text-blue-700",
                            same(chosen, day) && "bg-blue-600 text-white hover:bg-blue-700",
                          )}
                        >
                          {day.d}
                        </button>
                      </td>
                    ) : (
                      <td key={di} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
