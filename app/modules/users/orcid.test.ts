import { describe, expect, it } from "vitest";
import { ORCID_CHECKSUM_MESSAGE, ORCID_FORMAT_MESSAGE, orcidCheckDigit, parseOrcid } from "./orcid";

describe("ORCID iDs", () => {
  it("computes the ISO 7064 MOD 11-2 check digit, X standing for 10", () => {
    expect(orcidCheckDigit("000000021825009")).toBe("7");
    expect(orcidCheckDigit("000000021694233")).toBe("X");
  });

  it("accepts the bare iD, without hyphens, with a lower-case x or as an orcid.org URL, and stores the bare iD", () => {
    for (const input of [
      "0000-0002-1825-0097",
      " 0000000218250097 ",
      "https://orcid.org/0000-0002-1825-0097",
      "orcid.org/0000-0002-1825-0097",
    ]) {
      expect(parseOrcid(input)).toEqual({ ok: true, orcid: "0000-0002-1825-0097" });
    }
    expect(parseOrcid("0000-0002-1694-233x")).toEqual({ ok: true, orcid: "0000-0002-1694-233X" });
  });

  it("refuses a wrong check digit and a wrong format", () => {
    expect(parseOrcid("0000-0002-1825-0098")).toEqual({ ok: false, message: ORCID_CHECKSUM_MESSAGE });
    expect(parseOrcid("0000-0002-1825")).toEqual({ ok: false, message: ORCID_FORMAT_MESSAGE });
    expect(parseOrcid("0000-0002-1825-009Y")).toEqual({ ok: false, message: ORCID_FORMAT_MESSAGE });
    expect(parseOrcid("https://example.org/0000-0002-1825-0097")).toEqual({ ok: false, message: ORCID_FORMAT_MESSAGE });
  });
});
