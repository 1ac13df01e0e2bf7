// An uploaded issue cover: WebP copies in a few widths, made once at upload and stored under
// `issue-covers/<issueId>/<version>/<width>.webp`. `issues.cover_image_key` holds the prefix
// `issue-covers/<issueId>/<version>`; the version names the upload and ends in the picture's own
// size (`<random>-<width>x<height>`), so pages know which widths exist and the picture's aspect
// ratio (its width and height attributes keep the layout still) without reading any file.
// Universal: public pages and the dashboard draw the cover from the key alone.

/** Widths made of every cover (narrower pictures get their own width instead of the larger ones). */
export const COVER_WIDTHS = [240, 480, 960] as const;

export const COVER_KEY_FOLDER = "issue-covers";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const VERSION = "[0-9a-f]{8,32}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})";
const KEY_PATTERN = new RegExp(`^${COVER_KEY_FOLDER}/(${UUID})/(${VERSION})$`);
const VERSION_PATTERN = new RegExp(`^${VERSION}$`);

export type CoverSize = { width: number; height: number };

export type CoverImage = {
  issueId: string;
  version: string;
  /** The sizes stored, narrowest first. */
  sizes: CoverSize[];
  /** The widest one (the `src` of the picture). */
  largest: CoverSize;
};

/** The widths stored for a picture `width` pixels wide: the standard ones, none wider than the picture. */
export function coverWidthsFor(width: number): number[] {
  return [...new Set(COVER_WIDTHS.map((w) => Math.min(w, width)))];
}

/** The picture's own size, from a version string; null when it is not one. */
export function coverVersionSize(version: string): CoverSize | null {
  const m = VERSION_PATTERN.exec(version);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/** The version string of a new upload of a `width` x `height` picture. */
export function newCoverVersion(random: string, size: CoverSize): string {
  return `${random}-${size.width}x${size.height}`;
}

export function coverKeyPrefix(issueId: string, version: string): string {
  return `${COVER_KEY_FOLDER}/${issueId}/${version}`;
}

export function coverFileKey(prefix: string, width: number): string {
  return `${prefix}/${width}.webp`;
}

/** The public path of one stored width of a cover. */
export function coverImagePath(cover: Pick<CoverImage, "issueId" | "version">, width: number): string {
  return `/issue-cover/${cover.issueId}/${cover.version}/${width}.webp`;
}

/** What a cover key says: the issue, the version and the stored sizes; null for anything else. */
export function parseCoverKey(key: string | null | undefined): CoverImage | null {
  if (!key) return null;
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const issueId = m[1]!;
  const version = m[2]!;
  const original = { width: Number(m[3]), height: Number(m[4]) };
  const sizes = coverWidthsFor(original.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((original.height * width) / original.width)),
  }));
  return { issueId, version, sizes, largest: sizes[sizes.length - 1]! };
}

/** The attributes of an <img> showing the cover: src, srcset, width and height. */
export function coverImageAttributes(cover: CoverImage) {
  return {
    src: coverImagePath(cover, cover.largest.width),
    srcSet: cover.sizes.map((s) => `${coverImagePath(cover, s.width)} ${s.width}w`).join(", "),
    width: cover.largest.width,
    height: cover.largest.height,
  };
}
