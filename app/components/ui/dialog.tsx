import { Loader2 } from "lucide-react";
import { Suspense, use, useEffect, type ReactNode } from "react";
import type * as React from "react";
import { cn } from "~/lib/utils";
import type * as Parts from "./dialog-parts";

/*
 * The modal dialog (Radix's, in dialog-parts.tsx) is loaded the first time a dialog opens, not with
 * the page (ADR 076): every dialog of the dashboard is mounted to open it, so no page needs it for
 * its first screen. The parts below have the same props as Radix's; until Radix has come, an open
 * dialog shows its overlay with a spinner (DialogPending), the focus stays where it was (the
 * content returns it there on closing) and Escape closes it. `preloadDialog()` fetches it before
 * (on hover or focus of what opens a dialog, see lazy-dialog.tsx).
 */

let parts: Promise<typeof Parts> | undefined;

/** Loads the dialog's code (once; again after a failure). */
export function preloadDialog(): Promise<typeof Parts> {
  parts ??= import("./dialog-parts").catch((error: unknown) => {
    parts = undefined;
    throw error;
  });
  return parts;
}

/** Preloads the dialog's code, ignoring a failure (the dialog's own load reports it). */
export function prefetchDialog(): void {
  preloadDialog().catch(() => {});
}

export type DialogProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

/** A modal dialog, shown while `open` (there is no trigger part: mount it or set `open` to open it). */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={<DialogPending onClose={onOpenChange ? () => onOpenChange(false) : undefined} />}>
      {/* The server writes an open dialog's boundary empty, as it would once Radix were loaded (its
          content is a portal, which only the browser draws). Loading Radix on the server's first
          render would suspend and stream the pending overlay, revealed by React's script after a
          delay of its own: a page that hydrated before that held the overlay's "Loading…" in the
          server's text and not in the browser's (an end-to-end flake of the DOIs page). */}
      {import.meta.env.SSR ? null : (
        <DialogRoot open onOpenChange={onOpenChange}>
          {children}
        </DialogRoot>
      )}
    </Suspense>
  );
}

function DialogRoot(props: React.ComponentProps<typeof Parts.DialogRoot>) {
  const { DialogRoot: Root } = use(preloadDialog());
  return <Root {...props} />;
}

export function DialogContent(props: React.ComponentProps<typeof Parts.DialogContent>) {
  const { DialogContent: Content } = use(preloadDialog());
  return <Content {...props} />;
}

export function DialogTitle(props: React.ComponentProps<typeof Parts.DialogTitle>) {
  const { DialogTitle: Title } = use(preloadDialog());
  return <Title {...props} />;
}

export function DialogDescription(props: React.ComponentProps<typeof Parts.DialogDescription>) {
  const { DialogDescription: Description } = use(preloadDialog());
  return <Description {...props} />;
}

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

/**
 * What an open dialog shows while its code is loading: the dialog's overlay and a spinner where the
 * dialog will be. It takes no focus (the element that opened the dialog keeps it, and gets it back
 * when the dialog closes); Escape closes the dialog as it will once loaded.
 */
export function DialogPending({ onClose }: { onClose?: () => void }) {
  useEffect(() => {
    if (!onClose) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/50" data-dialog-pending="">
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
        <Loader2 className="size-6 animate-spin text-slate-500" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    </div>
  );
}
