// A HEAD request must never poison the public page cache: the cache keeps only what a GET
// rendered, so readers never get the empty body of a HEAD answer.
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/journals", "/journal/fjphs", "/conferences", "/journal/fjphs.data", "/sitemap"];

test.describe("page cache", { tag: "@both-backends" }, () => {
  for (const path of PAGES) {
    test(`HEAD ${path} then GET ${path} still gives the whole page`, async ({ request }) => {
      // A query string nobody else uses: this test's own cache entry.
      const url = `${path}${path.includes("?") ? "&" : "?"}probe=${Date.now()}${Math.random().toString(36).slice(2)}`;
      const head = await request.head(url);
      expect(head.status()).toBe(200);
      const first = await request.get(url);
      const second = await request.get(url);
      expect(first.status()).toBe(200);
      const body = await first.body();
      expect(body.length, "the page after a HEAD").toBeGreaterThan(200);
      expect((await second.body()).length, "the cached page").toBe(body.length);
    });
  }
});
