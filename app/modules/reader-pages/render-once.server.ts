import { onContentChange } from "~/lib/content-changes.server";
import type { RenderOnceSession } from "./render-once";

/** The HTML of a kept part and the inputs it was rendered from. */
type Kept = { inputs: readonly unknown[]; html: string };

// Parts whose inputs are the same objects until public content changes (the journals kept by
// journals.service.server.ts) would be rendered anew after a change anyway; parts without inputs
// are forgotten too, so a change is never missed.
let kept = new Map<string, Kept>();
onContentChange(() => {
  kept = new Map();
});

/** The marks RenderOnce leaves in a string render: a kept part's place, a new part's start and end. */
const MARK = /<template data-render-once(|-start|-end)="([^"]+)"><\/template>/y;
// Found by their start, then read where they are: a regular expression searching the whole page
// for them cost 1% of a rendered article page.
const MARK_START = "<template data-render-once";

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * One string render's session: RenderOnce asks it what is kept, and `complete` turns the rendered
 * page (its pieces in order, renderToPieces) into the pieces to send, with the kept parts copied
 * in and the new parts kept. Pieces, not one string: joined, the page would be copied once more
 * before it is encoded. A mark is never split between two pieces; a part may span several.
 */
export function renderOnceSession(): RenderOnceSession & { complete(html: readonly string[]): string[] } {
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
        let last = 0;
        for (let at = piece.indexOf(MARK_START); at !== -1; at = piece.indexOf(MARK_START, at + 1)) {
          MARK.lastIndex = at;
          const mark = MARK.exec(piece);
          if (!mark) continue;
          out.push(piece.slice(last, at));
          last = MARK.lastIndex;
          const [, kind, id] = mark as unknown as [string, string, string];
          if (kind === "") out.push(parts.get(id)?.html ?? "");
          else if (kind === "-start") start = { id, at: out.length };
          else if (start?.id === id) {
            const inputs = rendering.get(id);
            if (inputs) parts.set(id, { inputs, html: out.slice(start.at).join("") });
            start = null;
          }
        }
        out.push(piece.slice(last));
      }
      return out;
    },
  };
}
