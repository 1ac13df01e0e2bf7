// The platform's SSRF-safe fetch of any file (ADR 052, ADR 072: files an OJS export refers to by
// address), against real local servers. Private addresses are refused by default; the fake server
// on 127.0.0.1 is reached only where a test says so explicitly (`isAllowedAddress` standing in for
// a public host, or `allowPrivateHosts`, the option meant for tests only).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchToTempFile,
  isPublicAddress,
  OutboundFetchError,
  type OutboundFetchOptions,
} from "./outbound-fetch.server";

const MB = 1024 * 1024;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let dataDir: string;
const servers: net.Server[] = [];

async function listen(server: net.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw server that answers every request with `answer` (headers and body as they are written). */
function raw(answer: (socket: net.Socket) => void): net.Server {
  return net.createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => answer(socket));
  });
}

/** Writes `chunk` until the client hangs up. */
function endless(socket: net.Socket, chunk: Buffer): void {
  const more = () => {
    while (!socket.destroyed && socket.write(chunk));
    if (!socket.destroyed) socket.once("drain", more);
  };
  more();
}

let origin: string;
const asked: string[] = [];

/** Only the fake server's 127.0.0.1 stands for a public host; every other private address stays refused. */
const fakeServerIsPublic = (address: string) => address === "127.0.0.1" || isPublicAddress(address);

const options = (change: Partial<OutboundFetchOptions> = {}): OutboundFetchOptions => ({
  dataDir,
  maxBytes: MB,
  ...change,
});

async function refusal(url: string, change: Partial<OutboundFetchOptions> = {}): Promise<OutboundFetchError> {
  try {
    const fetched = await fetchToTempFile(url, options(change));
    await fetched.dispose();
  } catch (error) {
    if (error instanceof OutboundFetchError) return error;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbound-fetch-"));
  origin = await listen(
    http.createServer((req, res) => {
      asked.push(req.url ?? "");
      if (req.url === "/paper.pdf") res.writeHead(200, { "content-type": "application/pdf" }).end(PDF);
      else if (req.url === "/to-metadata")
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      else if (req.url === "/to-loopback") res.writeHead(301, { location: "http://[::1]/paper.pdf" }).end();
      else if (req.url === "/to-ten") res.writeHead(307, { location: "http://intranet.example/paper.pdf" }).end();
      else res.writeHead(404).end("not here");
    }),
  );
});
afterAll(async () => {
  for (const server of servers) server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the address rule, on by default", () => {
  it("refuses loopback, 10.x, 169.254.169.254 and [::1] without connecting", async () => {
    const before = asked.length;
    for (const url of [
      `${origin}/paper.pdf`,
      origin.replace("127.0.0.1", "localhost") + "/paper.pdf",
      "http://10.0.0.7/paper.pdf",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/paper.pdf",
      "http://[::ffff:10.0.0.1]/paper.pdf",
      "http://0.0.0.0/paper.pdf",
    ])
      expect((await refusal(url)).reason, url).toBe("refused_address");
    // A name that resolves to 10.x, or to a public and a private address.
    const resolveHost = async (name: string) =>
      name === "both.example"
        ? [
            { address: "93.184.216.34", family: 4 as const },
            { address: "10.1.2.3", family: 4 as const },
          ]
        : [{ address: "10.1.2.3", family: 4 as const }];
    expect((await refusal("http://intranet.example/paper.pdf", { resolveHost })).reason).toBe("refused_address");
    expect((await refusal("http://both.example/paper.pdf", { resolveHost })).reason).toBe("refused_address");
    expect(asked.length).toBe(before);
  });

  it("checks every redirect's target again: one to a private address is refused", async () => {
    const resolveHost = async () => [{ address: "10.0.0.9", family: 4 as const }];
    for (const from of ["/to-metadata", "/to-loopback", "/to-ten"])
      expect(
        (await refusal(`${origin}${from}`, { isAllowedAddress: fakeServerIsPublic, resolveHost })).reason,
        from,
      ).toBe("refused_address");
  });

  it("fetches from the fake server only when the test allows its address", async () => {
    const fetched = await fetchToTempFile(`${origin}/paper.pdf`, options({ isAllowedAddress: fakeServerIsPublic }));
    expect(fs.readFileSync(fetched.tempPath)).toEqual(PDF);
    expect([fetched.sizeBytes, fetched.contentType]).toEqual([PDF.length, "application/pdf"]);
    await fetched.dispose();
    expect(fs.existsSync(fetched.tempPath)).toBe(false);
    expect((await refusal(`${origin}/missing.pdf`, { allowPrivateHosts: true })).message).toBe(
      "the server answered 404 Not Found",
    );
  });
});

describe("the byte cap", () => {
  it("cuts an endless body off at the cap, and a Content-Length that lies either way changes nothing", async () => {
    const chunk = Buffer.alloc(64 * 1024, 7);
    const allowed = { isAllowedAddress: fakeServerIsPublic, maxBytes: MB };
    // Endless, no length, ended by closing.
    const noLength = await listen(
      raw((s) => {
        s.write("HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\nconnection: close\r\n\r\n");
        endless(s, chunk);
      }),
    );
    expect((await refusal(`${noLength}/a.pdf`, allowed)).reason).toBe("too_large");
    // Announces 1 KB, sends without end: never more than the announced bytes are read.
    const lowLiar = await listen(
      raw((s) => {
        s.write("HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: 1024\r\n\r\n");
        endless(s, chunk);
      }),
    );
    const fetched = await fetchToTempFile(`${lowLiar}/b.pdf`, options(allowed));
    expect([fetched.sizeBytes, fs.statSync(fetched.tempPath).size]).toEqual([1024, 1024]);
    await fetched.dispose();
    // Announces more than the cap: refused before reading.
    const highLiar = await listen(
      raw((s) => {
        s.write(`HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: ${2 * MB}\r\n\r\n`);
        s.write(PDF);
      }),
    );
    expect((await refusal(`${highLiar}/c.pdf`, allowed)).reason).toBe("too_large");
    // Announces a small length and then a chunked body over the cap (two framings): refused or cut.
    const mixed = await listen(
      raw((s) => {
        s.write(
          "HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: 10\r\ntransfer-encoding: chunked\r\n\r\n",
        );
        endless(s, Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 7), Buffer.from("\r\n")]));
      }),
    );
    const error = await refusal(`${mixed}/d.pdf`, allowed);
    expect(["too_large", "unreachable"]).toContain(error.reason);
    expect(fs.readdirSync(path.join(dataDir, "tmp", "uploads"))).toEqual([]);
  });

  it("gives up at the deadline when the body trickles", async () => {
    const slow = await listen(
      raw((s) => {
        s.write("HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: 100000\r\n\r\n%PDF");
      }),
    );
    const error = await refusal(`${slow}/e.pdf`, { isAllowedAddress: fakeServerIsPublic, timeoutMs: 300 });
    expect(error.reason).toBe("timeout");
  });
});
