import { describe, expect, it } from "vitest";
import { Utf8Writer } from "./utf8-writer.server";

/** The chunks written one by one, then finished. */
function written(chunks: readonly string[]): Buffer {
  const out = new Utf8Writer();
  for (const chunk of chunks) out.text(chunk);
  return out.finish();
}

describe("Utf8Writer", () => {
  it("writes chunks as Buffer.from writes them joined, short and long, ASCII and beyond", () => {
    const chunks = [
      "<p>",
      "Loading…",
      "",
      "α-tocopherol – 50 µg",
      "😀 末",
      "a long chunk of plain ASCII text, longer than the loop's limit",
      "a long chunk that ends beyond Latin-1 after many characters: 末",
      "</p>",
    ];
    expect(written(chunks).equals(Buffer.from(chunks.join("")))).toBe(true);
    expect(written([]).length).toBe(0);
  });

  it("writes a lone surrogate as U+FFFD, as Buffer.from does", () => {
    const chunks = ["<p>a\uD800b</p>", "<p>\uDC00</p>", `${"x".repeat(40)}\uD800`];
    expect(written(chunks).toString("utf8")).toBe(`<p>a\uFFFDb</p><p>\uFFFD</p>${"x".repeat(40)}\uFFFD`);
    expect(written(chunks).equals(Buffer.from(chunks.join("")))).toBe(true);
  });

  it("grows past its first buffer, bytes copied in included, and copies out parts of what it wrote", () => {
    const out = new Utf8Writer();
    const expected: Buffer[] = [];
    for (let i = 0; i < 20_000; i++) {
      const chunk = i % 7 === 0 ? `<b title="${i}">α${i}</b>` : `<i>${i}</i>`;
      out.text(chunk);
      expected.push(Buffer.from(chunk));
      if (i === 10_000) {
        const part = new Uint8Array(300_000).fill(0x41);
        out.bytes(part);
        expected.push(Buffer.from(part));
      }
    }
    const whole = Buffer.concat(expected);
    expect(whole.length).toBeGreaterThan(500_000);
    expect(out.length).toBe(whole.length);
    expect(out.copy(10, 5_000).equals(whole.subarray(10, 5_000))).toBe(true);
    expect(out.finish().equals(whole)).toBe(true);
  });

  it("gives each writer's bytes a buffer of their own, though the next writer reuses its buffer", () => {
    const first = written(["<p>first page</p>"]);
    const part = (() => {
      const out = new Utf8Writer();
      out.text("<nav>menu</nav>");
      return out.copy(0, out.length);
    })();
    const second = written(["<p>second</p>"]);
    // A writer after finish starts on a new buffer, not on the one it gave away.
    const reused = new Utf8Writer();
    reused.text("<p>again</p>");
    reused.finish();
    reused.text("<p>after</p>");
    written(["<p>overwriting whatever is in the kept buffer</p>"]);
    expect(first.toString()).toBe("<p>first page</p>");
    expect(part.toString()).toBe("<nav>menu</nav>");
    expect(second.toString()).toBe("<p>second</p>");
    expect(reused.finish().toString()).toBe("<p>after</p>");
    expect(first.buffer).not.toBe(second.buffer);
  });
});
