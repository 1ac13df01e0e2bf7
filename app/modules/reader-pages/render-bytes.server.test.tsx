import { Suspense, use } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { piecesOfString, renderToBytes, type KeptParts } from "./render-bytes.server";

/** Kept parts as RenderOnce's session keeps them, with what the render handed it. */
function keptParts(kept: Record<string, string>, markups: string[][] = []) {
  const keptNow: Record<string, string> = {};
  const parts: KeptParts = {
    bytesOf: (id) => (id in kept ? Buffer.from(kept[id]!) : undefined),
    markupOf: (id) => markups[Number(id)],
    keep: (id, bytes) => {
      keptNow[id] = Buffer.from(bytes).toString("utf8");
    },
  };
  return { parts, keptNow };
}

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

describe("renderToBytes", () => {
  it("gives the UTF-8 bytes of the page renderToString gives, after the doctype, with the kept parts copied in", () => {
    const whole = renderToString(<BigPage />);
    const { parts, keptNow } = keptParts({ part: "<i>kept … part</i>" });
    const bytes = renderToBytes(<BigPage />, parts, "<!DOCTYPE html>");
    const expected =
      "<!DOCTYPE html>" + whole.replaceAll('<template data-render-once="part"></template>', "<i>kept … part</i>");
    expect(whole.length).toBeGreaterThan(150_000);
    expect(bytes?.equals(Buffer.from(expected))).toBe(true);
    expect(keptNow).toEqual({});
  });

  it("comes from React's chunks as it writes them (patches/react-dom+19.3.1.patch), not its one string", () => {
    const chunks: string[] = [];
    const html = renderToString(<BigPage />, { pieces: { push: (c: string) => chunks.push(c) } } as Parameters<
      typeof renderToString
    >[1]);
    expect(html).toBe("");
    expect(chunks.length).toBeGreaterThan(10_000);
    expect(chunks.join("")).toBe(renderToString(<BigPage />));
  });

  it("takes out each kind of mark, keeps the parts rendered anew, and leaves other templates as they are", () => {
    const page = (
      <div>
        <template data-render-once-start="menu" />
        <ul>
          <li>Menü</li>
        </ul>
        <template data-render-once-end="menu" />
        <template data-x="1" />
        <template>
          <template data-render-once="inner" />
        </template>
        <template data-render-once="footer" />
        <template data-render-once="footer" data-more="1" />
        <template data-render-once="unknown" />
        <template data-finished-markup="0" />
      </div>
    );
    const { parts, keptNow } = keptParts({ inner: "<b>in</b>", footer: "<footer>…</footer>" }, [
      ['<meta name="x"', "/>…"],
    ]);
    const bytes = renderToBytes(page, parts);
    expect(bytes?.toString("utf8")).toBe(
      "<div><ul><li>Menü</li></ul>" +
        '<template data-x="1"></template><template><b>in</b></template><footer>…</footer>' +
        '<template data-render-once="footer" data-more="1"></template><meta name="x"/>…</div>',
    );
    expect(keptNow).toEqual({ menu: "<ul><li>Menü</li></ul>" });
    // React without the patch: the one string's marks are found by a search.
    expect(piecesOfString(renderToString(page))).toEqual([
      "<div>",
      { mark: "start", id: "menu" },
      "<ul><li>Menü</li></ul>",
      { mark: "end", id: "menu" },
      '<template data-x="1"></template><template>',
      { mark: "kept", id: "inner" },
      "</template>",
      { mark: "kept", id: "footer" },
      '<template data-render-once="footer" data-more="1"></template>',
      { mark: "kept", id: "unknown" },
      { mark: "markup", id: "0" },
      "</div>",
    ]);
  });

  it("gives nothing, and keeps no part, when a part suspended, wherever it falls in a long page", () => {
    const never = new Promise<string>(() => {});
    function Waits() {
      return <p>{use(never)}</p>;
    }
    const { parts, keptNow } = keptParts({});
    const bytes = renderToBytes(
      <>
        <template data-render-once-start="menu" />
        <nav>Menu</nav>
        <template data-render-once-end="menu" />
        <BigPage />
        <Suspense fallback={<p>Loading…</p>}>
          <Waits />
        </Suspense>
      </>,
      parts,
    );
    expect(bytes).toBeNull();
    expect(keptNow).toEqual({});
    // Without the suspending part, the same page is given and its new part kept.
    expect(renderToBytes(<BigPage />, parts)?.length).toBeGreaterThan(150_000);
  });
});
