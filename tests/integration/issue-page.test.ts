import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getIssuePage } from "~/modules/issues/issues.public.service.server";
import { keywordSize } from "~/modules/issues/keyword-size";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

describe("issue page", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
    const { db } = platform.services.database;
    const journal = await journalId(db, "ijcpms");
    const issue = await createIssue(db, {
      journalId: journal,
      volumeNumber: 2,
      issueNumber: 1,
      title: "Pharmacovigilance in practice",
    });
    const special = await createIssue(db, { journalId: journal, volumeNumber: 2, issueNumber: 1, type: "special" });
    await createIssue(db, { journalId: journal, volumeNumber: 2, issueNumber: 2, status: "draft" });
    await createArticle(db, issue, {
      articleNumber: 3,
      keywords: ["pharmacovigilance", "adverse drug reactions"],
      citationCount: 4,
    });
    await createArticle(db, issue, {
      articleNumber: 1,
      keywords: ["pharmacovigilance"],
      citationCount: 9,
      title: "Signal detection in spontaneous reports of adverse events",
    });
    await createArticle(db, issue, {
      articleNumber: 2,
      status: "draft",
      keywords: ["secret"],
      citationCount: 50,
      title: "A draft that must stay hidden from readers",
    });
    await createArticle(db, special, {
      articleNumber: 4,
      keywords: ["biosimilars"],
      title: "Biosimilar uptake in Indian tertiary hospitals: a survey",
    });
  });
  afterAll(() => platform.stop());

  it("lists the issue's published articles in order, without drafts", async () => {
    const page = await getIssuePage("ijcpms", "v2-i1");
    expect(page.issue.title).toBe("Pharmacovigilance in practice");
    expect(page.articles.map((a) => a.articleNumber)).toEqual([1, 3]);
    expect(page.articles[0].authors).toEqual(["Asha Rao", "Vikram Singh"]);
  });

  it("tells a special issue (s) from a regular one (i) with the same numbers", async () => {
    const page = await getIssuePage("ijcpms", "v2-s1");
    expect(page.issue.type).toBe("special");
    expect(page.articles.map((a) => a.articleNumber)).toEqual([4]);
  });

  it("builds the keyword cloud from published articles, most frequent first, each linked to an article", async () => {
    const page = await getIssuePage("ijcpms", "v2-i1");
    expect(page.keywords).toEqual([
      { keyword: "pharmacovigilance", count: 2, articleNumber: 1 },
      { keyword: "adverse drug reactions", count: 1, articleNumber: 3 },
    ]);
    expect(keywordSize(2, 1, 2)).toBe(1.4);
    expect(keywordSize(1, 1, 2)).toBe(0.8);
  });

  it("shows the journal's five most-cited published articles", async () => {
    const page = await getIssuePage("ijcpms", "v2-i1");
    expect(page.mostCited.map((a) => a.citationCount)).toEqual([9, 4, 0]);
  });

  it("reads the author names of its table of contents from an index alone, in order", async () => {
    // The shape of the list's author query (issue-detail.repository.server.ts), planned as for a
    // large catalogue: on a few rows the planner would read the table itself.
    const plan = await platform.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(
        sql`explain select aa.name from article_authors as aa where aa.article_id = '00000000-0000-4000-8000-000000000000' order by aa.position`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain("Index Only Scan using article_authors_names_in_order");
    expect(plan).not.toContain("Sort");
  });

  it("answers 'Issue Not Found' (404) for malformed, unpublished or unknown issues", async () => {
    for (const id of ["2-1", "v2-x1", "v2-i2", "v9-i9", "v2-i1; drop table"]) {
      await expect(getIssuePage("ijcpms", id)).rejects.toMatchObject({ status: 404, message: "Issue Not Found" });
    }
    await expect(getIssuePage("unknown", "v2-i1")).rejects.toMatchObject({ status: 404 });
  });
});
