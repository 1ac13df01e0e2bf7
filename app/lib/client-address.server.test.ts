import { describe, expect, it } from "vitest";
import { forwardedClientAddress } from "./client-address.server";

describe("forwardedClientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever the header says", () => {
    expect(forwardedClientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
  });

  it("behind one proxy, is the address that proxy appended, not what the client wrote before it", () => {
    expect(forwardedClientAddress("127.0.0.1", "198.51.100.1", 1)).toBe("198.51.100.1");
    // The client forged an entry; nginx appended the real address after it.
    expect(forwardedClientAddress("127.0.0.1", "10.0.0.1, 198.51.100.1", 1)).toBe("198.51.100.1");
  });

  it("behind two proxies, counts two places from the end", () => {
    expect(forwardedClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.1", 2)).toBe("198.51.100.1");
  });

  it("reads IPv6 entries, bracketed or not", () => {
    expect(forwardedClientAddress("::1", "2001:db8::7", 1)).toBe("2001:db8::7");
    expect(forwardedClientAddress("::1", "[2001:db8::7]", 1)).toBe("2001:db8::7");
  });

  it("falls back to the socket on a missing header or an entry that is not an address", () => {
    expect(forwardedClientAddress("127.0.0.1", undefined, 1)).toBe("127.0.0.1");
    expect(forwardedClientAddress("127.0.0.1", "", 1)).toBe("127.0.0.1");
    expect(forwardedClientAddress("127.0.0.1", "unknown", 1)).toBe("127.0.0.1");
    expect(forwardedClientAddress("127.0.0.1", "198.51.100.1<script>", 1)).toBe("127.0.0.1");
  });

  it("takes the furthest entry known when the request passed fewer proxies than configured", () => {
    expect(forwardedClientAddress("10.0.0.2", "198.51.100.1", 3)).toBe("198.51.100.1");
  });
});
