import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { affiliations, articleAuthors, articleGalleys, articles, issues, journals } from "~/db/schema";
import type { Storage } from "~/lib/storage.server";

export async function journalId(db: Db, shortName: string): Promise<string> {
  const [j] = await db.select({ id: journals.id }).from(journals).where(eq(journals.shortName, shortName));
  return j.id;
}

export async function createIssue(db: Db, values: Partial<typeof issues.$inferInsert> & { journalId: string }) {
  const [row] = await db
    .insert(issues)
    .values({
      volumeNumber: 1,
      issueNumber: 1,
      type: "regular",
      status: "published",
      publicationDate: "2025-03-01",
      ...values,
    })
    .returning();
  return row;
}

let articleCounter = 1000;

/** A published article with authors (the first corresponding, with an affiliation) and no galley. */
export async function createArticle(
  db: Db,
  issue: { id: string; journalId: string },
  values: Partial<typeof articles.$inferInsert> = {},
  authors: { name: string; orcid?: string; email?: string; affiliation?: string }[] = [
    {
      name: "Asha Rao",
      orcid: "0000-0002-1825-0097",
      email: "asha.rao@example.org",
      affiliation: "Manipal College of Pharmaceutical Sciences",
    },
    { name: "Vikram Singh", affiliation: "All India Institute of Medical Sciences" },
  ],
) {
  const [article] = await db
    .insert(articles)
    .values({
      journalId: issue.journalId,
      issueId: issue.id,
      articleNumber: articleCounter++,
      status: "published",
      title: "Formulation and in vitro evaluation of mucoadhesive buccal films of propranolol",
      abstract: "Background: Buccal delivery avoids first-pass metabolism.\n\nMethods: Films were cast and tested.",
      keywords: ["buccal films", "propranolol", "mucoadhesion"],
      doi: `10.63101/test.${crypto.randomUUID().slice(0, 8)}`,
      pageStart: 10,
      pageEnd: 18,
      publicationDate: "2025-03-01",
      ...values,
    })
    .returning();
  for (const [position, a] of authors.entries()) {
    let affiliationId: string | undefined;
    if (a.affiliation) {
      const [existing] = await db.select().from(affiliations).where(eq(affiliations.name, a.affiliation));
      const [aff] = existing ? [existing] : await db.insert(affiliations).values({ name: a.affiliation }).returning();
      affiliationId = aff.id;
    }
    await db.insert(articleAuthors).values({
      articleId: article.id,
      position,
      name: a.name,
      givenName: a.name.split(" ")[0],
      familyName: a.name.split(" ").slice(1).join(" "),
      email: a.email,
      orcid: a.orcid,
      affiliationId,
      isCorresponding: position === 0,
    });
  }
  return article;
}

/** Stores a small PDF and attaches it to the article as its PDF galley. */
export async function attachPdf(db: Db, storage: Storage, articleId: string) {
  const key = `galleys/${articleId}/article.pdf`;
  const bytes = new TextEncoder().encode("%PDF-1.4\n% test galley\n%%EOF\n");
  await storage.put(key, bytes);
  const [galley] = await db
    .insert(articleGalleys)
    .values({
      articleId,
      kind: "pdf",
      fileName: "article.pdf",
      storageKey: key,
      mimeType: "application/pdf",
      sizeBytes: bytes.length,
    })
    .returning();
  return galley;
}
