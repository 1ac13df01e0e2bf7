import { MessageCircle } from "lucide-react";
import { memo } from "react";
import { AssistantPanel } from "./assistant-panel";

/** Where the assistant is without scripts: the contact page's panel, beside its message form. */
export const CONTACT_ASSISTANT_HREF = "/contact#assistant";
/** The floating button's dialog. */
const ASSISTANT_DIALOG_ID = "assistant-dialog";

/**
 * The floating chat button of the public pages (spec 000 section 2.2) and its dialog, HTML-first
 * (ADR 034): a link to the contact page's assistant, which the reader script turns into a button
 * that opens the assistant in a dialog wherever the reader is (on the contact page, it goes to that
 * page's own panel instead). On a phone only its icon shows; its name stays for screen readers.
 * Memoized without props, so that React leaves the script's conversation alone.
 */
export const AssistantLauncher = memo(function AssistantLauncher() {
  return (
    <>
      {/* The reader script may already have made it a button (role, aria-haspopup) when React
          hydrates it: attributes React leaves to the script, not a mismatch. */}
      <a
        href={CONTACT_ASSISTANT_HREF}
        data-assistant-open={ASSISTANT_DIALOG_ID}
        suppressHydrationWarning
        className="pointer-events-auto inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-blue-700 px-3.5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:px-5"
      >
        <MessageCircle className="size-5 shrink-0" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Ask our assistant</span>
      </a>
      <dialog
        id={ASSISTANT_DIALOG_ID}
        aria-labelledby={`${ASSISTANT_DIALOG_ID}-title`}
        aria-describedby={`${ASSISTANT_DIALOG_ID}-description`}
        className="pointer-events-auto m-auto w-[calc(100%-2rem)] max-w-xl overflow-hidden rounded-xl border-0 bg-transparent p-0 shadow-xl backdrop:bg-slate-950/50"
      >
        <AssistantPanel
          name={ASSISTANT_DIALOG_ID}
          dialog
          className="h-[min(600px,calc(100dvh-2rem))] border-0 shadow-none"
        />
      </dialog>
    </>
  );
});
