import { describe, expect, it } from "vitest";
import { pickExpandedYear } from "./journals.public.service.server";

const years = [
  { year: 2024, count: 2 },
  { year: 2022, count: 5 },
  { year: 2019, count: 1 },
];

describe("pickExpandedYear", () => {
  it("expands the year of the current issue by default", () => {
    expect(pickExpandedYear(years, { year: 2022 })).toBe(2022);
  });

  it("expands the newest year when there is no current issue", () => {
    expect(pickExpandedYear(years, null)).toBe(2024);
  });

  it("honours a requested year that has issues, and 'none'", () => {
    expect(pickExpandedYear(years, { year: 2022 }, 2019)).toBe(2019);
    expect(pickExpandedYear(years, { year: 2022 }, "none")).toBeNull();
    expect(pickExpandedYear(years, { year: 2022 }, 2001)).toBe(2022);
  });

  it("expands nothing without issues", () => {
    expect(pickExpandedYear([], null)).toBeNull();
  });
});
