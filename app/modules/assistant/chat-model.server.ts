import { MODEL_TIMEOUT_MS } from "./assistant.constants";

export type ChatModel = { url: string; key?: string; model: string };

export type ModelPassage = { n: number; title: string; url: string; text: string };

const SYSTEM_PROMPT = [
  "You answer questions from visitors of an academic journal publisher's website.",
  "Answer only from the numbered passages given. If they do not answer the question, say that you do not know and suggest the contact form.",
  "Be brief (at most 120 words), quote figures exactly as written, and cite the passages you used as [1], [2].",
].join(" ");

/**
 * Asks an OpenAI-compatible chat completions API to compose an answer from the passages only.
 * Returns the text, or throws (network error, timeout, non-2xx, or an answer without text).
 */
export async function composeAnswer(model: ChatModel, question: string, passages: ModelPassage[]): Promise<string> {
  const context = passages.map((p) => `[${p.n}] ${p.title} (${p.url})\n${p.text}`).join("\n\n");
  const response = await fetch(`${model.url.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(model.key ? { authorization: `Bearer ${model.key}` } : {}),
    },
    body: JSON.stringify({
      model: model.model,
      temperature: 0,
      max_tokens: 400,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: `Passages:\n\n${context}\n\nQuestion: ${question}` },
      ],
    }),
    signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The language model answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== "string" || !text.trim()) throw new Error("The language model gave no answer");
  return text.trim();
}
