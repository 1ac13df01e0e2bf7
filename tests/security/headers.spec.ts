// Security headers on every kind of route, and a Content-Security-Policy whose nonce is the one
// the page's inline scripts carry: a fresh one for every answer, a cached page's too.
import { expect, test, type APIResponse } from "@playwright/test";

const EVERY_ANSWER = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers["permissions-policy"], `permissions-policy on ${what}`).toContain("camera=()");
}

/** The nonce of the CSP header, checked against every inline script of the page. */
async function expectNonceMatches(response: APIResponse): Promise<string> {
  const csp = response.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, "a nonce in script-src").toBeTruthy();
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    if (/\bsrc=/.test(attributes)) continue;
    expect(attributes, "an inline script").toContain(`nonce="${nonce}"`);
  }
  return nonce!;
}

test.describe("security headers", () => {
  const kinds: [string, string][] = [
    ["a public page", "/"],
    ["a page's navigation data", "/journal/fjphs.data"],
    ["a resource route", "/journal/fjphs/article/1/1/cite/ris"],
    ["an API answer", "/api/auth/get-session"],
    ["a refused file link", "/files/not-a-token"],
    ["a sitemap", "/sitemap.xml"],
    ["robots.txt", "/robots.txt"],
    ["a page that does not exist", "/no-such-page"],
    ["a dashboard redirect", "/dashboard"],
    ["a static file", "/favicon.svg"],
    ["a health check", "/healthz"],
  ];
  for (const [what, path] of kinds) {
    test(`${what} (${path}) carries the security headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectBaseHeaders(response, path);
    });
  }

  test("a built script carries them too", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, "a script under /assets").toBeTruthy();
    expectBaseHeaders(await request.get(asset!), asset!);
  });

  test("pages have a CSP nonce that their inline scripts carry, new for every answer, cached or not", async ({
    request,
  }) => {
    const url = `/journal/fjphs?nonce-probe=${Date.now()}`;
    const first = await request.get(url);
    const second = await request.get(url);
    expect(second.headers()["x-cache"]).toBe("HIT");
    const a = await expectNonceMatches(first);
    const b = await expectNonceMatches(second);
    expect(a).not.toBe(b);
    // The 404 page and the sign-in page are pages too.
    await expectNonceMatches(await request.get("/no-such-page"));
    await expectNonceMatches(await request.get("/auth"));
  });
});
