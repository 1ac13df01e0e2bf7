import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { ensureFoundingJournals } from "~/db/seed/initial-data.server";
import { databaseBefore, rows } from "../helpers/migrations-before";
import { addIssue, journalId } from "./sitemap-fixtures";

const TAG = "0028_sitemap_entry_sources";

describe("migration 0028: sitemap entries name their source", () => {
  let before: Awaited<ReturnType<typeof databaseBefore>>;
  let db: Db;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
    db = before.db;
  });
  afterAll(() => before.close());

  it("gives existing entries the journal, issue or article of their URL and drops those of content that is gone", async () => {
    await ensureFoundingJournals(db);
    const bjps = await journalId(db, "bjps");
    const issue = await addIssue(db, bjps, { volumeNumber: 5, issueNumber: 2, type: "special" });
    // The columns of 0027 only: the schema of today has more than the table had then.
    const {
      rows: [article],
    } = await rows<{ id: string }>(
      db,
      sql`insert into articles (journal_id, issue_id, article_number, status, title, abstract, publication_date)
          values (${bjps}, ${issue.id}, 12, 'published', 'Article 12 on pharmacokinetics',
                  'A study of drug absorption.', '2024-06-01') returning id`,
    );
    // Entries as the generator of 0027 wrote them (with no source column yet).
    await db.execute(sql`
      insert into sitemap_entries (url, page_type, journal_id, priority, priority_set_by_hand) values
        ('/', 'static', null, 1.0, false),
        ('/journal/bjps', 'journal', ${bjps}, 0.9, false),
        ('/journal/bjps/issue/v5-s2', 'issue', ${bjps}, 0.8, false),
        ('/journal/bjps/article/5/12', 'article', ${bjps}, 0.3, true),
        ('/journal/bjps/article/5/13', 'article', ${bjps}, 0.7, false),
        ('/call-for-papers', 'campaign', null, 0.4, false)`);

    await before.migrateRest();

    const { rows: entries } = await rows<{ url: string; source_id: string | null; priority: number }>(
      db,
      sql`select url, source_id, priority from sitemap_entries order by url`,
    );
    expect(entries).toEqual([
      { url: "/", source_id: null, priority: 1 },
      { url: "/call-for-papers", source_id: null, priority: 0.4 },
      { url: "/journal/bjps", source_id: bjps, priority: 0.9 },
      // The priority chosen by hand stays.
      { url: "/journal/bjps/article/5/12", source_id: article.id, priority: 0.3 },
      { url: "/journal/bjps/issue/v5-s2", source_id: issue.id, priority: 0.8 },
    ]);
  });
});
