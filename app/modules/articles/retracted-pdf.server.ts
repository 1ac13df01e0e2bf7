// A retracted article's PDF galley is served stamped 'RETRACTED' on every page (ADR 066); the
// stored file stays as it was (editors download it from the desk). Stamped in the sandbox, since
// the galley is an upload, and kept in a small in-process cache: a retracted PDF is read often
// right after the notice, and each stamp parses the whole file.
import { logger } from "~/lib/logger.server";
import { services } from "~/lib/services.server";
import { readUntrustedFile } from "~/modules/file-reader/file-reader.server";
import { formatPublicationDate } from "./article-format";

const CACHE_MAX_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Uint8Array>();
let cachedBytes = 0;

function remember(key: string, bytes: Uint8Array): void {
  if (bytes.byteLength > CACHE_MAX_BYTES / 4) return;
  cache.set(key, bytes);
  cachedBytes += bytes.byteLength;
  // Oldest first out (a Map keeps insertion order).
  for (const [k, v] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.byteLength;
  }
}

/** The words on every page: the stamp, and the line that names the notice. */
export function retractionLine(notice: { url: string; date: string | null }): string {
  const date = notice.date ? ` on ${formatPublicationDate(notice.date)}` : "";
  return `This article was retracted${date}. Retraction notice: ${notice.url}`;
}

/**
 * The stored PDF at `storageKey` stamped for a retraction, or null when it is missing or cannot be
 * stamped (encrypted, unreadable: then the caller serves it as stored, and the page says enough).
 */
export async function stampedRetractedPdf(
  storageKey: string,
  notice: { id: string; url: string; date: string | null },
): Promise<Uint8Array | null> {
  const key = `${storageKey}\n${notice.id}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const stored = await services().storage.get(storageKey);
  if (!stored) return null;
  const bytes = new Uint8Array(await new Response(stored.stream).arrayBuffer());
  try {
    const result = await readUntrustedFile("stamp-retracted", {
      bytes,
      word: "RETRACTED",
      line: retractionLine(notice),
    });
    if (!result.ok) {
      logger.warn({ storageKey, reason: result.reason }, "retracted PDF not stamped");
      return null;
    }
    remember(key, result.bytes);
    return result.bytes;
  } catch (err) {
    logger.warn({ storageKey, err }, "retracted PDF not stamped");
    return null;
  }
}
