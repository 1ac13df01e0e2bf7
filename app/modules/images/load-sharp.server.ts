// sharp (libvips) is loaded by the sandbox's child only (ADR 049), which decodes uploaded pictures
// and the full-issue PDF's cover; the server itself never holds its 20 MB (ADR 033).
export async function loadSharp() {
  return (await import("sharp")).default;
}
