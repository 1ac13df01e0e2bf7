// How entry.server sends a reader page: rendered to a string when it is complete in one pass,
// streamed whole when a part of it suspends (the string would hold that part's fallback).
import { lazy, Suspense } from "react";
import { createRequestHandler, Outlet, RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { serverBuildOf } from "../tests/helpers/tiny-route-build";
import * as entry from "./entry.server";
import { cspNonceContext } from "./lib/request-context";
import { READER_PAGE } from "./modules/reader-pages/reader-pages";

const Late = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => setTimeout(() => resolve({ default: LatePart }), 5)),
);
function LatePart() {
  return <p>late part</p>;
}

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
};
const assetRoutes = Object.fromEntries(
  Object.values(routes).map((r) => [r.id, { ...r, module: `/assets/${r.id}.js`, hasLoader: false }]),
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
