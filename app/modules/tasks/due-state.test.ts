import { describe, expect, it } from "vitest";
import { daysBetween, dueState, earliestDueDate, isIsoDate, todayUtc } from "./due-state";

describe("the Due Soon and Overdue badges", () => {
  const today = "2026-03-10";

  it("marks a task overdue once its due date has passed", () => {
    expect(dueState("2026-03-09", "not_started", today)).toBe("overdue");
    expect(dueState("2025-12-31", "in_progress", today)).toBe("overdue");
  });

  it("marks a task due soon from today up to three days ahead, not on the fourth", () => {
    expect(dueState("2026-03-10", "not_started", today)).toBe("due_soon");
    expect(dueState("2026-03-13", "need_revision", today)).toBe("due_soon");
    expect(dueState("2026-03-14", "in_progress", today)).toBeNull();
  });

  it("never marks a completed task", () => {
    expect(dueState("2026-03-01", "completed", today)).toBeNull();
    expect(dueState("2026-03-11", "completed", today)).toBeNull();
  });

  it("counts calendar days across month and year ends", () => {
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
    expect(daysBetween("2026-03-10", "2026-03-09")).toBe(-1);
    expect(dueState("2026-03-02", "not_started", "2026-02-27")).toBe("due_soon");
  });
});

describe("task dates", () => {
  it("accepts real yyyy-MM-dd dates only", () => {
    expect(isIsoDate("2026-03-10")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-3-10")).toBe(false);
    expect(isIsoDate("10/03/2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("takes today in UTC and refuses a due date only once it has passed in every time zone", () => {
    expect(todayUtc(new Date("2026-03-10T23:30:00Z"))).toBe("2026-03-10");
    expect(earliestDueDate(new Date("2026-03-10T13:00:00Z"))).toBe("2026-03-10");
    // Just after midnight UTC it is still the 9th in the Americas.
    expect(earliestDueDate(new Date("2026-03-10T05:00:00Z"))).toBe("2026-03-09");
  });
});
