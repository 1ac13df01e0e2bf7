import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ListPagination, type ListPaginationProps } from "./list-pagination";

/** The pagination as the server renders it on /dashboard/list. */
function render(props: Partial<ListPaginationProps>): string {
  const all: ListPaginationProps = {
    page: 1,
    matching: 57,
    pageCount: 3,
    pageSize: 20,
    shown: 20,
    noun: "tasks",
    href: (p) => `.?search=sleep&page=${p}`,
    ...props,
  };
  const Stub = createRoutesStub([{ path: "/dashboard/list", Component: () => createElement(ListPagination, all) }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/dashboard/list"] }));
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("ListPagination", () => {
  it("says which rows of how many are shown, with the caller's noun", () => {
    expect(text(render({ page: 2 }))).toContain("Showing 21-40 of 57 tasks");
    expect(text(render({ page: 3, shown: 17 }))).toContain("Showing 41-57 of 57 tasks");
    expect(text(render({ matching: 1, pageCount: 1, shown: 1, noun: "submission" }))).toContain(
      "Showing 1-1 of 1 submission",
    );
  });

  it("says only the count when the page is empty", () => {
    const html = render({ matching: 0, pageCount: 1, shown: 0 });
    expect(text(html)).toContain("0 tasks");
    expect(html).not.toContain("Showing");
  });

  it("has no page links when everything fits on one page", () => {
    expect(render({ matching: 12, pageCount: 1, shown: 12 })).not.toContain('aria-label="Pages"');
  });

  it("links every page through the caller's href and marks the current one", () => {
    const html = render({ page: 2 });
    expect(html).toContain('href="/dashboard/list?search=sleep&amp;page=3"');
    expect(html).toMatch(/aria-current="page"[^>]*aria-label="Page 2"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("disables Previous on the first page and Next on the last", () => {
    expect(render({ page: 1 })).toMatch(/aria-disabled="true"[^>]*rel="prev"/);
    expect(render({ page: 1 })).not.toMatch(/aria-disabled="true"[^>]*rel="next"/);
    expect(render({ page: 3, shown: 17 })).toMatch(/aria-disabled="true"[^>]*rel="next"/);
  });
});
