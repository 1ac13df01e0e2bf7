import { createContext, useContext, type ReactNode } from "react";

/**
 * What a reader page's string render lends RenderOnce and FinishedMarkup (render-once.server.ts).
 * Elsewhere (the application, in the browser or streamed) there is none, and RenderOnce renders
 * its children.
 */
export type RenderOnceSession = {
  /** Whether the part `id`, rendered from exactly these inputs, is kept. */
  has(id: string, inputs: readonly unknown[]): boolean;
  /** The part `id` is rendered now from these inputs: keep it. */
  rendering(id: string, inputs: readonly unknown[]): void;
  /** Finished HTML for this page only, in pieces (FinishedMarkup): the id its mark names it by. */
  markup(html: readonly string[]): string;
};

export const RenderOnceContext = createContext<RenderOnceSession | null>(null);

/**
 * A part of the page that is the same on every page for the same inputs (compared by identity):
 * the header's menus, the footer, the assistant's dialog, nearly half of an article page's HTML.
 * A reader page is never hydrated (ADR 034), so the server renders such a part once and copies
 * its HTML into the next pages (ADR 038). The part must read nothing else that varies: not the
 * location, not the viewer, no `useId`, no nonce. Kept parts do not nest: inside one, RenderOnce
 * renders its children.
 */
export function RenderOnce({ id, inputs, children }: { id: string; inputs: readonly unknown[]; children: ReactNode }) {
  const session = useContext(RenderOnceContext);
  if (!session) return children;
  if (session.has(id, inputs)) return <template data-render-once={id} />;
  session.rendering(id, inputs);
  return (
    <>
      <template data-render-once-start={id} />
      <RenderOnceContext.Provider value={null}>{children}</RenderOnceContext.Provider>
      <template data-render-once-end={id} />
    </>
  );
}

/**
 * HTML this page made without React (the head's tags, ReaderMeta), written into a reader page's
 * string render in this place; elsewhere (the application, or a reader page streamed because a
 * part suspended) React renders `fallback`, which must be the same HTML.
 */
export function FinishedMarkup({ html, fallback }: { html: readonly string[]; fallback: ReactNode }) {
  const session = useContext(RenderOnceContext);
  if (!session) return fallback;
  return <template data-finished-markup={session.markup(html)} />;
}
