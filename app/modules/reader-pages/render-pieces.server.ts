import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

/** About how long each string of a page rendered in pieces is, in characters. */
const PIECE_CHARS = 16_384;

/**
 * A Suspense boundary that was not complete when the string render ended: React writes
 * "<!--$!-->" (its fallback, to be rendered in the browser) or "<!--$?-->" (still pending), each
 * as a chunk of its own.
 */
const SUSPENDED_BOUNDARY = /<!--\$[!?]/;

/** A page rendered in pieces, and whether a part of it suspended (its fallback is in the pieces). */
export interface RenderedPieces {
  pieces: string[];
  suspended: boolean;
}

/**
 * renderToString, as strings of about PIECE_CHARS characters each, in order. renderToString's one
 * string of a whole page is flattened into one object on its first use; a page of 100,000
 * characters that holds a single character beyond Latin-1 ("…", "–", a Greek letter) is then over
 * V8's largest regular object (128 KB) and is allocated on fresh memory pages, about 30 page faults
 * at every render: a seventh of a rendered article's time (docs/benchmarks.md, 2026-11-29).
 * React's own chunks (patches/react-dom+19.3.1.patch) are joined as they come into strings that
 * stay small, cut only before a tag's start (a chunk beginning with "<" but not "</": text and
 * attribute values are escaped), so that no tag, nor RenderOnce's marks, is split between two.
 * A suspended boundary is seen in its chunk as it comes, not searched for in the pieces.
 */
export function renderToPieces(node: ReactNode): RenderedPieces {
  const pieces: string[] = [];
  let piece = "";
  let suspended = false;
  const writer = {
    push(chunk: string) {
      if (chunk.startsWith("<")) {
        if (piece.length >= PIECE_CHARS && !chunk.startsWith("</")) {
          pieces.push(piece);
          piece = "";
        }
        if (chunk.startsWith("<!--$")) suspended ||= SUSPENDED_BOUNDARY.test(chunk);
      }
      piece += chunk;
    },
  };
  const html = renderToString(node, { pieces: writer } as Parameters<typeof renderToString>[1]);
  // React without the patch gives the whole page as one string.
  if (pieces.length === 0 && piece === "") return { pieces: [html], suspended: SUSPENDED_BOUNDARY.test(html) };
  pieces.push(piece);
  return { pieces, suspended };
}
