import { Suspense, use } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderToPieces } from "./render-pieces.server";

/** A page of about 200,000 characters with a character beyond Latin-1 in every row. */
function BigPage() {
  return (
    <main>
      {Array.from({ length: 2_000 }, (_, i) => (
        <p key={i} data-row={i} title={`row ${i} <"&>`}>
          Row {i} of the page… with <b>bold</b> text &amp; an α-tocopherol
          <template data-render-once="part"></template>
        </p>
      ))}
    </main>
  );
}

describe("renderToPieces", () => {
  it("gives the page renderToString gives, in pieces of about 16,000 characters that each start with a tag", () => {
    const whole = renderToString(<BigPage />);
    const { pieces, suspended } = renderToPieces(<BigPage />);
    expect(pieces.join("")).toBe(whole);
    expect(suspended).toBe(false);
    expect(whole.length).toBeGreaterThan(150_000);
    // React's chunks come through the patch (patches/react-dom+19.3.1.patch): not one string.
    expect(pieces.length).toBeGreaterThan(8);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThan(20_000);
      expect(piece.startsWith("<") && !piece.startsWith("</")).toBe(true);
      // RenderOnce's marks are never split.
      const marks = piece.split("<template data-render-once=").length - 1;
      expect(piece.split('"part"></template>').length - 1).toBe(marks);
    }
  });

  it("gives a small page as one piece", () => {
    expect(renderToPieces(<p>Hello…</p>)).toEqual({ pieces: ["<p>Hello…</p>"], suspended: false });
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
