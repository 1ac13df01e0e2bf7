import { Bot, Loader2, Send, User } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { useHydrated } from "../../../lib/use-hydrated";
import { cn } from "../../../lib/utils";
import { QUESTION_MAX_LENGTH } from "../assistant.constants";
import { useAssistantConversation, type AssistantConversation } from "./use-assistant-conversation";

type TextComponent = ComponentType<{ className?: string; children?: ReactNode }>;

/**
 * The assistant's chat panel (spec 000 section 2.10, a 600px chat panel on the contact page; the
 * floating button's dialog on every public page): questions go to /api/assistant, answers come
 * back with links to the pages they came from. It needs scripts; until they run the field stays
 * disabled and the contact page's message form is the way to ask.
 *
 * `conversation`: held by the caller to outlive the panel (the dialog's); by default its own.
 * `Title` and `Description`: the dialog's, so that the dialog is named by the panel's heading.
 * `onSourceClick`: called when a source link is followed (the dialog closes).
 */
export function AssistantPanel({
  conversation,
  id,
  className,
  Title,
  Description,
  onSourceClick,
}: {
  conversation?: AssistantConversation;
  id?: string;
  className?: string;
  Title?: TextComponent;
  Description?: TextComponent;
  onSourceClick?: () => void;
}) {
  const hydrated = useHydrated();
  const own = useAssistantConversation();
  const { messages, busy, ask } = conversation ?? own;
  const [question, setQuestion] = useState("");
  const log = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const inputId = useId();
  const Heading: TextComponent | "h2" = Title ?? "h2";
  const Subtitle: TextComponent | "p" = Description ?? "p";

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!question.trim() || busy) return;
    void ask(question);
    setQuestion("");
  }

  return (
    <Card
      id={id}
      className={cn("flex h-[600px] flex-col overflow-hidden", className)}
      // A dialog is named by its own title; the panel on a page by its heading.
      {...(Title ? {} : { "aria-labelledby": titleId })}
    >
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-5 py-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-white">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div>
          <Heading {...(Title ? {} : { id: titleId })} className="text-base font-semibold text-slate-900">
            AI Assistant
          </Heading>
          <Subtitle className="text-xs text-slate-600">Answers from our policy and journal pages, with links</Subtitle>
        </div>
      </div>
      <ol ref={log} aria-live="polite" aria-label="Conversation" className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
        {messages.map((m) => (
          <li key={m.id} className={cn("flex gap-2", m.from === "reader" && "flex-row-reverse")}>
            <span
              className={cn(
                "mt-1 flex size-7 shrink-0 items-center justify-center rounded-full",
                m.from === "reader" ? "bg-slate-200 text-slate-700" : "bg-blue-100 text-blue-800",
              )}
            >
              {m.from === "reader" ? (
                <User className="size-4" aria-label="You" />
              ) : (
                <Bot className="size-4" aria-label="Assistant" />
              )}
            </span>
            <div
              className={cn(
                "max-w-[85%] rounded-lg px-3 py-2 text-sm leading-relaxed whitespace-pre-line",
                m.from === "reader" ? "bg-blue-700 text-white" : "bg-slate-100 text-slate-900",
              )}
            >
              {m.text}
              {m.sources?.length ? (
                <div className="mt-2 border-t border-slate-200 pt-2">
                  <p className="text-xs font-semibold text-slate-700">Sources</p>
                  <ul className="mt-1 space-y-1">
                    {m.sources.map((s) => (
                      <li key={s.url}>
                        <Link
                          to={s.url}
                          onClick={onSourceClick}
                          className="text-xs font-medium text-blue-800 underline hover:text-blue-900"
                        >
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </li>
        ))}
        {busy ? (
          <li className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Looking through our pages…
          </li>
        ) : null}
      </ol>
      <form onSubmit={submit} className="border-t border-slate-100 p-4">
        <label htmlFor={inputId} className="sr-only">
          Ask the assistant a question
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            disabled={!hydrated}
            maxLength={QUESTION_MAX_LENGTH}
            autoComplete="off"
            placeholder="Ask about fees, review times, formats…"
            className="h-10 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none disabled:bg-slate-50"
          />
          <button
            type="submit"
            disabled={!hydrated || busy || !question.trim()}
            aria-label="Send question"
            className="inline-flex size-10 items-center justify-center rounded-md bg-blue-700 text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:bg-slate-300"
          >
            <Send className="size-4" aria-hidden="true" />
          </button>
        </div>
      </form>
    </Card>
  );
}
