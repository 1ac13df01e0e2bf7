import { z } from "zod";

// The query comes from the URL, which anyone can edit: a bad value falls back to the overview.
export const sitemapPageQuerySchema = z.object({
  type: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export type SitemapPageQuery = z.infer<typeof sitemapPageQuerySchema>;

export function parseSitemapPageQuery(params: URLSearchParams): SitemapPageQuery {
  const pick = (key: string) => params.get(key) || undefined;
  return sitemapPageQuerySchema.parse({ type: pick("type"), page: pick("page") });
}

/** /sitemaps/site.xml, or /sitemaps/{shortName}-{page}.xml with page 1, 2, ... */
export function parseSitemapFileName(
  fileName: string,
): { kind: "site" } | { kind: "journal"; shortName: string; page: number } | null {
  if (fileName === "site.xml") return { kind: "site" };
  const m = /^(.{1,100})-([1-9][0-9]{0,5})\.xml$/.exec(fileName);
  if (!m) return null;
  return { kind: "journal", shortName: m[1], page: Number(m[2]) };
}
