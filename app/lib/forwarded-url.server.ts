/**
 * The address the browser asked for, when the platform sits behind reverse proxies (ADR 051).
 *
 * Behind nginx with TLS, Node sees `http://<upstream host>/path`, while the browser's Origin is
 * `https://journals.example.org`. React Router refuses a page action whose Origin differs from the
 * request's URL, so every form failed behind TLS. With `hops` trusted proxies, the scheme and host
 * come from what the proxies wrote: `X-Forwarded-Proto` and `X-Forwarded-Host`, or else the
 * standard `Forwarded` header. The rule is the one for the client's address
 * (client-address.server.ts): each proxy appends its entry, so the entry written by the furthest
 * trusted proxy is `hops` places from the end; entries further left were written by the client and
 * are never believed. With `hops` 0 (no proxy) the headers are ignored: anyone could send them.
 */
export function forwardedUrl(url: string, headers: Headers, hops: number): string {
  if (hops <= 0) return url;
  const forwarded = headers.get("forwarded");
  const element = forwarded ? trustedEntry(splitList(forwarded), hops) : undefined;
  const params = element ? forwardedParams(element) : {};
  const proto = pick(headers.get("x-forwarded-proto"), hops) ?? params.proto;
  const host = pick(headers.get("x-forwarded-host"), hops) ?? params.host;
  const scheme = proto?.toLowerCase();
  const usableScheme = scheme === "http" || scheme === "https" ? scheme : undefined;
  const usableHost = host && HOST.test(host) ? host.toLowerCase() : undefined;
  if (!usableScheme && !usableHost) return url;
  const target = new URL(url);
  const rewritten = `${usableScheme ?? target.protocol.slice(0, -1)}://${usableHost ?? target.host}${target.pathname}${target.search}`;
  try {
    return new URL(rewritten).href;
  } catch {
    return url;
  }
}

/** `request` with the URL the browser asked for (the same request when nothing changes). */
export function forwardedRequest(request: Request, hops: number): Request {
  const url = forwardedUrl(request.url, request.headers, hops);
  if (url === request.url) return request;
  // The method first: reading a GET's body would make Node's request a web one for nothing.
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    redirect: request.redirect,
    // A streamed body (an upload) is passed on as it arrives.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else is a host. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The entry the furthest trusted proxy wrote; with fewer entries than proxies, the first. */
function trustedEntry(entries: string[], hops: number): string | undefined {
  return entries.length === 0 ? undefined : entries[Math.max(0, entries.length - hops)];
}

function pick(value: string | null, hops: number): string | undefined {
  return value ? trustedEntry(splitList(value), hops) : undefined;
}

/** `proto` and `host` of one `Forwarded` element (RFC 7239: `for=…;proto=https;host="a.example"`). */
function forwardedParams(element: string): { proto?: string; host?: string } {
  const params: { proto?: string; host?: string } = {};
  for (const pair of element.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim().toLowerCase();
    const raw = pair.slice(at + 1).trim();
    const value = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
    if (name === "proto" || name === "host") params[name] = value;
  }
  return params;
}
