// The fields of one's own account that Better Auth's endpoints accept besides the settings page:
// `name` and `image` of /api/auth/update-user and /api/auth/sign-up/email. They meet the settings
// page's rules (its profile schema), so an API client cannot store what the form would refuse: a
// 900 KB name (which PostgreSQL's index on names refused with a 500), or a `javascript:` image.
import { z } from "zod";
import { profileSchema } from "~/modules/users/account-settings.schemas";

export const MAX_IMAGE_URL = 2048;

export const IMAGE_URL_INVALID = "Image URL must start with http:// or https://";

/** Only http(s) addresses with a host: anything else (javascript:, data:, file:) is no picture of a person. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const imageUrl = z
  .string({ error: IMAGE_URL_INVALID })
  .trim()
  .max(MAX_IMAGE_URL, `Image URL must be at most ${MAX_IMAGE_URL} characters.`)
  .refine(isHttpUrl, IMAGE_URL_INVALID);

/** Either field may be left out; `image: null` removes the picture. */
export const accountFieldsSchema = z.object({
  name: profileSchema.shape.name.optional(),
  image: imageUrl.nullable().optional(),
});

export type AccountFields = z.infer<typeof accountFieldsSchema>;
