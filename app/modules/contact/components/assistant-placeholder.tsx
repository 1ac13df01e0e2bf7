import { Bot, Mail, MessageSquareText, Send } from "lucide-react";
import { Card } from "../../../components/ui/card";

/**
 * Where the AI assistant will live. It is not built yet, so the panel says so and points to the
 * people who can answer; it never pretends to reply.
 */
export function AssistantPlaceholder({ email }: { email: string }) {
  return (
    <Card className="flex flex-col overflow-hidden lg:h-[600px]" aria-labelledby="assistant-title">
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-5 py-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-white">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="assistant-title" className="font-semibold text-slate-900">
            AI Assistant
          </h2>
          <p className="text-xs text-slate-500">Not available yet</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
        <MessageSquareText className="size-12 text-slate-300" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">The assistant is not available yet.</p>
        <p className="max-w-sm text-sm text-slate-600">
          We are still building an assistant for questions about submissions, peer review and publication. Until it is
          ready, please send us a message with the form or write to us; the editorial office answers every enquiry.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <a
            href="#contact-form"
            className="inline-flex h-9 items-center gap-2 rounded-md bg-blue-700 px-3 text-sm font-medium text-white hover:bg-blue-800"
          >
            <Send className="size-4" aria-hidden="true" />
            Use the message form
          </a>
          <a
            href={`mailto:${email}`}
            className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            <Mail className="size-4" aria-hidden="true" />
            {email}
          </a>
        </div>
      </div>
      <div className="border-t border-slate-100 p-4">
        <label htmlFor="assistant-input" className="sr-only">
          Ask the assistant (not available yet)
        </label>
        <div className="flex gap-2">
          <input
            id="assistant-input"
            disabled
            placeholder="The assistant is not available yet"
            className="h-10 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-400 placeholder:text-slate-400"
          />
          <button
            type="button"
            disabled
            aria-label="Send (not available yet)"
            className="inline-flex size-10 items-center justify-center rounded-md bg-slate-200 text-slate-400"
          >
            <Send className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </Card>
  );
}
