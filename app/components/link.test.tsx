import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, NavLink as RouterNavLink, type NavLinkProps } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink, ReaderRenderContext } from "./link";

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

function renderNav(reader: boolean, at: string, props: NavLinkProps, Component: ComponentType<NavLinkProps> = NavLink) {
  return renderToString(
    <MemoryRouter initialEntries={[at]}>
      <ReaderRenderContext.Provider value={reader}>
        <Component {...props} />
      </ReaderRenderContext.Provider>
    </MemoryRouter>,
  );
}

describe("NavLink", () => {
  const cases: [string, NavLinkProps][] = [];
  for (const at of [
    "/",
    "/conferences",
    "/conferences/",
    "/Conferences/2026",
    "/conferencesx",
    "/contact",
    "/journal/bjps",
  ]) {
    for (const to of ["/", "/conferences", "/conferences/", "/contact"]) {
      for (const end of [false, true]) {
        cases.push([at, { to, end, className: ({ isActive }) => (isActive ? "on" : "off"), children: "Go" }]);
        cases.push([at, { to, end, className: "item", children: "Go" }]);
      }
    }
  }

  it("on a reader page is an anchor with the router's own aria-current and class, for every location", () => {
    let active = 0;
    for (const [at, props] of cases) {
      const router = renderNav(false, at, props, RouterNavLink).replace(' data-discover="true"', "");
      const reader = renderNav(true, at, props);
      expect(reader, `${at} ${String(props.to)} end=${String(props.end)}`).toBe(router);
      expect(reader).not.toContain("data-discover");
      if (reader.includes('aria-current="page"')) active++;
    }
    // Both states are compared, not only inactive links.
    expect(active).toBeGreaterThan(10);
    expect(active).toBeLessThan(cases.length - 10);
  });

  it("is the router's NavLink in the application", () => {
    expect(renderNav(false, "/contact", { to: "/contact", children: "Contact" })).toBe(
      '<a aria-current="page" class="active" href="/contact" data-discover="true">Contact</a>',
    );
  });
});
