import { onContentChange } from "~/lib/content-changes.server";
import type { RenderOnceSession } from "./render-once";
import type { RenderedPieces } from "./render-pieces.server";

/** The HTML of a kept part and the inputs it was rendered from. */
type Kept = { inputs: readonly unknown[]; html: string };

// Parts whose inputs are the same objects until public content changes (the journals kept by
// journals.service.server.ts) would be rendered anew after a change anyway; parts without inputs
// are forgotten too, so a change is never missed.
let kept = new Map<string, Kept>();
onContentChange(() => {
  kept = new Map();
});

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * One string render's session: RenderOnce asks it what is kept, and `complete` turns the rendered
 * page (its pieces in order, with RenderOnce's marks between them, renderToPieces) into the pieces
 * to send, with the kept parts copied in and the new parts kept. Pieces, not one string: joined,
 * the page would be copied once more before it is encoded.
 */
export function renderOnceSession(): RenderOnceSession & { complete(html: RenderedPieces["pieces"]): string[] } {
  const parts = kept;
  const rendering = new Map<string, readonly unknown[]>();
  return {
    has(id, inputs) {
      const part = parts.get(id);
      return part !== undefined && sameInputs(part.inputs, inputs);
    },
    rendering(id, inputs) {
      rendering.set(id, inputs);
    },
    complete(html) {
      const out: string[] = [];
      let start: { id: string; at: number } | null = null;
      for (const piece of html) {
        if (typeof piece === "string") out.push(piece);
        else if (piece.mark === "kept") out.push(parts.get(piece.id)?.html ?? "");
        else if (piece.mark === "start") start = { id: piece.id, at: out.length };
        else if (start?.id === piece.id) {
          const inputs = rendering.get(piece.id);
          if (inputs) parts.set(piece.id, { inputs, html: out.slice(start.at).join("") });
          start = null;
        }
      }
      return out;
    },
  };
}
