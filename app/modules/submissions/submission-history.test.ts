import { describe, expect, it } from "vitest";
import { describeSubmissionEvent, eventComment } from "./submission-history";

describe("the History tab's sentences", () => {
  it("read as what the actor did", () => {
    expect(describeSubmissionEvent("submitted", {})).toBe("submitted the manuscript");
    expect(describeSubmissionEvent("edited", { fields: ["title", "coverLetter", "authors"] })).toBe(
      "edited the title, cover letter and authors",
    );
    expect(describeSubmissionEvent("status_changed", { from: "submitted", to: "under_review" })).toBe(
      "changed the status from Submitted to Under Review",
    );
    expect(describeSubmissionEvent("file_replaced", { fileName: "v2.pdf", previousFileName: "v1.pdf" })).toBe(
      "replaced the file “v1.pdf” with “v2.pdf”",
    );
    expect(
      describeSubmissionEvent("task_created", {
        taskTitle: "Check plagiarism",
        taskType: "plagiarism_check",
        assigneeName: "Eddie Editor",
      }),
    ).toBe("created the task “Check plagiarism” (Plagiarism Check) for Eddie Editor");
    expect(
      describeSubmissionEvent("task_status_changed", { taskTitle: "Proofs", from: "not_started", to: "in_progress" }),
    ).toBe("changed the task “Proofs” from Not Started to In Progress");
  });

  it("still read sensibly for unknown kinds and odd details", () => {
    expect(describeSubmissionEvent("something_new", {})).toBe("updated the submission");
    expect(describeSubmissionEvent("edited", { fields: "title" })).toBe("edited the submission");
    expect(describeSubmissionEvent("file_deleted", {})).toBe("deleted the file “untitled”");
    expect(eventComment({ comment: "  Looks good " })).toBe("Looks good");
    expect(eventComment({ comment: 3 })).toBeNull();
  });
});
