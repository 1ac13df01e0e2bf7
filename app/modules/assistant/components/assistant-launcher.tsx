import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated";

// The dialog, the panel and the conversation are a script chunk of their own, fetched when a reader
// points at or focuses the button (or presses it), so a public page's scripts barely grow.
const loadDialog = () => import("./assistant-dialog");

/** Where the assistant is without scripts: the contact page's panel, beside its message form. */
export const CONTACT_ASSISTANT_HREF = "/contact#assistant";

const AssistantDialog = lazy(() =>
  loadDialog().catch(() => {
    // The chunk could not be fetched (offline, or a newer release replaced it): the contact page's
    // panel instead of an error page.
    window.location.assign(CONTACT_ASSISTANT_HREF);
    return new Promise<never>(() => {});
  }),
);
const prefetchDialog = () => void loadDialog().catch(() => {});
const CONTACT_PATH = "/contact";

const buttonClass =
  "pointer-events-auto inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-blue-700 px-3.5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:px-5";

/**
 * The floating chat button of the public pages (spec 000 section 2.2): it opens the assistant in a
 * dialog wherever the reader is. On the contact page, which shows the assistant itself, it takes the
 * reader to that panel's question field instead. Before scripts run it is a link to that panel.
 * On a phone only its icon shows; its name stays for screen readers.
 */
export function AssistantLauncher() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Whether the dialog's code was asked for: once rendered it stays, and keeps the conversation.
  const [wanted, setWanted] = useState(false);

  const label = (
    <>
      <MessageCircle className="size-5 shrink-0" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Ask our assistant</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={CONTACT_ASSISTANT_HREF} className={buttonClass}>
        {label}
      </a>
    );
  }

  function openAssistant() {
    const panel = pathname === CONTACT_PATH ? document.getElementById("assistant") : null;
    if (panel) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
      panel.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
      return;
    }
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openAssistant}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        className={buttonClass}
      >
        {label}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
