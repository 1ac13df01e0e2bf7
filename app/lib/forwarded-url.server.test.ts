import { describe, expect, it } from "vitest";
import { forwardedRequest, forwardedUrl } from "./forwarded-url.server";

const upstream = "http://127.0.0.1:3001/journal/fjphs?tab=about";
const seen = (headers: Record<string, string>, hops = 1) => forwardedUrl(upstream, new Headers(headers), hops);

describe("forwardedUrl", () => {
  it("ignores every forwarding header without a trusted proxy", () => {
    expect(seen({ "x-forwarded-proto": "https", "x-forwarded-host": "a.example" }, 0)).toBe(upstream);
    expect(seen({ forwarded: "proto=https;host=a.example" }, 0)).toBe(upstream);
  });

  it("takes scheme and host from X-Forwarded-Proto and X-Forwarded-Host", () => {
    expect(seen({ "x-forwarded-proto": "https", "x-forwarded-host": "journals.example.org" })).toBe(
      "https://journals.example.org/journal/fjphs?tab=about",
    );
  });

  it("keeps the Host Node saw when the proxy names only the scheme", () => {
    expect(seen({ "x-forwarded-proto": "https" })).toBe("https://127.0.0.1:3001/journal/fjphs?tab=about");
  });

  it("keeps a port the proxy names in the host, and drops the default one", () => {
    expect(seen({ "x-forwarded-proto": "https", "x-forwarded-host": "journals.example.org:8443" })).toBe(
      "https://journals.example.org:8443/journal/fjphs?tab=about",
    );
    expect(seen({ "x-forwarded-proto": "https", "x-forwarded-host": "journals.example.org:443" })).toBe(
      "https://journals.example.org/journal/fjphs?tab=about",
    );
  });

  it("reads the standard Forwarded header, quoted values included", () => {
    expect(seen({ forwarded: 'for=198.51.100.1;proto=https;host="journals.example.org"' })).toBe(
      "https://journals.example.org/journal/fjphs?tab=about",
    );
  });

  it("believes the entry of the furthest trusted proxy, never one the client wrote before it", () => {
    // The client sent "http, evil.example"; the one trusted proxy appended its own entries.
    const headers = { "x-forwarded-proto": "http, https", "x-forwarded-host": "evil.example, journals.example.org" };
    expect(seen(headers, 1)).toBe("https://journals.example.org/journal/fjphs?tab=about");
    // Two proxies: the furthest one's entry is two from the end.
    expect(seen({ "x-forwarded-proto": "https, http" }, 2)).toBe("https://127.0.0.1:3001/journal/fjphs?tab=about");
    expect(seen({ forwarded: "proto=http;host=evil.example, proto=https;host=journals.example.org" }, 1)).toBe(
      "https://journals.example.org/journal/fjphs?tab=about",
    );
  });

  it("ignores schemes and hosts that are not one", () => {
    expect(seen({ "x-forwarded-proto": "javascript", "x-forwarded-host": "a.example/evil?x=" })).toBe(upstream);
    expect(seen({ "x-forwarded-host": "user@a.example" })).toBe(upstream);
    expect(seen({ "x-forwarded-host": "[::1]:8443", "x-forwarded-proto": "HTTPS" })).toBe(
      "https://[::1]:8443/journal/fjphs?tab=about",
    );
  });
});

describe("forwardedRequest", () => {
  it("is the same request when nothing changes", () => {
    const request = new Request(upstream);
    expect(forwardedRequest(request, 0)).toBe(request);
    expect(forwardedRequest(request, 1)).toBe(request);
  });

  it("does not read a GET's body to give it its new address", () => {
    let reads = 0;
    class Watched extends Request {
      override get body() {
        reads++;
        return super.body;
      }
    }
    const request = new Watched(upstream, { headers: { "x-forwarded-proto": "https" } });
    expect(forwardedRequest(request, 1).url).toBe("https://127.0.0.1:3001/journal/fjphs?tab=about");
    expect(reads).toBe(0);
  });

  it("passes a posted body on with the new address", async () => {
    const request = new Request(upstream, {
      method: "POST",
      headers: {
        "x-forwarded-proto": "https",
        "x-forwarded-host": "journals.example.org",
        "content-type": "text/plain",
      },
      body: "hello",
    });
    const routed = forwardedRequest(request, 1);
    expect(routed.url).toBe("https://journals.example.org/journal/fjphs?tab=about");
    expect(routed.method).toBe("POST");
    expect(routed.headers.get("content-type")).toBe("text/plain");
    expect(await routed.text()).toBe("hello");
  });
});
