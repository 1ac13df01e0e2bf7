// A bounded fuzz of every public GET route and the public forms with malformed input: NUL bytes,
// integers beyond PostgreSQL's range, overlong strings, broken encodings, wrong types. Every
// answer must be a 2xx, 3xx or 4xx: never a 500. Routes come from app/routes.ts.
import { expect, test, type PlaywrightWorkerArgs } from "@playwright/test";
import { authPost, e2eAdmin } from "../e2e/auth-api";
import { fill, paramsOf, ROUTES } from "./route-table";

const HOSTILE = [
  "%00",
  "a%00b",
  "2147483648",
  "99999999999999999999999",
  "-1",
  "1e309",
  "0x10",
  "%ff%fe",
  "%E2%82",
  "x".repeat(3000),
  "..%2f..%2fetc%2fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%22;--",
  "v2147483648-i1",
  "v1-s99999999999",
];

const QUERY_NAMES = [
  "q",
  "search",
  "page",
  "journal",
  "tab",
  "volume",
  "year",
  "status",
  "type",
  "format",
  "redirectTo",
  "from",
  "to",
  "sort",
  "orcid",
];

const publicGets = ROUTES.filter((r) => r.hasLoader && !r.dashboard && !r.hasAction).map((r) => r.pattern);
// The platform's own endpoints outside React Router.
const serverGets = ["/sitemap.xml", "/robots.txt", "/sitemaps/:file.xml", "/files/:token", "/healthz", "/oai"];

async function expectNo500(status: number, what: string) {
  expect(status, what).toBeLessThan(500);
}

/**
 * The longest fuzzes are cut into parts, each a test of its own: the workers share them, and each
 * part's time limit has room on a slow machine (the admin's fuzz whole took 78 s, and over its 120 s
 * limit on a machine a third slower).
 */
const PARTS = 4;
/** The part's share of the items; never none, so that no part passes without sending a request. */
function partOf<T>(items: T[], part: number): T[] {
  const share = items.filter((_, i) => i % PARTS === part);
  expect(share.length, `part ${part + 1} of ${PARTS} has something to send`).toBeGreaterThan(0);
  return share;
}
const parts = Array.from({ length: PARTS }, (_, part) => part);

async function signedInAdmin(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const admin = e2eAdmin();
  test.skip(!admin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  await authPost(request, "/sign-in/email", admin!);
  return request;
}

// Once, on PostgreSQL (@once-on-postgresql: CI's PostgreSQL half runs it, its PGlite half does not;
// outside CI it runs on the one engine there is). Nothing here differs by engine above the
// database: the guards that turn these values into a 400 or a 404 (app/lib/nul.ts,
// app/lib/int-param.ts, the schemas) run in the server before any query, the same code on both.
// A value a guard misses reaches PostgreSQL's own input functions, which PGlite shares, except that
// PostgreSQL 16 and later (PGlite) take what 15 (Debian's server) refuses, such as "0x10" or "1_000"
// for an integer: the stricter server is the one where a missed guard shows as a 500 (ADR 055).
// The tests share nothing, so the two workers split them.
test.describe("hostile input never gives a 500", { tag: "@once-on-postgresql" }, () => {
  test.describe.configure({ timeout: 120_000, mode: "parallel" });

  test("every public GET route, with every parameter replaced by hostile values", async ({ request }) => {
    let tried = 0;
    for (const pattern of [...publicGets, ...serverGets]) {
      const params = paramsOf(pattern);
      for (const name of params.length ? params : [null]) {
        for (const value of name === null ? [""] : HOSTILE) {
          const path = name === null ? pattern : fill(pattern, { [name]: value });
          const response = await request.get(path, { maxRedirects: 0 });
          await expectNo500(response.status(), `GET ${path}`);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });

  for (const part of parts) {
    test(`every public GET route, with hostile query parameters (part ${part + 1} of ${PARTS})`, async ({
      request,
    }) => {
      for (const pattern of partOf(publicGets, part)) {
        const path = fill(pattern);
        for (const name of QUERY_NAMES) {
          for (const value of ["%00", "a%00b", "99999999999999999999", "%ff", "x".repeat(3000), "-5"]) {
            const response = await request.get(`${path}?${name}=${value}`, { maxRedirects: 0 });
            await expectNo500(response.status(), `GET ${path}?${name}=${value.slice(0, 20)}`);
          }
        }
      }
    });
  }

  test("the OAI-PMH endpoint, with hostile arguments by GET and POST, and HEAD", async ({ request }) => {
    const base = "verb=ListRecords&metadataPrefix=oai_dc";
    for (const name of ["verb", "metadataPrefix", "identifier", "from", "until", "set", "resumptionToken"]) {
      for (const value of HOSTILE) {
        const get = await request.get(`/oai?${base}&${name}=${value}`, { maxRedirects: 0 });
        await expectNo500(get.status(), `GET /oai ${name}=${value.slice(0, 20)}`);
        const post = await request.post("/oai", {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          data: `verb=GetRecord&${name}=${value}`,
          maxRedirects: 0,
        });
        await expectNo500(post.status(), `POST /oai ${name}=${value.slice(0, 20)}`);
      }
    }
    expect((await request.head("/oai?verb=Identify")).status()).toBe(405);
    expect((await request.get("/oai?verb=Identify%00")).status()).toBe(400);
  });

  test("a NUL byte or an integer beyond PostgreSQL's range in an address is a 400 or a 404", async ({ request }) => {
    for (const path of [
      "/journal/%00",
      "/?q=%00",
      "/conferences?q=a%00b",
      "/search?q=a%00b",
      "/sitemaps/%00-1.xml",
      "/journal/bjps/article/2147483648",
      "/journal/bjps/article/1/99999999999999999999",
      "/journal/bjps/issue/v2147483648-i1",
    ]) {
      expect([400, 404], path).toContain((await request.get(path, { maxRedirects: 0 })).status());
    }
  });

  test("HEAD requests and navigation data answer without a 500", async ({ request }) => {
    for (const pattern of publicGets) {
      const path = fill(pattern);
      await expectNo500((await request.head(path, { maxRedirects: 0 })).status(), `HEAD ${path}`);
      await expectNo500(
        (await request.get(`${path === "/" ? "/_root" : path}.data`, { maxRedirects: 0 })).status(),
        `${path}.data`,
      );
      await expectNo500((await request.get(`${path}%00.data`, { maxRedirects: 0 })).status(), `${path}%00.data`);
    }
  });

  test("an endpoint that takes posts answers other methods itself: 405 with Allow, never the router's 400", async ({
    request,
  }) => {
    const endpoints = ROUTES.filter((r) => r.hasAction && r.file.includes("routes/resources/")).map((r) => r.pattern);
    expect(endpoints.length).toBeGreaterThan(20);
    for (const pattern of endpoints) {
      const path = fill(pattern);
      for (const method of ["GET", "HEAD", "DELETE"]) {
        const answer = await request.fetch(path, { method, maxRedirects: 0 });
        const what = `${method} ${path}`;
        expect(answer.status(), what).not.toBe(400);
        await expectNo500(answer.status(), what);
        if (answer.status() === 405) expect(answer.headers().allow, what).toMatch(/\bPOST\b/);
        if (method === "DELETE") expect(answer.status(), what).toBe(405);
      }
    }
  });

  test("the public forms refuse malformed fields with a 4xx", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const forms: [string, Record<string, string>][] = [
      [
        "/contact",
        { name: "A\u0000B", email: "a@example.org", subject: "Hello", message: "Nul \u0000 byte in the message body." },
      ],
      ["/contact", { name: "x".repeat(100_000), email: "not-an-address", subject: "", message: "" }],
      ["/auth", { intent: "sign-in", email: "a\u0000@example.org", password: "x\u0000y" }],
      [
        "/auth",
        {
          intent: "sign-up",
          name: "N\u0000",
          email: "n@example.org",
          password: "secret-1",
          confirmPassword: "secret-1",
        },
      ],
      ["/auth", { intent: "forgot", email: "\u0000" }],
      ["/auth", { intent: "no-such-intent" }],
    ];
    for (const [path, fields] of forms) {
      const response = await request.post(path, {
        headers: { origin },
        form: fields,
        maxRedirects: 0,
      });
      await expectNo500(response.status(), `POST ${path} ${JSON.stringify(fields).slice(0, 80)}`);
    }
    for (const body of [
      '{"email":"a\\u0000@example.org","password":"x"}',
      "{not json",
      '{"email": 5, "password": []}',
    ]) {
      const response = await request.post("/api/auth/sign-in/email", {
        headers: { origin, "content-type": "application/json" },
        data: body,
      });
      await expectNo500(response.status(), `POST /api/auth/sign-in/email ${body}`);
    }
  });

  const signedInGets = ROUTES.filter((r) => r.hasLoader && (r.dashboard || r.hasAction)).map((r) => r.pattern);
  for (const part of parts) {
    test(`the signed-in routes, as the admin who may reach them all (part ${part + 1} of ${PARTS})`, async ({
      playwright,
      baseURL,
    }) => {
      const request = await signedInAdmin(playwright, baseURL);
      for (const pattern of partOf(signedInGets, part)) {
        for (const name of paramsOf(pattern)) {
          for (const value of HOSTILE) {
            const path = fill(pattern, { [name]: value });
            await expectNo500((await request.get(path, { maxRedirects: 0 })).status(), `GET ${path}`);
          }
        }
        for (const name of QUERY_NAMES) {
          for (const value of ["%00", "99999999999999999999", "%ff", "x".repeat(3000)]) {
            const path = `${fill(pattern)}?${name}=${value}`;
            await expectNo500((await request.get(path, { maxRedirects: 0 })).status(), `GET ${path.slice(0, 80)}`);
          }
        }
      }
      await request.dispose();
    });
  }

  test("the signed-in forms and uploads, as the admin", async ({ playwright, baseURL }) => {
    const request = await signedInAdmin(playwright, baseURL);
    const nul = "A\u0000B";
    const forms: [string, Record<string, string>][] = [
      ["/dashboard/settings", { intent: "profile", name: nul, affiliation: nul, orcid: nul }],
      [
        "/dashboard/users",
        { intent: "create", email: "nul@example.org", password: "secret-12", name: nul, roles: "author" },
      ],
      ["/dashboard/users", { intent: "update", userId: "2147483648", name: "x", status: "active", roles: "author" }],
      ["/dashboard/editor-tasks", { intent: "update-status", taskId: "%00", status: "completed" }],
      [
        "/dashboard/issues",
        { intent: "create", journalId: nul, volumeNumber: "99999999999999999999", issueNumber: "-1", title: nul },
      ],
      ["/dashboard/issues", { intent: "set-current", issueId: "2147483648", current: nul }],
      [
        "/dashboard/conferences",
        { intent: "create", title: nul, startDate: "99999999999999999999", endDate: nul, websiteUrl: nul },
      ],
      ["/dashboard/conferences", { intent: "delete", conferenceId: "2147483648" }],
      [
        "/dashboard/journals",
        { intent: "create", title: nul, shortName: nul, issn: nul, impactFactor: "1e400", scope: nul, status: nul },
      ],
      ["/dashboard/journals", { intent: "create", title: "x", impactFactor: "99999999999999999999", status: "active" }],
      ["/dashboard/journals", { intent: "delete", journalId: "2147483648" }],
      ["/dashboard/seo", { intent: "priority", entryId: nul, priority: "1e400" }],
      ["/dashboard/seo", { intent: "indexed", entryId: "2147483648", indexed: nul }],
      ["/dashboard/analytics", { intent: "connect", siteUrl: nul, key: nul }],
    ];
    for (const [path, fields] of forms) {
      const response = await request.post(path, { form: fields, maxRedirects: 0 });
      await expectNo500(response.status(), `POST ${path} ${JSON.stringify(fields).slice(0, 80)}`);
    }
    // The wizard's upload: a multipart request whose JSON data carries a NUL.
    const data = JSON.stringify({ title: nul, journalId: nul, authors: [{ name: nul }] });
    const upload = await request.post("/api/submissions", {
      multipart: {
        data,
        file: { name: "a\u0000.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      },
    });
    await expectNo500(upload.status(), "POST /api/submissions with NUL in its data");
    expect(upload.status()).toBe(400);
    // The Search Console export upload: a Pages.csv with a NUL in a URL and a count out of range.
    const exportUpload = await request.post("/dashboard/analytics", {
      multipart: {
        intent: "upload",
        files: {
          name: "Pages.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(
            "Top pages,Clicks,Impressions,CTR,Position\nhttps://x.example/a\u0000b,99999999999999999999,1,1%,1\n",
          ),
        },
      },
      maxRedirects: 0,
    });
    await expectNo500(exportUpload.status(), "POST /dashboard/analytics (upload) with a NUL and a huge count");
    expect(exportUpload.status()).toBe(400);
    await request.dispose();
  });
});
