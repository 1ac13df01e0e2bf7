import { onContentChange } from "~/lib/content-changes.server";
import type { RenderOnceSession } from "./render-once";
import type { KeptParts } from "./render-bytes.server";

/** The UTF-8 bytes of a kept part and the inputs it was rendered from. */
type Kept = { inputs: readonly unknown[]; bytes: Uint8Array };

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
 * One string render's session: RenderOnce asks it what is kept, and the render (renderToBytes)
 * copies the kept parts' bytes into the page and hands it the parts rendered anew, to keep.
 */
export function renderOnceSession(): RenderOnceSession & KeptParts {
  const parts = kept;
  const rendering = new Map<string, readonly unknown[]>();
  const markups: (readonly string[])[] = [];
  return {
    has(id, inputs) {
      const part = parts.get(id);
      return part !== undefined && sameInputs(part.inputs, inputs);
    },
    rendering(id, inputs) {
      rendering.set(id, inputs);
    },
    bytesOf(id) {
      return parts.get(id)?.bytes;
    },
    markup(html) {
      markups.push(html);
      return String(markups.length - 1);
    },
    markupOf(id) {
      return markups[Number(id)];
    },
    keep(id, bytes) {
      const inputs = rendering.get(id);
      if (inputs) parts.set(id, { inputs, bytes });
    },
  };
}
