// A stored picture: WebP copies in a few widths, made once at upload and stored under
// `<folder>/<ownerId>/<version>/<width>.webp`. The owner's row holds the prefix
// `<folder>/<ownerId>/<version>`; the version names the upload and ends in the picture's own size
// (`<random>-<width>x<height>`), so pages know which widths exist and the picture's aspect ratio
// (its width and height attributes keep the layout still) without reading any file. A new upload
// is a new version, hence a new URL: the bytes behind a URL never change and are cached for a year.
// Universal: public pages and the dashboard draw a picture from the key alone.

/** One kind of stored picture: where its files live, its public URL base and the widths made. */
export type StoredImageKind = {
  /** Storage folder, also the first segment of every key (`issue-covers`). */
  folder: string;
  /** Public URL base (`/issue-cover`); files are served at `<urlBase>/<ownerId>/<version>/<width>.webp`. */
  urlBase: string;
  /** Widths made of every picture, narrowest first (narrower pictures get their own width instead). */
  widths: readonly number[];
  /**
   * Cut to the largest square around the picture's most salient part (portraits) before the sizes
   * are made; the stored picture's size, hence the version, is then that square's.
   */
  square?: boolean;
};

/** The `accept` attribute of an image file input (the server decides by content, not by this). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif";

/** What an upload says when it is refused; every screen words these its own way. */
export type ImageUploadMessages = {
  invalidRequest: string;
  tooLarge: string;
  invalid: string;
  unreadable: string;
  tooManyPixels: string;
  noFile: string;
  interrupted: string;
};

export type ImageUploadRules = { maxBytes: number; messages: ImageUploadMessages };

export type ImageSize = { width: number; height: number };

export type StoredImage = {
  ownerId: string;
  version: string;
  /** The sizes stored, narrowest first. */
  sizes: ImageSize[];
  /** The widest one (the `src` of the picture). */
  largest: ImageSize;
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const VERSION = "[0-9a-f]{8,32}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})";
const VERSION_PATTERN = new RegExp(`^${VERSION}$`);

/** The widths stored for a picture `width` pixels wide: the kind's widths, none wider than the picture. */
export function imageWidthsFor(kind: Pick<StoredImageKind, "widths">, width: number): number[] {
  return [...new Set(kind.widths.map((w) => Math.min(w, width)))];
}

/** The picture's own size, from a version string; null when it is not one. */
export function imageVersionSize(version: string): ImageSize | null {
  const m = VERSION_PATTERN.exec(version);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/** The version string of a new upload of a `width` x `height` picture. */
export function newImageVersion(random: string, size: ImageSize): string {
  return `${random}-${size.width}x${size.height}`;
}

export function imageKeyPrefix(kind: StoredImageKind, ownerId: string, version: string): string {
  return `${kind.folder}/${ownerId}/${version}`;
}

export function imageFileKey(prefix: string, width: number): string {
  return `${prefix}/${width}.webp`;
}

/** The public path of one stored width of a picture. */
export function imagePath(kind: StoredImageKind, image: Pick<StoredImage, "ownerId" | "version">, width: number) {
  return `${kind.urlBase}/${image.ownerId}/${image.version}/${width}.webp`;
}

/** What a key says: the owner, the version and the stored sizes; null for anything else. */
export function parseImageKey(kind: StoredImageKind, key: string | null | undefined): StoredImage | null {
  if (!key) return null;
  const m = new RegExp(`^${kind.folder}/(${UUID})/(${VERSION})$`).exec(key);
  if (!m) return null;
  const ownerId = m[1]!;
  const version = m[2]!;
  const original = { width: Number(m[3]), height: Number(m[4]) };
  const sizes = imageWidthsFor(kind, original.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((original.height * width) / original.width)),
  }));
  return { ownerId, version, sizes, largest: sizes[sizes.length - 1]! };
}

/** The attributes of an <img> showing the picture: src, srcset, width and height. */
export function imageAttributes(kind: StoredImageKind, image: StoredImage) {
  return {
    src: imagePath(kind, image, image.largest.width),
    srcSet: image.sizes.map((s) => `${imagePath(kind, image, s.width)} ${s.width}w`).join(", "),
    width: image.largest.width,
    height: image.largest.height,
  };
}

/**
 * Whether `/urlBase/<ownerId>/<version>/<file>` names a width that exists for that version: the
 * width parsed from `<width>.webp`, or null (a 404 before any database read).
 */
export function requestedImageWidth(kind: StoredImageKind, params: { ownerId: string; version: string; file: string }) {
  const width = /^([1-9][0-9]{0,4})\.webp$/.exec(params.file)?.[1];
  const size = imageVersionSize(params.version);
  if (!width || !size || !new RegExp(`^${UUID}$`, "i").test(params.ownerId)) return null;
  return imageWidthsFor(kind, size.width).includes(Number(width)) ? Number(width) : null;
}
