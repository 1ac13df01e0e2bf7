/**
 * True for the rejection of a request that was cancelled on purpose: an AbortSignal aborted
 * without a reason rejects with a DOMException named "AbortError".
 */
export function isAbortRejection(reason: unknown): boolean {
  return typeof DOMException !== "undefined" && reason instanceof DOMException && reason.name === "AbortError";
}
