import { describe, expect, it } from "vitest";
import { quotedReviews } from "./quoted-reviews";

describe("the reviews a decision letter quotes", () => {
  const assignments = [
    { round: 1, label: "Reviewer 1", commentsToAuthor: "Add a control group." },
    { round: 1, label: "Reviewer 2", commentsToAuthor: "The sample is too small." },
    { round: 2, label: "Reviewer 1", commentsToAuthor: "The control group settles it. Accept." },
    { round: 2, label: "Reviewer 3", commentsToAuthor: null },
    { round: 2, label: "Reviewer 2", commentsToAuthor: "Fine now." },
  ];

  it("are the round's being decided, each under its reviewer's label on the tab, never an earlier round's", () => {
    expect(quotedReviews(assignments, 2)).toBe(
      "Reviewer 1:\nThe control group settles it. Accept.\n\nReviewer 2:\nFine now.",
    );
    expect(quotedReviews(assignments, 1)).toBe(
      "Reviewer 1:\nAdd a control group.\n\nReviewer 2:\nThe sample is too small.",
    );
  });

  it("are none while the round has no review in", () => {
    expect(quotedReviews(assignments, 3)).toBe("");
  });
});
