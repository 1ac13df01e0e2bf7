import { describe, expect, it } from "vitest";
import { dialogDecisionOf, dialogLetter } from "./dialog-decision";

describe("the Edit Submission dialog's decisions", () => {
  it("counts accepting, rejecting or asking for a revision while in review as a decision, nothing else", () => {
    expect(dialogDecisionOf("under_review", "accepted")).toBe("accepted");
    expect(dialogDecisionOf("submitted", "revision_requested")).toBe("revision_requested");
    expect(dialogDecisionOf("under_review", "under_review")).toBeNull();
    expect(dialogDecisionOf("submitted", "under_review")).toBeNull();
    expect(dialogDecisionOf("revision_requested", "accepted")).toBeNull();
  });

  it("writes the letter from the decision message, else a sentence, with the comments after it", () => {
    expect(dialogLetter("rejected", "  ", "")).toBe("The editor has decided not to accept your submission.");
    expect(dialogLetter("accepted", "Well done.", " Fix Table 2. ")).toBe(
      "Well done.\n\nComments for the authors:\nFix Table 2.",
    );
  });
});
