// The server-side fetch of a cover address (ADR 052) against real local servers: which addresses
// it refuses, that it connects to the address it checked, redirects checked again, the byte limit
// counted while the body streams, the image signature and the deadline.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  fetchImageToTempFile,
  isPublicAddress,
  OutboundImageError,
  type OutboundImageOptions,
} from "./outbound-image-fetch.server";

const MB = 1024 * 1024;
let png: Buffer;
let dataDir: string;

type Seen = { path: string; host: string | undefined };

/** A local server on `host` whose handler answers by path; it records what it was asked. */
async function serve(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const closed: boolean[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? "", host: req.headers.host });
    res.on("close", () => closed.push(res.writableFinished));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  servers.push(server);
  return { port, seen, closed, origin: `http://${host}:${port}` };
}
const servers: (http.Server | net.Server)[] = [];

function pngHandler(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === "/cover.png") {
    res.writeHead(200, { "content-type": "image/png", "content-length": png.length });
    res.end(png);
  } else {
    res.writeHead(404).end("not here");
  }
}

/** Only 127.0.0.1 stands for a public host in these tests; 127.0.0.2 stays a private one. */
const onlyFirstLoopbackIsPublic = (address: string) => address === "127.0.0.1" || isPublicAddress(address);

const options = (change: Partial<OutboundImageOptions> = {}): OutboundImageOptions => ({
  dataDir,
  maxBytes: 5 * MB,
  ...change,
});

async function refusal(url: string, change: Partial<OutboundImageOptions> = {}): Promise<OutboundImageError> {
  try {
    const fetched = await fetchImageToTempFile(url, options(change));
    await fetched.dispose();
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundImageError);
    return error as OutboundImageError;
  }
  throw new Error(`${url} was fetched`);
}

const tempFiles = () => {
  const dir = path.join(dataDir, "tmp", "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

beforeAll(async () => {
  png = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-outbound-"));
});
afterEach(() => {
  // Nothing is left behind, fetched or refused (the fetched ones are disposed by the tests).
  expect(tempFiles()).toEqual([]);
});
afterAll(async () => {
  for (const server of servers) {
    (server as http.Server).closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("which addresses are public", () => {
  it("refuses loopback, private, link-local, unique-local, multicast, unspecified and reserved addresses", () => {
    const refused = [
      "127.0.0.1",
      "127.255.0.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.251",
      "239.255.255.250",
      "255.255.255.255",
      "240.0.0.1",
      "192.0.2.10",
      "198.18.0.1",
      "::",
      "::1",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456:789a::1",
      "ff02::1",
      "fec0::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
      "::127.0.0.1",
      "64:ff9b::a00:1", // NAT64 of 10.0.0.1
      "64:ff9b:1::1",
      "2002:a00:1::1", // 6to4 of 10.0.0.1
      "2001:db8::1",
      "2001::1", // Teredo
      "100::1",
      "not an address",
      "localhost",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it("allows public unicast addresses, IPv4 and IPv6", () => {
    const allowed = [
      "93.184.216.34",
      "8.8.8.8",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001:82a::200e",
      "::ffff:93.184.216.34",
      "64:ff9b::5db8:d822", // NAT64 of 93.184.216.34
      "2002:5db8:d822::1", // 6to4 of 93.184.216.34
    ];
    for (const address of allowed) expect(isPublicAddress(address), address).toBe(true);
  });
});

describe("fetching a picture", () => {
  it("refuses loopback hosts by default, by address or by name, without connecting", async () => {
    const local = await serve("127.0.0.1", pngHandler);
    for (const url of [
      `${local.origin}/cover.png`,
      `http://localhost:${local.port}/cover.png`,
      `http://[::1]:${local.port}/cover.png`,
      `http://2130706433:${local.port}/cover.png`, // 127.0.0.1 written as a number
      `http://0.0.0.0:${local.port}/cover.png`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      const error = await refusal(url);
      expect(error.reason, url).toBe("refused_address");
      expect(error.message).toMatch(/private, local or reserved network address/);
    }
    expect(local.seen).toEqual([]);
  });

  it("refuses a name that resolves to a private address, or to a public and a private one", async () => {
    const resolveHost = async (host: string) =>
      host === "mixed.test"
        ? [
            { address: "93.184.216.34", family: 4 as const },
            { address: "10.0.0.7", family: 4 as const },
          ]
        : [{ address: "fd00::7", family: 6 as const }];
    expect((await refusal("https://inside.test/cover.png", { resolveHost })).reason).toBe("refused_address");
    expect((await refusal("https://mixed.test/cover.png", { resolveHost })).reason).toBe("refused_address");
  });

  it("fetches from a local server when private hosts are allowed, into a temp file it can dispose of", async () => {
    const local = await serve("127.0.0.1", pngHandler);
    const fetched = await fetchImageToTempFile(`${local.origin}/cover.png`, options({ allowPrivateHosts: true }));
    expect(fetched).toMatchObject({ format: "png", sizeBytes: png.length, url: `${local.origin}/cover.png` });
    expect(fs.readFileSync(fetched.tempPath).equals(png)).toBe(true);
    await fetched.dispose();
    expect(fs.existsSync(fetched.tempPath)).toBe(false);
  });

  it("connects to the address it checked, not to what the name resolves to later", async () => {
    const local = await serve("127.0.0.1", pngHandler);
    let lookups = 0;
    // The system resolver does not know cdn.test: the connection can only use the checked answer.
    const resolveHost = async () => {
      lookups += 1;
      return [{ address: "127.0.0.1", family: 4 as const }];
    };
    const fetched = await fetchImageToTempFile(
      `http://cdn.test:${local.port}/cover.png`,
      options({ resolveHost, isAllowedAddress: onlyFirstLoopbackIsPublic }),
    );
    await fetched.dispose();
    expect(lookups).toBe(1);
    expect(local.seen).toEqual([{ path: "/cover.png", host: `cdn.test:${local.port}` }]);
  });

  it("checks every redirect again and follows at most three", async () => {
    const inside = await serve("127.0.0.2", pngHandler);
    const outside = await serve("127.0.0.1", (req, res) => {
      const hops = /^\/hops\/(\d+)$/.exec(req.url ?? "");
      if (hops) {
        const left = Number(hops[1]);
        res.writeHead(302, { location: left > 1 ? `/hops/${left - 1}` : "/cover.png" }).end();
      } else if (req.url === "/to-inside") {
        res.writeHead(301, { location: `${inside.origin}/cover.png` }).end();
      } else if (req.url === "/to-rebound-name") {
        res.writeHead(307, { location: `http://rebound.test:${inside.port}/cover.png` }).end();
      } else if (req.url === "/to-file") {
        res.writeHead(302, { location: "file:///etc/passwd" }).end();
      } else pngHandler(req, res);
    });
    const resolveHost = async () => [{ address: "127.0.0.2", family: 4 as const }];
    const opts = { isAllowedAddress: onlyFirstLoopbackIsPublic, resolveHost };

    expect((await refusal(`${outside.origin}/to-inside`, opts)).reason).toBe("refused_address");
    expect((await refusal(`${outside.origin}/to-rebound-name`, opts)).reason).toBe("refused_address");
    expect(inside.seen).toEqual([]);
    expect((await refusal(`${outside.origin}/to-file`, opts)).reason).toBe("invalid_url");

    const three = await fetchImageToTempFile(`${outside.origin}/hops/3`, options(opts));
    expect(three.url).toBe(`${outside.origin}/cover.png`);
    await three.dispose();
    const four = await refusal(`${outside.origin}/hops/4`, opts);
    expect(four).toMatchObject({ reason: "too_many_redirects", message: "it was redirected more than 3 times" });
  });

  it("counts the body while it streams: an endless body without a length is cut off at the limit", async () => {
    const chunk = Buffer.alloc(64 * 1024, 7);
    const endless = (res: http.ServerResponse) => {
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once("drain", more);
      };
      res.write(png.subarray(0, 16));
      more();
    };
    const local = await serve("127.0.0.1", (req, res) => {
      // Chunked: no length announced at all.
      res.writeHead(200, { "content-type": "image/png" });
      endless(res);
    });
    const started = Date.now();
    const error = await refusal(`${local.origin}/big.png`, { allowPrivateHosts: true, maxBytes: MB });
    expect(error).toMatchObject({ reason: "too_large", message: "it is larger than 1MB" });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(() => local.closed).toEqual([false]); // the client hung up mid-body

    // A raw server closing the connection to end its body (HTTP/1.0 style), also endless.
    const raw = net.createServer((socket) => {
      socket.on("error", () => {});
      socket.once("data", () => {
        socket.write("HTTP/1.1 200 OK\r\ncontent-type: image/png\r\nconnection: close\r\n\r\n");
        socket.write(png.subarray(0, 16));
        const more = () => {
          while (!socket.destroyed && socket.write(chunk));
          if (!socket.destroyed) socket.once("drain", more);
        };
        more();
      });
    });
    servers.push(raw);
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/big.png`;
    expect((await refusal(rawUrl, { allowPrivateHosts: true, maxBytes: MB })).reason).toBe("too_large");
  });

  it("refuses an announced length over the limit before reading, and never reads past a length that lies low", async () => {
    const local = await serve("127.0.0.1", (req, res) => {
      res.writeHead(200, { "content-type": "image/png", "content-length": 6 * MB });
      res.write(png.subarray(0, 16));
    });
    expect((await refusal(`${local.origin}/big.png`, { allowPrivateHosts: true })).reason).toBe("too_large");

    // A server announcing 100 bytes and sending 6 MB: the HTTP parser stops at the announced
    // length, so the count never has more than that to see.
    const liar = net.createServer((socket) => {
      socket.on("error", () => {});
      socket.once("data", () => {
        socket.write("HTTP/1.1 200 OK\r\ncontent-type: image/png\r\ncontent-length: 100\r\n\r\n");
        socket.write(Buffer.concat([png.subarray(0, 16), Buffer.alloc(6 * MB, 7)]));
      });
    });
    servers.push(liar);
    await new Promise<void>((resolve) => liar.listen(0, "127.0.0.1", resolve));
    const fetched = await fetchImageToTempFile(
      `http://127.0.0.1:${(liar.address() as AddressInfo).port}/c.png`,
      options({ allowPrivateHosts: true, maxBytes: MB }),
    );
    expect(fetched.sizeBytes).toBe(100);
    expect(fs.statSync(fetched.tempPath).size).toBe(100);
    await fetched.dispose();
  });

  it("refuses a body that is not a JPEG, PNG, WebP or GIF after its first bytes, whatever its type says", async () => {
    const local = await serve("127.0.0.1", (req, res) => {
      if (req.url === "/page.png") {
        res.writeHead(200, { "content-type": "image/png" });
        // An endless page: refused from its first bytes, not read to the limit.
        res.write("<!doctype html><html><body>" + "x".repeat(64 * 1024));
        return;
      }
      if (req.url === "/empty.png") return void res.writeHead(200, { "content-type": "image/png" }).end();
      if (req.url === "/svg") {
        res.writeHead(200, { "content-type": "image/svg+xml" });
        return void res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      }
      pngHandler(req, res);
    });
    const allow = { allowPrivateHosts: true };
    expect(await refusal(`${local.origin}/page.png`, allow)).toMatchObject({
      reason: "not_image",
      message: "it is not a JPEG, PNG, WebP or GIF image",
    });
    expect((await refusal(`${local.origin}/svg`, allow)).reason).toBe("not_image");
    expect((await refusal(`${local.origin}/empty.png`, allow)).reason).toBe("not_image");
    expect(await refusal(`${local.origin}/missing.png`, allow)).toMatchObject({
      reason: "http_status",
      message: "the server answered 404 Not Found",
      retryable: false,
    });
  });

  it("fetches only http and https addresses without credentials", async () => {
    for (const url of [
      "ftp://example.org/c.png",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:image/png;base64,iVBORw0KGgo=",
      "https://user:secret@example.org/c.png",
      "not a url",
    ]) {
      expect((await refusal(url)).reason, url).toBe("invalid_url");
    }
  });

  it("gives up when the server is too slow", async () => {
    const local = await serve("127.0.0.1", (req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(png.subarray(0, 20)); // and then nothing
    });
    const error = await refusal(`${local.origin}/slow.png`, { allowPrivateHosts: true, timeoutMs: 300 });
    expect(error).toMatchObject({ reason: "timeout", retryable: true });
  });
});
