import { describe, expect, it } from "vitest";
import { reviewerLabels, withoutNames } from "./review-anonymity";

describe("reviewer numbers", () => {
  it("are one per reviewer over the submission, by first invitation, whether invited by account or e-mail", () => {
    const labels = reviewerLabels([
      { id: "a1", reviewerId: "u1", inviteeEmail: "rhea@example.org" },
      { id: "a2", reviewerId: null, inviteeEmail: "Dana@example.org" },
      { id: "a3", reviewerId: "u2", inviteeEmail: "dana@example.org" },
      { id: "a4", reviewerId: "u1", inviteeEmail: "rhea@example.org" },
      { id: "a5", reviewerId: "u3", inviteeEmail: "omar@example.org" },
    ]);
    expect([...labels.values()]).toEqual(["Reviewer 1", "Reviewer 2", "Reviewer 2", "Reviewer 1", "Reviewer 3"]);
  });
});

describe("letters shown to reviewers who must not learn the authors", () => {
  it("lose the authors' names and addresses, whatever their case", () => {
    const people = [
      { name: "Asha Author", email: "asha@example.org" },
      { name: "Li", email: "li.wei@example.org" },
    ];
    expect(
      withoutNames("Dear ASHA AUTHOR, write to asha@example.org. Li Wei agrees (li.wei@example.org).", people),
    ).toBe("Dear [the authors], write to [the authors]. Li Wei agrees ([the authors]).");
    expect(withoutNames("Nothing to hide.", [])).toBe("Nothing to hide.");
  });
});
