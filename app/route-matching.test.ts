import { describe, expect, it } from "vitest";
import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import routeConfig from "./routes";

// React Router's matcher is patched (patches/react-router+8.4.0.patch, ADR 088) to try only the
// branches that can start with a pathname's first segment. The router the server uses must match
// every address exactly as React Router's own scan of every branch (`matchRoutes`) does.

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };

/** The app's route config as React Router's route objects, under the root route, as the build makes them. */
function toRoutes(entries: ConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file;
    return entry.index
      ? { id, index: true, path: entry.path }
      : { id, path: entry.path, children: entry.children ? toRoutes(entry.children) : undefined };
  });
}
const routes: RouteObject[] = [{ id: "root", path: "", children: toRoutes(routeConfig as ConfigEntry[]) }];

/** Every route's path with sample parameters, and variants a client may send. */
function addresses(): string[] {
  const paths = new Set<string>([
    "/",
    "",
    "/nothing-here",
    "/journal",
    "/journal/",
    "//journal/fjphs",
    "/%6Aournal/fjphs",
  ]);
  const visit = (entries: ConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}` : parent;
      if (entry.path || entry.index) {
        const concrete = path.replace(/:[A-Za-z]+/g, (name) =>
          /id|volume|number|version|index/i.test(name) ? "12" : "fjphs",
        );
        for (const p of [concrete, `${concrete}/`, concrete.toUpperCase(), `${concrete}/extra`, `${concrete}?q=1`]) {
          paths.add(p.startsWith("/") ? p : `/${p}`);
        }
        paths.add(`/x${concrete}`);
      }
      if (entry.children) visit(entry.children, path);
    }
  };
  visit(routeConfig as ConfigEntry[], "");
  paths.add("/journal/fjphs/article/1/2%2F3");
  paths.add("/journal/Ünïcode/article/1/2");
  paths.add("/ünïcode");
  return [...paths];
}

async function matchedByRouter(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
  // A path nothing matches is answered with the root route and a 404.
  return context.statusCode === 404 ? null : context.matches.map((m) => [m.route.id, m.params]);
}

function matchedByScan(path: string) {
  const pathname = new URL(path, "http://localhost").pathname;
  return matchRoutes(routes, pathname)?.map((m) => [m.route.id, m.params]) ?? null;
}

describe("route matching", () => {
  it("finds for every address the routes React Router's scan of every branch finds", async () => {
    const all = addresses();
    expect(all.length).toBeGreaterThan(400);
    let matched = 0;
    for (const path of all) {
      const expected = matchedByScan(path);
      if (expected) matched++;
      expect(await matchedByRouter(path), path).toEqual(expected);
    }
    // Most addresses are real pages, not all 404s.
    expect(matched).toBeGreaterThan(all.length / 3);
  });

  it("matches the article page", async () => {
    expect(await matchedByRouter("/journal/fjphs/article/83/24976")).toEqual(
      matchedByScan("/journal/fjphs/article/83/24976"),
    );
    expect((await matchedByRouter("/journal/fjphs/article/83/24976"))?.at(-1)?.[0]).toBe("routes/public/article.tsx");
  });
});
