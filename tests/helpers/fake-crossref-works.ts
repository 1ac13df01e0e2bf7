// A local Crossref REST API for tests, answering GET /works/{doi} as api.crossref.org does:
// {"status":"ok","message-type":"work","message-version":"1.0.0","message":{…}} for a registered
// DOI, a plain-text 404 'Resource not found.' for any other. Works are registered by the test
// (`register`); DOIs are matched case-insensitively, as Crossref does. Plain http on 127.0.0.1
// (the deposit side of Crossref is fake-crossref.ts).
import http from "node:http";
import type net from "node:net";
import type { CrossrefWork } from "~/modules/pdf-metadata/crossref-work";

export type FakeCrossrefWorks = {
  /** The base URL to set as CROSSREF_API_URL. */
  url: string;
  /** Registers the work Crossref answers for its DOI. */
  register: (work: CrossrefWork & { DOI: string }) => void;
  /** Every request received: path with query and User-Agent. */
  requests: { path: string; userAgent: string }[];
  /** The next n requests are answered 503 (Crossref unavailable). */
  failNext: (n: number) => void;
  close: () => Promise<void>;
};

export async function startFakeCrossrefWorks(): Promise<FakeCrossrefWorks> {
  const works = new Map<string, CrossrefWork>();
  const requests: FakeCrossrefWorks["requests"] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ path: `${url.pathname}${url.search}`, userAgent: req.headers["user-agent"] ?? "" });
    if (failing > 0) {
      failing--;
      res.writeHead(503, { "content-type": "text/plain" });
      return res.end("Service Unavailable");
    }
    const match = /^\/works\/(.+)$/.exec(url.pathname);
    if (req.method !== "GET" || !match) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("Resource not found.");
    }
    const work = works.get(decodeURIComponent(match[1]!).toLowerCase());
    if (!work) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("Resource not found.");
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: "ok", "message-type": "work", "message-version": "1.0.0", message: work }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    register: (work) => works.set(work.DOI.toLowerCase(), work),
    requests,
    failNext: (n) => {
      failing = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
