import { Bot, Send, User } from "lucide-react";
import { memo } from "react";
import { NativeDialogClose } from "~/components/ui/native-dialog";
import { cn } from "~/lib/utils";
import { ASSISTANT_GREETING, QUESTION_MAX_LENGTH } from "../assistant.constants";

const bubbleClass = "max-w-[85%] rounded-lg px-3 py-2 text-sm leading-relaxed whitespace-pre-line";
const avatarClass = "mt-1 flex size-7 shrink-0 items-center justify-center rounded-full";

/** One message of the conversation as the reader script repeats it (`data-from`, `data-text`). */
function Message({ from, text }: { from: "assistant" | "reader"; text?: string }) {
  const agent = from === "assistant";
  return (
    <li data-from={from} className={cn("flex gap-2", !agent && "flex-row-reverse")}>
      <span className={cn(avatarClass, agent ? "bg-blue-100 text-blue-800" : "bg-slate-200 text-slate-700")}>
        {agent ? <Bot className="size-4" aria-label="Assistant" /> : <User className="size-4" aria-label="You" />}
      </span>
      <div className={cn(bubbleClass, agent ? "bg-slate-100 text-slate-900" : "bg-blue-700 text-white")}>
        <p data-text="">{text}</p>
        {agent ? (
          <div data-sources="" hidden className="mt-2 border-t border-slate-200 pt-2">
            <p className="text-xs font-semibold text-slate-700">Sources</p>
            <ul className="mt-1 space-y-1" />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The assistant's chat window (spec 000 sections 2.2 and 2.10): the 600px panel of the contact page
 * and the floating button's dialog on every public page. It is HTML-first (ADR 034): the server
 * sends the window with the greeting, and the reader script holds the conversation (questions to
 * /api/assistant, answers with links to the pages they came from, 'Thinking...' while it waits),
 * kept for the browser tab so that it follows the reader from page to page. Until the script runs
 * the field is disabled and the contact page's message form is the way to ask.
 *
 * Memoized without changing props: React never re-renders it, so it leaves the script's messages
 * alone in the application too.
 */
export const AssistantPanel = memo(function AssistantPanel({
  name,
  className,
  dialog = false,
}: {
  /** The window's id (the dialog's, inside one), from which its parts' ids are made. */
  name: string;
  className?: string;
  /** Inside the floating button's dialog: a close button, and the dialog is named by the heading. */
  dialog?: boolean;
}) {
  const titleId = `${name}-title`;
  const inputId = `${name}-question`;
  return (
    <section
      id={dialog ? undefined : name}
      data-assistant=""
      aria-labelledby={dialog ? undefined : titleId}
      className={cn(
        "flex h-[600px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-5 py-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-white">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            AI Assistant
          </h2>
          <p id={`${name}-description`} className="text-xs text-slate-600">
            Answers from our policy and journal pages, with links
          </p>
        </div>
        {dialog ? <NativeDialogClose className="p-1" /> : null}
      </div>
      <ol
        data-assistant-log=""
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-4 overflow-y-auto px-5 py-4"
      >
        <Message from="assistant" text={ASSISTANT_GREETING} />
      </ol>
      {/* What the script copies for each message, and the waiting line. */}
      <ol hidden data-assistant-prototypes="">
        <Message from="assistant" />
        <Message from="reader" />
        <li data-from="waiting" className="flex items-center gap-2 text-sm text-slate-600">
          <span
            className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700"
            aria-hidden="true"
          />
          Thinking...
        </li>
      </ol>
      <form className="border-t border-slate-100 p-4">
        <label htmlFor={inputId} className="sr-only">
          Ask the assistant a question
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="question"
            disabled
            maxLength={QUESTION_MAX_LENGTH}
            autoComplete="off"
            placeholder="Ask about fees, review times, formats…"
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none disabled:bg-slate-50"
          />
          <button
            type="submit"
            disabled
            aria-label="Send question"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-blue-700 text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:bg-slate-300"
          >
            <Send className="size-4" aria-hidden="true" />
          </button>
        </div>
      </form>
    </section>
  );
});
