import { describe, expect, it } from "vitest";
import { hasSignedInMarker } from "./signed-in-marker";
import { markerCookie, markerFollowing } from "./signed-in-marker.server";

describe("the signed-in marker", () => {
  it("is read from a Cookie string, only with the value 1", () => {
    expect(hasSignedInMarker("a=b; sp.signed_in=1")).toBe(true);
    expect(hasSignedInMarker("sp.signed_in=")).toBe(false);
    expect(hasSignedInMarker("xsp.signed_in=1")).toBe(false);
    expect(hasSignedInMarker("")).toBe(false);
    expect(hasSignedInMarker(undefined)).toBe(false);
  });

  it("follows a session cookie that is set, for as long, readable by scripts", () => {
    const marker = markerFollowing(["sp.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax"], false);
    expect(marker).toBe("sp.signed_in=1; Path=/; Max-Age=604800; SameSite=Lax");
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(markerFollowing(["__Secure-sp.session_token=abc; Path=/; HttpOnly; Secure"], true)).toBe(
      "sp.signed_in=1; Path=/; SameSite=Lax; Secure",
    );
  });

  it("is removed with the session cookie", () => {
    expect(markerFollowing(["sp.session_token=; Max-Age=0; Path=/"], false)).toBe(
      "sp.signed_in=; Path=/; Max-Age=0; SameSite=Lax",
    );
    expect(markerFollowing(["sp.session_token=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/"], false)).toBe(
      markerCookie(0, false),
    );
  });

  it("adds nothing for other cookies, or when the response sets the marker itself", () => {
    expect(markerFollowing(["sp.session_data=xyz; Path=/", "sidebar_state=true"], false)).toBeNull();
    expect(markerFollowing(["sp.session_token=abc; Path=/", markerCookie(0, false)], false)).toBeNull();
  });
});
