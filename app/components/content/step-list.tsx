import type * as React from "react";

export type Step = { title: string; body: React.ReactNode; meta?: string };

/** A numbered procedure (payment, refund, retraction) with a connecting rail between steps. */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    // Wrapped so the prose styles for direct-child lists (bullets, indent) do not reach it.
    <div className={className}>
      <ol className="relative">
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4 pb-6 last:pb-0">
            {i < steps.length - 1 ? (
              <span aria-hidden className="absolute top-9 bottom-0 left-[17px] w-px bg-slate-200" />
            ) : null}
            <span
              aria-hidden
              className="relative flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white ring-4 ring-white print:ring-0"
            >
              {i + 1}
            </span>
            <div className="min-w-0 pt-1.5">
              <p className="font-semibold leading-snug text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
                {step.meta ? (
                  <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-700">
                    {step.meta}
                  </span>
                ) : null}
              </p>
              <div className="mt-1 text-[15px] leading-6 text-slate-600">{step.body}</div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
