import net from "node:net";

/**
 * The client's address from the socket's and the X-Forwarded-For header (ADR 032).
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so the chain
 * `[...forwarded, socket]` ends with the proxies nearest to us. With `hops` trusted proxies the
 * client is the entry `hops` places from the end; whatever lies further left was written by the
 * client itself and is never believed. An entry that is not an IP address (a forged or mangled
 * header) gives the socket's address, as does `hops` 0, the default.
 */
export function forwardedClientAddress(socket: string, forwardedFor: string | null | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socket);
  // Fewer entries than proxies: the request skipped some of them, and the furthest one known is
  // the best there is.
  const candidate = unbracket(chain[Math.max(0, chain.length - 1 - hops)]!);
  return net.isIP(candidate) ? candidate : socket;
}

/** "[2001:db8::1]" as some proxies write an IPv6 address, without its brackets. */
function unbracket(entry: string): string {
  return entry.startsWith("[") && entry.endsWith("]") ? entry.slice(1, -1) : entry;
}
