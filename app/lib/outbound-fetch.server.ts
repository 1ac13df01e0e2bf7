// Fetches a file from an address someone gave into a temp file, so that it is checked and stored
// like an upload (ADR 052: covers given by URL; ADR 072: files an OJS export refers to by address).
// A server-side fetch of a user-given address is an SSRF surface, so:
// - only http:// and https:// addresses, without user name or password;
// - the host's addresses (all of them, dns.lookup all:true) must be public unicast: loopback,
//   private, link-local, unique-local, multicast, unspecified, carrier-grade NAT and documentation
//   ranges are refused, IPv4 and IPv6 (with IPv4 embedded in IPv6 checked as IPv4);
// - the connection goes to the checked addresses (the request's `lookup` hook answers with them),
//   so a second DNS answer (rebinding) cannot switch it to another address;
// - at most `maxRedirects` redirects, each target checked the same way;
// - one deadline for the whole fetch (redirects included);
// - the body is counted while it streams and cut off past `maxBytes` (a Content-Length is only
//   used to refuse early, never trusted as the count), and the caller may judge its first bytes
//   (`checkHead`: an image's signature) before the rest is read.
// `allowPrivateHosts` (for tests against a local server only) lifts the address rule alone.
import dns from "node:dns";
import fs from "node:fs";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createTempUploadPath } from "~/modules/submission-files/upload-temp.server";

export const OUTBOUND_FETCH_TIMEOUT_MS = 10_000;
export const OUTBOUND_FETCH_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type OutboundFetchFailure =
  | "invalid_url"
  | "refused_address"
  | "unknown_host"
  | "unreachable"
  | "insecure"
  | "timeout"
  | "http_status"
  | "too_many_redirects"
  | "too_large"
  | "empty"
  | "not_image";

/**
 * Why a fetch failed; `message` completes "... could not be fetched: ...". `retryable`: the same
 * fetch may work later (a timeout, a 503), unlike a refused address or a body of the wrong kind.
 */
export class OutboundFetchError extends Error {
  constructor(
    readonly reason: OutboundFetchFailure,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address of a host name (dns.lookup with all:true by default; tests may give their own). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundFetchOptions = {
  /** Where the temp file goes (DATA_DIR; under tmp/uploads, swept after a crash). */
  dataDir: string;
  /** The most bytes the body may have. */
  maxBytes: number;
  /** Lift the address rule (tests against a local server only). Default false. */
  allowPrivateHosts?: boolean;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Aborts the fetch (a stopping job worker). */
  signal?: AbortSignal;
  resolveHost?: ResolveHost;
  /** Which resolved addresses may be connected to. Default: public ones (all with allowPrivateHosts). */
  isAllowedAddress?: (address: string) => boolean;
  userAgent?: string;
  /** The request's Accept header. */
  accept?: string;
  /**
   * Judges the body's first `bytes` bytes (fewer when the body is shorter, none when empty) as soon
   * as they arrived: an error refuses the body before the rest is read. Without it, an empty body
   * is refused.
   */
  checkHead?: { bytes: number; check: (head: Buffer) => OutboundFetchError | null };
};

export type FetchedFile = {
  tempPath: string;
  sizeBytes: number;
  /** The first bytes (as many as checkHead asked for, else up to 64 KiB). */
  head: Buffer;
  /** The address the file came from after redirects. */
  url: string;
  /** The server's Content-Type, for what it claims (the content decides). */
  contentType: string | null;
  dispose: () => Promise<void>;
};

const HEAD_KEPT = 64 * 1024;

// --- Which addresses are public.

/** IPv4 ranges that are not public unicast (RFC 6890 and the IANA special-purpose registry). */
const IPV4_REFUSED: readonly [string, number][] = [
  ["0.0.0.0", 8], // this network, unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (shared address space)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

function ipv4Number(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const IPV4_REFUSED_RANGES = IPV4_REFUSED.map(([base, bits]) => ({ base: ipv4Number(base)!, bits }));

function isPublicIpv4Number(n: number): boolean {
  return !IPV4_REFUSED_RANGES.some(({ base, bits }) => Math.floor(n / 2 ** (32 - bits)) === base / 2 ** (32 - bits));
}

/** The eight 16-bit groups of an IPv6 address (a zone and an embedded IPv4 allowed); null if it is none. */
export function ipv6Groups(ip: string): number[] | null {
  let s = ip.toLowerCase();
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  const lastColon = s.lastIndexOf(":");
  if (lastColon < 0) return null;
  const last = s.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = ipv4Number(last);
    if (v4 === null) return null;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const side = (text: string | undefined) => (text ? text.split(":") : []);
  const head = side(halves[0]);
  const tail = side(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function isPublicIpv6(groups: number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const embeddedV4 = g6 * 65536 + g7;
  const zeroTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address is the one reached.
  if (zeroTo(5) && g5 === 0xffff) return isPublicIpv4Number(embeddedV4);
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  if (zeroTo(6)) return false;
  // 64:ff9b::/96, the well-known NAT64 prefix: the IPv4 address behind it decides.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIpv4Number(embeddedV4);
  }
  // Only global unicast (2000::/3): refuses link-local fe80::/10, unique-local fc00::/7,
  // multicast ff00::/8, site-local fec0::/10, local-use NAT64 64:ff9b:1::/48, discard 100::/64.
  if ((g0 & 0xe000) !== 0x2000) return false;
  // IETF protocol assignments (Teredo 2001::/32 among them) and documentation 2001:db8::/32, 3fff::/20.
  if (g0 === 0x2001 && (g1 < 0x200 || g1 === 0xdb8)) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  // 2002::/16 (6to4) carries an IPv4 address in its next 32 bits.
  if (g0 === 0x2002) return isPublicIpv4Number(g1 * 65536 + g2);
  return true;
}

/** Whether an IP address is public unicast, one a fetch may connect to. Anything not an IP: false. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address.split("%")[0]!);
  if (family === 4) return isPublicIpv4Number(ipv4Number(address)!);
  if (family === 6) {
    const groups = ipv6Groups(address);
    return groups !== null && isPublicIpv6(groups);
  }
  return false;
}

// --- The fetch.

const defaultResolve: ResolveHost = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundFetchError("invalid_url", "it is not a valid address");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname || url.username || url.password) {
    throw new OutboundFetchError("invalid_url", "only http:// and https:// addresses can be fetched");
  }
  return url;
}

/** The URL's host as dns and net take it (IPv6 literals without their brackets). */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Fails when `signal` aborts, whatever `work` does meanwhile (dns.lookup cannot be cancelled). */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (v) => (signal.removeEventListener("abort", onAbort), resolve(v)),
      (e) => (signal.removeEventListener("abort", onAbort), reject(e)),
    );
  });
}

async function checkedAddresses(
  url: URL,
  resolve: ResolveHost,
  allowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  const host = bareHost(url);
  const literal = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await raceAbort(resolve(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      throw new OutboundFetchError("unknown_host", `the host ${host} could not be found`, code === "EAI_AGAIN");
    }
    if (addresses.length === 0) throw new OutboundFetchError("unknown_host", `the host ${host} could not be found`);
  }
  // Every address must pass: a host answering with one public and one private address is refused
  // rather than trusted to connect to the right one.
  if (!addresses.every((a) => allowed(a.address))) {
    throw new OutboundFetchError(
      "refused_address",
      `its host ${host} is a private, local or reserved network address, which is not fetched`,
    );
  }
  return addresses;
}

/** A `lookup` for net.connect that answers with the already checked addresses, whatever is asked. */
function pinnedLookup(addresses: ResolvedAddress[]): net.LookupFunction {
  return ((_hostname: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all;
    if (all)
      cb(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else cb(null, addresses[0]!.address, addresses[0]!.family);
  }) as net.LookupFunction;
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : "";
}

function requestOnce(
  url: URL,
  addresses: ResolvedAddress[],
  signal: AbortSignal,
  userAgent: string,
  accept: string,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: bareHost(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: {
          "user-agent": userAgent,
          accept,
          "accept-encoding": "identity",
        },
        lookup: pinnedLookup(addresses),
        // A fresh connection per request: no pooled socket to an address checked for another host.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on("error", (error) => {
      if (signal.aborted) return reject(signal.reason);
      const code = errorCode(error);
      if (/CERT|SSL|TLS|SELF_SIGNED|ERR_TLS/i.test(code)) {
        reject(new OutboundFetchError("insecure", `its secure connection could not be verified (${code})`));
      } else {
        reject(
          new OutboundFetchError("unreachable", `the server could not be reached${code ? ` (${code})` : ""}`, true),
        );
      }
    });
    request.end();
  });
}

function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb}MB` : `${bytes} bytes`;
}

async function saveBody(
  response: IncomingMessage,
  opts: {
    dataDir: string;
    maxBytes: number;
    signal: AbortSignal;
    url: URL;
    checkHead: OutboundFetchOptions["checkHead"];
  },
): Promise<FetchedFile> {
  const tooLarge = () => new OutboundFetchError("too_large", `it is larger than ${sizeLabel(opts.maxBytes)}`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > opts.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const headBytes = opts.checkHead?.bytes ?? HEAD_KEPT;
  const tempPath = await createTempUploadPath(opts.dataDir);
  const dispose = () => fs.promises.rm(tempPath, { force: true });
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  let judged = false;
  const judge = () => {
    judged = true;
    const refusal = opts.checkHead?.check(head);
    if (refusal) throw refusal;
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        sizeBytes += chunk.length;
        if (sizeBytes > opts.maxBytes) throw tooLarge();
        if (head.length < headBytes) {
          head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
          if (head.length >= headBytes) judge();
        }
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        if (!judged) judge();
        if (sizeBytes === 0 && !opts.checkHead)
          throw new OutboundFetchError("empty", "the server sent an empty answer");
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  try {
    await pipeline(response, counter, fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 }), {
      signal: opts.signal,
    });
  } catch (error) {
    response.destroy();
    await dispose();
    if (error instanceof OutboundFetchError || opts.signal.aborted) throw error;
    const code = errorCode(error);
    if (code && code !== "ERR_STREAM_PREMATURE_CLOSE" && code !== "ECONNRESET" && /^E[A-Z]+$/.test(code)) {
      throw error; // the disk, not the remote server
    }
    throw new OutboundFetchError("unreachable", "the transfer was interrupted", true);
  }
  const contentType = response.headers["content-type"] ?? null;
  return { tempPath, sizeBytes, head, url: opts.url.href, contentType, dispose };
}

/**
 * Fetches the file at `address` into a temp file under the rules above. Throws an
 * OutboundFetchError saying why it could not; the caller owns the temp file (`dispose()`).
 */
export async function fetchToTempFile(address: string, opts: OutboundFetchOptions): Promise<FetchedFile> {
  const timeoutMs = opts.timeoutMs ?? OUTBOUND_FETCH_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? OUTBOUND_FETCH_MAX_REDIRECTS;
  const resolve = opts.resolveHost ?? defaultResolve;
  const allowed = opts.isAllowedAddress ?? (opts.allowPrivateHosts ? () => true : isPublicAddress);
  const userAgent = opts.userAgent ?? "ScholarlyPress-Fetcher/1.0";
  const accept = opts.accept ?? "*/*";
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;
  let url = parseHttpUrl(address);
  try {
    for (let redirects = 0; ; redirects++) {
      const addresses = await checkedAddresses(url, resolve, allowed, signal);
      const response = await requestOnce(url, addresses, signal, userAgent, accept);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new OutboundFetchError("http_status", `the server answered ${status} without a location`);
        if (redirects >= maxRedirects) {
          throw new OutboundFetchError("too_many_redirects", `it was redirected more than ${maxRedirects} times`);
        }
        url = parseHttpUrl(new URL(location, url).href);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        const name = http.STATUS_CODES[status];
        throw new OutboundFetchError(
          "http_status",
          `the server answered ${status}${name ? ` ${name}` : ""}`,
          status === 408 || status === 429 || status >= 500,
        );
      }
      return await saveBody(response, {
        dataDir: opts.dataDir,
        maxBytes: opts.maxBytes,
        signal,
        url,
        checkHead: opts.checkHead,
      });
    }
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    if (deadline.aborted) {
      throw new OutboundFetchError("timeout", `it did not arrive within ${Math.round(timeoutMs / 1000)} seconds`, true);
    }
    throw error;
  }
}
