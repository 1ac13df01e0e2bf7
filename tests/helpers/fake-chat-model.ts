// A local stand-in for an OpenAI-compatible chat completions API, the assistant's optional language
// model (ASSISTANT_MODEL_URL): records each POST .../chat/completions and answers with `reply(prompt)`,
// by default a sentence that quotes the first passage it was given, marked as the test model's.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeChatModelCall = {
  path: string;
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
};

/** Said by the default reply, so that a test can tell the model's answer from the pages' excerpts. */
export const FAKE_MODEL_MARK = "According to our pages (composed by the test model)";

/** The default reply: the first passage of the prompt ("[1] title (url)\ntext"), on one line. */
export function quoteFirstPassage(prompt: string): string {
  const first = /\[1\] [^\n]*\n([\s\S]*?)(?:\n\n\[\d+\] |\n\nQuestion: )/.exec(prompt)?.[1] ?? "";
  const text = first.replace(/\s+/g, " ").trim().slice(0, 400);
  return text ? `${FAKE_MODEL_MARK}: ${text} [1]` : "I do not know; please use the contact form.";
}

export type FakeChatModel = {
  /** The API's base URL, as ASSISTANT_MODEL_URL takes it (ends in /v1). */
  url: string;
  calls: FakeChatModelCall[];
  /** Answer every later call with this HTTP status (200 answers again). */
  failWith: (status: number) => void;
  close: () => Promise<void>;
};

export async function startFakeChatModel(
  opts: { reply?: (prompt: string) => string; port?: number } = {},
): Promise<FakeChatModel> {
  const reply = opts.reply ?? quoteFirstPassage;
  const calls: FakeChatModelCall[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      let body: FakeChatModelCall["body"];
      try {
        body = JSON.parse(raw) as FakeChatModelCall["body"];
      } catch {
        res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"bad JSON"}}');
        return;
      }
      calls.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      res.writeHead(status, { "content-type": "application/json" });
      if (status !== 200) {
        res.end(JSON.stringify({ error: { message: "overloaded" } }));
        return;
      }
      const prompt = body.messages?.at(-1)?.content ?? "";
      res.end(
        JSON.stringify({
          id: `chatcmpl-${calls.length}`,
          object: "chat.completion",
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: reply(prompt) }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    failWith: (code) => (status = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
