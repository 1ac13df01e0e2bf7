// Decodes an uploaded picture and makes its WebP sizes: run in the sandbox's child (ADR 049), as
// a crafted image can make libvips allocate far beyond its file's size.
import type { Metadata } from "sharp";
import type { ImageSize } from "./image-versions";
import { imageWidthsFor } from "./image-versions";
import { loadSharp } from "./load-sharp.server";

/** Pictures larger than this are refused before decoding (a decompression bomb guard). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type RenditionsInput = {
  /** The received file (a temp file of the server, on the same machine). */
  path: string;
  /** The format its first bytes announce. */
  format: string;
  widths: readonly number[];
  square?: boolean;
};

export type Renditions = { original: ImageSize; renditions: (ImageSize & { data: Uint8Array })[] };

/** Why a picture was refused: the caller words it for its screen (image-upload.server.ts). */
export const RENDITION_REFUSALS = ["not_image", "unreadable", "too_many_pixels"] as const;
export type RenditionRefusal = (typeof RENDITION_REFUSALS)[number];

const refusal = (reason: RenditionRefusal) => new Error(reason);

/**
 * Reads the picture whole and makes the WebP sizes of its kind: its widths no wider than the
 * picture, turned upright (EXIF orientation), cut to a square when asked, the first frame of an
 * animation, metadata dropped. Throws an Error whose message is a RenditionRefusal.
 */
export async function makeRenditions(input: RenditionsInput): Promise<Renditions> {
  const sharp = await loadSharp();
  const open = () => sharp(input.path, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", pages: 1 });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch {
    throw refusal("unreadable");
  }
  if (metadata.format !== input.format) throw refusal("not_image");
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw refusal("unreadable");
  if (upright.width * upright.height > IMAGE_MAX_PIXELS) throw refusal("too_many_pixels");
  const side = Math.min(upright.width, upright.height);
  const original = input.square ? { width: side, height: side } : { width: upright.width, height: upright.height };
  try {
    const renditions: Renditions["renditions"] = [];
    for (const width of imageWidthsFor(input, original.width)) {
      const { data, info } = await open()
        .rotate()
        .resize(
          input.square
            ? { width, height: width, fit: "cover", position: sharp.strategy.attention }
            : { width, withoutEnlargement: true },
        )
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width, height: info.height, data });
    }
    return { original, renditions };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw refusal(/pixel limit/i.test(message) ? "too_many_pixels" : "unreadable");
  }
}
