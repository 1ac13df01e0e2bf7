// A React Router server build of real routes (the root, the public layout with the home, journal,
// issue, article, contact and editorial board pages, the dashboard layout with its home, an article's galleys), rendered by the app's own
// entry.server: for tests of what the page cache keeps, on real pages. Client assets are stand-ins.
import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import * as entry from "~/entry.server";
import * as root from "~/root";
import * as dashboardHome from "~/routes/dashboard/home";
import * as dashboardLayout from "~/routes/dashboard/layout";
import * as article from "~/routes/public/article";
import * as contact from "~/routes/public/contact";
import * as editorialBoard from "~/routes/public/editorial-board";
import * as home from "~/routes/public/home";
import * as issue from "~/routes/public/issue";
import * as journal from "~/routes/public/journal";
import * as publicLayout from "~/routes/public/layout";
import * as reviewInvitation from "~/routes/public/review-invitation";
import * as articleGalley from "~/routes/resources/article-galley";
import * as articleGalleyFile from "~/routes/resources/article-galley-file";
import * as session from "~/routes/resources/session";
import { serverBuildOf } from "./tiny-route-build";

type Module = Record<string, unknown>;
const defs: [id: string, path: string | undefined, parentId: string | undefined, module: Module, index?: true][] = [
  ["root", "", undefined, root],
  ["routes/resources/session", "api/session", "root", session],
  ["routes/dashboard/layout", undefined, "root", dashboardLayout],
  ["routes/dashboard/home", "dashboard", "routes/dashboard/layout", dashboardHome],
  ["routes/public/layout", undefined, "root", publicLayout],
  ["routes/public/home", undefined, "routes/public/layout", home, true],
  ["routes/public/journal", "journal/:shortName", "routes/public/layout", journal],
  ["routes/public/issue", "journal/:shortName/issue/:issueId", "routes/public/layout", issue],
  ["routes/public/article", "journal/:shortName/article/:volume/:articleNumber", "routes/public/layout", article],
  ["routes/public/contact", "contact", "routes/public/layout", contact],
  ["routes/public/editorial-board", "editorial-board", "routes/public/layout", editorialBoard],
  ["routes/public/review-invitation", "review-invitation/:token", "routes/public/layout", reviewInvitation],
  // A galley and an HTML galley's page and files: answers the HTTP app passes on as they are.
  [
    "routes/resources/article-galley",
    "journal/:shortName/article/:volume/:articleNumber/galley/:galleyId",
    "root",
    articleGalley,
  ],
  [
    "routes/resources/article-galley-file",
    "journal/:shortName/article/:volume/:articleNumber/galley/:galleyId/:fileName",
    "root",
    articleGalleyFile,
  ],
];

/** The module as React Router's compiler hands it over: components get their props (loaderData, params). */
function compiled(module: Module): Module {
  const out: Module = { ...module };
  if (typeof module.default === "function") out.default = withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function")
    out.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as never);
  return out;
}

export function pageRouteBuild(): ServerBuild {
  const routes = Object.fromEntries(
    defs.map(([id, path, parentId, module, index]) => [id, { id, path, parentId, index, module: compiled(module) }]),
  );
  const assetRoutes = Object.fromEntries(
    defs.map(([id, path, parentId, module, index]) => [
      id,
      {
        id,
        path,
        parentId,
        index,
        hasAction: "action" in module,
        hasLoader: "loader" in module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: "ErrorBoundary" in module,
        module: `/assets/${id.replaceAll("/", "-")}.js`,
        imports: [],
        css: [],
      },
    ]),
  );
  return serverBuildOf(entry, routes, assetRoutes);
}
