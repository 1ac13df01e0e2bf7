import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatIssueDate } from "./issues.desk.format";

describe("formatIssueDate", () => {
  it("writes a stored date as date-fns' 'MMM dd, yyyy' did", () => {
    for (const date of ["2024-01-05", "2024-02-29", "2025-09-30", "1999-12-31", "2030-06-01", "0999-03-07"]) {
      expect(formatIssueDate(date)).toBe(format(parseISO(date), "MMM dd, yyyy"));
    }
    expect(formatIssueDate("2024-03-05")).toBe("Mar 05, 2024");
  });

  it("gives null for no date and for what is not a calendar day", () => {
    expect(formatIssueDate(null)).toBeNull();
    expect(formatIssueDate("")).toBeNull();
    expect(formatIssueDate("2023-02-29")).toBeNull();
    expect(formatIssueDate("2024-13-01")).toBeNull();
    expect(formatIssueDate("not a date")).toBeNull();
  });
});
