import { Bot, Loader2, Send, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Card } from "../../../components/ui/card";
import { useHydrated } from "../../../lib/use-hydrated";
import { cn } from "../../../lib/utils";
import {
  ASSISTANT_GREETING,
  CHAT_FAILURE_MESSAGE,
  CHAT_FAILURE_TOAST,
  QUESTION_MAX_LENGTH,
} from "../assistant.constants";
import type { AssistantReply, AssistantSource } from "../assistant.types";

type Message = { id: number; from: "reader" | "assistant"; text: string; sources?: AssistantSource[] };

/**
 * The contact page's assistant (spec 000 section 2.10, a 600px chat panel): questions go to
 * /api/assistant, answers come back with links to the pages they came from. It needs scripts; until
 * they run the field stays disabled and the message form below is the way to ask.
 */
export function AssistantPanel() {
  const hydrated = useHydrated();
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: "assistant", text: ASSISTANT_GREETING }]);
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  const add = (message: Omit<Message, "id">) => setMessages((list) => [...list, { ...message, id: nextId.current++ }]);

  async function ask(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy) return;
    add({ from: "reader", text });
    setQuestion("");
    setBusy(true);
    try {
      const response = await fetch("/api/assistant", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question: text }),
      });
      const body = (await response.json().catch(() => null)) as (AssistantReply & { message?: string }) | null;
      if (response.ok && body?.response) add({ from: "assistant", text: body.response, sources: body.sources });
      else if (response.status < 500 && body?.message) add({ from: "assistant", text: body.message });
      else throw new Error(`assistant answered ${response.status}`);
    } catch {
      toast.error(CHAT_FAILURE_TOAST);
      add({ from: "assistant", text: CHAT_FAILURE_MESSAGE });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="flex h-[600px] flex-col overflow-hidden" aria-labelledby="assistant-title">
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-5 py-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-white">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="assistant-title" className="font-semibold text-slate-900">
            AI Assistant
          </h2>
          <p className="text-xs text-slate-600">Answers from our policy and journal pages, with links</p>
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
                        <Link to={s.url} className="text-xs font-medium text-blue-800 underline hover:text-blue-900">
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
      <form onSubmit={ask} className="border-t border-slate-100 p-4">
        <label htmlFor="assistant-input" className="sr-only">
          Ask the assistant a question
        </label>
        <div className="flex gap-2">
          <input
            id="assistant-input"
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
