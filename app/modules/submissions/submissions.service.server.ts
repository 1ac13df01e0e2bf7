// Reading submissions: the list (spec 002 section 2.1), one submission's page (2.3) and its history.
import { db } from "~/lib/services.server";
import { countryName } from "~/lib/countries";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import { submissionCode } from "./submission-code";
import { submissionScopeOf } from "./submission-scope";
import { prefixTsQuery } from "~/modules/users/search-terms";
import {
  loadSubmissionFor,
  submissionNotFound,
  submissionResource,
  type AccessibleSubmission,
} from "./submission-access.server";
import { EDITORIAL_ONLY_EVENTS } from "./submission-events";
import { HISTORY_LIMIT, SUBMISSIONS_PAGE_SIZE } from "./submissions.constants";
import {
  countSubmissions,
  findSubmissionAuthors,
  findSubmissionEvents,
  findReviewStageIds,
  findSubmissionPage,
  findSubmissionRecord,
  STAGES_READ_FIRST,
  type SubmissionFilter,
} from "./submissions.repository.server";
import type {
  SubmissionAbilities,
  SubmissionDetail,
  SubmissionHistoryEntry,
  SubmissionListPage,
  SubmissionListQuery,
} from "./submissions.types";

/** Up to this many matches, a search reads the matching ids from the full-text index first. */
const FEW_MATCHES = 5000;
/** A search's or a review filter's matches are counted at most to this (50 pages); past it the list says "1000 or more". */
export const COUNT_CAP = 1_000;

const isAdmin = (user: CurrentUser) => user.roles.some((r) => r.role === "admin");

/**
 * One page of the submissions the user may list (authors: their own; editors and admins: all, or
 * those of their journals), newest first, with the four stat cards. The search runs on the
 * full-text index over title and abstract; the page is cut in SQL.
 */
export async function findSubmissions(actor: CurrentUser, query: SubmissionListQuery): Promise<SubmissionListPage> {
  requirePermission(actor, "submissions.list");
  const scope = submissionScopeOf(actor);
  const filter: SubmissionFilter = {
    tsQuery: prefixTsQuery(query.search),
    status: query.status === "all" ? null : query.status,
    type: query.type === "all" ? null : query.type,
    handledBy: query.assigned ? actor.id : null,
    reviewStage: query.review === "all" ? null : query.review,
  };
  // Counted first: how many match decides how the page is read (see filterConditions). A search's
  // or a review filter's matches are counted to COUNT_CAP at most, as the articles desk does: each
  // match costs a test of its review rounds or a read of its row (ADR 070).
  // 'Reviews overdue' and 'decision needed' are read first, once (few; counted exactly then).
  if (filter.reviewStage && STAGES_READ_FIRST.includes(filter.reviewStage)) {
    filter.reviewStageIds = await findReviewStageIds(db(), filter.reviewStage, filter.handledBy);
  }
  const cap = filter.tsQuery || (filter.reviewStage && !filter.reviewStageIds) ? COUNT_CAP : null;
  const { matching: counted, ...counts } = await countSubmissions(db(), scope, filter, cap);
  const matchingCapped = cap !== null && counted > cap;
  const matching = matchingCapped ? cap : counted;
  const rows =
    matching === 0
      ? []
      : await findSubmissionPage(db(), {
          scope,
          filter,
          // An author's own list is read through its owner index and is short: reading the ids of
          // every match in the table first would cost more (215 ms for a common word on 100,000).
          // A capped count means many: walking the date index finds a page sooner.
          fewMatches: !matchingCapped && matching <= FEW_MATCHES && (scope.all || scope.journalIds.length > 0),
          limit: SUBMISSIONS_PAGE_SIZE,
          offset: (query.page - 1) * SUBMISSIONS_PAGE_SIZE,
        });
  return {
    query,
    counts,
    rows: rows.map((row) => {
      const resource = submissionResource(row);
      return {
        id: row.id,
        code: submissionCode(row.journalShortName, row.submissionNumber, row.id),
        title: row.title,
        submissionType: row.submissionType,
        status: row.status,
        submittedAt: row.submissionDate.toISOString(),
        journalShortName: row.journalShortName,
        hasManuscript: row.hasManuscript,
        // Row actions (spec 002 section 2.1): edit for admins and editors, delete for admins.
        canEdit: can(actor, "submission.changeStatus", resource),
        canDelete: can(actor, "submission.delete", resource),
      };
    }),
    matching,
    matchingCapped,
    pageCount: Math.max(1, Math.ceil(matching / SUBMISSIONS_PAGE_SIZE)),
    pageSize: SUBMISSIONS_PAGE_SIZE,
    managesAll: scope.all,
    isAdmin: isAdmin(actor),
    canCreate: can(actor, "submission.create"),
    canBeAssigned: actor.roles.some((r) => r.role === "admin" || r.role === "editor"),
  };
}

/** What `user` may do with the submission (the page's buttons; the services check again). */
export function submissionAbilities(user: CurrentUser, submission: AccessibleSubmission): SubmissionAbilities {
  const resource = submissionResource(submission);
  return {
    canEdit: can(user, "submission.edit", resource),
    canChangeStatus: can(user, "submission.changeStatus", resource),
    canDelete: can(user, "submission.delete", resource),
    canUploadFiles: can(user, "submissionFile.upload", resource),
    canManageFiles: can(user, "submissionFile.manage", resource),
  };
}

/**
 * One submission for its page: 404 (the spec's text) when it does not exist or the user may not
 * see it. The cover letter and suggested reviewers are shown to its author and to those who may
 * edit it; the admin notes and reviewer comments to admins and editors only.
 */
export async function getSubmissionDetail(
  actor: CurrentUser,
  id: string,
): Promise<{ submission: AccessibleSubmission; detail: SubmissionDetail; abilities: SubmissionAbilities }> {
  const submission = await loadSubmissionFor(actor, id);
  const abilities = submissionAbilities(actor, submission);
  const [record, authors] = await Promise.all([findSubmissionRecord(db(), id), findSubmissionAuthors(db(), id)]);
  if (!record) throw submissionNotFound(); // deleted in between
  const s = record.submission;
  const seesLetters = abilities.canEdit || s.createdBy === actor.id;
  const detail: SubmissionDetail = {
    id: s.id,
    code: submission.code,
    journalId: s.journalId,
    journalShortName: record.journalShortName,
    journalTitle: record.journalTitle,
    title: s.title,
    abstract: s.abstract,
    submissionType: s.submissionType,
    status: s.status,
    processingMode: s.processingMode,
    keywords: s.keywords,
    submittedAt: s.submissionDate.toISOString(),
    submittedBy: record.creatorName != null ? { name: record.creatorName, email: record.creatorEmail ?? "" } : null,
    authors: authors.map((a) => ({ ...a, countryName: countryName(a.country) })),
    conflictOfInterest: s.conflictOfInterest,
    ethicsDeclaration: s.ethicsDeclaration,
    authorshipDeclaration: s.authorshipDeclaration,
    dataAvailability: s.dataAvailability,
    coverLetter: seesLetters ? (s.coverLetter ?? "") : null,
    suggestedReviewers: seesLetters ? s.suggestedReviewers : null,
    adminNotes: abilities.canChangeStatus ? (s.adminNotes ?? "") : null,
    reviewerComments: abilities.canChangeStatus ? (s.reviewerComments ?? "") : null,
    hasManuscript: record.hasManuscript,
  };
  return { submission, detail, abilities };
}

/** The History tab: every recorded event of the submission, newest first, with who did it. */
export async function listSubmissionHistory(
  actor: CurrentUser,
  submission: AccessibleSubmission,
): Promise<SubmissionHistoryEntry[]> {
  requirePermission(actor, "submission.view", submissionResource(submission));
  const events = await findSubmissionEvents(db(), submission.id, HISTORY_LIMIT);
  // The editors' deliberation (recommendations of recommend-only editors) stays among them.
  const editorial = can(actor, "review.manage", submissionResource(submission));
  return events
    .filter((e) => editorial || !EDITORIAL_ONLY_EVENTS.includes(e.kind))
    .map((e) => ({
      id: e.id,
      kind: e.kind,
      detail: e.detail,
      actorName: e.actorName,
      at: e.createdAt.toISOString(),
    }));
}
