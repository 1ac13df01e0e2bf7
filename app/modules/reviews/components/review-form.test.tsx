import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AssignmentState } from "../reviews.constants";
import type { ReviewPageData } from "../reviews.types";
import { ReviewWorkspace } from "./review-form";

function page(state: AssignmentState): string {
  const data: ReviewPageData = {
    assignmentId: "a1",
    state,
    submissionCode: "BJPS-001",
    journalTitle: "Bharat Journal of Pharmaceutical Sciences",
    round: 1,
    responseDueDate: "2026-12-12",
    reviewDueDate: "2026-12-26",
    manuscript: { title: "Pharmacist-led follow-up", abstract: "Background.", keywords: [], authors: null },
    attachmentMaxBytes: 10 * 1024 * 1024,
    questions: [],
    earlier: null,
    files: [],
    review: null,
  };
  const Stub = createRoutesStub([{ path: "/review/a1", Component: () => <ReviewWorkspace data={data} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/review/a1"]} />).replace(/<[^>]+>/g, "");
}

describe("the reviewer's dates on the review page", () => {
  it("an invited reviewer reads when to answer and when the review would be due", () => {
    expect(page("invited")).toContain("Answer by 2026-12-12 · Review due 2026-12-26");
  });

  it("once accepted, only the review's due date is left: the invitation is answered", () => {
    const text = page("accepted");
    expect(text).toContain("Review due 2026-12-26");
    expect(text).not.toContain("Answer by");
  });
});
