import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./whole-response.server";

describe("utf8Bytes", () => {
  it("encodes a page given in pieces as Buffer.from encodes it whole, beyond Latin-1 too", () => {
    const pieces = ["<p>Loading…</p>", "<p>α-tocopherol – 50 µg</p>", "<p>😀 末</p>", ""];
    expect(Buffer.compare(utf8Bytes(pieces), Buffer.from(pieces.join("")))).toBe(0);
    expect(utf8Bytes([]).length).toBe(0);
  });

  it("writes a lone surrogate as U+FFFD, as Buffer.from does", () => {
    const pieces = ["<p>a\uD800b</p>", "<p>\uDC00</p>"];
    expect(Buffer.from(utf8Bytes(pieces)).toString("utf8")).toBe("<p>a\uFFFDb</p><p>\uFFFD</p>");
    expect(Buffer.compare(utf8Bytes(pieces), Buffer.from(pieces.join("")))).toBe(0);
  });
});
