import { describe, expect, it } from "vitest";
import { authPath, safeRedirectPath } from "./redirects";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("/dashboard/submissions?status=submitted#top")).toBe(
      "/dashboard/submissions?status=submitted#top",
    );
  });

  it("refuses other hosts, protocol-relative and backslash tricks, and the sign-in page", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "/auth",
      "/auth?tab=signup",
      "/api/auth/sign-out",
      "/path\nwith-newline",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe("/");
    }
    expect(safeRedirectPath("//evil", "/home")).toBe("/home");
  });
});

describe("authPath", () => {
  it("brings the visitor back after signing in", () => {
    expect(authPath("/dashboard?x=1")).toBe("/auth?redirectTo=%2Fdashboard%3Fx%3D1");
    expect(authPath("/")).toBe("/auth");
    expect(authPath("https://evil.example")).toBe("/auth");
    expect(authPath()).toBe("/auth");
  });
});
