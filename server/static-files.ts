import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * The built client files (production; in development Vite serves them). Hashed assets under
 * /assets/ never change and are cached for a year. The other files (favicon, images) are listed
 * once at start, so a page request goes to the router without a file-system lookup of its path.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const root = path.relative(process.cwd(), clientDir);
  const assets = serveStatic({
    root,
    precompressed: true,
    onFound: (_p, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
  });
  const others = serveStatic({ root, precompressed: true });
  const names = publicFileNames(clientDir);
  return async (c, next) => {
    if (c.req.path.startsWith("/assets/")) return assets(c, next);
    if (names.has(c.req.path)) return others(c, next);
    return next();
  };
}

/** Whether a request target (its path and query) names one of the built client files under `clientDir`. */
export function builtFiles(clientDir: string): (target: string) => boolean {
  const names = publicFileNames(clientDir);
  return (target) => {
    const path = target.split("?", 1)[0]!;
    return path.startsWith("/assets/") || names.has(path);
  };
}

/** URL paths of the files under `dir` outside /assets/, without dot-directories and compressed copies. */
export function publicFileNames(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (child !== "/assets") walk(child);
      } else if (!/\.(br|gz)$/.test(entry.name)) names.add(child);
    }
  };
  if (fs.existsSync(dir)) walk("");
  return names;
}
