import { describe, expect, it } from "vitest";
import {
  articleTypeLabel,
  articleTypeListLabel,
  formatPublicationDate,
  issueLabel,
  pageRangeLabel,
  volumeIssueLabel,
} from "./article-format";

describe("article labels", () => {
  it("turns underscores into spaces and title-cases the type", () => {
    expect(articleTypeLabel("case_report")).toBe("Case Report");
    expect(articleTypeLabel("letter_to_editor")).toBe("Letter to Editor");
    expect(articleTypeLabel("expression_of_concern")).toBe("Expression of Concern");
    expect(articleTypeLabel(null)).toBe("Research Article");
  });

  it("shows Research Article as Research in lists only", () => {
    expect(articleTypeListLabel("research_article")).toBe("Research");
    expect(articleTypeListLabel("review_article")).toBe("Review Article");
  });

  it("formats page ranges", () => {
    expect(pageRangeLabel(12, 19)).toBe("12-19");
    expect(pageRangeLabel(7, 7)).toBe("7");
    expect(pageRangeLabel(7, null)).toBe("7");
    expect(pageRangeLabel(null, 9)).toBeNull();
  });

  it("labels a special issue S1 in exports, never as the regular issue 1", () => {
    expect(issueLabel({ issueNumber: 2, type: "regular" })).toBe("2");
    expect(issueLabel({ issueNumber: 1, type: "special" })).toBe("S1");
    expect(volumeIssueLabel({ volumeNumber: 3, issueNumber: 1, type: "special" })).toBe("Vol. 3, Special Issue 1");
  });

  it("formats stored dates without shifting the day", () => {
    expect(formatPublicationDate("2024-03-01")).toBe("March 1, 2024");
    expect(formatPublicationDate("2024-12-31", "short")).toBe("Dec 31, 2024");
    expect(formatPublicationDate(null)).toBeNull();
    expect(formatPublicationDate("soon")).toBeNull();
  });
});
