// Covers given as an address (ADR 052): the server fetches the picture when the form is saved and
// stores it as an upload; pages never load another site's picture. The words editors read.

/** The code of a refused cover address (the forms put its message under the address field). */
export const COVER_URL_UNUSABLE = "cover_url.unusable";

/** Field message of an address whose picture could not be fetched or used. */
export function coverUrlFailed(reason: string): string {
  return `The image at this address could not be fetched: ${reason}.`;
}

/** Shown under the address field instead of a preview (the dashboard cannot load it either). */
export const COVER_URL_FETCH_NOTE = "The image will be fetched when you save.";

/** The hint of the address field. */
export const COVER_URL_HINT = "An http:// or https:// address of a JPEG, PNG, WebP or GIF picture, smaller than 5MB.";
