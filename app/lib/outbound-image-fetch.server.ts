// Fetches a picture from an address an editor gave (a cover "by URL", ADR 052) into a temp file, so
// that it is checked and stored like an upload and pages only ever show pictures of this origin.
// The fetch is the platform's one SSRF-safe fetch (outbound-fetch.server.ts: public addresses only,
// connected to the address checked, redirects checked again, a deadline, the body counted while it
// streams); here the first bytes must be a JPEG, PNG, WebP or GIF signature.
// `allowPrivateHosts` (IMAGE_FETCH_ALLOW_PRIVATE_HOSTS, for tests against a local server) lifts the
// address rule only.
import { sniffImageFormat, type ImageFormat } from "~/modules/images/image-upload.server";
import {
  fetchToTempFile,
  OUTBOUND_FETCH_MAX_REDIRECTS,
  OUTBOUND_FETCH_TIMEOUT_MS,
  OutboundFetchError,
  type FetchedFile,
  type OutboundFetchFailure,
  type OutboundFetchOptions,
} from "./outbound-fetch.server";

export { ipv6Groups, isPublicAddress, type ResolvedAddress, type ResolveHost } from "./outbound-fetch.server";

export const OUTBOUND_IMAGE_TIMEOUT_MS = OUTBOUND_FETCH_TIMEOUT_MS;
export const OUTBOUND_IMAGE_MAX_REDIRECTS = OUTBOUND_FETCH_MAX_REDIRECTS;
const HEAD_BYTES = 16;

export type OutboundImageFailure = OutboundFetchFailure;
/** Why a fetch failed; `message` completes "The image at this address could not be fetched: ...". */
export const OutboundImageError = OutboundFetchError;
export type OutboundImageError = OutboundFetchError;

export type OutboundImageOptions = Omit<OutboundFetchOptions, "accept" | "checkHead">;

export type FetchedImage = FetchedFile & { format: ImageFormat };

/**
 * Fetches the picture at `address` into a temp file. Throws an OutboundImageError saying why it
 * could not; the caller owns the temp file (`dispose()`).
 */
export async function fetchImageToTempFile(address: string, opts: OutboundImageOptions): Promise<FetchedImage> {
  const fetched = await fetchToTempFile(address, {
    userAgent: "ScholarlyPress-ImageFetcher/1.0",
    ...opts,
    accept: "image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1",
    checkHead: {
      bytes: HEAD_BYTES,
      check: (head) =>
        head.length === 0
          ? new OutboundFetchError("not_image", "the server sent an empty answer")
          : sniffImageFormat(head)
            ? null
            : new OutboundFetchError("not_image", "it is not a JPEG, PNG, WebP or GIF image"),
    },
  });
  return { ...fetched, format: sniffImageFormat(fetched.head)! };
}
