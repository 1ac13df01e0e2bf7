// DOIs and their registration with Crossref (spec 002 sections 2.6, 2.8, 3.8; ADR 021): DOIs made
// from the journal's prefix and suffix pattern, deposit files queued per batch, sent and then
// followed in Crossref's submission log by background jobs, with each DOI's own outcome.
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { enqueueJob, PermanentJobError, type JobContext, type JobHandlers, type JobPayload } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { CC_BY_4_URL } from "~/modules/citations/scholarly-meta";
import { SITE_NAME } from "~/lib/seo";
import { articlePath } from "~/lib/paths";
import { BATCH_SIZE, BULK_LIMIT, CROSSREF_MESSAGES as M, DOI_PAGE_SIZE, MAX_POLLS } from "./crossref.constants";
import {
  doiInUse,
  findArticleForDoi,
  findAuthorsForDeposit,
  findBatch,
  findDepositsOfBatch,
  countDoiAttention,
  findDoiPage,
  findJournalsIn,
  findSettings,
  findUnregistered,
  hasPublicPdf,
  incrementBatchRetries,
  insertBatch,
  insertDeposits,
  lockWaitingDepositOf,
  maxTimestampOf,
  setArticleDoi,
  setAutoAssign,
  updateBatch,
  updateDeposit,
  updateDepositsOfBatch,
  upsertSettings,
  wasDeposited,
  type ArticleForDoi,
  type DoiStatusFilter,
} from "./crossref.repository.server";
import {
  checkAccount,
  CrossrefRejectedError,
  CrossrefTransientError,
  fetchSubmissionLog,
  postDeposit,
  type CrossrefAccount,
} from "./crossref-client.server";
import { readableText } from "./crossref-answer";
import { decryptCredential, encryptCredential } from "./crossref-secret.server";
import { getArticleReferences } from "~/modules/references/references.service.server";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { buildDepositXml, type DepositArticle } from "./crossref-xml";
import { isNoticeType } from "~/modules/articles/articles.desk.constants";
import type { CrossrefSettingsView } from "./crossref.types";
import { generateSuffix } from "./doi-suffix";

const JOURNAL_SETTINGS_DENIED = "Access Denied: You need admin or editor privileges to access journal settings.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEPOSIT_JOB = "crossref.deposit";
export const POLL_JOB = "crossref.poll";

const manages = (user: CurrentUser, journalId: string) => can(user, "articles.manage", { journalId });

/** The journals whose DOIs `user` manages: every journal (null) or these. */
function scopeOf(user: CurrentUser): string[] | null {
  const grants = user.roles.filter((grant) =>
    can({ ...user, roles: [grant] }, "articles.manage", { journalId: grant.journalId }),
  );
  if (grants.some((g) => g.journalId === null)) return null;
  return [...new Set(grants.map((g) => g.journalId as string))];
}

function requireDoiDesk(user: CurrentUser): void {
  if (!can(user, "articles.manage")) throw new AppError("forbidden", 403, M.accessDenied);
}

/** The article if `user` manages its journal; a malformed id, a missing one and another journal's are one 404. */
async function managedArticle(tx: Db, user: CurrentUser, articleId: string, forUpdate = false): Promise<ArticleForDoi> {
  requireDoiDesk(user);
  const article = UUID.test(articleId) ? await findArticleForDoi(tx, articleId, { forUpdate }) : undefined;
  if (!article || !manages(user, article.journalId)) throw new AppError("articles.not_found", 404, "Article not found");
  return article;
}

/** A new DOI for the article from its journal's prefix and pattern, unique among all DOIs. */
async function newDoi(tx: Db, article: ArticleForDoi): Promise<string> {
  if (!article.doiPrefix) throw new AppError("dois.no_prefix", 409, M.noPrefix);
  const settings = await findSettings(tx, article.journalId);
  const year = Number((article.publicationDate ?? new Date().toISOString()).slice(0, 4));
  for (let attempt = 0; attempt < 5; attempt++) {
    const suffix = generateSuffix(settings?.suffixPattern ?? null, {
      journalShortName: article.journalShortName,
      year,
      volumeNumber: article.volumeNumber,
      issueNumber: article.issueNumber,
    });
    const doi = `${article.doiPrefix}/${suffix}`;
    if (!(await doiInUse(tx, doi))) return doi;
  }
  throw new AppError("dois.exhausted", 500, M.generateFailed);
}

/**
 * 'Generate DOI' in the article dialog (RPC generate_article_doi): the article keeps a DOI it
 * already has; otherwise it gets a new one. Answers the DOI. A published or withdrawn article shows
 * its DOI: public caches are emptied after the commit.
 */
export async function generateArticleDoi(actor: CurrentUser, articleId: string): Promise<{ doi: string }> {
  const { doi, shown } = await db().transaction(async (tx) => {
    const article = await managedArticle(tx, actor, articleId, true);
    if (article.doi) return { doi: article.doi, shown: false };
    const doi = await newDoi(tx, article);
    await setArticleDoi(tx, article.id, doi);
    const shown = article.status === "published" || article.status === "withdrawn";
    // Its page's dateModified moved: the sitemap's lastmod follows, as for every public change.
    if (shown) await regenerateSitemapEntries(tx, { articleId: article.id });
    return { doi, shown };
  });
  if (shown) contentChanged();
  return { doi };
}

/** Publication's hook: a journal that asks for it gives a DOI to an article published without one. */
export async function assignDoiOnPublication(tx: Db, articleId: string): Promise<void> {
  const article = await findArticleForDoi(tx, articleId);
  if (!article || article.doi || !article.autoAssignDoi || !article.doiPrefix) return;
  await setArticleDoi(tx, article.id, await newDoi(tx, article));
}

/**
 * Publication's hook, after `assignDoiOnPublication`: an article published with a DOI, in a journal
 * whose Crossref account is set, is deposited by itself (issue 38): the author's 'Published' e-mail
 * and the page show the DOI, so it must resolve. A deposit of it already waiting absorbs this one;
 * without an account the DOIs screen lists it to deposit by hand.
 */
export async function depositOnPublication(tx: Db, articleId: string, actorId: string | null): Promise<boolean> {
  return depositAsItIs(tx, articleId, actorId);
}

/**
 * The desk's check before saving a changed DOI: one sent to Crossref, or queued to be sent, is
 * Crossref's record and stays.
 */
export async function isDoiLocked(tx: Db, articleId: string): Promise<boolean> {
  return wasDeposited(tx, articleId);
}

// --- Settings -------------------------------------------------------------------------------

export type CrossrefSettingsInput = {
  username: string;
  /** "keep" leaves the stored password, "clear" removes it, "replace" stores `password` (if not empty). */
  passwordAction: "keep" | "replace" | "clear";
  password: string;
  depositorName: string;
  depositorEmail: string;
  mode: "test" | "production";
  suffixPattern: string;
  autoAssignDoi: boolean;
  /** Empty: the journal does not take part in Crossmark. */
  crossmarkPolicyDoi?: string;
};

/** What the settings form shows: never the password, only whether one is stored. */
export async function loadCrossrefSettings(journalId: string, autoAssignDoi: boolean, dbOrTx: Db = db()) {
  const row = await findSettings(dbOrTx, journalId);
  return {
    username: row?.username ?? "",
    passwordSet: Boolean(row?.passwordCipher),
    depositorName: row?.depositorName ?? "",
    depositorEmail: row?.depositorEmail ?? "",
    mode: row?.mode ?? "test",
    suffixPattern: row?.suffixPattern ?? "",
    crossmarkPolicyDoi: row?.crossmarkPolicyDoi ?? "",
    autoAssignDoi,
  } satisfies CrossrefSettingsView;
}

/** Saves the DOI tab's Crossref part in the caller's transaction (the journal settings service checked the permission). */
export async function saveCrossrefSettings(tx: Db, journalId: string, input: CrossrefSettingsInput): Promise<void> {
  const password =
    input.passwordAction === "replace" && input.password
      ? { passwordCipher: encryptCredential(services().secret, input.password) }
      : input.passwordAction === "clear"
        ? { passwordCipher: null }
        : {};
  await upsertSettings(tx, journalId, {
    username: input.username || null,
    depositorName: input.depositorName || null,
    depositorEmail: input.depositorEmail || null,
    mode: input.mode,
    suffixPattern: input.suffixPattern || null,
    ...(input.crossmarkPolicyDoi !== undefined ? { crossmarkPolicyDoi: input.crossmarkPolicyDoi || null } : {}),
    ...password,
  });
  await setAutoAssign(tx, journalId, input.autoAssignDoi);
}

/** The journal's Crossref account for `mode`, or null when its username or password is missing. */
async function accountOf(dbOrTx: Db, journalId: string, mode?: "test" | "production"): Promise<CrossrefAccount | null> {
  const row = await findSettings(dbOrTx, journalId);
  if (!row?.username || !row.passwordCipher) return null;
  const password = decryptCredential(services().secret, row.passwordCipher);
  if (password === null) return null;
  const env = services().env;
  const baseUrl = (mode ?? row.mode) === "production" ? env.CROSSREF_PRODUCTION_URL : env.CROSSREF_TEST_URL;
  return { baseUrl, username: row.username, password };
}

/** 'Test connection': signs in to the journal's Crossref system with its stored credentials. */
export async function testCrossrefConnection(
  journalId: string,
): Promise<{ success: boolean; message: string; reason?: string }> {
  const account = await accountOf(db(), journalId);
  if (!account) return { success: false, message: M.connectionFailed, reason: M.noCredentials };
  const result = await checkAccount(account);
  return result.ok
    ? { success: true, message: M.connectionOk }
    : { success: false, message: M.connectionFailed, reason: result.reason };
}

/** 'Test connection' for the journal's editors and admins (those who may configure it). */
export async function testCrossrefConnectionAs(actor: CurrentUser, journalId: string) {
  if (!can(actor, "journalSettings.manage")) throw new AppError("forbidden", 403, JOURNAL_SETTINGS_DENIED);
  const [journal] = UUID.test(journalId) ? await findJournalsIn(db(), [journalId]) : [];
  if (!journal) throw new AppError("journals.not_found", 404, M.journalNotFound);
  if (!can(actor, "journalSettings.manage", { journalId })) {
    throw new AppError("forbidden", 403, JOURNAL_SETTINGS_DENIED);
  }
  return testCrossrefConnection(journalId);
}

// --- Deposits -------------------------------------------------------------------------------

function licenseUrl(license: string): string {
  const m = /^CC-(BY(?:-NC)?(?:-(?:ND|SA))?)-(\d\.\d)$/i.exec(license.trim());
  return m ? `https://creativecommons.org/licenses/${m[1]!.toLowerCase()}/${m[2]}/` : CC_BY_4_URL;
}

async function depositArticleOf(
  tx: Db,
  article: ArticleForDoi,
  crossmarkPolicyDoi: string | null = null,
): Promise<DepositArticle> {
  if (!article.doi) throw new AppError("dois.no_doi", 409, M.noDoi);
  if (article.status !== "published" || article.articleNumber === null || !article.publicationDate) {
    throw new AppError("dois.not_published", 409, M.notPublished);
  }
  // One after another: a transaction's connection runs one query at a time.
  const authors = await findAuthorsForDeposit(tx, article.id);
  const pdf = await hasPublicPdf(tx, article.id);
  const references = await getArticleReferences(article.id, tx);
  const page = `${services().env.publicUrl}${articlePath(article.journalShortName, article.volumeNumber, article.articleNumber)}`;
  return {
    doi: article.doi,
    title: article.title,
    language: article.language,
    abstract: article.abstract,
    publicationDate: article.publicationDate,
    acceptanceDate: article.acceptanceDate,
    pageStart: article.pageStart,
    pageEnd: article.pageEnd,
    licenseUrl: licenseUrl(article.license),
    authors: authors.map((a) => ({
      name: a.name,
      givenName: a.givenName,
      familyName: a.familyName,
      orcid: a.orcid,
      affiliation: a.affiliation ? { name: a.affiliation, rorId: a.rorId } : null,
    })),
    resourceUrl: page,
    pdfUrl: pdf ? `${page}/pdf` : null,
    references,
    journal: {
      title: article.journalTitle,
      abbreviation: article.journalAbbreviation,
      issn: article.issn,
      eissn: article.eissn,
    },
    issue: {
      volumeNumber: article.volumeNumber,
      issueNumber: article.issueNumber,
      type: article.issueType,
      title: article.issueTitle,
      publicationDate: article.issuePublicationDate,
    },
    crossmarkPolicyDoi,
    // A notice updates its article's DOI, from its own date (ADR 066); its author is the editors.
    update:
      isNoticeType(article.articleType) && article.updatesDoi
        ? { type: article.articleType, doi: article.updatesDoi, date: article.publicationDate }
        : null,
    authorsAreOrganizations: isNoticeType(article.articleType),
    version: { number: article.version, note: article.versionNote },
  };
}

type BatchHeader = { batchId: string; timestamp: number };

/**
 * The deposit file of these articles of one journal as their data stands now. Throws the spec's
 * message when one of them cannot be deposited (no DOI, not published).
 */
async function buildBatchFile(tx: Db, journalId: string, articleIds: string[], header: BatchHeader) {
  const settings = await findSettings(tx, journalId);
  const deposits: { article: ArticleForDoi; data: DepositArticle }[] = [];
  for (const id of articleIds) {
    const article = await findArticleForDoi(tx, id);
    if (!article || article.journalId !== journalId) throw new AppError("articles.not_found", 404, "Article not found");
    deposits.push({ article, data: await depositArticleOf(tx, article, settings?.crossmarkPolicyDoi ?? null) });
  }
  const first = deposits[0]!.article;
  const xml = buildDepositXml(
    {
      ...header,
      depositorName: settings?.depositorName || first.publisher || SITE_NAME,
      depositorEmail: settings?.depositorEmail || services().env.EDITORIAL_EMAIL,
      // The publisher (the journal's setting), else the platform that publishes it; never the
      // journal's title, which is not who registers its DOIs.
      registrant: first.publisher || SITE_NAME,
    },
    deposits.map((d) => d.data),
  );
  return { xml, deposits };
}

/**
 * Queues one deposit file for these articles of one journal, in the caller's transaction: the
 * batch, a queued row per DOI and the job that sends it. The file's timestamp is greater than any
 * earlier one for its DOIs, as Crossref requires. The file written now checks that every article
 * can be deposited; the job writes it again from the data as it is when it is sent.
 */
async function queueBatch(tx: Db, journalId: string, articleIds: string[], actorId: string | null) {
  const settings = await findSettings(tx, journalId);
  if (!settings?.username || !settings.passwordCipher) throw new AppError("dois.no_credentials", 409, M.noCredentials);
  const articles = [];
  for (const id of articleIds) articles.push(await findArticleForDoi(tx, id));
  const dois = articles.flatMap((a) => (a?.doi ? [a.doi] : []));
  const timestamp = Math.max(Date.now(), ((await maxTimestampOf(tx, dois)) ?? 0) + 1);
  const shortName = articles[0]?.journalShortName.toLowerCase() ?? "batch";
  const batchId = `${shortName}-${timestamp}-${crypto.randomBytes(4).toString("hex")}`;
  const { xml, deposits } = await buildBatchFile(tx, journalId, articleIds, { batchId, timestamp });
  const batch = await insertBatch(tx, { journalId, batchId, timestamp, mode: settings.mode, xml, createdBy: actorId });
  await insertDeposits(
    tx,
    deposits.map((d) => ({ articleId: d.article.id, batchRef: batch.id, doi: d.data.doi })),
  );
  await enqueueJob(tx, DEPOSIT_JOB, { batchRef: batch.id });
  return batch;
}

/** Deposits (or re-deposits) one article's DOI: 'Deposit DOI' in the dialog and 'Retry' on the DOI screen. */
export async function depositArticleDoi(
  actor: CurrentUser,
  articleId: string,
): Promise<{ batchId: string; doi: string }> {
  return db().transaction(async (tx) => {
    const article = await managedArticle(tx, actor, articleId, true);
    const batch = await queueBatch(tx, article.journalId, [article.id], actor.id);
    return { batchId: batch.batchId, doi: article.doi! };
  });
}

/** Bulk deposit: every published article of the journal with a DOI that is not registered. */
export async function depositUnregistered(
  actor: CurrentUser,
  journalId: string,
): Promise<{ articles: number; batches: number }> {
  requireDoiDesk(actor);
  if (!UUID.test(journalId) || !manages(actor, journalId))
    throw new AppError("journals.not_found", 404, M.journalNotFound);
  return db().transaction(async (tx) => {
    const ids = await findUnregistered(tx, journalId, BULK_LIMIT);
    if (ids.length === 0) throw new AppError("dois.nothing", 409, M.nothingToDeposit);
    let batches = 0;
    for (let i = 0; i < ids.length; i += BATCH_SIZE) {
      await queueBatch(tx, journalId, ids.slice(i, i + BATCH_SIZE), actor.id);
      batches++;
    }
    return { articles: ids.length, batches };
  });
}

/**
 * The desk's hook after a published article's metadata changed: a DOI ever registered, or on its
 * way to Crossref (queued or submitted), is deposited again with the metadata as it now is. A
 * deposit of the DOI still waiting for its send job absorbs the edit (the job writes the file from
 * the data as it is when it runs), so several saves in a row queue one re-deposit. Once the job
 * has started (or the file was sent) the edit queues a file of its own; its timestamp is greater,
 * so Crossref keeps the newest metadata whatever order the files arrive in.
 */
export async function redepositIfDeposited(tx: Db, articleId: string, actorId: string): Promise<boolean> {
  if (!(await wasDeposited(tx, articleId))) return false;
  return depositAsItIs(tx, articleId, actorId);
}

/**
 * Queues a deposit of the article as it is now, in `tx`, when it can be deposited (published,
 * numbered, dated, with its DOI) and the journal's account is set (without one, the DOI screen
 * lists it to deposit by hand). A deposit still waiting for its send job absorbs it: that job is
 * locked until this transaction ends, so a worker cannot read the data before the change commits;
 * a job claimed already is not found, and the change gets its own file.
 */
async function depositAsItIs(tx: Db, articleId: string, actorId: string | null): Promise<boolean> {
  const article = await findArticleForDoi(tx, articleId);
  if (!article || article.status !== "published" || !article.doi) return false;
  if (article.articleNumber === null || !article.publicationDate) return false;
  const settings = await findSettings(tx, article.journalId);
  if (!settings?.username || !settings.passwordCipher) return false;
  if (await lockWaitingDepositOf(tx, articleId, DEPOSIT_JOB)) return true;
  await queueBatch(tx, article.journalId, [articleId], actorId);
  return true;
}

/**
 * The batch's file written again from the data as it is now (an edit made while it waited is in
 * it) with a new timestamp, kept as the file sent. A batch one of whose articles can no longer be
 * deposited (withdrawn since) is sent as it was queued, with the new timestamp.
 */
async function rewriteBatchFile(
  dbx: Db,
  batch: { id: string; journalId: string; batchId: string; timestamp: number; xml: string },
): Promise<string> {
  return dbx.transaction(async (tx) => {
    const deposits = await findDepositsOfBatch(tx, batch.id);
    // Every attempt carries a new, larger timestamp: when an earlier attempt reached Crossref but
    // its answer was lost, Crossref refuses a file whose timestamp is not above the one it has.
    const timestamp = Math.max(
      Date.now(),
      ((await maxTimestampOf(
        tx,
        deposits.map((d) => d.doi),
      )) ?? 0) + 1,
    );
    let xml = batch.xml.replace(/<timestamp>\d+<\/timestamp>/, `<timestamp>${timestamp}</timestamp>`);
    if (deposits.length > 0) {
      try {
        const header = { batchId: batch.batchId, timestamp };
        xml = (
          await buildBatchFile(
            tx,
            batch.journalId,
            deposits.map((d) => d.articleId),
            header,
          )
        ).xml;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    await updateBatch(tx, batch.id, { xml, timestamp });
    return xml;
  });
}

// --- Jobs -----------------------------------------------------------------------------------

const batchRefOf = (payload: JobPayload): string => {
  const ref = payload.batchRef;
  if (typeof ref !== "string" || !UUID.test(ref)) throw new PermanentJobError("bad batchRef");
  return ref;
};

/** The batch a job's payload names, or null for a payload without a usable one. */
const batchRefOrNull = (payload: JobPayload): string | null =>
  typeof payload.batchRef === "string" && UUID.test(payload.batchRef) ? payload.batchRef : null;

/**
 * An error as a batch and its DOIs keep it: readable and bounded (whatever a job's error held: a
 * NUL byte would make PostgreSQL refuse the row, leaving the DOI without a message), never empty,
 * so the DOI screen always says why next to its Retry.
 */
function storedMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return readableText(text) || M.failedWithoutMessage;
}

async function failBatch(dbx: Db, batchRef: string, error: unknown): Promise<void> {
  const message = storedMessage(error);
  await dbx.transaction(async (tx) => {
    await updateBatch(tx, batchRef, { status: "failed", lastError: message, completedAt: new Date() });
    await updateDepositsOfBatch(tx, batchRef, { status: "failed", diagnostic: message });
  });
}

/** Sends a queued batch; a transient answer is retried by the jobs queue with its backoff. */
export async function runDepositJob(payload: JobPayload, ctx: Pick<JobContext, "db" | "attempt" | "maxAttempts">) {
  const batchRef = batchRefOf(payload);
  const batch = await findBatch(ctx.db, batchRef);
  if (!batch || batch.status !== "queued") return;
  const account = await accountOf(ctx.db, batch.journalId, batch.mode);
  if (!account) return failBatch(ctx.db, batchRef, M.noCredentials);
  const xml = await rewriteBatchFile(ctx.db, batch);
  try {
    await postDeposit(account, `${batch.batchId}.xml`, xml);
  } catch (error) {
    if (error instanceof CrossrefTransientError && ctx.attempt < ctx.maxAttempts) {
      await incrementBatchRetries(ctx.db, batchRef, storedMessage(error));
      throw error;
    }
    if (!(error instanceof CrossrefRejectedError) && !(error instanceof CrossrefTransientError)) throw error;
    return failBatch(ctx.db, batchRef, error);
  }
  await ctx.db.transaction(async (tx) => {
    await updateBatch(tx, batchRef, { status: "submitted", submittedAt: new Date(), lastError: null });
    await updateDepositsOfBatch(tx, batchRef, { status: "submitted" });
    await enqueueJob(tx, POLL_JOB, { batchRef, polls: 0 }, { delayMs: services().env.CROSSREF_POLL_SECONDS * 1000 });
  });
}

/**
 * Reads a submitted batch's log: each DOI registered (a warning kept with it) or failed with
 * Crossref's message, on its own, so one bad record never fails its batch-mates. A log not yet
 * complete is read again later; a transient answer is retried and counted like a send's.
 */
export async function runPollJob(payload: JobPayload, ctx: Pick<JobContext, "db" | "attempt" | "maxAttempts">) {
  const batchRef = batchRefOf(payload);
  const polls = typeof payload.polls === "number" ? payload.polls : 0;
  const batch = await findBatch(ctx.db, batchRef);
  if (!batch || batch.status !== "submitted") return;
  const account = await accountOf(ctx.db, batch.journalId, batch.mode);
  if (!account) return failBatch(ctx.db, batchRef, M.noCredentials);
  const log = await fetchSubmissionLog(account, batch.batchId).catch(async (error: unknown) => {
    const message = storedMessage(error);
    if (error instanceof CrossrefTransientError && ctx.attempt < ctx.maxAttempts) {
      await incrementBatchRetries(ctx.db, batchRef, message);
    } else {
      await updateBatch(ctx.db, batchRef, { lastError: message });
    }
    if (error instanceof CrossrefRejectedError) throw new PermanentJobError(message);
    throw error;
  });
  if (log.state === "pending") {
    if (polls + 1 >= MAX_POLLS) return failBatch(ctx.db, batchRef, "Crossref has not processed the deposit.");
    await enqueueJob(
      ctx.db,
      POLL_JOB,
      { batchRef, polls: polls + 1 },
      { delayMs: services().env.CROSSREF_POLL_SECONDS * 1000 },
    );
    return;
  }
  await ctx.db.transaction(async (tx) => {
    for (const deposit of await findDepositsOfBatch(tx, batchRef)) {
      const record = log.records.find((r) => r.doi.toLowerCase() === deposit.doi.toLowerCase());
      if (!record) {
        await updateDeposit(tx, deposit.id, {
          status: "failed",
          diagnostic: "Crossref's log does not mention this DOI.",
        });
      } else if (record.status === "failure") {
        await updateDeposit(tx, deposit.id, { status: "failed", diagnostic: record.message || "Failure" });
      } else {
        await updateDeposit(tx, deposit.id, {
          status: "registered",
          diagnostic: record.status === "success" ? record.message || null : null,
          warning: record.status === "warning" ? record.message || "Warning" : null,
        });
      }
    }
    await updateBatch(tx, batchRef, { status: "completed", completedAt: new Date(), lastError: null });
  });
  logger.info({ batchId: batch.batchId, records: log.records.length }, "crossref batch completed");
}

/**
 * A job that failed for good (its last attempt's error, whatever it was, or a permanent one) fails
 * the DOIs of its batch with that error, so the DOI screen offers Retry; a batch already past the
 * job's stage (sent, completed, failed) is left as it is.
 */
function failBatchAt(stage: "queued" | "submitted") {
  return async (payload: JobPayload, ctx: JobContext & { error: string }) => {
    const batchRef = batchRefOrNull(payload);
    if (!batchRef || (await findBatch(ctx.db, batchRef))?.status !== stage) return;
    await failBatch(ctx.db, batchRef, ctx.error);
  };
}

export function crossrefJobHandlers(): JobHandlers {
  return {
    [DEPOSIT_JOB]: { run: runDepositJob, onFailed: failBatchAt("queued") },
    [POLL_JOB]: { run: runPollJob, onFailed: failBatchAt("submitted") },
  };
}

// --- The DOI screen -------------------------------------------------------------------------

export type DoiRow = {
  id: string;
  title: string;
  articleStatus: string;
  doi: string | null;
  path: string | null;
  /** The newest deposit's status (a re-deposit's, for a DOI registered before). */
  depositStatus: string | null;
  /** The DOI was registered by some deposit: it resolves, whatever the newest attempt did. */
  registered: boolean;
  diagnostic: string | null;
  warning: string | null;
  retryCount: number;
  lastError: string | null;
  depositedAt: string | null;
};

export type DoiScreen = {
  journals: { id: string; title: string; shortName: string; doiPrefix: string | null }[];
  journalId: string | null;
  status: DoiStatusFilter;
  page: number;
  pageCount: number;
  total: number;
  rows: DoiRow[];
};

/** Counted up to this many, shown as "999+" beyond (the dashboard stays fast on a large catalogue). */
const ATTENTION_CAP = 1000;

export type DoiAttention = { notDeposited: number; failed: number; cap: number };

/**
 * For the dashboard home of those who run the DOI desk: DOIs of their journals never sent to
 * Crossref, and DOIs whose newest deposit failed (null for anyone else).
 */
export async function findDoiAttention(actor: CurrentUser): Promise<DoiAttention | null> {
  if (!can(actor, "articles.manage")) return null;
  const scope = scopeOf(actor);
  return { ...(await countDoiAttention(db(), scope, ATTENTION_CAP)), cap: ATTENTION_CAP };
}

/** The DOIs of one journal the user manages (the first by title when none is chosen), filtered and paged. */
export async function findDois(
  actor: CurrentUser,
  query: { journalId: string | null; status: DoiStatusFilter; page: number },
): Promise<DoiScreen> {
  requireDoiDesk(actor);
  const journals = await findJournalsIn(db(), scopeOf(actor));
  const journal = journals.find((j) => j.id === query.journalId) ?? journals[0];
  if (!journal) return { journals, journalId: null, status: query.status, page: 1, pageCount: 1, total: 0, rows: [] };
  const page = Math.max(1, query.page);
  const { rows, total } = await findDoiPage(db(), {
    journalId: journal.id,
    status: query.status,
    limit: DOI_PAGE_SIZE,
    offset: (page - 1) * DOI_PAGE_SIZE,
  });
  return {
    journals,
    journalId: journal.id,
    status: query.status,
    page,
    pageCount: Math.max(1, Math.ceil(total / DOI_PAGE_SIZE)),
    total,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      articleStatus: r.status,
      doi: r.doi,
      path:
        r.articleNumber !== null && r.volumeNumber !== null && (r.status === "published" || r.status === "withdrawn")
          ? articlePath(journal.shortName, r.volumeNumber, r.articleNumber)
          : null,
      depositStatus: r.depositStatus,
      registered: Boolean(r.registered),
      diagnostic: r.diagnostic,
      warning: r.warning,
      retryCount: Number(r.retryCount ?? 0),
      lastError: r.lastError,
      depositedAt: r.depositedAt ? new Date(r.depositedAt).toISOString() : null,
    })),
  };
}
