import { describe, expect, it } from "vitest";
import { parseSuggestedReviewer } from "./suggested-reviewer";

describe("a suggested reviewer's line", () => {
  it("reads name, affiliation and e-mail, in the wizard's order or with the address elsewhere", () => {
    expect(parseSuggestedReviewer("Dana Decliner, Manipal College of Pharmacy, dana@example.org")).toEqual({
      name: "Dana Decliner",
      affiliation: "Manipal College of Pharmacy",
      email: "dana@example.org",
    });
    expect(parseSuggestedReviewer("Dr. Ravi Rao, ravi.rao@uni.example.edu, University of Mysore, India")).toEqual({
      name: "Dr. Ravi Rao",
      affiliation: "University of Mysore, India",
      email: "ravi.rao@uni.example.edu",
    });
  });

  it("reads an affiliation in brackets and an address in angle brackets", () => {
    expect(parseSuggestedReviewer("Asha Iyer (JSS Mysuru) <Asha.Iyer@JSS.example.in>")).toEqual({
      name: "Asha Iyer",
      affiliation: "JSS Mysuru",
      email: "asha.iyer@jss.example.in",
    });
  });

  it("keeps what it has: a name alone, an address alone", () => {
    expect(parseSuggestedReviewer("Prof. Meera Nair")).toEqual({
      name: "Prof. Meera Nair",
      affiliation: "",
      email: "",
    });
    expect(parseSuggestedReviewer("meera@example.org")).toEqual({
      name: "",
      affiliation: "",
      email: "meera@example.org",
    });
  });
});
