import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce } from "~/db/prepared.server";
import { journalCounters, journals, journalSettings, journalThemes } from "~/db/schema";
import { READABLE_JOURNAL_STATUSES } from "./journal-visibility";

const publicJournalColumns = {
  id: journals.id,
  shortName: journals.shortName,
  title: journals.title,
  abbreviation: journals.abbreviation,
  description: journals.description,
  category: journals.category,
  coverImageUrl: journals.coverImageUrl,
  coverImageKey: journals.coverImageKey,
  status: journals.status,
  impactFactor: journals.impactFactor,
  issn: journals.issn,
  eissn: journals.eissn,
  publisher: journals.publisher,
  publicationFrequency: journals.publicationFrequency,
  scope: journals.scope,
  doiPrefix: journals.doiPrefix,
  createdAt: journals.createdAt,
  // As stored (null without settings): the service resolves the default. The site's pages say what
  // review their journals use (the footer, the home page), so the public read carries it.
  reviewType: sql<
    string | null
  >`(select ${journalSettings.editorialWorkflow}->>'reviewType' from ${journalSettings} where ${journalSettings.journalId} = ${journals.id})`,
  theme: {
    name: journalThemes.name,
    gradients: journalThemes.gradients,
    colors: journalThemes.colors,
    fonts: journalThemes.fonts,
    layout: journalThemes.layout,
  },
};

// The published counts come from journal_counters (kept by triggers in the transaction of every
// change), one row per journal, whatever the size of the catalogue.
const countColumns = {
  issueCount: sql<number>`coalesce((select ${journalCounters.publishedIssues} from ${journalCounters} where ${journalCounters.journalId} = ${journals.id}), 0)`,
  articleCount: sql<number>`coalesce((select ${journalCounters.publishedArticles} from ${journalCounters} where ${journalCounters.journalId} = ${journals.id}), 0)`,
};
const withCountsColumns = { ...publicJournalColumns, ...countColumns };

/** Active journals with their themes (no counts): menus, lookups. */
/** Readable journals (active and archived) with their themes, oldest first. */
export async function findReadableJournals(db: Db) {
  return readableJournalsQuery(db).execute();
}

const readableJournalsQuery = builtOnce("readable_journals", (db, statement) =>
  db
    .select(publicJournalColumns)
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(inArray(journals.status, [...READABLE_JOURNAL_STATUSES]))
    .orderBy(journals.createdAt)
    .prepare(statement),
);

/** Active journals with their themes and published issue and article counts. */
export async function findActiveJournals(db: Db) {
  return activeJournalsQuery(db).execute();
}

const activeJournalsQuery = builtOnce("active_journals", (db, statement) =>
  db
    .select(withCountsColumns)
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(eq(journals.status, "active"))
    .orderBy(journals.createdAt)
    .prepare(statement),
);

const readable = inArray(journals.status, [...READABLE_JOURNAL_STATUSES]);

/** Archived journals (listed apart on /journals) with their published issue and article counts. */
export async function findArchivedJournals(db: Db) {
  return db
    .select(withCountsColumns)
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(eq(journals.status, "archived"))
    .orderBy(journals.title);
}

/** An active or archived journal by its short name with its published issue and article counts. */
export async function findActiveJournalWithCountsByShortName(db: Db, shortName: string) {
  const [row] = await journalWithCountsQuery(db).execute({ shortName });
  return row;
}

const journalWithCountsQuery = builtOnce("journal_with_counts", (db, statement) =>
  db
    .select(withCountsColumns)
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(and(eq(journals.shortName, sql.placeholder("shortName")), readable))
    .limit(1)
    .prepare(statement),
);

export type PublicJournalRow = Awaited<ReturnType<typeof findReadableJournals>>[number];
export type PublicJournalWithCountsRow = Awaited<ReturnType<typeof findActiveJournals>>[number];
