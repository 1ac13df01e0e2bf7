import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A modal dialog as a native <dialog>, for the reader pages (ADR 034), which have no React in the
 * browser: a button with `data-dialog-open={id}` opens it (reader-pages/script/dialogs.ts); the
 * browser keeps the focus inside, closes it on Escape and gives the focus back to that button.
 * Looks like DialogContent (ui/dialog.tsx).
 */
export function NativeDialog({
  id,
  title,
  description,
  className,
  children,
  ...attributes
}: {
  id: string;
  title: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
} & Record<`data-${string}`, string | undefined>) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn(
        "m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50",
        className,
      )}
      {...attributes}
    >
      <div className="grid gap-4">
        <div className="flex flex-col gap-1.5 pr-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className="text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        {children}
      </div>
      <NativeDialogClose className="absolute top-4 right-4" />
    </dialog>
  );
}

/** The close button of a native dialog (reader-pages/script/dialogs.ts closes its dialog). */
export function NativeDialogClose({ className }: { className?: string }) {
  return (
    <button
      type="button"
      data-dialog-close=""
      className={cn(
        "rounded-sm text-slate-500 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none",
        className,
      )}
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </button>
  );
}
