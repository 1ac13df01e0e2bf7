import { useEffect, useState } from "react";
import type { MailPreview } from "../mail-templates.types";

/** The HTML for the preview frame: links open in a new tab (the frame may not navigate itself). */
function previewDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

export type PreviewState =
  { status: "idle" | "loading" } | { status: "ready"; preview: MailPreview } | { status: "refused"; message: string };

/**
 * Asks the server to render `request` (JSON to `endpoint`) a moment after it last changed: the
 * preview is the server's rendering, never the browser's.
 */
export function useServerPreview(
  endpoint: string,
  request: Record<string, unknown> | null,
  delayMs = 400,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: request ? "loading" : "idle" });
  const body = request ? JSON.stringify(request) : null;
  useEffect(() => {
    if (!body) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((s) => (s.status === "ready" ? s : { status: "loading" }));
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          signal: controller.signal,
        });
        const json = (await res.json()) as MailPreview & { message?: string };
        setState(
          res.ok
            ? { status: "ready", preview: json }
            : { status: "refused", message: json.message ?? "The preview could not be rendered." },
        );
      } catch (err) {
        if ((err as Error).name !== "AbortError")
          setState({ status: "refused", message: "The preview could not be rendered." });
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, body, delayMs]);
  return state;
}

/** The rendered e-mail: subject, the HTML in a sandboxed frame, and the plain text. */
export function MailPreviewView({ state, label = "Preview" }: { state: PreviewState; label?: string }) {
  return (
    <section aria-label={label} className="space-y-2" data-testid="mail-preview">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {state.status === "refused" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      ) : state.status === "ready" ? (
        <div className="space-y-2">
          <p className="break-words text-sm text-slate-800">
            <span className="font-medium text-slate-500">Subject: </span>
            <span data-testid="mail-preview-subject">{state.preview.subject}</span>
          </p>
          <iframe
            title="The e-mail as HTML"
            srcDoc={previewDocument(state.preview.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            className="h-[28rem] w-full rounded-md border border-slate-200 bg-white"
          />
          <details className="rounded-md border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">Plain text</summary>
            <pre
              className="overflow-x-auto border-t border-slate-200 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-slate-800"
              data-testid="mail-preview-text"
            >
              {state.preview.text}
            </pre>
          </details>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {state.status === "loading" ? "Rendering…" : "The preview appears here."}
        </p>
      )}
    </section>
  );
}
