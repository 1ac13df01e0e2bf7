import { describe, expect, it } from "vitest";
import { normalizeClientAddress, retryAfterSeconds } from "./rate-limit.server";

describe("client addresses as rate-limit keys", () => {
  it("keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one", () => {
    expect(normalizeClientAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeClientAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    expect(normalizeClientAddress("2001:db8:0:1::a")).toBe("2001:db8:0:1::/64");
    expect(normalizeClientAddress("2001:0DB8:0000:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(normalizeClientAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeClientAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normalizeClientAddress("::1")).toBe("0:0:0:0::/64");
    expect(normalizeClientAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(normalizeClientAddress("2001:db8:1:2:3:4:5:6")).not.toBe(normalizeClientAddress("2001:db8:1:3:3:4:5:6"));
  });

  it("leaves anything else as it is", () => {
    expect(normalizeClientAddress("unknown")).toBe("unknown");
  });

  it("says Retry-After in whole seconds, at least one", () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1_001)).toBe(2);
  });
});
