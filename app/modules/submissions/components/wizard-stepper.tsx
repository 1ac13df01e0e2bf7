import { Check } from "lucide-react";
import { cn } from "~/lib/utils";
import { WIZARD_STEPS } from "../submissions.constants";

/**
 * The wizard's three steps. A step can be opened by clicking it when it is earlier than the current
 * one or was completed before (spec 002 section 2.2); `canOpen` decides.
 */
export function WizardStepper({
  current,
  completed,
  canOpen,
  onOpen,
}: {
  current: number;
  completed: readonly boolean[];
  canOpen: (step: number) => boolean;
  onOpen: (step: number) => void;
}) {
  return (
    <nav aria-label="Submission steps">
      <ol className="grid grid-cols-3 gap-2 sm:gap-4">
        {WIZARD_STEPS.map((step, index) => {
          const active = index === current;
          const done = completed[index] && !active;
          const openable = !active && canOpen(index);
          return (
            <li key={step.title} className="min-w-0">
              <button
                type="button"
                onClick={() => onOpen(index)}
                disabled={!openable}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "flex w-full min-w-0 flex-col items-center gap-2 rounded-lg border p-2 text-center transition-colors sm:flex-row sm:p-3 sm:text-left",
                  active && "border-blue-300 bg-blue-50",
                  !active && "border-slate-200 bg-white",
                  openable && "hover:border-blue-300 hover:bg-blue-50/50",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-default",
                )}
              >
                <span
                  className={cn(
                    "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                    active && "bg-blue-700 text-white",
                    done && "bg-emerald-600 text-white",
                    !active && !done && "bg-slate-100 text-slate-600",
                  )}
                >
                  {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
                </span>
                <span className="min-w-0">
                  <span
                    className={cn(
                      "block text-xs font-semibold sm:text-sm",
                      active ? "text-blue-800" : "text-slate-900",
                    )}
                  >
                    {step.title}
                  </span>
                  <span className="hidden text-xs text-slate-500 sm:block">{step.subtitle}</span>
                  {done ? <span className="sr-only"> (completed)</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
