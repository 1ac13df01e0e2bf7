import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Utf8Writer } from "~/lib/utf8-writer.server";

/**
 * A Suspense boundary that was not complete when the string render ended: React writes
 * "<!--$!-->" (its fallback, to be rendered in the browser) or "<!--$?-->" (still pending), each
 * as a chunk of its own.
 */
const SUSPENDED_BOUNDARY = /<!--\$[!?]/;

/**
 * Where RenderOnce left a mark (render-once.tsx): a kept part's place, a new part's start or end;
 * or FinishedMarkup the place of its HTML.
 */
export type RenderOnceMark = { mark: "kept" | "start" | "end" | "markup"; id: string };

/** What a render asks of RenderOnce's session (render-once.server.ts) as the marks come. */
export interface KeptParts {
  /** The bytes of the kept part `id`, which RenderOnce found kept. */
  bytesOf(id: string): Uint8Array | undefined;
  /** The part `id` was rendered anew, into these bytes (its own copy). */
  keep(id: string, bytes: Uint8Array): void;
  /** The finished HTML FinishedMarkup named `id`, in pieces. */
  markupOf(id: string): readonly string[] | undefined;
}

/** The attribute that names each kind of mark: `<template data-render-once…="id"></template>`. */
const MARK_KINDS = new Map<string, RenderOnceMark["mark"]>([
  ["data-render-once", "kept"],
  ["data-render-once-start", "start"],
  ["data-render-once-end", "end"],
  ["data-finished-markup", "markup"],
]);
/** React's chunks for a mark, in order; null where any chunk (the id) comes. */
const MARK_CHUNKS = ["<template", " ", null, '="', null, '"', ">", "</template>"];
const MARK = /<template (data-render-once(?:-start|-end)?|data-finished-markup)="([^"]+)"><\/template>/g;

/**
 * renderToString, as UTF-8 bytes written as React writes its chunks (ADR 089), after `before` (the
 * doctype), with RenderOnce's kept parts copied in as bytes and its new parts handed to `parts`;
 * null when a part suspended (the bytes then hold its fallback: the caller streams the page
 * instead, and no new part is kept).
 *
 * React's one string of a whole page would be flattened into one object on its first use, a large
 * object beyond V8's 128 KB (ADR 046); joined into strings of a few thousand characters, the
 * chunks were copied twice more (flattened, then encoded: about 150 µs and 300 KB of garbage for an
 * article page). React's chunks come through patches/react-dom+19.3.1.patch. RenderOnce's marks
 * are recognised from React's chunks of their tags (ADR 088), and a suspended boundary from its
 * chunk, as they come.
 */
export function renderToBytes(node: ReactNode, parts: KeptParts, before = ""): Buffer<ArrayBuffer> | null {
  const out = new Utf8Writer();
  out.text(before);
  let suspended = false;
  // A new part's start, and the new parts rendered, kept once the page is complete.
  let start: { id: string; at: number } | null = null;
  const rendered: { id: string; from: number; to: number }[] = [];
  const take = (mark: RenderOnceMark) => {
    if (mark.mark === "kept") {
      const bytes = parts.bytesOf(mark.id);
      if (bytes) out.bytes(bytes);
    } else if (mark.mark === "markup") {
      for (const piece of parts.markupOf(mark.id) ?? []) out.text(piece);
    } else if (mark.mark === "start") start = { id: mark.id, at: out.length };
    else if (start?.id === mark.id) {
      rendered.push({ id: mark.id, from: start.at, to: out.length });
      start = null;
    }
  };
  const text = (chunk: string) => {
    // "<!--$": a boundary's mark (text and attribute values are escaped, so it is no text's).
    if (chunk.charCodeAt(0) === 60 && chunk.startsWith("<!--$")) suspended ||= SUSPENDED_BOUNDARY.test(chunk);
    out.text(chunk);
  };
  // The chunks of what may be a mark, held until it is one (or is not).
  let held: string[] | null = null;
  let pushed = false;
  const writer = {
    push(chunk: string) {
      pushed = true;
      if (held === null) {
        if (chunk === MARK_CHUNKS[0]) held = [chunk];
        else text(chunk);
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
        text(first!);
        for (const c of rest) writer.push(c);
        return;
      }
      if (held.length < MARK_CHUNKS.length) return;
      take({ mark: MARK_KINDS.get(held[2]!)!, id: held[4]! });
      held = null;
    },
  };
  const html = renderToString(node, { pieces: writer } as Parameters<typeof renderToString>[1]);
  if (pushed) for (const c of held ?? []) text(c);
  else {
    // React without the patch gives the whole page as one string: its marks are found by a search.
    suspended = SUSPENDED_BOUNDARY.test(html);
    for (const piece of piecesOfString(html)) {
      if (typeof piece === "string") text(piece);
      else take(piece);
    }
  }
  if (suspended) return null;
  for (const part of rendered) parts.keep(part.id, out.copy(part.from, part.to));
  return out.finish();
}

/** A page's one string (React without the patch) as pieces, with RenderOnce's marks taken out. */
export function piecesOfString(html: string): (string | RenderOnceMark)[] {
  const pieces: (string | RenderOnceMark)[] = [];
  let last = 0;
  for (const match of html.matchAll(MARK)) {
    if (match.index > last) pieces.push(html.slice(last, match.index));
    pieces.push({ mark: MARK_KINDS.get(match[1]!)!, id: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < html.length || pieces.length === 0) pieces.push(html.slice(last));
  return pieces;
}
