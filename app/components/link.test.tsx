import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, ReaderRenderContext } from "./link";

function render(reader: boolean, to: string) {
  return renderToString(
    <MemoryRouter initialEntries={["/journal/bjps/issue/v1-i1"]}>
      <ReaderRenderContext.Provider value={reader}>
        <Link to={to} className="title" prefetch="intent" replace>
          Title
        </Link>
      </ReaderRenderContext.Provider>
    </MemoryRouter>,
  );
}

describe("Link", () => {
  it("is a plain anchor on a reader page, with the router's props left out", () => {
    expect(render(true, "/journal/bjps/article/1/2")).toBe(
      '<a class="title" href="/journal/bjps/article/1/2">Title</a>',
    );
    expect(render(true, "https://doi.org/10.1/x")).toBe('<a class="title" href="https://doi.org/10.1/x">Title</a>');
  });

  it("is the router's Link in the application, and for a relative target everywhere", () => {
    expect(render(false, "/journal/bjps/article/1/2")).toMatch(
      /^<a class="title" href="\/journal\/bjps\/article\/1\/2" data-discover="true">Title<\/a>/,
    );
    // A relative target is resolved against the route by the router, not by the browser.
    expect(render(true, "../v1-i2")).toContain('data-discover="true"');
  });
});
