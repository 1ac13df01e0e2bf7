import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps first, last and neighbours, folding the rest into gaps", () => {
    expect(pageWindow(10, 42)).toEqual([1, "gap", 9, 10, 11, "gap", 42]);
    expect(pageWindow(1, 42)).toEqual([1, 2, "gap", 42]);
    expect(pageWindow(42, 42)).toEqual([1, "gap", 41, 42]);
  });
});
