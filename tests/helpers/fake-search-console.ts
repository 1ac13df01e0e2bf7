// A local Google for tests, speaking what the platform's Search Console client uses: the OAuth 2.0
// token endpoint with the JWT bearer grant (RFC 7523; the assertion's RS256 signature is checked
// against the service account's public key, as are its issuer, audience, scope and lifetime), and
// searchanalytics.query (POST /webmasters/v3/sites/{siteUrl}/searchAnalytics/query with dimensions
// date and page, paged by rowLimit and startRow; a bearer token required). Plain http on 127.0.0.1.
import crypto from "node:crypto";
import http from "node:http";
import type net from "node:net";

export type FakeSearchRow = {
  keys: [string, string];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};

export type FakeSearchConsole = {
  url: string;
  tokenUrl: string;
  /** A service account key file for the fake (its private key is known to the fake as a public key). */
  keyFile: string;
  /** The property whose data the fake holds (others answer 403, as Google does without access). */
  siteUrl: string;
  rows: FakeSearchRow[];
  /** Query bodies received, in order. */
  queries: { startDate: string; endDate: string; dimensions: string[]; rowLimit: number; startRow: number }[];
  tokensIssued: number;
  close: () => Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
};

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSearchConsole(
  opts: { siteUrl?: string; port?: number } = {},
): Promise<FakeSearchConsole> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clientEmail = "analytics@scholarly-press-test.iam.gserviceaccount.com";
  const tokens = new Set<string>();
  const fake = {
    siteUrl: opts.siteUrl ?? "https://journals.test/",
    rows: [] as FakeSearchRow[],
    queries: [] as FakeSearchConsole["queries"],
    tokensIssued: 0,
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = await readBody(req);
      if (req.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(body);
        if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") {
          return json(res, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type" });
        }
        const [header, claims, signature] = (form.get("assertion") ?? "").split(".");
        const signed = header && claims && signature;
        const valid =
          signed &&
          crypto.verify(
            "RSA-SHA256",
            Buffer.from(`${header}.${claims}`),
            publicKey,
            Buffer.from(signature, "base64url"),
          );
        if (!valid) return json(res, 400, { error: "invalid_grant", error_description: "Invalid JWT Signature." });
        const h = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
        const c = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
        const now = Math.floor(Date.now() / 1000);
        if (
          h.alg !== "RS256" ||
          c.iss !== clientEmail ||
          c.aud !== `${tokenBase()}/token` ||
          c.scope !== "https://www.googleapis.com/auth/webmasters.readonly" ||
          typeof c.iat !== "number" ||
          typeof c.exp !== "number" ||
          c.exp <= now ||
          c.exp - c.iat > 3600
        ) {
          return json(res, 400, { error: "invalid_grant", error_description: "Invalid JWT claims." });
        }
        const token = `ya29.fake-${crypto.randomBytes(12).toString("hex")}`;
        tokens.add(token);
        fake.tokensIssued++;
        return json(res, 200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
      }
      const m = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
      if (req.method === "POST" && m) {
        const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
        if (!tokens.has(token)) {
          return json(res, 401, {
            error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" },
          });
        }
        if (decodeURIComponent(m[1]!) !== fake.siteUrl) {
          return json(res, 403, {
            error: {
              code: 403,
              message: "User does not have sufficient permission for site.",
              status: "PERMISSION_DENIED",
            },
          });
        }
        const q = JSON.parse(body) as FakeSearchConsole["queries"][number];
        fake.queries.push(q);
        if (q.rowLimit < 1 || q.rowLimit > 25000) {
          return json(res, 400, {
            error: { code: 400, message: "rowLimit must be between 1 and 25000", status: "INVALID_ARGUMENT" },
          });
        }
        const matching = fake.rows.filter((r) => r.keys[0] >= q.startDate && r.keys[0] <= q.endDate);
        const page = matching.slice(q.startRow ?? 0, (q.startRow ?? 0) + q.rowLimit);
        return json(
          res,
          200,
          page.length > 0 ? { rows: page, responseAggregationType: "byPage" } : { responseAggregationType: "byPage" },
        );
      }
      json(res, 404, { error: { code: 404, message: "Not found" } });
    })().catch(() => json(res, 500, { error: { code: 500, message: "fake failed" } }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const tokenBase = () => `http://127.0.0.1:${port}`;
  const keyFile = JSON.stringify({
    type: "service_account",
    project_id: "scholarly-press-test",
    private_key_id: "fake",
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    client_email: clientEmail,
    token_uri: `${tokenBase()}/token`,
  });
  return Object.assign(fake, {
    url: tokenBase(),
    tokenUrl: `${tokenBase()}/token`,
    keyFile,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
