import { inArray } from "drizzle-orm";
import { logger } from "~/lib/logger.server";
import { scheduleFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import type { Services } from "~/lib/services.server";
import type { Db } from "../client.server";
import {
  affiliations,
  articleAuthors,
  articleGalleys,
  articles,
  citations,
  conferences,
  editorialBoardMembers,
  issues,
  journals,
} from "../schema";
import { renderGalleys } from "./demo/galleys";
import { planDemoContent, type DemoArticle } from "./demo/plan";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BATCH = 200;

async function insertInBatches<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function abstractText(a: DemoArticle): string {
  return a.text.abstract.map((p) => (p.label ? `${p.label}: ${p.text}` : p.text)).join("\n\n");
}

/**
 * Demo content for a new embedded installation: issues, articles with authors and PDF galleys,
 * internal citations, editorial boards and conferences. Deterministic (seeded), apart from row
 * ids and the conference dates, which are placed around the day of the first start.
 */
export async function loadDemoContent(services: Services): Promise<void> {
  const { db } = services.database;
  const timings: Record<string, number> = {};
  let mark = Date.now();
  const lap = (name: string) => {
    const t = Date.now();
    timings[name] = t - mark;
    mark = t;
  };

  const journalRows = await db
    .select({
      id: journals.id,
      shortName: journals.shortName,
      title: journals.title,
      abbreviation: journals.abbreviation,
      issn: journals.issn,
      eissn: journals.eissn,
      doiPrefix: journals.doiPrefix,
    })
    .from(journals);
  const plan = planDemoContent(journalRows, new Date());
  lap("planMs");

  // Files first: PGlite must not wait on file I/O while a transaction is open.
  const galleys = await renderGalleys(plan);
  lap("pdfMs");
  const stored: { articleId: string; fileName: string; storageKey: string; sizeBytes: number }[] = [];
  for (let i = 0; i < galleys.length; i += 16) {
    const chunk = galleys.slice(i, i + 16);
    const results = await Promise.all(chunk.map((g) => services.storage.put(g.storageKey, g.bytes)));
    chunk.forEach((g, k) =>
      stored.push({
        articleId: g.article.id,
        fileName: g.fileName,
        storageKey: g.storageKey,
        sizeBytes: results[k].sizeBytes,
      }),
    );
  }
  lap("filesMs");

  const citationCounts = new Map<string, number>();
  for (const c of plan.citations) citationCounts.set(c.cited.id, (citationCounts.get(c.cited.id) ?? 0) + 1);

  await db.transaction(async (tx) => {
    const affiliationIds = await insertAffiliations(tx, plan.articles);

    await insertInBatches(plan.issues, (chunk) =>
      tx.insert(issues).values(
        chunk.map((i) => ({
          id: i.id,
          journalId: i.journal.id,
          volumeNumber: i.volume,
          issueNumber: i.number,
          type: i.type,
          title: i.title,
          description: i.description,
          publicationDate: i.publicationDate,
          status: i.status,
          doiPrefix: i.journal.doiPrefix,
          pageRange: i.pageRange,
          isCurrent: i.isCurrent,
        })),
      ),
    );

    await insertInBatches(plan.articles, (chunk) =>
      tx.insert(articles).values(
        chunk.map((a) => ({
          id: a.id,
          journalId: a.issue.journal.id,
          issueId: a.issue.id,
          // A draft has no number yet: it is given at first publication.
          articleNumber: a.status === "published" ? a.articleNumber : null,
          status: a.status,
          articleType: a.articleType,
          title: a.text.title,
          abstract: abstractText(a),
          keywords: a.text.keywords,
          language: "en",
          license: "CC-BY-4.0",
          doi: a.doi,
          pageStart: a.pageStart,
          pageEnd: a.pageEnd,
          submissionDate: a.submissionDate,
          revisedDate: a.revisedDate,
          acceptanceDate: a.acceptanceDate,
          publicationDate: a.publicationDate,
          citationCount: citationCounts.get(a.id) ?? 0,
        })),
      ),
    );

    const authorRows = plan.articles.flatMap((a) =>
      a.authors.map((au) => ({
        articleId: a.id,
        position: au.position,
        name: au.person.name,
        givenName: au.person.givenName,
        familyName: au.person.familyName,
        email: au.person.email,
        orcid: au.person.orcid,
        affiliationId: affiliationIds.get(au.person.institution.name.toLowerCase()) ?? null,
        isCorresponding: au.corresponding,
      })),
    );
    await insertInBatches(authorRows, (chunk) => tx.insert(articleAuthors).values(chunk));

    await insertInBatches(stored, (chunk) =>
      tx
        .insert(articleGalleys)
        .values(chunk.map((g) => ({ ...g, kind: "pdf" as const, position: 0, mimeType: "application/pdf" }))),
    );

    if (plan.citations.length > 0) {
      await tx.insert(citations).values(
        plan.citations.map((c) => ({
          citedArticleId: c.cited.id,
          citingArticleId: c.citing.id,
          citationContext: `Cited in the discussion of "${c.citing.text.title}".`,
        })),
      );
    }

    const boardRows = [...plan.boards.entries()].flatMap(([shortName, members]) => {
      const journalId = journalRows.find((j) => j.shortName === shortName)!.id;
      return members.map((m) => ({
        journalId,
        name: m.person.name,
        role: m.role,
        affiliation: m.affiliation,
        email: m.person.email,
        bio: m.bio,
        expertise: m.expertise,
        displayOrder: m.displayOrder,
        isActive: m.isActive,
      }));
    });
    if (boardRows.length > 0) await tx.insert(editorialBoardMembers).values(boardRows);

    await tx.insert(conferences).values(plan.conferences);

    // Each published issue gets its full PDF in the background, as a published issue does.
    for (const issue of plan.issues) if (issue.status === "published") await scheduleFullIssuePdf(tx, issue.id);
  });
  lap("dbMs");

  logger.info(
    {
      ...timings,
      issues: plan.issues.length,
      articles: plan.articles.length,
      galleys: stored.length,
      citations: plan.citations.length,
      conferences: plan.conferences.length,
    },
    "demo content written",
  );
}

/** One row per institution named by an author; returns ids by lower-cased name. */
async function insertAffiliations(tx: Tx, all: DemoArticle[]): Promise<Map<string, string>> {
  const byName = new Map<string, { name: string; country: string }>();
  for (const a of all)
    for (const au of a.authors)
      byName.set(au.person.institution.name.toLowerCase(), {
        name: au.person.institution.name,
        country: au.person.institution.country,
      });
  const rows = [...byName.values()];
  if (rows.length === 0) return new Map();
  await tx.insert(affiliations).values(rows).onConflictDoNothing();
  const saved = await tx
    .select({ id: affiliations.id, name: affiliations.name })
    .from(affiliations)
    .where(
      inArray(
        affiliations.name,
        rows.map((r) => r.name),
      ),
    );
  return new Map(saved.map((r) => [r.name.toLowerCase(), r.id]));
}
