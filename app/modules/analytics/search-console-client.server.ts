// Google's Search Analytics API with a service account: a JWT signed with the account's RSA key
// (RS256, node:crypto) is exchanged at the OAuth token endpoint for an access token
// (grant type jwt-bearer, RFC 7523), then searchanalytics.query is called with the dimensions date
// and page, page by page (rowLimit, startRow) until a short page.
import crypto from "node:crypto";

export const SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";
export const QUERY_ROW_LIMIT = 25_000;
const TIMEOUT_MS = 60_000;
/** A runaway answer (an API that never returns a short page) stops here. */
const MAX_PAGES = 400;

export type ServiceAccountKey = { client_email: string; private_key: string };
export type SearchConsoleEndpoints = { tokenUrl: string; apiUrl: string };
export type SearchRow = { day: string; page: string; clicks: number; impressions: number; position: number | null };

export class SearchConsoleError extends Error {}

/** The service account key file's fields, or an error naming what is missing. */
export function parseServiceAccountKey(json: string): ServiceAccountKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new SearchConsoleError("The key is not JSON: paste the service account's key file as it is.");
  }
  const key = parsed as Partial<ServiceAccountKey> | null;
  if (
    !key ||
    typeof key.client_email !== "string" ||
    typeof key.private_key !== "string" ||
    !key.private_key.includes("PRIVATE KEY")
  ) {
    throw new SearchConsoleError("The key must be a service account key file with client_email and private_key.");
  }
  try {
    crypto.createPrivateKey(key.private_key);
  } catch {
    throw new SearchConsoleError("The key's private_key is not a readable RSA private key.");
  }
  return { client_email: key.client_email, private_key: key.private_key };
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** The signed assertion (RS256) that asks for a token for the read-only Search Console scope. */
export function signAssertion(key: ServiceAccountKey, audience: string, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = b64url(
    JSON.stringify({ iss: key.client_email, scope: SEARCH_CONSOLE_SCOPE, aud: audience, iat, exp: iat + 3600 }),
  );
  const signature = crypto.sign("RSA-SHA256", Buffer.from(`${header}.${claims}`), key.private_key);
  return `${header}.${claims}.${b64url(signature)}`;
}

async function call(url: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new SearchConsoleError(`${what} could not be reached: ${cause?.code ?? String(error)}`);
  }
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok) {
    const e = body as { error?: string | { message?: string }; error_description?: string } | null;
    const detail =
      (typeof e?.error === "object" ? e.error?.message : undefined) ??
      e?.error_description ??
      (typeof e?.error === "string" ? e.error : undefined) ??
      text.slice(0, 200);
    throw new SearchConsoleError(`${what} answered ${response.status}: ${detail}`);
  }
  return body;
}

/** An access token for the key (the OAuth 2.0 token endpoint, jwt-bearer grant). */
export async function fetchAccessToken(key: ServiceAccountKey, endpoints: SearchConsoleEndpoints): Promise<string> {
  const body = (await call(
    endpoints.tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: signAssertion(key, endpoints.tokenUrl),
      }),
    },
    "The token endpoint",
  )) as { access_token?: unknown } | null;
  if (typeof body?.access_token !== "string") throw new SearchConsoleError("The token endpoint gave no access token.");
  return body.access_token;
}

/** Every row (date, page) of the property between two days, inclusive. */
export async function querySearchAnalytics(
  endpoints: SearchConsoleEndpoints,
  token: string,
  siteUrl: string,
  range: { startDate: string; endDate: string },
  rowLimit = QUERY_ROW_LIMIT,
): Promise<SearchRow[]> {
  const url = `${endpoints.apiUrl.replace(/\/+$/, "")}/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
  const rows: SearchRow[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = (await call(
      url,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ ...range, dimensions: ["date", "page"], rowLimit, startRow: page * rowLimit }),
      },
      "The Search Analytics API",
    )) as { rows?: { keys?: unknown[]; clicks?: number; impressions?: number; position?: number }[] } | null;
    const got = body?.rows ?? [];
    for (const r of got) {
      const [day, pageUrl] = r.keys ?? [];
      if (typeof day !== "string" || typeof pageUrl !== "string") continue;
      rows.push({
        day,
        page: pageUrl,
        clicks: Math.max(0, Math.round(Number(r.clicks) || 0)),
        impressions: Math.max(0, Math.round(Number(r.impressions) || 0)),
        position: Number.isFinite(r.position) ? r.position! : null,
      });
    }
    if (got.length < rowLimit) return rows;
  }
  throw new SearchConsoleError("The Search Analytics API kept sending rows: stopped.");
}
