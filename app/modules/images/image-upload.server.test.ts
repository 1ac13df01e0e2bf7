import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decompressionBombPng } from "~tests/factories/decompression-bomb";
import { watchThisProcess } from "~tests/helpers/server-watch";
import { processImage } from "./image-upload.server";

const MB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-images-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const messages = {
  invalid: "not a picture",
  unreadable: "damaged",
  tooManyPixels: "too many pixels",
} as Parameters<typeof processImage>[2];
const AVATARS = { widths: [96, 192], square: true };

function received(name: string, bytes: Buffer) {
  const tempPath = path.join(dir, name);
  fs.writeFileSync(tempPath, bytes);
  return { tempPath, head: bytes.subarray(0, 16) };
}

describe("an uploaded picture", () => {
  it("is decoded in the sandbox: this process neither grows nor stalls while a large one is read", async () => {
    // 25 megapixels of 16-bit RGBA: 200 MB decoded from 190 KB. Read here, it grew this process
    // by about 125 MB.
    const large = received("large.png", decompressionBombPng(5000));
    const watch = watchThisProcess();
    const made = await processImage(large, AVATARS, messages);
    const { grewByBytes, longestGapMs } = watch.stop();
    expect(made.original).toEqual({ width: 5000, height: 5000 });
    expect(grewByBytes).toBeLessThan(40 * MB);
    expect(longestGapMs).toBeLessThan(1_000);
  });

  it("of an ordinary size gets its WebP sizes from the sandbox", async () => {
    const small = received("small.png", decompressionBombPng(400));
    const made = await processImage(small, AVATARS, messages);
    expect(made.original).toEqual({ width: 400, height: 400 });
    expect(made.renditions.map((r) => [r.width, r.height])).toEqual([
      [96, 96],
      [192, 192],
    ]);
    expect(Buffer.isBuffer(made.renditions[0]!.data)).toBe(true);
    expect(made.renditions[0]!.data.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("that is damaged, or not what its first bytes say, is refused with the screen's words", async () => {
    const cut = decompressionBombPng(300);
    await expect(processImage(received("cut.png", cut.subarray(0, 60)), AVATARS, messages)).rejects.toThrow("damaged");
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(12).fill(0)]);
    const png = received("other.png", cut);
    await expect(processImage({ ...png, head: jpegHead }, AVATARS, messages)).rejects.toThrow("not a picture");
  });
});
