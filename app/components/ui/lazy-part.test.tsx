// A lazy part renders complete on the server from its first render in a process (ADR 076's
// addendum); React.lazy would show the Suspense fallback there, and stream the part later.
import { lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./lazy-part";

function FilesTab({ count }: { count: number }) {
  return <p>{count} files</p>;
}

const page = (Part: React.ComponentType<{ count: number }>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Part count={3} />
    </Suspense>,
  );

describe("a lazy part on the server", () => {
  it("renders its component at its first render once the route module is loaded", async () => {
    const Part = lazyPart(() => Promise.resolve(FilesTab));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page(Part)).toBe("<!--$--><p>3<!-- --> files</p><!--/$-->");
  });

  it("where React.lazy suspends at its first render", async () => {
    const Lazy = lazy(() => Promise.resolve({ default: FilesTab }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page(Lazy)).toContain("loading");
  });

  it("waits like React.lazy when rendered before its module has come, and throws a failed load's own error", async () => {
    let resolve: (component: typeof FilesTab) => void = () => {};
    const Part = lazyPart(() => new Promise<typeof FilesTab>((r) => (resolve = r)));
    expect(page(Part)).toContain("loading");
    resolve(FilesTab);
    await new Promise((r) => setTimeout(r, 0));
    expect(page(Part)).toContain("3<!-- --> files");

    // A module that failed to load: the part's lazy loads it again when rendered, and then throws
    // the loader's own error (to the route's error boundary), not a suspension.
    const Broken = lazyPart<{ count: number }>(() => Promise.reject(new Error("chunk missing")));
    await new Promise((r) => setTimeout(r, 0));
    expect(page(Broken)).toContain("loading");
    await new Promise((r) => setTimeout(r, 0));
    expect(() => renderToString(<Broken count={1} />)).toThrow("chunk missing");
  });
});
