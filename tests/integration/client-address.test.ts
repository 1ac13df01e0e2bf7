// The client address every rate limit and usage count is keyed on, through the real HTTP app and
// React Router request handler (ADR 032): behind TRUST_PROXY_HOPS proxies it is read from
// X-Forwarded-For as the nearest proxy wrote it; with the default 0 the header is ignored.
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddressContext } from "../../app/lib/request-context";
import { createHttpApp } from "../../server/http-app";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { serverBuildOf } from "../helpers/tiny-route-build";

/** One route whose loader returns the client address the app put in its context; the page is that address. */
function addressEchoBuild(): ServerBuild {
  const route = {
    id: "root",
    path: "",
    module: {
      default: () => null,
      loader: ({ context }: { context: { get: (key: typeof clientAddressContext) => string } }) =>
        context.get(clientAddressContext),
    },
  };
  const assetRoute = { ...route, module: "/assets/root.js", hasLoader: true, hasAction: false };
  return serverBuildOf(
    {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        entry: { staticHandlerContext: { loaderData: { root: string } } },
      ) => new Response(entry.staticHandlerContext.loaderData.root, { status, headers }),
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
