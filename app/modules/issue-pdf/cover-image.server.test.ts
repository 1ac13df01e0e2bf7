import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverImageForPdf } from "./cover-image.server";

const opaque = () => sharp({ create: { width: 40, height: 60, channels: 3, background: "#2050a0" } });
const translucent = () =>
  sharp({ create: { width: 40, height: 60, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 0.4 } } });

describe("coverImageForPdf", () => {
  it.each([
    ["JPEG", () => opaque().jpeg().toBuffer(), "jpeg"],
    ["opaque PNG", () => opaque().png().toBuffer(), "jpeg"],
    ["opaque WebP", () => opaque().webp().toBuffer(), "jpeg"],
    ["translucent PNG", () => translucent().png().toBuffer(), "png"],
    ["translucent WebP", () => translucent().webp().toBuffer(), "png"],
    ["GIF", () => translucent().gif().toBuffer(), "png"],
  ] as const)("embeds a %s as %s", async (_, make, format) => {
    const image = await coverImageForPdf(new Uint8Array(await make()));
    expect(image?.format).toBe(format);
    const meta = await sharp(image!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 40, 60]);
  });

  it("shrinks a very large image to what an A4 page shows", async () => {
    const big = await sharp({ create: { width: 1000, height: 3000, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    const meta = await sharp((await coverImageForPdf(new Uint8Array(big)))!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([780, 2339]);
  });

  it("answers null for bytes that are not an image", async () => {
    expect(await coverImageForPdf(new TextEncoder().encode("not an image"))).toBeNull();
  });
});
