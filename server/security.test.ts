import crypto from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  allowDownloadsFrom,
  contentSecurityPolicy,
  CROSS_SITE_REFUSED,
  NUL_REFUSED,
  BODY_TOO_LARGE,
  MAX_PLAIN_BODY_BYTES,
  refuseNulBytes,
  inlineScriptHashes,
  newNonce,
  sameOriginWrites,
  securityHeaders,
} from "./security";

const OWN = "https://journals.example.org";

function app(publicUrl = OWN) {
  const hono = new Hono();
  hono.use(securityHeaders(() => publicUrl));
  hono.use(sameOriginWrites(() => new URL(publicUrl).origin));
  hono.use(refuseNulBytes());
  hono.all("*", async (c) => c.text(`ok ${c.req.method} ${c.req.method === "POST" ? await c.req.text() : ""}`));
  hono.get("/moved", () => Response.redirect(`${OWN}/elsewhere`, 302));
  return hono;
}

describe("same-origin writes", () => {
  it("refuses a state-changing request from another origin, another port, a sibling or a sandbox", async () => {
    const attackers: Record<string, string>[] = [
      { origin: "https://attacker.example" },
      { origin: "https://journals.example.org:8443" },
      { origin: "https://evil.journals.example.org" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of attackers) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await app().request(`${OWN}/contact`, { method, headers, body: "x=1" });
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe(CROSS_SITE_REFUSED);
      }
    }
  });

  it("refuses a write that names another origin only in its Referer (no Origin, no Sec-Fetch-Site)", async () => {
    const foreign = [
      "https://attacker.example/form.html",
      "https://journals.example.org:8443/",
      "https://evil.journals.example.org/page",
      "http://journals.example.org/contact",
      "not a url",
    ];
    for (const referer of foreign) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await app().request(`${OWN}/contact`, { method, headers: { referer }, body: "x=1" });
        expect(response.status, `${method} ${referer}`).toBe(403);
        expect(await response.text()).toBe(CROSS_SITE_REFUSED);
      }
    }
    // Reads are never refused, whatever they name.
    expect((await app().request(`${OWN}/`, { headers: { referer: foreign[0]! } })).status).toBe(200);
  });

  it("lets a write whose Referer is one of the platform's own pages through", async () => {
    for (const referer of [`${OWN}/contact`, `${OWN}/`, `${OWN}/auth?tab=signup#top`]) {
      const response = await app().request(`${OWN}/contact`, { method: "POST", headers: { referer }, body: "x=1" });
      expect(response.status, referer).toBe(200);
    }
    // The Origin, when there is one, decides: a browser sends it on every cross-site write.
    const withOrigin = { origin: OWN, referer: "https://attacker.example/" };
    expect((await app().request(`${OWN}/contact`, { method: "POST", headers: withOrigin, body: "x" })).status).toBe(
      200,
    );
  });

  it("lets the platform's own pages, clients without a browser and reads through", async () => {
    expect(
      (await app().request(`${OWN}/contact`, { method: "POST", headers: { origin: OWN }, body: "x=1" })).status,
    ).toBe(200);
    const sameOrigin = { "sec-fetch-site": "same-origin" };
    expect((await app().request(`${OWN}/contact`, { method: "POST", headers: sameOrigin, body: "x" })).status).toBe(
      200,
    );
    expect((await app().request(`${OWN}/contact`, { method: "POST", body: "x=1" })).status).toBe(200);
    const read = await app().request(`${OWN}/`, { headers: { origin: "https://attacker.example" } });
    expect(read.status).toBe(200);
  });
});

describe("NUL bytes", () => {
  it("answers 400 for a NUL in the path, the query, a form or a JSON body", async () => {
    const cases: [string, RequestInit][] = [
      [`${OWN}/journal/%00`, {}],
      [`${OWN}/?q=a%00b`, {}],
      [
        `${OWN}/contact`,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=a%00b" },
      ],
      [
        `${OWN}/api/x`,
        { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":["ok","b\\u0000"]}' },
      ],
    ];
    for (const [url, init] of cases) {
      const response = await app().request(url, init);
      expect(response.status, url).toBe(400);
      expect(await response.text()).toBe(NUL_REFUSED);
    }
  });

  it("leaves ordinary requests whole: the route still reads the body", async () => {
    const response = await app().request(`${OWN}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "message=100%25+sure%2C+0%250",
    });
    expect(await response.text()).toBe("ok POST message=100%25+sure%2C+0%250");
  });

  it("does not read a GET's or a HEAD's body (Node's request would become a web one for it)", async () => {
    let reads = 0;
    class Watched extends Request {
      override get body() {
        reads++;
        return super.body;
      }
    }
    const gets = [new Watched(`${OWN}/journal/fjphs`), new Watched(`${OWN}/journal/fjphs`, { method: "HEAD" })];
    for (const request of gets) expect((await app().request(request)).status).toBe(200);
    expect(reads).toBe(0);
    await app().request(new Watched(`${OWN}/contact`, { method: "POST", body: "message=hello" }));
    expect(reads).toBeGreaterThan(0);
  });
});

describe("bodies that are not uploads", () => {
  const big = "a=" + "x".repeat(MAX_PLAIN_BODY_BYTES);
  /** A body sent in pieces without a length, as a chunked request arrives. */
  const chunked = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });

  it("are refused with 413 past the limit, announced or chunked, whatever their type", async () => {
    const cases: RequestInit[] = [
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body: big },
      { headers: { "content-type": "application/json" }, body: chunked(big) },
      { headers: { "content-type": "application/xml" }, body: chunked(big) },
      { body: chunked(big) },
    ];
    for (const init of cases) {
      const response = await app().request(`${OWN}/api/x`, { method: "POST", duplex: "half", ...init } as RequestInit);
      expect(response.status, JSON.stringify(init.headers)).toBe(413);
      expect(await response.text()).toBe(BODY_TOO_LARGE);
    }
  });

  it("reach the route whole up to the limit, chunked too; multipart goes to the upload's own limits", async () => {
    const body = "a=" + "y".repeat(MAX_PLAIN_BODY_BYTES - 2);
    const response = await app().request(`${OWN}/api/x`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: chunked(body),
      duplex: "half",
    } as RequestInit);
    expect(await response.text()).toBe(`ok POST ${body}`);
    const upload = await app().request(`${OWN}/api/x`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: chunked(big),
      duplex: "half",
    } as RequestInit);
    expect(upload.status).toBe(200);
  });
});

describe("security headers", () => {
  it("are on every answer, with HSTS only for an https address", async () => {
    const response = await app().request(`${OWN}/anything`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await app("http://localhost:3000").request("http://localhost:3000/");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("reach answers whose headers cannot be changed (Response.redirect)", async () => {
    const hono = new Hono();
    hono.use(securityHeaders(() => OWN));
    hono.get("/moved", () => Response.redirect(`${OWN}/elsewhere`, 302));
    const response = await hono.request(`${OWN}/moved`);
    expect(response.status).toBe(302);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("CSP", () => {
  it("allows scripts of this origin and of the nonce only, and forbids framing", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" });
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ hashes: ["sha256-x", "sha256-y"] })).toContain(
      "script-src 'self' 'sha256-x' 'sha256-y';",
    );
  });

  it("allows images from this origin, data: and blob: URLs and the storage bucket only", () => {
    const imgSrc = () => /(?:^|; )img-src ([^;]*)/.exec(contentSecurityPolicy({ nonce: "abc" }))?.[1];
    try {
      allowDownloadsFrom(undefined);
      expect(imgSrc()).toBe("'self' data: blob:");
      allowDownloadsFrom("https://bucket.s3.example.net");
      expect(imgSrc()).toBe("'self' data: blob: https://bucket.s3.example.net");
    } finally {
      allowDownloadsFrom(undefined);
    }
  });

  it("names the hash of each inline script of a page, and none of the scripts loaded by src", () => {
    const html =
      '<script nonce="n1">window.a = 1;</script><p>text</p><script type="module" nonce="n1">import("/x.js")</script>' +
      '<script src="/assets/entry.js"></script><script>window.a = 1;</script>';
    // sha256 of "window.a = 1;" and of 'import("/x.js")', base64, as browsers compute them.
    const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import("/x.js")')]);
  });
});

describe("newNonce", () => {
  it("gives 128 random bits each time, never the same twice, across refills of its random bytes", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
