// How entry.server sends a reader page: rendered to a string when it is complete in one pass,
// streamed whole when a part of it suspends (the string would hold that part's fallback).
import { lazy, Suspense, useContext } from "react";
import {
  createRequestHandler,
  Outlet,
  RouterContextProvider,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { serverBuildOf } from "../tests/helpers/tiny-route-build";
import * as entry from "./entry.server";
import { contentChanged } from "~/lib/content-changes.server";
import { wholeBody } from "~/lib/whole-response.server";
import { cspNonceContext } from "~/lib/request-context";
import { InGroups } from "~/components/in-groups";
import { READER_PAGE } from "~/modules/reader-pages/reader-pages";
import { RenderOnce } from "~/modules/reader-pages/render-once";

const Late = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => setTimeout(() => resolve({ default: LatePart }), 5)),
);
function LatePart() {
  return <p>late part</p>;
}

const LateForMenu = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => setTimeout(() => resolve({ default: LatePart }), 5)),
);

let menuRenders = 0;
const menuInputs: { items: string[] } = { items: ["One", "Two"] };
function Menu() {
  menuRenders++;
  return (
    <ul>
      {menuInputs.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

// The routes of the router each page was rendered with.
const routesSeen: unknown[] = [];
const routeModulesSeen: unknown[] = [];

// Loader data whose one field counts how often it is read: React Router's encoding of the data
// for hydration reads it; the page itself does not.
let dataReads = 0;
const countedData = () => ({
  get field() {
    dataReads++;
    return "value";
  },
});

function route(id: string, path: string | undefined, parentId: string | undefined, module: Record<string, unknown>) {
  return { id, path, parentId, module };
}

const routes = {
  root: route("root", "", undefined, {
    default: () => (
      <html lang="en">
        <head />
        <body>
          <Outlet />
        </body>
      </html>
    ),
  }),
  finished: route("finished", "finished", "root", { default: () => <p>finished page</p>, handle: READER_PAGE }),
  failing: route("failing", "failing", "root", {
    default: () => {
      throw new Error("the page failed");
    },
    handle: READER_PAGE,
  }),
  suspending: route("suspending", "suspending", "root", {
    default: () => (
      <Suspense fallback={<p>fallback</p>}>
        <Late />
      </Suspense>
    ),
    handle: READER_PAGE,
  }),
  menu: route("menu", "menu/:n", "root", {
    default: () => (
      <main>
        <RenderOnce id="test-menu" inputs={[menuInputs.items]}>
          <Menu />
        </RenderOnce>
        <p>page</p>
      </main>
    ),
    handle: READER_PAGE,
  }),
  "reader-data": route("reader-data", "reader-data", "root", {
    default: () => <p>reader page</p>,
    loader: countedData,
    handle: READER_PAGE,
  }),
  "routes-seen": route("routes-seen", "routes-seen/:n", "root", {
    default: function RoutesSeen() {
      routesSeen.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
      routeModulesSeen.push(useContext(UNSAFE_FrameworkContext)?.routeModules);
      return <p>routes seen</p>;
    },
    handle: READER_PAGE,
  }),
  "app-data": route("app-data", "app-data", "root", { default: () => <p>app page</p>, loader: countedData }),
  "menu-suspending": route("menu-suspending", "menu-suspending", "root", {
    default: () => (
      <main>
        <RenderOnce id="test-menu-suspending" inputs={[]}>
          <Menu />
        </RenderOnce>
        <Suspense fallback={<p>fallback</p>}>
          <LateForMenu />
        </Suspense>
      </main>
    ),
    handle: READER_PAGE,
  }),
};
// 100 rows of about 500 bytes: each group of 40 is over the 12,800 bytes past which React's stream
// would move a finished boundary to its end.
const LongList = () => (
  <ol>
    <InGroups items={Array.from({ length: 100 }, (_, i) => i)}>
      {(i) => <li key={i}>{`row ${i} `.padEnd(500, "x")}</li>}
    </InGroups>
  </ol>
);
Object.assign(routes, {
  "long-list": route("long-list", "long-list", "root", { default: LongList }),
  "long-list-reader": route("long-list-reader", "long-list-reader", "root", { default: LongList, handle: READER_PAGE }),
});

const assetRoutes = Object.fromEntries(
  Object.values(routes).map((r) => [r.id, { ...r, module: `/assets/${r.id}.js`, hasLoader: "loader" in r.module }]),
);
const handler = createRequestHandler(serverBuildOf(entry, routes, assetRoutes), "production");

async function render(path: string) {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, "test-nonce");
  const response = await handler(new Request(`http://journals.test${path}`), context);
  return { status: response.status, html: await response.text() };
}

describe("reader pages from entry.server", () => {
  it("sends a page complete in one pass as one string, a document with its doctype", async () => {
    const { status, html } = await render("/finished");
    expect(status).toBe(200);
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("<p>finished page</p>");
  });

  it("streams a page whose part suspends, whole, with the part and not its fallback", async () => {
    const { status, html } = await render("/suspending");
    expect(status).toBe(200);
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("<p>late part</p>");
    expect(html).not.toContain("fallback");
  });

  it("copies a part rendered once into the next pages until its inputs change", async () => {
    const expected = "<main><ul><li>One</li><li>Two</li></ul><p>page</p></main>";
    menuRenders = 0;
    const first = await render("/menu/1");
    expect(first.html).toContain(expected);
    expect(menuRenders).toBe(1);
    const second = await render("/menu/2");
    expect(second.html).toContain(expected);
    expect(menuRenders).toBe(1);
    expect(second.html.replace(/menu\/2/g, "menu/1")).toBe(first.html);

    menuInputs.items = ["Three"];
    const third = await render("/menu/3");
    expect(third.html).toContain("<main><ul><li>Three</li></ul><p>page</p></main>");
    expect(menuRenders).toBe(2);
    expect(third.html).not.toContain("render-once");

    // A change to public content forgets every kept part, whatever its inputs.
    contentChanged();
    expect((await render("/menu/4")).html).toContain("<main><ul><li>Three</li></ul><p>page</p></main>");
    expect(menuRenders).toBe(3);
  });

  it("renders the part in a streamed page, which keeps nothing", async () => {
    menuRenders = 0;
    const streamed = await render("/menu-suspending");
    expect(streamed.html).toContain("<ul><li>Three</li></ul><!--$--><p>late part</p>");
    expect(streamed.html).not.toContain("render-once");
    // The string render that found the part suspended, then the stream.
    expect(menuRenders).toBe(2);
    // The late part has arrived: the string render is the page, and renders the part anew.
    const whole = await render("/menu-suspending");
    expect(whole.html).toBe(streamed.html);
    expect(menuRenders).toBe(3);
  });

  it("keeps a long list's groups in place, in the stream as in the string render", async () => {
    const listOf = (html: string) => html.slice(html.indexOf("<ol>"), html.indexOf("</ol>") + 5);
    const streamed = await render("/long-list");
    const list = listOf(streamed.html);
    expect(list.match(/<li>row \d+ /g)?.map((row) => Number(row.slice(8)))).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
    expect(list.match(/<!--\$-->/g)).toHaveLength(3);
    expect(streamed.html).not.toContain("<template id=");
    expect(listOf((await render("/long-list-reader")).html)).toBe(list);
  });

  it("never encodes the loader data of a reader page, which is not hydrated", async () => {
    dataReads = 0;
    expect((await render("/reader-data")).html).toContain("<p>reader page</p>");
    expect(dataReads).toBe(0);
    // An application page carries its data for hydration: encoded, so read.
    const app = await render("/app-data");
    expect(app.html).toContain("<p>app page</p>");
    expect(dataReads).toBe(1);
  });

  it("hands React Router a page it does not read: its bytes are written as they are", async () => {
    // React Router told a response from other values by reading its body, which turns the HTTP
    // adapter's light Response into a full one with its bytes copied into a stream. The page is
    // made with the global Response (whichever the HTTP adapter has put there): one that counts
    // the reads of its body stands in for it.
    const Global = globalThis.Response;
    let bodyReads = 0;
    class CountingResponse extends Global {
      override get body() {
        bodyReads++;
        return super.body;
      }
    }
    globalThis.Response = CountingResponse;
    try {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, "test-nonce");
      const response = await handler(new Request("http://journals.test/finished"), context);
      expect(response).toBeInstanceOf(CountingResponse);
      expect(bodyReads).toBe(0);
      expect(new TextDecoder().decode(wholeBody(response))).toContain("<p>finished page</p>");
    } finally {
      globalThis.Response = Global;
    }
  });

  it("renders every page of a build with the same routes and route modules, made once", async () => {
    routesSeen.length = 0;
    routeModulesSeen.length = 0;
    expect((await render("/routes-seen/1")).html).toContain("<p>routes seen</p>");
    expect((await render("/routes-seen/2")).html).toContain("<p>routes seen</p>");
    expect(routesSeen).toHaveLength(2);
    expect(Array.isArray(routesSeen[0])).toBe(true);
    expect(routesSeen[1]).toBe(routesSeen[0]);
    expect(routeModulesSeen[0]).toHaveProperty("routes-seen");
    expect(routeModulesSeen[1]).toBe(routeModulesSeen[0]);
  });

  it("answers a page that fails to render with 500, as a streamed page does", async () => {
    // React Router reports the error on the console: kept out of the test's output.
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { status } = await render("/failing");
      expect(status).toBe(500);
    } finally {
      report.mockRestore();
    }
  });
});
