// Uploads with real progress: fetch() cannot report how much of a request body has been sent,
// XMLHttpRequest can (upload.onprogress). Browser only.

export type UploadAnswer = { status: number; json: unknown };

/**
 * POSTs `body` to `url`, calling `onProgress` with the fraction sent (0..1). Resolves with the
 * answer's status and parsed JSON (null when the answer is not JSON) whatever the status; rejects
 * when the request fails on the network or is aborted through `signal` (an AbortError).
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null; // not JSON (a proxy's error page)
      }
      resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => reject(new Error("The upload failed: the connection was lost."));
    xhr.ontimeout = () => reject(new Error("The upload timed out."));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener("abort", abort);
    xhr.send(body);
  });
}

/** The `message` of a JSON answer {message}, if it has one. */
export function messageOf(json: unknown): string | undefined {
  return json && typeof json === "object" && typeof (json as { message?: unknown }).message === "string"
    ? (json as { message: string }).message
    : undefined;
}
