import { describe, expect, it } from "vitest";
import { journalPageHref, parseJournalPageSearch } from "./journals.public.schemas";

const parse = (qs: string) => parseJournalPageSearch(new URLSearchParams(qs));

describe("journal page search params", () => {
  it("defaults to the current issue tab", () => {
    expect(parse("")).toEqual({ tab: "current" });
    expect(parse("tab=nonsense").tab).toBe("current");
  });

  it("reads the tab, year, volume and page", () => {
    expect(parse("tab=archives&volume=3&page=2")).toMatchObject({ tab: "archives", volume: 3, page: 2 });
    expect(parse("year=2021").year).toBe(2021);
    expect(parse("year=none").year).toBe("none");
  });

  it("drops malformed numbers instead of failing", () => {
    expect(parse("tab=archives&volume=abc&page=-4")).toEqual({ tab: "archives", volume: undefined, page: undefined });
    expect(parse("year=twenty").year).toBeUndefined();
    expect(parse("volume=").volume).toBeUndefined();
  });

  it("builds links that keep only what the tab needs", () => {
    expect(journalPageHref("fjphs", "current")).toBe("/journal/fjphs");
    expect(journalPageHref("fjphs", "submission")).toBe("/journal/fjphs?tab=submission");
    expect(journalPageHref("fjphs", "archives", { volume: 2, page: 1 })).toBe("/journal/fjphs?tab=archives&volume=2");
    expect(journalPageHref("fjphs", "archives", { page: 3 })).toBe("/journal/fjphs?tab=archives&page=3");
    expect(journalPageHref("fjphs", "current", { year: "none" })).toBe("/journal/fjphs?year=none");
  });
});
