import { describe, expect, it } from "vitest";
import { parseConferenceListQuery } from "./conferences.schemas";

const parse = (qs: string) => parseConferenceListQuery(new URLSearchParams(qs));

describe("conference listing filters from the URL", () => {
  it("reads search, type, status and page", () => {
    expect(parse("q=%20pharma%20&type=workshop&status=live&page=3")).toEqual({
      q: "pharma",
      type: "workshop",
      status: "live",
      page: 3,
    });
  });

  it("treats empty values and 'all' as no filter", () => {
    expect(parse("q=&type=all&status=all")).toEqual({ q: undefined, type: undefined, status: undefined, page: 1 });
  });

  it("drops values it does not know instead of failing", () => {
    expect(parse("type=party&status=ongoing&page=-2")).toEqual({
      q: undefined,
      type: undefined,
      status: undefined,
      page: 1,
    });
    expect(parse("page=abc").page).toBe(1);
  });

  it("cuts an over-long search", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(200);
  });
});
