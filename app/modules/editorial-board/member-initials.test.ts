import { describe, expect, it } from "vitest";
import { memberInitials } from "./member-initials";

describe("memberInitials", () => {
  it("takes the first and last name, ignoring honorifics", () => {
    expect(memberInitials("Prof. Dr. Ana María López")).toBe("AL");
    expect(memberInitials("Dr. Arjun Mehta")).toBe("AM");
  });

  it("handles single names and blanks", () => {
    expect(memberInitials("Plato")).toBe("P");
    expect(memberInitials("  ")).toBe("?");
  });
});
