import { describe, expect, it } from "vitest";
import { nextUtcHour } from "~/lib/next-utc-hour";
import { fetchCitationsSchema } from "../external-citations.schemas";
import { dateOf, normalizeDoi, retryAfterMs } from "./source-http.server";

describe("the citation sources' helpers", () => {
  it("writes a DOI one way whatever the source wrote", () => {
    expect(normalizeDoi("https://doi.org/10.1000/ABC.1")).toBe("10.1000/abc.1");
    expect(normalizeDoi("doi:10.1000/x")).toBe("10.1000/x");
    expect(normalizeDoi("http://dx.doi.org/10.1000/x")).toBe("10.1000/x");
    expect(normalizeDoi("not a doi")).toBeNull();
    expect(normalizeDoi(undefined)).toBeNull();
  });

  it("makes a date of a year alone, and none of a nonsense year", () => {
    expect(dateOf(2024)).toBe("2024-01-01");
    expect(dateOf(2024, 3, 5)).toBe("2024-03-05");
    expect(dateOf(2024, 13, 40)).toBe("2024-01-01");
    expect(dateOf(null)).toBeNull();
    expect(dateOf(99999)).toBeNull();
  });

  it("reads Retry-After in seconds or as a date, 1 s when absent", () => {
    const now = Date.parse("2026-11-26T08:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Thu, 26 Nov 2026 08:00:10 GMT", now)).toBe(10_000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs("soon", now)).toBe(1000);
  });

  it("schedules a daily job at the next given hour in UTC", () => {
    expect(nextUtcHour(new Date("2026-11-26T01:59:00Z"), 2).toISOString()).toBe("2026-11-26T02:00:00.000Z");
    expect(nextUtcHour(new Date("2026-11-26T02:00:00Z"), 2).toISOString()).toBe("2026-11-27T02:00:00.000Z");
  });

  it("accepts the queryable sources once each and refuses Google Scholar with the reason", () => {
    expect(fetchCitationsSchema.parse({ sources: ["crossref", "crossref", "pubmed"] })).toEqual({
      sources: ["crossref", "pubmed"],
    });
    expect(fetchCitationsSchema.safeParse({ sources: ["google_scholar"] }).error?.issues[0]?.message).toBe(
      "Google Scholar has no public API and cannot be queried. Choose Crossref, PubMed or Semantic Scholar.",
    );
  });
});
