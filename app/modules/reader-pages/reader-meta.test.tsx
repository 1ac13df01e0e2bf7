// A reader page's head written as finished HTML (ReaderMeta) against React Router's <Meta>
// rendered by React, through the real entry: the same tags, byte for byte.
import { createRequestHandler, Meta, Outlet, RouterContextProvider, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { serverBuildOf } from "~tests/helpers/tiny-route-build";
import * as entry from "~/entry.server";
import { cspNonceContext } from "~/lib/request-context";
import { markupOfMeta } from "./head-markup";
import { READER_PAGE } from "./reader-pages";
import { ReaderMeta } from "./reader-meta";

const ARTICLE_META: MetaDescriptor[] = [
  { title: `Café & <Tea> "quoted" 'single' | Press` },
  { name: "description", content: 'A <b>bold</b> & "quoted" claim — α-tocopherol' },
  { tagName: "link", rel: "canonical", href: "https://example.org/journal/x/article/1/2?a=1&b=2" },
  { property: "og:title", content: "Title" },
  { name: "citation_volume", content: 83 as unknown as string },
  { name: "citation_doi", content: undefined },
  { tagName: "link", rel: "alternate", type: "application/xml", title: "JATS XML", href: "https://example.org/j.xml" },
  { tagName: "link", rel: "license", href: "" },
  { "script:ld+json": { name: "A </script><b> & B\u2028C", n: 1, list: ["x", null] } },
  { name: "DC.subject", content: "rates" },
];

function route(id: string, path: string | undefined, parentId: string | undefined, module: Record<string, unknown>) {
  return { id, path, parentId, module };
}

/** The same routes under a root that renders `head` in its head. */
function handlerWith(head: () => React.JSX.Element) {
  const routes = {
    root: route("root", "", undefined, {
      default: () => (
        <html lang="en">
          <head>{head()}</head>
          <body>
            <Outlet />
          </body>
        </html>
      ),
      meta: () => [{ title: "Root" }],
    }),
    article: route("article", "article", "root", {
      default: () => <p>article</p>,
      loader: () => ({ n: 1 }),
      meta: () => ARTICLE_META,
      handle: READER_PAGE,
    }),
    section: route("section", "section", "root", {
      default: () => <Outlet />,
      loader: () => ({ name: "Section" }),
      meta: ({ loaderData }: { loaderData: { name: string } }) => [
        { title: loaderData.name },
        { name: "section", content: "s" },
      ],
    }),
    inherits: route("inherits", "inherits", "section", { default: () => <p>inner</p>, handle: READER_PAGE }),
    merges: route("merges", "merges", "section", {
      default: () => <p>merged</p>,
      loader: () => ({ extra: "from the loader" }),
      meta: ({
        matches,
        loaderData,
      }: {
        matches: { id: string; meta: MetaDescriptor[] }[];
        loaderData: { extra: string };
      }) => [...matches.find((m) => m.id === "section")!.meta, { name: "extra", content: loaderData.extra }],
      handle: READER_PAGE,
    }),
    charset: route("charset", "charset", "root", {
      default: () => <p>charset</p>,
      meta: () => [{ charset: "utf-8" }, { title: "Charset" }, { name: "a", content: "b" }],
      handle: READER_PAGE,
    }),
    application: route("application", "application", "root", {
      default: () => <p>application</p>,
      meta: () => [{ title: "Application" }, { name: "a", content: "b" }],
    }),
  };
  const assetRoutes = Object.fromEntries(
    Object.values(routes).map((r) => [r.id, { ...r, module: `/assets/${r.id}.js`, hasLoader: "loader" in r.module }]),
  );
  const handler = createRequestHandler(serverBuildOf(entry, routes, assetRoutes), "production");
  return async (path: string) => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, "test-nonce");
    const response = await handler(new Request(`http://journals.test${path}`), context);
    const html = await response.text();
    return { status: response.status, head: html.slice(html.indexOf("<head>") + 6, html.indexOf("</head>")) };
  };
}

const finished = handlerWith(() => <ReaderMeta />);
const react = handlerWith(() => <Meta />);

/** A head's tags, in order. */
const tagsOf = (head: string) =>
  head.match(/<title>.*?<\/title>|<script type="application\/ld\+json">.*?<\/script>|<(?:meta|link)[^>]*>/gs) ?? [];

describe("ReaderMeta", () => {
  it("writes an article's tags as the finished HTML React writes for <Meta>, in their order", async () => {
    const ours = await finished("/article");
    const theirs = await react("/article");
    expect(ours.status).toBe(200);
    expect(ours.head).toBe(markupOfMeta(ARTICLE_META)?.join(""));
    // React moves title, meta and link tags before the in-place JSON-LD; the tags are the same.
    expect([...tagsOf(ours.head)].sort()).toEqual([...tagsOf(theirs.head)].sort());
    expect(tagsOf(ours.head)).toHaveLength(10);
    expect(ours.head).toContain("<title>Café &amp; &lt;Tea&gt; &quot;quoted&quot; &#x27;single&#x27; | Press</title>");
    expect(ours.head).toContain('<meta name="citation_volume" content="83"/><meta name="citation_doi"/>');
    expect(ours.head).toContain('<link rel="license"/>');
    expect(ours.head).toContain('"A \\u003c/script\\u003e\\u003cb\\u003e \\u0026 B\\u2028C"');
  });

  it("follows React Router's rule for whose tags they are: the deepest route's, given its parents'", async () => {
    for (const path of ["/section/inherits", "/section/merges"]) {
      const ours = await finished(path);
      expect(ours.head).not.toContain("template");
      expect(ours.head).toBe(tagsOf((await react(path)).head).join(""));
    }
    expect((await finished("/section/inherits")).head).toBe('<title>Section</title><meta name="section" content="s"/>');
    expect((await finished("/section/merges")).head).toContain('<meta name="extra" content="from the loader"/>');
  });

  it("leaves the tags to <Meta> where React writes one elsewhere, and on the application's pages", async () => {
    for (const path of ["/charset", "/application"]) {
      const ours = await finished(path);
      expect(ours.status).toBe(200);
      expect(ours.head).toBe((await react(path)).head);
    }
    expect((await finished("/charset")).head.startsWith('<meta charSet="utf-8"/>')).toBe(true);
  });
});

describe("markupOfMeta", () => {
  it("refuses what React would not write as it is, for <Meta> to render", () => {
    const refused: MetaDescriptor[] = [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width" },
      { httpEquiv: "refresh", content: "5" },
      { name: "x", content: true as unknown as string },
      { tagName: "link", rel: "stylesheet", href: "/a.css" },
      { tagName: "link", rel: "alternate", href: "  javascript:alert(1)" },
      { tagName: "link", rel: "alternate", href: "\u0001java\tscript:alert(1)" },
      { tagName: "link", rel: "preload", href: "/x", crossOrigin: "anonymous" },
      { tagName: "base", href: "/" } as unknown as MetaDescriptor,
      { "script:ld+json": undefined } as unknown as MetaDescriptor,
    ];
    for (const descriptor of refused) expect(markupOfMeta([{ name: "a", content: "b" }, descriptor])).toBeNull();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(markupOfMeta([{ "script:ld+json": circular }])).toBeNull();
    expect(markupOfMeta([])).toEqual([]);
  });
});
