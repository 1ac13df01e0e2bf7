// sharp (libvips) is loaded on the first image it handles, not at start: it adds about 20 MB to the
// resident memory of a server that may go days without an upload (ADR 033).
export async function loadSharp() {
  return (await import("sharp")).default;
}
