import { Hono } from "hono";
import { services } from "~/lib/services.server";
import { contentDisposition } from "~/lib/storage.server";

/** Serves stored files to holders of a valid, unexpired signed token (see UrlSigner). */
export const fileRoutes = new Hono();

fileRoutes.get("/files/:token", async (c) => {
  const { signer, storage } = services();
  const file = signer.verify(c.req.param("token"));
  if (!file) return c.text("This download link is invalid or has expired.", 403);
  const stored = await storage.get(file.key);
  if (!stored) return c.text("File not found.", 404);
  return new Response(stored.stream, {
    headers: {
      "content-type": file.mimeType,
      "content-length": String(stored.sizeBytes),
      "content-disposition": contentDisposition(file.disposition, file.fileName),
      "cache-control": "private, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
});
