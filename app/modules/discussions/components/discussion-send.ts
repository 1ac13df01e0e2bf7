// Sends a discussion form (text fields and at most one file) with upload progress (browser only).
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";

export type SendResult = { ok: true; json: unknown } | { ok: false };

/** `send(url, body, failure)`: 201 → ok; otherwise the refusal is kept in `error` and toasted. */
export function useDiscussionSend() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  async function send(url: string, body: FormData, failure: string): Promise<SendResult> {
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadWithProgress(url, body, setProgress, controller.signal);
      if (answer.status === 201) {
        toast.success(messageOf(answer.json) ?? "Sent.");
        return { ok: true, json: answer.json };
      }
      const message = messageOf(answer.json) ?? `The server answered ${answer.status}.`;
      setError(message);
      toast.error(failure, { description: message });
    } catch (thrown) {
      if (!(thrown instanceof DOMException && thrown.name === "AbortError")) {
        const message = thrown instanceof Error ? thrown.message : failure;
        setError(message);
        toast.error(failure, { description: message });
      }
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
    }
    return { ok: false };
  }

  return { send, progress, busy: progress !== null, error, setError };
}
