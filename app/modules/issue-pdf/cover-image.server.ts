import { loadSharp } from "~/modules/images/load-sharp.server";

export type PdfImage = { format: "png" | "jpeg"; bytes: Uint8Array };

// A4 at about 200 dpi: a larger cover adds bytes to the download, not sharpness on the page.
const MAX_WIDTH = 1654;
const MAX_HEIGHT = 2339;

/**
 * An uploaded cover (JPEG, PNG, WebP, GIF or anything else sharp reads) in a form a PDF embeds:
 * PNG when it has transparency, JPEG otherwise (a photograph is far smaller so). EXIF rotation is
 * applied and the colours converted to sRGB. Null when the image cannot be read, so a broken
 * upload costs the issue its picture, not its PDF.
 */
export async function coverImageForPdf(image: Uint8Array): Promise<PdfImage | null> {
  const sharp = await loadSharp();
  try {
    const { hasAlpha } = await sharp(image).metadata();
    const pipeline = sharp(image)
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb");
    const bytes = hasAlpha ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 88 }).toBuffer();
    return { format: hasAlpha ? "png" : "jpeg", bytes: new Uint8Array(bytes) };
  } catch {
    return null;
  }
}
