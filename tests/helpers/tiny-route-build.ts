// A small React Router server build for tests of the HTTP app's own behaviour around the router
// (the page cache, counting): a root route, public pages that may be cached (s-maxage, as the
// public layout sets), a page that answers 404 and a dashboard page. The document is plain HTML;
// React Router's request handler, its data requests (`.data`) and statuses are the real ones.
import type { ServerBuild } from "react-router";
import { data } from "react-router";

const Empty = () => null;
const publicHeaders = () => ({ "Cache-Control": "public, max-age=0, s-maxage=30" });

function route(id: string, path: string | undefined, parentId: string | undefined, module: Record<string, unknown>) {
  return { id, path, parentId, index: path === undefined && parentId !== undefined ? true : undefined, module };
}

export function tinyRouteBuild(): ServerBuild {
  const routes = {
    root: route("root", "", undefined, { default: Empty, loader: () => ({ ok: true }) }),
    home: route("home", undefined, "root", {
      default: Empty,
      loader: () => ({ page: "home" }),
      headers: publicHeaders,
    }),
    journal: route("journal", "journal/:shortName", "root", {
      default: Empty,
      loader: ({ params }: { params: { shortName: string } }) => {
        if (params.shortName === "missing") throw data("Not found", { status: 404 });
        return { page: params.shortName };
      },
      headers: publicHeaders,
    }),
    article: route("article", "journal/:shortName/article/:volume/:n", "root", {
      default: Empty,
      loader: () => ({ page: "article" }),
      headers: publicHeaders,
    }),
    about: route("about", "about", "root", {
      default: Empty,
      loader: () => ({ page: "about" }),
      headers: publicHeaders,
    }),
    dashboard: route("dashboard", "dashboard", "root", {
      default: Empty,
      loader: () => ({ page: "dashboard" }),
      headers: () => ({ "Cache-Control": "private, no-store" }),
    }),
  };
  const assetRoutes = Object.fromEntries(
    Object.values(routes).map((r) => [
      r.id,
      {
        id: r.id,
        path: r.path,
        parentId: r.parentId,
        index: r.index,
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        module: `/assets/${r.id}.js`,
      },
    ]),
  );
  return serverBuildOf(
    {
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set("content-type", "text/html; charset=utf-8");
        return new Response(`<!doctype html><html><body><p>page ${status}</p></body></html>`, { status, headers });
      },
    },
    routes,
    assetRoutes,
  );
}

/** A server build around these routes, with stand-ins for the client assets. */
export function serverBuildOf(
  entryModule: Record<string, unknown>,
  routes: Record<string, unknown>,
  assetRoutes: Record<string, unknown>,
): ServerBuild {
  return {
    entry: { module: entryModule },
    routes,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: assetRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
