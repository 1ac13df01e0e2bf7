import { useContext } from "react";
import {
  Meta,
  UNSAFE_DataRouterDataContext as DataContext,
  UNSAFE_DataRouterStateContext as StateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  type Location,
  type MetaDescriptor,
} from "react-router";
import { markupOfMeta } from "./head-markup";
import { FinishedMarkup, RenderOnceContext } from "./render-once";

type RouteState = NonNullable<React.ContextType<typeof StateContext>>;
type RouteData = NonNullable<React.ContextType<typeof DataContext>>;
type Framework = NonNullable<React.ContextType<typeof FrameworkContext>>;
type MetaFunction = (args: Record<string, unknown>) => MetaDescriptor[] | undefined;

/**
 * The page's meta descriptors by React Router's rule for `meta` (its route module API): the
 * deepest matched route that exports `meta` gives them, each `meta` called with the matches so far
 * (a route without one passes its parent's on); with an error, only the routes down to the one
 * that shows it. Null where `<Meta>` should decide (a single-page-application build, an answer
 * that is not a list).
 */
function routeMeta(framework: Framework, state: RouteState, data: RouteData, location: Location) {
  if (framework.isSpaMode) return null;
  const { errors, loaderData } = data;
  const errorAt = errors ? state.matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const active = errors ? state.matches.slice(0, errorAt + 1) : state.matches;
  if (active.length === 0) return null;
  const error = errors?.[active.at(-1)!.route.id] ?? null;
  const matches: Record<string, unknown>[] = [];
  let meta: MetaDescriptor[] = [];
  for (const { route, params, pathname } of active) {
    const loaded = loaderData[route.id];
    const match: Record<string, unknown> = {
      id: route.id,
      loaderData: loaded,
      meta: [],
      params,
      pathname,
      handle: route.handle,
      error,
    };
    matches.push(match);
    const exported = (framework.routeModules[route.id] as { meta?: unknown } | undefined)?.meta;
    if (exported) {
      const own =
        typeof exported === "function"
          ? (exported as MetaFunction)({ loaderData: loaded, params, location, matches, error })
          : exported;
      if (!Array.isArray(own)) return null;
      meta = own as MetaDescriptor[];
    }
    match.meta = meta;
  }
  return meta;
}

function ServerReaderMeta() {
  const session = useContext(RenderOnceContext);
  const framework = useContext(FrameworkContext);
  const state = useContext(StateContext);
  const data = useContext(DataContext);
  const location = useLocation();
  if (!session || !framework || !state || !data) return <Meta />;
  const descriptors = routeMeta(framework, state, data, location);
  const html = descriptors && markupOfMeta(descriptors);
  return html == null ? <Meta /> : <FinishedMarkup html={html} fallback={<Meta />} />;
}

/**
 * React Router's `<Meta>`, whose tags a reader page's string render writes as finished HTML: an
 * article's 70-odd title, meta, link and JSON-LD tags, made into React elements by `<Meta>` and
 * written by React, cost about a ninth of its time (ADR 091). Anywhere else (the application, a
 * reader page streamed because a part suspended), and for a tag React would write otherwise, it
 * is `<Meta>`. Only the server writes a reader page: in the browser's bundle it is `<Meta>` alone.
 */
export const ReaderMeta = import.meta.env.SSR ? ServerReaderMeta : Meta;
