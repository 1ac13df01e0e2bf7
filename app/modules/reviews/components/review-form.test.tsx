import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AssignmentState } from "../reviews.constants";
import type { ReviewPageData } from "../reviews.types";
import { ReviewWorkspace } from "./review-form";

function page(state: AssignmentState, review: ReviewPageData["review"] = null, keepTags = false): string {
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
    namedToAuthors: false,
    questions: [],
    earlier: null,
    files: [],
    review,
  };
  const Stub = createRoutesStub([{ path: "/review/a1", Component: () => <ReviewWorkspace data={data} /> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/review/a1"]} />);
  return keepTags ? html : html.replace(/<[^>]+>/g, "");
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

describe("the annotated file on the review page", () => {
  const draft: NonNullable<ReviewPageData["review"]> = {
    recommendation: null,
    commentsToAuthor: "",
    confidentialComments: "",
    status: "draft",
    attachment: { fileName: "notes.pdf", sizeBytes: 2048 },
    answers: [],
  };

  it("a draft's file is listed with its size, Download and Remove, inside the review form and above its buttons", () => {
    const html = page("accepted", draft, true);
    const form = html.slice(html.indexOf('aria-label="Review"'), html.indexOf("</form>"));
    const listed = form.indexOf('data-testid="review-attachment"');
    const field = form.indexOf('id="review-attachment-file"');
    const submit = form.indexOf("Submit review");
    expect(listed).toBeGreaterThan(-1);
    expect(field).toBeGreaterThan(listed);
    expect(submit).toBeGreaterThan(field);
    const text = form.replace(/<[^>]+>/g, "");
    expect(text).toContain("notes.pdf2 KB");
    expect(text).toContain("Download notes.pdf");
    expect(text).toContain("Remove notes.pdf");
    expect(text).toContain("Replace it with another file");
  });

  it("a submitted review lists the file it was sent with, read-only", () => {
    const text = page("completed", { ...draft, status: "submitted", recommendation: "minor" });
    expect(text).toContain("Annotated filenotes.pdf2 KBDownload notes.pdf");
    expect(text).not.toContain("Remove");
    expect(text).not.toContain("Attach an annotated file");
    expect(page("completed", { ...draft, status: "submitted", attachment: null })).toContain(
      "Annotated fileNone attached.",
    );
  });
});
