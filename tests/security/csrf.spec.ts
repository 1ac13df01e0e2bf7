// Every state-changing route, of every kind, refuses a request sent by a browser from another
// site: page actions, resource routes and APIs. The routes come from app/routes.ts, so a route
// added later is covered without being listed here.
import { expect, test } from "@playwright/test";
import { fill, ROUTES } from "./route-table";

const CROSS_SITE_REFUSED = "Cross-site request refused.";

const writes = [
  ...ROUTES.filter((r) => r.hasAction).map((r) => fill(r.pattern)),
  // Better Auth's endpoints are served by the platform too.
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-out",
  "/api/auth/change-password",
  "/api/auth/request-password-reset",
];

test.describe("cross-site requests", { tag: "@both-backends" }, () => {
  test("the route table has state-changing routes to check", () => {
    expect(writes.length).toBeGreaterThan(10);
  });

  for (const path of writes) {
    test(`POST ${path} from another site, another port or a sandboxed page is refused`, async ({
      request,
      baseURL,
    }) => {
      const own = new URL(baseURL!);
      const attackers: Record<string, string>[] = [
        { origin: "https://attacker.example" },
        // Another port of the same host, and a sibling subdomain: SameSite=Lax lets their forms
        // carry the reader's cookies, so only the Origin check stands in the way.
        { origin: `${own.protocol}//${own.hostname}:${Number(own.port) + 1}` },
        { origin: `${own.protocol}//evil.${own.hostname}:${own.port}` },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        // Neither Origin nor Sec-Fetch-Site (stripped by a privacy tool, or an older browser): the
        // Referer still names the page that sent the form.
        { referer: "https://attacker.example/innocent-looking-page.html" },
      ];
      for (const headers of attackers) {
        for (const method of ["POST", "DELETE"] as const) {
          const response = await request.fetch(path, {
            method,
            headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
            data: "intent=delete",
            maxRedirects: 0,
          });
          expect(response.status(), `${method} ${JSON.stringify(headers)}`).toBe(403);
          expect(await response.text()).toBe(CROSS_SITE_REFUSED);
        }
      }
    });
  }

  test("a request from the platform's own pages is not refused as cross-site", async ({ request, baseURL }) => {
    const own = new URL(baseURL!).origin;
    for (const path of writes) {
      const response = await request.post(path, {
        headers: { origin: own, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        data: "",
        maxRedirects: 0,
      });
      expect(await response.text(), path).not.toBe(CROSS_SITE_REFUSED);
      expect(response.status(), path).toBeLessThan(500);
    }
  });

  test("a write whose only hint is a Referer of the platform's own pages, or no hint at all, is not refused", async ({
    request,
    baseURL,
  }) => {
    const own = new URL(baseURL!).origin;
    const hints: Record<string, string>[] = [{ referer: `${own}/auth?tab=signup` }, {}];
    for (const headers of hints) {
      const response = await request.post("/api/auth/sign-in/email", {
        headers: { ...headers, "content-type": "application/json" },
        data: "{}",
        maxRedirects: 0,
      });
      expect(await response.text(), JSON.stringify(headers)).not.toBe(CROSS_SITE_REFUSED);
      expect(response.status(), JSON.stringify(headers)).toBeLessThan(500);
    }
  });
});
