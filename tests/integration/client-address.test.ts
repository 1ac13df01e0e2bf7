// The client address every rate limit and usage count is keyed on, through the real HTTP app and
// React Router request handler (ADR 032): behind TRUST_PROXY_HOPS proxies it is read from
// X-Forwarded-For as the nearest proxy wrote it; with the default 0 the header is ignored. The same
// proxies say which scheme and host the browser used (ADR 051): a page action posted to
// https://… through nginx reaches the router with that URL, so its origin check holds.
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddressContext } from "~/lib/request-context";
import { createHttpApp } from "../../server/http-app";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { serverBuildOf } from "../helpers/tiny-route-build";

/**
 * One route whose loader returns the client address the app put in its context, and whose action
 * returns the URL the router saw; the page is the action's answer, else the loader's.
 */
function addressEchoBuild(): ServerBuild {
  const route = {
    id: "root",
    path: "",
    module: {
      default: () => null,
      loader: ({ context }: { context: { get: (key: typeof clientAddressContext) => string } }) =>
        context.get(clientAddressContext),
      action: ({ request }: { request: Request }) => `action at ${request.url}`,
    },
  };
  const assetRoute = { ...route, module: "/assets/root.js", hasLoader: true, hasAction: true };
  type Answers = { loaderData: { root: string }; actionData: { root: string } | null };
  return serverBuildOf(
    {
      default: (_request: Request, status: number, headers: Headers, entry: { staticHandlerContext: Answers }) =>
        new Response(entry.staticHandlerContext.actionData?.root ?? entry.staticHandlerContext.loaderData.root, {
          status,
          headers,
        }),
    },
    { root: route },
    { root: assetRoute },
  );
}

async function addressSeen(hops: string, socket: string, forwardedFor?: string) {
  platform = await startTestPlatform({ env: { TRUST_PROXY_HOPS: hops } });
  const app = createHttpApp(async () => addressEchoBuild(), "production");
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const response = await app.request(
    "http://journals.test/",
    { headers },
    {
      incoming: { socket: { remoteAddress: socket } },
    },
  );
  expect(response.status).toBe(200);
  return response.text();
}

let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.stop();
  platform = undefined;
});

describe("the client address", () => {
  it("is the socket's by default: a client cannot choose its own rate-limit bucket with a header", async () => {
    expect(await addressSeen("0", "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("behind one trusted proxy, is the address the proxy appended to X-Forwarded-For", async () => {
    expect(await addressSeen("1", "127.0.0.1", "10.9.9.9, 198.51.100.1")).toBe("198.51.100.1");
  });
});

/** A form posted by a browser on `origin`, through a proxy that wrote `proxyHeaders`; the answer's status and text. */
async function postThroughProxy(hops: string, origin: string, proxyHeaders: Record<string, string>) {
  platform = await startTestPlatform({ env: { TRUST_PROXY_HOPS: hops, PUBLIC_URL: "https://journals.example.org" } });
  const app = createHttpApp(async () => addressEchoBuild(), "production");
  // Node sees the plain-HTTP request nginx made to the upstream.
  const response = await app.request(
    "http://127.0.0.1:3001/",
    {
      method: "POST",
      headers: {
        origin,
        "content-type": "application/x-www-form-urlencoded",
        host: "127.0.0.1:3001",
        ...proxyHeaders,
      },
      body: "name=value",
    },
    { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
  );
  return { status: response.status, text: await response.text() };
}

describe("the address the browser asked for, behind a TLS proxy", () => {
  const tlsProxy = {
    "x-forwarded-proto": "https",
    "x-forwarded-host": "journals.example.org",
    "x-forwarded-for": "198.51.100.1",
  };

  it("reaches the router from X-Forwarded-Proto and -Host: a page action posted over https works", async () => {
    const answer = await postThroughProxy("1", "https://journals.example.org", tlsProxy);
    expect(answer).toEqual({ status: 200, text: "action at https://journals.example.org/" });
  });

  it("is read from the standard Forwarded header too", async () => {
    const answer = await postThroughProxy("1", "https://journals.example.org", {
      forwarded: 'for=198.51.100.1;proto=https;host="journals.example.org"',
    });
    expect(answer).toEqual({ status: 200, text: "action at https://journals.example.org/" });
  });

  it("is not read from the headers without a trusted proxy: the router refuses the mismatched origin", async () => {
    const answer = await postThroughProxy("0", "https://journals.example.org", tlsProxy);
    expect(answer.status).toBe(400);
  });

  it("still refuses a foreign origin behind the proxy", async () => {
    const answer = await postThroughProxy("1", "https://evil.example.net", tlsProxy);
    expect(answer.status).toBe(403);
    expect(answer.text).toBe("Cross-site request refused.");
  });
});
