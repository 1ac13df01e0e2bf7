import { describe, expect, it } from "vitest";
import { placeOf } from "./author-place";

describe("placeOf", () => {
  it("adds the author's country to the affiliation once", () => {
    expect(placeOf({ affiliation: "Manipal College of Pharmacy", countryName: "India" })).toBe(
      "Manipal College of Pharmacy, India",
    );
    expect(placeOf({ affiliation: "Dept of Microbiology, Example University, India", countryName: "India" })).toBe(
      "Dept of Microbiology, Example University, India",
    );
    expect(placeOf({ affiliation: "Example University, INDIA ", countryName: "India" })).toBe(
      "Example University, INDIA",
    );
  });

  it("gives what there is when one of the two is missing", () => {
    expect(placeOf({ affiliation: null, countryName: "India" })).toBe("India");
    expect(placeOf({ affiliation: "Example University", countryName: null })).toBe("Example University");
    expect(placeOf({ affiliation: "", countryName: undefined })).toBe("");
  });
});
