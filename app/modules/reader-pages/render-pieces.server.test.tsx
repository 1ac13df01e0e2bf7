import { Suspense, use } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { piecesOfString, renderToPieces, type RenderedPieces } from "./render-pieces.server";

/** The pieces with each mark written back as its tag: the page React rendered. */
const joined = (pieces: RenderedPieces["pieces"]) =>
  pieces
    .map((p) =>
      typeof p === "string"
        ? p
        : `<template data-render-once${p.mark === "kept" ? "" : `-${p.mark}`}="${p.id}"></template>`,
    )
    .join("");

/** A page of about 200,000 characters with a character beyond Latin-1 in every row, and ten marks. */
function BigPage() {
  return (
    <main>
      {Array.from({ length: 2_000 }, (_, i) => (
        <p key={i} data-row={i} title={`row ${i} <"&>`}>
          Row {i} of the page… with <b>bold</b> text &amp; an α-tocopherol
          {i % 200 === 199 && <template data-render-once="part"></template>}
        </p>
      ))}
    </main>
  );
}

describe("renderToPieces", () => {
  it("gives the page renderToString gives, in pieces of about 16,000 characters, with RenderOnce's marks taken out", () => {
    const whole = renderToString(<BigPage />);
    const { pieces, suspended } = renderToPieces(<BigPage />);
    expect(joined(pieces)).toBe(whole);
    expect(suspended).toBe(false);
    expect(whole.length).toBeGreaterThan(150_000);
    const strings = pieces.filter((p) => typeof p === "string");
    // React's chunks come through the patch (patches/react-dom+19.3.1.patch): not one string.
    expect(strings.length).toBeGreaterThan(10);
    expect(pieces.filter((p) => typeof p !== "string")).toEqual(
      Array.from({ length: 10 }, () => ({ mark: "kept", id: "part" })),
    );
    let long = 0;
    pieces.forEach((piece, i) => {
      if (typeof piece !== "string") return;
      expect(piece.length).toBeLessThan(20_000);
      expect(piece).not.toContain("data-render-once");
      if (piece.length > 10_000) long++;
      // A piece that follows another starts a tag: none is split between two.
      if (typeof pieces[i - 1] === "string") expect(piece.startsWith("<") && !piece.startsWith("</")).toBe(true);
    });
    expect(long).toBeGreaterThan(8);
  });

  it("takes out each kind of mark, and leaves other templates as they are", () => {
    const page = (
      <div>
        <template data-render-once-start="menu" />
        <ul>
          <li>One</li>
        </ul>
        <template data-render-once-end="menu" />
        <template data-x="1" />
        <template>
          <template data-render-once="inner" />
        </template>
        <template data-render-once="footer" />
        <template data-render-once="footer" data-more="1" />
      </div>
    );
    const { pieces } = renderToPieces(page);
    expect(joined(pieces)).toBe(renderToString(page));
    expect(pieces).toEqual([
      "<div>",
      { mark: "start", id: "menu" },
      "<ul><li>One</li></ul>",
      { mark: "end", id: "menu" },
      '<template data-x="1"></template><template>',
      { mark: "kept", id: "inner" },
      "</template>",
      { mark: "kept", id: "footer" },
      '<template data-render-once="footer" data-more="1"></template></div>',
    ]);
    // React without the patch: the one string's marks are found by a search.
    expect(piecesOfString(renderToString(page))).toEqual(pieces);
  });

  it("gives a small page as one piece", () => {
    expect(renderToPieces(<p>Hello…</p>)).toEqual({ pieces: ["<p>Hello…</p>"], suspended: false });
    expect(renderToPieces(<template data-render-once="footer" />)).toEqual({
      pieces: [{ mark: "kept", id: "footer" }],
      suspended: false,
    });
  });

  it("says when a part suspended, wherever it falls in a long page", () => {
    const never = new Promise<string>(() => {});
    function Waits() {
      return <p>{use(never)}</p>;
    }
    const { pieces, suspended } = renderToPieces(
      <>
        <BigPage />
        <Suspense fallback={<p>Loading…</p>}>
          <Waits />
        </Suspense>
      </>,
    );
    expect(suspended).toBe(true);
    expect(pieces.length).toBeGreaterThan(8);
    expect(pieces.at(-1)).toContain("Loading…");
  });
});
