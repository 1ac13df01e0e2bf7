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

/** Where RenderOnce left a mark (render-once.tsx): a kept part's place, a new part's start or end. */
export type RenderOnceMark = { mark: "kept" | "start" | "end"; id: string };

/** A page rendered in pieces, and whether a part of it suspended (its fallback is in the pieces). */
export interface RenderedPieces {
  /** The page's text in order, with RenderOnce's marks between the strings in place of their tags. */
  pieces: (string | RenderOnceMark)[];
  suspended: boolean;
}

/** The attribute that names each kind of mark: `<template data-render-once…="id"></template>`. */
const MARK_KINDS = new Map<string, RenderOnceMark["mark"]>([
  ["data-render-once", "kept"],
  ["data-render-once-start", "start"],
  ["data-render-once-end", "end"],
]);
/** React's chunks for a mark, in order; null where any chunk (the id) comes. */
const MARK_CHUNKS = ["<template", " ", null, '="', null, '"', ">", "</template>"];
const MARK = /<template (data-render-once(?:-start|-end)?)="([^"]+)"><\/template>/g;

/**
 * renderToString, as strings of about PIECE_CHARS characters each, in order. renderToString's one
 * string of a whole page is flattened into one object on its first use; a page of 100,000
 * characters that holds a single character beyond Latin-1 ("…", "–", a Greek letter) is then over
 * V8's largest regular object (128 KB) and is allocated on fresh memory pages, about 30 page faults
 * at every render: a seventh of a rendered article's time (docs/benchmarks.md, 2026-11-29).
 * React's own chunks (patches/react-dom+19.3.1.patch) are joined as they come into strings that
 * stay small, cut only before a tag's start (a chunk beginning with "<" but not "</": text and
 * attribute values are escaped), so that no tag is split between two. RenderOnce's marks are taken
 * out as they come, from React's chunks of their tags (ADR 088): searching the pieces for them
 * afterwards made V8 flatten every piece, and copied the page once more. A suspended boundary is
 * seen in its chunk as it comes too.
 */
export function renderToPieces(node: ReactNode): RenderedPieces {
  const pieces: (string | RenderOnceMark)[] = [];
  let piece = "";
  let suspended = false;
  // The chunks of what may be a mark, held until it is one (or is not).
  let held: string[] | null = null;
  const append = (chunk: string) => {
    // "<": a tag, a comment or a boundary's mark starts here (text and attribute values are escaped).
    if (chunk.charCodeAt(0) === 60) {
      if (piece.length >= PIECE_CHARS && chunk.charCodeAt(1) !== 47) {
        pieces.push(piece);
        piece = "";
      }
      if (chunk.startsWith("<!--$")) suspended ||= SUSPENDED_BOUNDARY.test(chunk);
    }
    piece += chunk;
  };
  const writer = {
    push(chunk: string) {
      if (held === null) {
        if (chunk === MARK_CHUNKS[0]) held = [chunk];
        else append(chunk);
        return;
      }
      held.push(chunk);
      const at = held.length - 1;
      const expected = MARK_CHUNKS[at];
      const fits = at === 2 ? MARK_KINDS.has(chunk) : expected === null || chunk === expected;
      if (!fits) {
        // Not a mark: its chunks go on as any others (a later one may start a mark).
        const [first, ...rest] = held;
        held = null;
        append(first!);
        for (const c of rest) writer.push(c);
        return;
      }
      if (held.length < MARK_CHUNKS.length) return;
      if (piece !== "") pieces.push(piece);
      piece = "";
      pieces.push({ mark: MARK_KINDS.get(held[2]!)!, id: held[4]! });
      held = null;
    },
  };
  const html = renderToString(node, { pieces: writer } as Parameters<typeof renderToString>[1]);
  // React without the patch gives the whole page as one string: its marks are found by a search.
  if (pieces.length === 0 && piece === "" && held === null)
    return { pieces: piecesOfString(html), suspended: SUSPENDED_BOUNDARY.test(html) };
  for (const c of held ?? []) append(c);
  if (piece !== "") pieces.push(piece);
  return { pieces, suspended };
}

/** A page's one string (React without the patch) as pieces, with RenderOnce's marks taken out. */
export function piecesOfString(html: string): RenderedPieces["pieces"] {
  const pieces: RenderedPieces["pieces"] = [];
  let last = 0;
  for (const match of html.matchAll(MARK)) {
    if (match.index > last) pieces.push(html.slice(last, match.index));
    pieces.push({ mark: MARK_KINDS.get(match[1]!)!, id: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < html.length || pieces.length === 0) pieces.push(html.slice(last));
  return pieces;
}
