import { useRef, useState } from "react";
import { toast } from "sonner";
import { ASSISTANT_GREETING, CHAT_FAILURE_MESSAGE, CHAT_FAILURE_TOAST } from "../assistant.constants";
import type { AssistantReply, AssistantSource } from "../assistant.types";

export type AssistantMessage = { id: number; from: "reader" | "assistant"; text: string; sources?: AssistantSource[] };

export type AssistantConversation = {
  messages: AssistantMessage[];
  busy: boolean;
  ask: (question: string) => Promise<void>;
};

/**
 * A conversation with the assistant: the greeting, then each question and its answer from
 * /api/assistant. Held by whoever calls it, so a conversation outlives the panel that shows it
 * (the floating button's dialog closes and opens again on another page with the same messages).
 */
export function useAssistantConversation(): AssistantConversation {
  const [messages, setMessages] = useState<AssistantMessage[]>([
    { id: 0, from: "assistant", text: ASSISTANT_GREETING },
  ]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);

  const add = (message: Omit<AssistantMessage, "id">) =>
    setMessages((list) => [...list, { ...message, id: nextId.current++ }]);

  async function ask(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    add({ from: "reader", text });
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

  return { messages, busy, ask };
}
