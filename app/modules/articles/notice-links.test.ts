import { describe, expect, it } from "vitest";
import { creativeWorkStatus, jatsRelations, noticeStateOf, type NoticeLink } from "./notice-links";

const link = (articleType: string, n: number): NoticeLink => ({
  id: `id-${n}`,
  articleType,
  title: `${articleType} ${n}`,
  articleNumber: n,
  volumeNumber: 2,
  doi: n % 2 ? `10.1234/x${n}` : null,
  publicationDate: "2026-05-02",
});
const url = (l: NoticeLink) => `https://journals.test/journal/fjphs/article/${l.volumeNumber}/${l.articleNumber}`;

describe("notice links", () => {
  it("give an article the gravest state of its notices: retracted over concern over corrected", () => {
    expect(noticeStateOf([])).toBeNull();
    expect(noticeStateOf([link("correction", 1)])?.state).toBe("corrected");
    expect(noticeStateOf([link("correction", 1), link("expression_of_concern", 2)])?.state).toBe("concern");
    const retracted = noticeStateOf([link("expression_of_concern", 2), link("retraction", 3), link("correction", 4)]);
    expect(retracted).toMatchObject({ state: "retracted", notice: { articleNumber: 3 } });
    expect(creativeWorkStatus([link("retraction", 3)])).toBe("Retracted");
    expect(creativeWorkStatus([link("research_article", 5)])).toBeNull();
  });

  it("point forward from an article to its notices and back from a notice to its article (JATS4R), by DOI or else URL", () => {
    const notices = [link("retraction", 3), link("correction", 4)];
    expect(jatsRelations({ articleType: "research_article" }, { notices, updates: [] }, url)).toEqual([
      { type: "retraction-forward", doi: "10.1234/x3", url: url(notices[0]!), title: "retraction 3" },
      { type: "correction-forward", doi: null, url: url(notices[1]!), title: "correction 4" },
    ]);
    const article = link("research_article", 1);
    expect(jatsRelations({ articleType: "expression_of_concern" }, { notices: [], updates: [article] }, url)).toEqual([
      { type: "object-of-concern", doi: "10.1234/x1", url: url(article), title: "research_article 1" },
    ]);
    // An ordinary article that somehow names another is no notice: no backward link.
    expect(jatsRelations({ articleType: "editorial" }, { notices: [], updates: [article] }, url)).toEqual([]);
  });
});
