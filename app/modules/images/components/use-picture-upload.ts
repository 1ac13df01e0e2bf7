// The upload of a picture from a form dialog, with its progress for the progress bar. Closing the
// dialog (unmounting) cancels an upload under way. Browser only.
import { useEffect, useRef, useState } from "react";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";

export function usePictureUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  /**
   * POSTs `file` (field "file") to `path`: null once stored (201), else the message to show, the
   * server's own or `fallback`.
   */
  async function send(path: string, file: File, fallback: string): Promise<string | null> {
    const body = new FormData();
    body.set("file", file);
    const controller = new AbortController();
    current.current = controller;
    setProgress(0);
    try {
      const answer = await uploadWithProgress(path, body, setProgress, controller.signal);
      if (answer.status === 201) return null;
      return messageOf(answer.json) ?? fallback;
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return "The upload was cancelled.";
      return failure instanceof Error ? failure.message : fallback;
    } finally {
      if (current.current === controller) current.current = null;
      setProgress(null);
    }
  }

  return { progress, send };
}
