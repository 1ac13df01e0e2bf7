// pdf.js ships no types for its worker module; it is imported only for its side effect of
// registering the in-thread parser (see read-pdf.server.ts).
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
