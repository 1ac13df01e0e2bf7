// The authorization suite: every protected route and action, tried by each of the six actors, with
// who gets through. Screens of later issues add their rows to ROUTES and ACTIONS (no fixture
// needed) or SUBMISSION_ROWS (a fresh submission, file and task for the first attempt and after
// every attempt that changed them; see authorization-fixtures.ts). Expected outcomes come from spec 002 sections 2.13 and 6 and
// app/modules/auth/permissions.ts, not from the code under test.
import crypto from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, count, eq, gte } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "~/db/client.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articleMetricsHistory,
  articleReferences,
  articles,
  citations,
  crossrefDeposits,
  externalCitationFetches,
  externalCitations,
  crossrefSettings,
  editorialDecisions,
  journals,
  journalSettings,
  journalThemes,
  mailMessages,
  reviewAssignments,
  reviewInvitationTokens,
  reviewRoundFiles,
  reviewRounds,
  jobs,
  reviews,
  roleAssignments,
  searchConsoleSettings,
  submissionRecommendOnlyEditors,
  searchDailyTotals,
  searchPageStats,
  sitemapEntries,
  submissionFiles as submissionFileRows,
  type submissions,
  users,
  articleVersions,
} from "~/db/schema";
import { saveCrossrefSettings } from "~/modules/crossref/crossref.service.server";
import { FIXED_THEMES } from "~/modules/journals/journal-themes";
import { hashInvitationToken } from "~/modules/reviews/review-support.server";
import type { MessagesTabData, MyReviewItem, ReviewsTabData } from "~/modules/reviews/reviews.types";
import type { SubmissionListPage } from "~/modules/submissions/submissions.types";
import type { MyTasksPage } from "~/modules/tasks/tasks.types";
import * as editorTasks from "~/routes/dashboard/editor-tasks";
import * as reviewPage from "~/routes/dashboard/review";
import * as reviewsList from "~/routes/dashboard/reviews";
import * as reviewQuestionsRoute from "~/routes/dashboard/review-questions";
import * as journalImportRoute from "~/routes/dashboard/journal-import";
import * as journalOjsUpload from "~/routes/resources/journal-ojs-import";
import * as reviewFile from "~/routes/resources/review-file";
import * as reviewAttachment from "~/routes/resources/review-attachment";
import * as submissionReviewAttachment from "~/routes/resources/submission-review-attachment";
import * as home from "~/routes/dashboard/home";
import * as layout from "~/routes/dashboard/layout";
import * as mailbox from "~/routes/dashboard/mailbox";
import * as mailboxMessage from "~/routes/dashboard/mailbox-message";
import * as mailboxAttachment from "~/routes/resources/mailbox-attachment";
import * as settings from "~/routes/dashboard/settings";
import * as submissionPage from "~/routes/dashboard/submission";
import * as submissionNew from "~/routes/dashboard/submission-new";
import * as submissionsList from "~/routes/dashboard/submissions";
import * as issuesRoute from "~/routes/dashboard/issues";
import * as journalSettingsRoute from "~/routes/dashboard/journal-settings";
import * as journalSettingsChoice from "~/routes/dashboard/journal-settings-choice";
import * as usersRoute from "~/routes/dashboard/users";
import * as conferencesRoute from "~/routes/dashboard/conferences";
import * as conferenceCover from "~/routes/resources/conference-cover";
import * as conferenceCoverUpload from "~/routes/resources/conference-cover-upload";
import * as journalsRoute from "~/routes/dashboard/journals";
import * as journalBoard from "~/routes/dashboard/journal-board";
import * as journalThemePage from "~/routes/dashboard/journal-theme";
import * as themeEndpoint from "~/routes/resources/journal-theme";
import * as boardAvatar from "~/routes/resources/board-avatar";
import * as boardAvatarUpload from "~/routes/resources/board-avatar-upload";
import * as boardEndpoint from "~/routes/resources/editorial-board";
import * as issueCover from "~/routes/resources/issue-cover";
import * as issueCoverUpload from "~/routes/resources/issue-cover-upload";
import * as journalCover from "~/routes/resources/journal-cover";
import * as journalCoverUpload from "~/routes/resources/journal-cover-upload";
import * as reviewInvitation from "~/routes/public/review-invitation";
import * as articlesDesk from "~/routes/dashboard/articles";
import * as deskGalley from "~/routes/resources/article-desk-galley";
import * as articleCitations from "~/routes/resources/article-citations";
import * as citationCandidates from "~/routes/resources/article-citation-candidates";
import * as deskGalleys from "~/routes/resources/article-desk-galleys";
import * as deskIssues from "~/routes/resources/article-desk-issues";
import * as deskMetadata from "~/routes/resources/article-desk-metadata";
import * as deskPdfMetadata from "~/routes/resources/article-desk-pdf-metadata";
import * as deskCrossref from "~/routes/resources/article-desk-crossref";
import * as doiEndpoint from "~/routes/resources/article-desk-doi";
import * as crossrefTest from "~/routes/resources/journal-crossref-test";
import * as doisPage from "~/routes/dashboard/dois";
import * as articleJats from "~/routes/resources/article-jats";
import * as articleVersion from "~/routes/public/article-version";
import * as articleVersionFile from "~/routes/resources/article-version-file";
import * as articleGalleyFile from "~/routes/resources/article-galley-file";
import * as analyticsPage from "~/routes/dashboard/analytics";
import * as externalCitationsRoute from "~/routes/resources/article-external-citations";
import * as metricsHistoryRoute from "~/routes/resources/article-metrics-history";
import * as assistantQuestionsPage from "~/routes/dashboard/assistant-questions";
import * as seoPage from "~/routes/dashboard/seo";
import * as seoExport from "~/routes/resources/seo-sitemap-export";
import * as submissionCreate from "~/routes/resources/submission-create";
import * as submissionFile from "~/routes/resources/submission-file";
import * as submissionFiles from "~/routes/resources/submission-files";
import * as submissionManuscript from "~/routes/resources/submission-manuscript";
import * as submissionTasks from "~/routes/resources/submission-tasks";
import * as task from "~/routes/resources/task";
import * as sessionRoute from "~/routes/resources/session";
import { createIssue, journalId } from "../factories/catalogue";
import { ACTOR_NAMES, createActors, createApiApp, type Actor, type ActorName, type Actors } from "../helpers/actors";
import { startFakeCitationApis, type FakeCitationApis } from "../helpers/fake-citation-apis";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { addArticle, addIssue } from "./sitemap-fixtures";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import {
  boardSnapshotOf,
  postJson,
  createBoardWorld,
  createIssueWorld,
  conferenceSnapshotOf,
  createConferenceWorld,
  type ConferenceWorld,
  articleSnapshotOf,
  createArticleWorld,
  createWorld,
  daysFromNow,
  editForm,
  get,
  issueSnapshotOf,
  loaderData,
  pdfForm,
  postForm,
  postMultipart,
  snapshotOf,
  wizardPayload,
  type Answer,
  type IssueWorld,
  type ArticleWorld,
  type BoardWorld,
  type World,
} from "./authorization-fixtures";

type Outcome = "sign-in" | "allowed" | "forbidden" | "not-found" | "unauthorized" | "gone" | "bad-request" | "conflict";
type Expected = Record<ActorName, Outcome>;

const SIGNED_IN: Expected = {
  visitor: "sign-in",
  author: "allowed",
  otherAuthor: "allowed",
  reviewer: "allowed",
  editor: "allowed",
  admin: "allowed",
};
const ADMIN_ONLY: Expected = {
  visitor: "sign-in",
  author: "forbidden",
  otherAuthor: "forbidden",
  reviewer: "forbidden",
  editor: "forbidden",
  admin: "allowed",
};
/** Editors and admins (journalSettings.manage, 002 section 6). */
const EDITORS_AND_ADMINS: Expected = { ...ADMIN_ONLY, editor: "allowed" };
/** submission.create (002 section 6, permissions.ts): authors, editors and admins; not reviewers. */
const SUBMITTERS: Expected = { ...SIGNED_IN, reviewer: "forbidden" };

// On the `author` actor's submission. Its viewers (submission.view) are its author, editors and
// admins; to the other author and the reviewer it does not exist (404, never 403), so that nobody
// learns of another author's submission.
const VIEWERS: Expected = {
  visitor: "sign-in",
  author: "allowed",
  otherAuthor: "not-found",
  reviewer: "not-found",
  editor: "allowed",
  admin: "allowed",
};
/** Viewers who may also do it: editors and admins (the author sees it, and is refused). */
const EDITORS_OF_IT: Expected = { ...VIEWERS, author: "forbidden" };
/** Viewers who may also do it: admins only. */
const ADMINS_OF_IT: Expected = { ...EDITORS_OF_IT, editor: "forbidden" };
/** The same on a JSON endpoint (fetch callers): a visitor gets 401, not the sign-in page. */
const api = (expected: Expected): Expected => ({ ...expected, visitor: "unauthorized" });

type RouteFn = (args: never) => unknown;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const ROUTES: { path: string; loader: RouteFn; params?: Record<string, string>; expected: Expected }[] = [
  // The personal parts of the public pages: anyone may ask, and each learns only of themselves
  // (a visitor gets nothing; see tests/integration/page-cache.test.ts).
  {
    path: "/api/session",
    loader: sessionRoute.loader,
    expected: { ...SIGNED_IN, visitor: "allowed" },
  },
  { path: "/dashboard (shell)", loader: layout.loader, expected: SIGNED_IN },
  { path: "/dashboard", loader: home.loader, expected: SIGNED_IN },
  { path: "/dashboard/settings", loader: settings.loader, expected: SIGNED_IN },
  { path: "/dashboard/users", loader: usersRoute.loader, expected: ADMIN_ONLY },
  { path: "/dashboard/journals", loader: journalsRoute.loader, expected: ADMIN_ONLY },
  { path: "/dashboard/mailbox", loader: mailbox.loader, expected: ADMIN_ONLY },
  {
    path: `/dashboard/mailbox/${MISSING_ID}`,
    loader: mailboxMessage.loader,
    params: { messageId: MISSING_ID },
    expected: { ...ADMIN_ONLY, admin: "not-found" },
  },
  {
    path: `/dashboard/mailbox/${MISSING_ID}/attachments/0`,
    loader: mailboxAttachment.loader,
    params: { messageId: MISSING_ID, index: "0" },
    expected: { ...ADMIN_ONLY, admin: "not-found" },
  },
  // Every role may open the list; what it lists depends on the user (see the list test below).
  { path: "/dashboard/submissions", loader: submissionsList.loader, expected: SIGNED_IN },
  { path: "/dashboard/submissions/new", loader: submissionNew.loader, expected: SUBMITTERS },
  // Sign-in only, no inner guard (2.13): the page lists what concerns the user.
  { path: "/dashboard/editor-tasks", loader: editorTasks.loader, expected: SIGNED_IN },
  // Sign-in plus the inner guard of 2.13: the page lists only the user's own review assignments.
  { path: "/dashboard/reviews", loader: reviewsList.loader, expected: SIGNED_IN },
  // A journal's extra review questions (ADR 031): admins only.
  {
    path: "/journal/fjphs/review-questions",
    loader: reviewQuestionsRoute.loader,
    params: { shortName: "fjphs" },
    expected: ADMIN_ONLY,
  },
  // Moving a journal in from OJS (ADR 065): admins only.
  {
    path: "/journal/fjphs/import",
    loader: journalImportRoute.loader,
    params: { shortName: "fjphs" },
    expected: ADMIN_ONLY,
  },
  // Journal settings (002 sections 2.8 and 6): editors and admins; the suite's editor holds the role for every journal.
  {
    path: "/journal/fjphs/settings",
    loader: journalSettingsRoute.loader,
    params: { shortName: "fjphs" },
    expected: EDITORS_AND_ADMINS,
  },
  // The sidebar's Journal Settings: the same rule (a choice of journals for the suite's editor of all).
  { path: "/dashboard/journal-settings", loader: journalSettingsChoice.loader, expected: EDITORS_AND_ADMINS },
  {
    path: `/submission/${MISSING_ID}`,
    loader: submissionPage.loader,
    params: { id: MISSING_ID },
    // Nobody learns whether it exists: 404 for everyone signed in.
    expected: { ...VIEWERS, author: "not-found", editor: "not-found", admin: "not-found" },
  },
];

const ACTIONS: {
  path: string;
  action: RouteFn;
  fields: Record<string, string>;
  params?: Record<string, string>;
  expected: Expected;
}[] = [
  {
    path: "/journal/fjphs/settings",
    action: journalSettingsRoute.action,
    params: { shortName: "fjphs" },
    fields: { intent: "access", requireRegistration: "" },
    expected: EDITORS_AND_ADMINS,
  },
  { path: "/dashboard", action: home.action, fields: { intent: "mark-all-notifications-read" }, expected: ADMIN_ONLY },
  // The mailbox's Send again (a failed e-mail): admins only.
  {
    path: `/dashboard/mailbox/${MISSING_ID}`,
    action: mailboxMessage.action,
    params: { messageId: MISSING_ID },
    fields: { intent: "send-again" },
    expected: { ...ADMIN_ONLY, admin: "not-found" },
  },
  // The OJS import's old addresses and upload (ADR 065): admins only.
  {
    path: "/journal/fjphs/import",
    action: journalImportRoute.action,
    params: { shortName: "fjphs" },
    fields: { intent: "add-base", url: "https://old-fjphs.example.org/index.php/fjphs" },
    expected: ADMIN_ONLY,
  },
  {
    path: "/journal/fjphs/import",
    action: journalImportRoute.action,
    params: { shortName: "fjphs" },
    fields: { intent: "remove-base", id: MISSING_ID },
    expected: ADMIN_ONLY,
  },
  {
    path: "/journal/fjphs/import",
    action: journalImportRoute.action,
    params: { shortName: "fjphs" },
    fields: { intent: "redeposit" },
    // Past authorization: the journal has no imported DOI (409).
    expected: { ...ADMIN_ONLY, admin: "conflict" },
  },
  {
    path: "/journal/fjphs/import/upload",
    action: journalOjsUpload.action,
    params: { shortName: "fjphs" },
    fields: { intent: "upload" },
    // A JSON endpoint: a visitor gets 401; the admin's form body is not a multipart upload (400).
    expected: { ...ADMIN_ONLY, visitor: "unauthorized", admin: "bad-request" },
  },
  // A journal's extra review questions (ADR 031): admins add, edit, move and remove them.
  {
    path: "/journal/fjphs/review-questions",
    action: reviewQuestionsRoute.action,
    params: { shortName: "fjphs" },
    fields: { intent: "add", question: "Is the sample size justified?", kind: "yes_no" },
    expected: ADMIN_ONLY,
  },
  ...(["update", "remove", "move"] as const).map((intent) => ({
    path: "/journal/fjphs/review-questions",
    action: reviewQuestionsRoute.action,
    params: { shortName: "fjphs" },
    fields: { intent, questionId: MISSING_ID, question: "Renamed?", kind: "text", direction: "up" },
    expected: { ...ADMIN_ONLY, admin: "not-found" } as Expected,
  })),
  {
    path: "/dashboard/users",
    action: usersRoute.action,
    fields: { intent: "create", email: "intruder@example.org", password: "secret1", name: "Intruder", roles: "admin" },
    expected: ADMIN_ONLY,
  },
  {
    path: "/dashboard/journals",
    action: journalsRoute.action,
    fields: { intent: "create", title: "Intruder Journal", shortName: "intruder", status: "inactive" },
    expected: ADMIN_ONLY,
  },
  {
    path: "/dashboard/journals",
    action: journalsRoute.action,
    fields: { intent: "delete", journalId: MISSING_ID },
    expected: { ...ADMIN_ONLY, admin: "not-found" },
  },
  {
    path: "/dashboard/settings",
    action: settings.action,
    fields: { intent: "profile", name: "Renamed Person", affiliation: "", orcid: "" },
    expected: SIGNED_IN,
  },
  // How one hears of editorial notices (issue 37): editors and admins only.
  {
    path: "/dashboard/settings",
    action: settings.action,
    fields: {
      intent: "notices",
      new_submission: "off",
      reviewer_answered: "daily",
      review_submitted: "daily",
      all_reviews_in: "immediately",
      revision_submitted: "immediately",
    },
    expected: EDITORS_AND_ADMINS,
  },
];

type SubmissionStatus = (typeof submissions.status.enumValues)[number];

/**
 * Routes and actions on one submission, its files and its tasks. Each actor's attempt gets a fresh
 * world (createWorld: the author's submission, in `status`, with its manuscript and a task for the
 * editor). With `changes`, an actor who gets through must change something and a refused one
 * nothing; without it, nobody changes anything.
 */
const SUBMISSION_ROWS: {
  what: string;
  status?: SubmissionStatus;
  changes?: true;
  expected: Expected;
  run: (actor: Actor, w: World) => Promise<Answer>;
}[] = [
  // --- The submission screens (002 sections 2.1-2.4).
  ...(["details", "files", "tasks", "reviews", "messages", "history"] as const).map((tab) => ({
    what: `GET /submission/:id?tab=${tab}`,
    expected: VIEWERS,
    run: (a: Actor, w: World) =>
      get(submissionPage.loader, a, `/submission/${w.submissionId}?tab=${tab}`, { id: w.submissionId }),
  })),
  {
    what: "POST /api/submissions (the wizard's Submit, with a PDF)",
    changes: true,
    expected: api(SUBMITTERS),
    run: (a, w) => submitWizard(a, w),
  },
  {
    what: "POST /submission/:id (intent=update, content, while submitted)",
    changes: true,
    expected: VIEWERS,
    run: (a, w) => editSubmission(a, w, editForm()),
  },
  {
    what: "POST /submission/:id (intent=update, content, while revision_requested)",
    status: "revision_requested",
    changes: true,
    expected: VIEWERS,
    run: (a, w) => editSubmission(a, w, editForm()),
  },
  {
    what: "POST /submission/:id (intent=update, content, while under_review)",
    status: "under_review",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => editSubmission(a, w, editForm()),
  },
  {
    what: "POST /submission/:id (intent=update, status to under_review)",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => editSubmission(a, w, editForm({ status: "under_review" })),
  },
  {
    what: "POST /submission/:id (intent=update, admin notes)",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => editSubmission(a, w, editForm({ adminNotes: "Check the statistics first." })),
  },
  {
    what: "POST /submission/:id (intent=delete)",
    changes: true,
    expected: ADMINS_OF_IT,
    run: (a, w) =>
      postForm(submissionPage.action, a, `/submission/${w.submissionId}`, { intent: "delete" }, { id: w.submissionId }),
  },
  {
    what: "POST /dashboard/submissions (intent=delete)",
    changes: true,
    expected: ADMINS_OF_IT,
    run: (a, w) =>
      postForm(submissionsList.action, a, "/dashboard/submissions", { intent: "delete", submissionId: w.submissionId }),
  },

  // --- Peer review (ADR 023): editors of the journal and admins invite and decide; the author and
  // the editorial office write in Messages.
  {
    what: "POST /submission/:id (intent=invite, by e-mail)",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => reviewIntent(a, w, { intent: "invite", email: "guest.reviewer@example.org", name: "Guest" }),
  },
  {
    what: "POST /submission/:id (intent=decide, major revision, while under_review)",
    status: "under_review",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => reviewIntent(a, w, { intent: "decide", kind: "major_revision", letter: "Please revise." }),
  },
  // Draft decisions (ADR 031): who decides marks an editor 'recommend only'; that editor recommends
  // and the server refuses their decision; nobody else recommends.
  {
    what: "POST /submission/:id (intent=recommend-only, the journal's editor)",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => reviewIntent(a, w, { intent: "recommend-only", editorId: w.editorId, recommendOnly: "on" }),
  },
  {
    what: "POST /submission/:id (intent=recommend, nobody marked 'recommend only', while under_review)",
    status: "under_review",
    changes: true,
    expected: { ...EDITORS_OF_IT, editor: "forbidden", admin: "forbidden" },
    run: (a, w) => reviewIntent(a, w, { intent: "recommend", kind: "accept", note: "Ready." }),
  },
  {
    what: "POST /submission/:id (intent=recommend, the editor marked 'recommend only', while under_review)",
    status: "under_review",
    changes: true,
    expected: { ...EDITORS_OF_IT, admin: "forbidden" },
    run: async (a, w) => {
      await markRecommendOnly(w);
      return reviewIntent(a, w, { intent: "recommend", kind: "accept", note: "Ready." });
    },
  },
  {
    what: "POST /submission/:id (intent=decide, the editor marked 'recommend only', while under_review)",
    status: "under_review",
    changes: true,
    expected: { ...EDITORS_OF_IT, editor: "forbidden" },
    run: async (a, w) => {
      await markRecommendOnly(w);
      return reviewIntent(a, w, { intent: "decide", kind: "accept", letter: "Accepted." });
    },
  },
  {
    what: "POST /submission/:id (intent=message)",
    changes: true,
    expected: VIEWERS,
    run: (a, w) => reviewIntent(a, w, { intent: "message", body: "About the figures." }),
  },

  // --- Files (002 sections 2.3 and 6: any viewer downloads; editors and admins replace and delete).
  {
    what: "GET /submission/:id/files (the list, JSON)",
    expected: api(VIEWERS),
    run: (a, w) => get(submissionFiles.loader, a, `/submission/${w.submissionId}/files`, { id: w.submissionId }),
  },
  {
    what: "POST /submission/:id/files (upload, while submitted)",
    changes: true,
    expected: api(VIEWERS),
    run: (a, w) => uploadFile(a, w),
  },
  {
    what: "POST /submission/:id/files (upload, while under_review)",
    status: "under_review",
    changes: true,
    expected: api(EDITORS_OF_IT),
    run: (a, w) => uploadFile(a, w),
  },
  {
    what: "POST /submission/:id/files (replace the manuscript: replaceFileId)",
    changes: true,
    expected: api(EDITORS_OF_IT),
    run: (a, w) => uploadFile(a, w, { replaceFileId: w.fileId }),
  },
  {
    what: "GET /submission/:id/files/:fileId (download link)",
    expected: VIEWERS,
    run: (a, w) => downloadFile(a, w),
  },
  {
    what: "GET /submission/:id/files/:fileId?format=json",
    expected: api(VIEWERS),
    run: (a, w) => downloadFile(a, w, "?format=json"),
  },
  {
    what: "POST /submission/:id/files/:fileId (intent=delete)",
    changes: true,
    expected: api(EDITORS_OF_IT),
    run: (a, w) => deleteFile(a, w),
  },
  {
    what: "GET /submission/:id/manuscript (download link)",
    expected: VIEWERS,
    run: (a, w) => downloadManuscript(a, w),
  },
  {
    what: "GET /submission/:id/manuscript?format=json",
    expected: api(VIEWERS),
    run: (a, w) => downloadManuscript(a, w, "?format=json"),
  },

  // --- Tasks (002 section 6: admins create and delete; editors and admins update; authors read).
  {
    what: "POST /submission/:id/tasks (create)",
    changes: true,
    expected: api(ADMINS_OF_IT),
    run: (a, w) => createTask(a, w),
  },
  {
    what: "POST /tasks/:taskId (intent=update)",
    changes: true,
    expected: api(EDITORS_OF_IT),
    run: (a, w) => postTask(a, w, { intent: "update", status: "in_progress", comment: "Started." }),
  },
  {
    what: "POST /tasks/:taskId (intent=delete)",
    changes: true,
    expected: api(ADMINS_OF_IT),
    run: (a, w) => postTask(a, w, { intent: "delete" }),
  },
  {
    what: "POST /dashboard/editor-tasks (intent=update-status)",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) =>
      postForm(editorTasks.action, a, "/dashboard/editor-tasks", {
        intent: "update-status",
        taskId: w.taskId,
        status: "completed",
      }),
  },
];

/**
 * Who finds the author's submission on /dashboard/submissions, and its task (assigned to the
 * editor) on My Tasks: 002 section 6, "See all submissions" (admin, editor; an author their own)
 * and "My Tasks list" (admin all tasks, editor their own).
 */
type Listed = { submission: boolean; task: boolean };
const LISTED: Record<Exclude<ActorName, "visitor">, Listed> = {
  author: { submission: true, task: false },
  otherAuthor: { submission: false, task: false },
  reviewer: { submission: false, task: false },
  editor: { submission: true, task: true },
  admin: { submission: true, task: true },
};

function submitWizard(actor: Actor, w: World) {
  const body = pdfForm({ data: JSON.stringify(wizardPayload(w.journalId, actor)) });
  return postMultipart(submissionCreate.action, actor, "/api/submissions", body);
}

function editSubmission(actor: Actor, w: World, form: string) {
  const path = `/submission/${w.submissionId}`;
  return postForm(submissionPage.action, actor, path, { intent: "update", data: form }, { id: w.submissionId });
}

/** The suite's database, for rows that set up more than createWorld does (assigned in beforeAll). */
let suiteDb: (() => Db) | undefined;

/** Marks the world's editor 'recommend only' on its submission (draft decisions, ADR 031). */
async function markRecommendOnly(w: World) {
  await suiteDb!()
    .insert(submissionRecommendOnlyEditors)
    .values({ submissionId: w.submissionId, editorId: w.editorId })
    .onConflictDoNothing();
}

function reviewIntent(actor: Actor, w: World, fields: Record<string, string>) {
  return postForm(submissionPage.action, actor, `/submission/${w.submissionId}`, fields, { id: w.submissionId });
}

function uploadFile(actor: Actor, w: World, fields: Record<string, string> = {}) {
  const path = `/submission/${w.submissionId}/files`;
  return postMultipart(submissionFiles.action, actor, path, pdfForm(fields), { id: w.submissionId });
}

function downloadFile(actor: Actor, w: World, search = "") {
  const path = `/submission/${w.submissionId}/files/${w.fileId}${search}`;
  return get(submissionFile.loader, actor, path, { id: w.submissionId, fileId: w.fileId });
}

function downloadManuscript(actor: Actor, w: World, search = "") {
  const path = `/submission/${w.submissionId}/manuscript${search}`;
  return get(submissionManuscript.loader, actor, path, { id: w.submissionId });
}

function deleteFile(actor: Actor, w: World) {
  const path = `/submission/${w.submissionId}/files/${w.fileId}`;
  return postForm(submissionFile.action, actor, path, { intent: "delete" }, { id: w.submissionId, fileId: w.fileId });
}

function createTask(actor: Actor, w: World) {
  const fields = { taskType: "plagiarism_check", dueDate: daysFromNow(5), assignedTo: w.editorId, priority: "high" };
  const path = `/submission/${w.submissionId}/tasks`;
  return postForm(submissionTasks.action, actor, path, fields, { id: w.submissionId });
}

function postTask(actor: Actor, w: World, fields: Record<string, string>) {
  return postForm(task.action, actor, `/tasks/${w.taskId}`, fields, { taskId: w.taskId });
}

function outcomeOf({ status, location }: Answer): Outcome {
  if (status === 302 && location?.startsWith("/auth")) return "sign-in";
  // A download: sent on to the signed, short-lived file URL.
  if (status === 302 && location?.startsWith("/files/")) return "allowed";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  // A link that no longer works (a used, cancelled or unknown review invitation).
  if (status === 410) return "gone";
  // Past authorization, refused by a rule of the action itself (an author invited to review).
  if (status === 400) return "bad-request";
  // Past authorization, refused by the state of what it acts on (a round waiting for a revision).
  if (status === 409) return "conflict";
  if (status >= 200 && status < 300) return "allowed";
  throw new Error(`unexpected status ${status}${location ? ` (to ${location})` : ""}`);
}

describe("authorization: who gets through each protected route and action", () => {
  let platform: TestPlatform;
  let actors: Actors;
  let fjphs: string;
  const db = () => platform.services.database.db;
  beforeAll(async () => {
    platform = await startTestPlatform();
    actors = await createActors(platform, { seeded: true });
    fjphs = await journalId(db(), "fjphs");
    suiteDb = db;
  });
  afterAll(() => platform.stop());

  for (const route of ROUTES) {
    it(`GET ${route.path}`, async () => {
      for (const name of ACTOR_NAMES) {
        const answer = await get(route.loader, actors[name], route.path.split(" ")[0]!, route.params);
        expect(outcomeOf(answer), `${name} on ${route.path}`).toBe(route.expected[name]);
      }
    });
  }

  for (const action of ACTIONS) {
    it(`POST ${action.path} (${action.fields.intent})`, async () => {
      for (const name of ACTOR_NAMES) {
        const answer = await postForm(action.action, actors[name], action.path, action.fields, action.params);
        expect(outcomeOf(answer), `${name} posting ${action.fields.intent}`).toBe(action.expected[name]);
      }
    });
  }

  for (const row of SUBMISSION_ROWS) {
    it(row.what, async () => {
      let world: World | undefined;
      for (const name of ACTOR_NAMES) {
        // Every actor tries on a world as the row sets it up: a new one after an attempt that changed
        // its snapshot, the same one after an attempt that left it as it was (a refusal, a read).
        world ??= await createWorld(db(), actors, fjphs, { status: row.status });
        const before = await snapshotOf(platform.services, world);
        const outcome = outcomeOf(await row.run(actors[name], world));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await snapshotOf(platform.services, world);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
        if (!isDeepStrictEqual(after, before)) world = undefined;
      }
    });
  }

  // --- A reviewer's own assignment (ADR 023): the review page, its form and the files reach the
  // assignee only, and only while assigned; to everyone else, editors and admins included, the
  // review does not exist.
  describe("a reviewer's assignment: its reviewer only, while assigned", () => {
    const ASSIGNEE_ONLY: Expected = {
      visitor: "sign-in",
      author: "not-found",
      otherAuthor: "not-found",
      reviewer: "allowed",
      editor: "not-found",
      admin: "not-found",
    };
    async function assigned(): Promise<{ world: World; assignmentId: string }> {
      const world = await createWorld(db(), actors, fjphs, { status: "under_review" });
      const invited = await postForm(
        submissionPage.action,
        actors.editor,
        `/submission/${world.submissionId}`,
        { intent: "invite", reviewerId: actors.reviewer.userId! },
        { id: world.submissionId },
      );
      expect(invited.status).toBe(200);
      const [row] = await db()
        .select({ id: reviewAssignments.id })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.submissionId, world.submissionId));
      await db().update(reviewAssignments).set({ state: "accepted" }).where(eq(reviewAssignments.id, row!.id));
      return { world, assignmentId: row!.id };
    }
    const attempts: { what: string; run: (a: Actor, x: { world: World; assignmentId: string }) => Promise<Answer> }[] =
      [
        {
          what: "GET /review/:assignmentId",
          run: (a, x) => get(reviewPage.loader, a, `/review/${x.assignmentId}`, { assignmentId: x.assignmentId }),
        },
        {
          what: "POST /review/:assignmentId (intent=save-review, draft)",
          run: (a, x) =>
            postForm(
              reviewPage.action,
              a,
              `/review/${x.assignmentId}`,
              { intent: "save-review", commentsToAuthor: "A draft." },
              { assignmentId: x.assignmentId },
            ),
        },
        {
          what: "GET /review/:assignmentId/files/:fileId",
          run: (a, x) =>
            get(reviewFile.loader, a, `/review/${x.assignmentId}/files/${x.world.fileId}`, {
              assignmentId: x.assignmentId,
              fileId: x.world.fileId,
            }),
        },
      ];
    for (const attempt of attempts) {
      it(attempt.what, async () => {
        const x = await assigned();
        for (const name of ACTOR_NAMES) {
          expect(outcomeOf(await attempt.run(actors[name], x)), `${name}: ${attempt.what}`).toBe(ASSIGNEE_ONLY[name]);
        }
        // Cancelled: the reviewer too finds nothing.
        await db()
          .update(reviewAssignments)
          .set({ state: "cancelled" })
          .where(eq(reviewAssignments.id, x.assignmentId));
        expect(outcomeOf(await attempt.run(actors.reviewer, x)), "after cancelling").toBe("not-found");
      });
    }
  });

  it("lists the author's submission and its task only to those who may see them", async () => {
    // A word no other world's titles hold, for both searches (full text, whole words).
    const marker = "Zanzibar";
    const world = await createWorld(db(), actors, fjphs, { title: marker });
    for (const [name, listed] of Object.entries(LISTED) as [Exclude<ActorName, "visitor">, Listed][]) {
      const list = await loaderData<SubmissionListPage>(
        submissionsList.loader,
        actors[name],
        `/dashboard/submissions?search=${marker}`,
      );
      expect(
        list.rows.some((r) => r.id === world.submissionId),
        `${name}'s Submissions`,
      ).toBe(listed.submission);
      const tasks = await loaderData<MyTasksPage>(
        editorTasks.loader,
        actors[name],
        `/dashboard/editor-tasks?search=${marker}`,
      );
      expect(
        tasks.tasks.some((t) => t.id === world.taskId),
        `${name}'s My Tasks`,
      ).toBe(listed.task);
    }
  });

  // --- The publishing desk's articles (002 section 2.6; permissions.ts `articles.manage`: editors and
  // admins, journal-scoped). Six actors: an editor of the article's journal (A), an editor of
  // another journal (B), who finds A's articles nowhere (404), and the usual others.
  describe("the publishing desk's articles: editors of the article's journal and admins", () => {
    type DeskActor = "visitor" | "author" | "reviewer" | "editorA" | "editorB" | "admin";
    const DESK_ACTORS: DeskActor[] = ["visitor", "author", "reviewer", "editorA", "editorB", "admin"];
    type DeskExpected = Record<DeskActor, Outcome>;
    let desk: Record<DeskActor, Actor>;
    let at: { journalId: string; issueId: string };
    let bjpsIssue: string;

    /** On an article of journal A: its editors and admins; B's editor gets 404, the others 403. */
    const MANAGERS: DeskExpected = {
      visitor: "sign-in",
      author: "forbidden",
      reviewer: "forbidden",
      editorA: "allowed",
      editorB: "not-found",
      admin: "allowed",
    };
    const deskApi = (e: DeskExpected): DeskExpected => ({ ...e, visitor: "unauthorized" });

    beforeAll(async () => {
      const bjps = await journalId(db(), "bjps");
      const editorA = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "desk-a" })).editor;
      const editorB = (await createActors(platform, { seeded: true, editorJournalId: bjps, label: "desk-b" })).editor;
      desk = { ...actors, editorA, editorB };
      const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 9, issueNumber: 1 });
      bjpsIssue = (await createIssue(db(), { journalId: bjps, volumeNumber: 9, issueNumber: 1 })).id;
      at = { journalId: fjphs, issueId: issue.id };
    });

    const form = (w: ArticleWorld, title: string) =>
      JSON.stringify({
        journalId: w.journalId,
        issueId: w.issueId,
        title,
        articleType: "research_article",
        status: "draft",
        authors: [
          { name: "Asha Rao", email: "asha@example.org", affiliation: "Manipal", orcid: "", isCorresponding: true },
        ],
        abstract:
          "An abstract long enough for the article form's rule of one hundred characters at the very least, surely.",
        keywords: ["films"],
      });
    const deskPost = (a: Actor, fields: Record<string, string>) =>
      postForm(articlesDesk.action, a, "/dashboard/articles", fields);
    const galleyPath = (w: ArticleWorld) => `/dashboard/articles/${w.articleId}/galleys/${w.galleyId}`;

    const ROWS: {
      what: string;
      status?: "draft" | "published";
      changes?: true;
      expected: DeskExpected;
      run: (a: Actor, w: ArticleWorld, name: DeskActor) => Promise<Answer>;
    }[] = [
      {
        what: "GET /dashboard/articles (the list)",
        expected: { ...MANAGERS, editorB: "allowed" },
        run: (a) => get(articlesDesk.loader, a, "/dashboard/articles"),
      },
      {
        what: "POST /dashboard/articles (intent=create, in journal A)",
        expected: { ...MANAGERS, editorB: "forbidden" },
        run: (a, w, name) =>
          deskPost(a, { intent: "create", data: form(w, `A new article on buccal films by ${name}`) }),
      },
      {
        what: "POST /dashboard/articles (intent=update)",
        changes: true,
        expected: MANAGERS,
        run: (a, w, name) =>
          deskPost(a, { intent: "update", articleId: w.articleId, data: form(w, `A retitled article by ${name} now`) }),
      },
      {
        what: "POST /dashboard/articles (intent=publish)",
        changes: true,
        expected: MANAGERS,
        run: (a, w) => deskPost(a, { intent: "publish", articleId: w.articleId }),
      },
      {
        what: "POST /dashboard/articles (intent=withdraw)",
        status: "published",
        changes: true,
        expected: MANAGERS,
        run: (a, w) =>
          deskPost(a, { intent: "withdraw", articleId: w.articleId, reason: "An error in the statistical analysis." }),
      },
      {
        what: "POST /dashboard/articles (intent=issue-notice, a retraction)",
        status: "published",
        changes: true,
        expected: MANAGERS,
        run: (a, w) =>
          deskPost(a, {
            intent: "issue-notice",
            articleId: w.articleId,
            noticeType: "retraction",
            text: "Retracted after an investigation found duplicated figures in the results section.",
          }),
      },
      {
        what: "POST /dashboard/articles (intent=new-version)",
        status: "published",
        changes: true,
        expected: MANAGERS,
        run: (a, w) =>
          deskPost(a, { intent: "new-version", articleId: w.articleId, note: "Units of Table 2 corrected." }),
      },
      {
        what: "POST /dashboard/articles (intent=delete, a draft)",
        changes: true,
        expected: MANAGERS,
        run: (a, w) => deskPost(a, { intent: "delete", articleId: w.articleId }),
      },
      {
        what: "POST /dashboard/articles/:id/galleys (upload)",
        changes: true,
        expected: deskApi(MANAGERS),
        run: (a, w) =>
          postMultipart(deskGalleys.action, a, `/dashboard/articles/${w.articleId}/galleys`, pdfForm(), {
            id: w.articleId,
          }),
      },
      {
        what: "POST /dashboard/articles/:id/galleys/:galleyId (intent=update, label)",
        changes: true,
        expected: deskApi(MANAGERS),
        run: (a, w) =>
          postForm(
            deskGalley.action,
            a,
            galleyPath(w),
            { intent: "update", label: "Full text" },
            {
              id: w.articleId,
              galleyId: w.galleyId,
            },
          ),
      },
      {
        what: "POST /dashboard/articles/:id/galleys/:galleyId (intent=delete)",
        changes: true,
        expected: deskApi(MANAGERS),
        run: (a, w) =>
          postForm(
            deskGalley.action,
            a,
            galleyPath(w),
            { intent: "delete" },
            { id: w.articleId, galleyId: w.galleyId },
          ),
      },
      {
        what: "GET /dashboard/articles/:id/galleys/:galleyId?format=json (download a draft galley)",
        expected: deskApi(MANAGERS),
        run: (a, w) =>
          get(deskGalley.loader, a, `${galleyPath(w)}?format=json`, { id: w.articleId, galleyId: w.galleyId }),
      },
      {
        what: "POST /dashboard/articles/:id/metadata (extract from the PDF)",
        expected: deskApi(MANAGERS),
        run: (a, w) =>
          postForm(deskMetadata.action, a, `/dashboard/articles/${w.articleId}/metadata`, {}, { id: w.articleId }),
      },
      {
        what: "POST /dashboard/articles/metadata-from-pdf (read a new article's PDF; nothing kept)",
        expected: deskApi({ ...MANAGERS, editorB: "allowed" }),
        run: (a) => postMultipart(deskPdfMetadata.action, a, "/dashboard/articles/metadata-from-pdf", pdfForm()),
      },
      {
        what: "POST /dashboard/articles/crossref-metadata (a malformed DOI: refused past the gate)",
        expected: deskApi({ ...MANAGERS, editorA: "bad-request", editorB: "bad-request", admin: "bad-request" }),
        run: (a) => postForm(deskCrossref.action, a, "/dashboard/articles/crossref-metadata", { doi: "not a doi" }),
      },
      {
        what: "GET /journal/:shortName/article/:volume/:articleNumber/jats.xml (a published article: public)",
        status: "published",
        expected: {
          visitor: "allowed",
          author: "allowed",
          reviewer: "allowed",
          editorA: "allowed",
          editorB: "allowed",
          admin: "allowed",
        },
        run: async (a, w) => {
          const [row] = await db()
            .select({ n: articles.articleNumber })
            .from(articles)
            .where(eq(articles.id, w.articleId));
          const params = { shortName: "fjphs", volume: "9", articleNumber: String(row!.n) };
          return get(articleJats.loader, a, `/journal/fjphs/article/9/${params.articleNumber}/jats.xml`, params);
        },
      },
      {
        what: "GET /journal/:shortName/article/:volume/:articleNumber/version/:version (an earlier version: public)",
        status: "published",
        expected: {
          visitor: "allowed",
          author: "allowed",
          reviewer: "allowed",
          editorA: "allowed",
          editorB: "allowed",
          admin: "allowed",
        },
        run: async (a, w) => {
          // The article is at version 2; version 1 is kept (ADR 066).
          await db().update(articles).set({ version: 2 }).where(eq(articles.id, w.articleId));
          await db()
            .insert(articleVersions)
            .values({ articleId: w.articleId, version: 1, title: "The first version" })
            .onConflictDoNothing();
          const [row] = await db()
            .select({ n: articles.articleNumber })
            .from(articles)
            .where(eq(articles.id, w.articleId));
          const params = { shortName: "fjphs", volume: "9", articleNumber: String(row!.n), version: "1" };
          return get(articleVersion.loader, a, `/journal/fjphs/article/9/${params.articleNumber}/version/1`, params);
        },
      },
      {
        what: "GET /journal/:shortName/article/:volume/:articleNumber/version/:version/file/:file (a draft's: nobody)",
        expected: {
          visitor: "not-found",
          author: "not-found",
          reviewer: "not-found",
          editorA: "not-found",
          editorB: "not-found",
          admin: "not-found",
        },
        run: (a, w) =>
          get(articleVersionFile.loader, a, `/journal/fjphs/article/9/${w.articleId}/version/1/file/0`, {
            shortName: "fjphs",
            volume: "9",
            articleNumber: w.articleId,
            version: "1",
            file: "0",
          }),
      },
      {
        what: "GET /journal/:shortName/article/:volume/:articleNumber/galley/:galleyId/:fileName (a draft's HTML galley files: nobody)",
        expected: {
          visitor: "not-found",
          author: "not-found",
          reviewer: "not-found",
          editorA: "not-found",
          editorB: "not-found",
          admin: "not-found",
        },
        run: (a, w) =>
          get(articleGalleyFile.loader, a, `/journal/fjphs/article/9/${w.articleId}/galley/${w.galleyId}/article.pdf`, {
            shortName: "fjphs",
            volume: "9",
            articleNumber: w.articleId,
            galleyId: w.galleyId,
            fileName: "article.pdf",
          }),
      },
      {
        what: "GET /journal/:shortName/article/:volume/:articleNumber/jats.xml (a draft: nobody, editors included)",
        expected: {
          visitor: "not-found",
          author: "not-found",
          reviewer: "not-found",
          editorA: "not-found",
          editorB: "not-found",
          admin: "not-found",
        },
        run: (a, w) =>
          get(articleJats.loader, a, `/journal/fjphs/article/9/${w.articleId}/jats.xml`, {
            shortName: "fjphs",
            volume: "9",
            articleNumber: w.articleId,
          }),
      },
      {
        what: "GET /dashboard/articles/issues/:journalId (journal A's issues)",
        expected: deskApi(MANAGERS),
        run: (a, w) =>
          get(deskIssues.loader, a, `/dashboard/articles/issues/${w.journalId}`, { journalId: w.journalId }),
      },
    ];

    /** Past authorization, the extraction may still fail on the PDF (422): that is getting through. */
    const deskOutcome = (answer: Answer): Outcome => (answer.status === 422 ? "allowed" : outcomeOf(answer));

    for (const row of ROWS) {
      it(row.what, async () => {
        for (const name of DESK_ACTORS) {
          const world = await createArticleWorld(platform.services, at, { status: row.status });
          const before = await articleSnapshotOf(platform.services, world);
          const outcome = deskOutcome(await row.run(desk[name], world, name));
          expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
          const after = await articleSnapshotOf(platform.services, world);
          if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
          else expect(after, `${name} changed nothing`).toEqual(before);
        }
      });
    }

    it("lists and opens an article of journal A only for A's editors and admins", async () => {
      const world = await createArticleWorld(platform.services, at);
      for (const name of ["editorA", "editorB", "admin"] as const) {
        const page = await loaderData<{ rows: { id: string }[]; editing: { id: string } | null }>(
          articlesDesk.loader,
          desk[name],
          `/dashboard/articles?edit=${world.articleId}`,
        );
        const sees = name !== "editorB";
        expect(
          page.rows.some((r) => r.id === world.articleId),
          `${name}'s list`,
        ).toBe(sees);
        expect(page.editing?.id ?? null, `${name}'s dialog`).toBe(sees ? world.articleId : null);
      }
      // B's editor may not move it into B either (404 before anything else).
      const moved = await postForm(articlesDesk.action, desk.editorB, "/dashboard/articles", {
        intent: "update",
        articleId: world.articleId,
        data: form({ ...world, journalId: await journalId(db(), "bjps"), issueId: bjpsIssue }, "Moved to B"),
      });
      expect(outcomeOf(moved)).toBe("not-found");
    });
  });

  // --- Editorial boards (001 sections 2 and 6, permissions.ts `editorialBoard.manage`: admin). Each
  // attempt works on a fresh pair of members of journal A: the first inactive, with a stored photo.
  describe("editorial boards: admins only", () => {
    const board = (w: BoardWorld) => `/api/journals/${w.journalId}/board`;
    const boardPost = (a: Actor, w: BoardWorld, fields: Record<string, string>) =>
      postForm(boardEndpoint.action, a, board(w), fields, { journalId: w.journalId });
    const memberForm = (name: ActorName) => ({
      name: `Member named by ${name}`,
      role: "Associate Editor",
      affiliation: "",
      email: "",
      bio: "",
      orcid: "",
      displayOrder: "3",
    });

    const ROWS: {
      what: string;
      changes?: true;
      expected: Expected;
      run: (a: Actor, w: BoardWorld, name: ActorName) => Promise<Answer>;
    }[] = [
      {
        what: "GET /dashboard/journals/:journalId/board (the page)",
        expected: ADMIN_ONLY,
        run: (a, w) =>
          get(journalBoard.loader, a, `/dashboard/journals/${w.journalId}/board`, { journalId: w.journalId }),
      },
      {
        what: "GET /api/journals/:journalId/board (the board, JSON)",
        expected: api(ADMIN_ONLY),
        run: (a, w) => get(boardEndpoint.loader, a, board(w), { journalId: w.journalId }),
      },
      {
        what: "POST /api/journals/:journalId/board (intent=create)",
        changes: true,
        expected: api(ADMIN_ONLY),
        run: (a, w, name) => boardPost(a, w, { intent: "create", ...memberForm(name) }),
      },
      {
        what: "POST /api/journals/:journalId/board (intent=update)",
        changes: true,
        expected: api(ADMIN_ONLY),
        run: (a, w, name) =>
          boardPost(a, w, { intent: "update", memberId: w.memberId, isActive: "true", ...memberForm(name) }),
      },
      ...(
        [
          ["toggle-active", { isActive: "true" }],
          ["move", { direction: "down" }],
          ["delete", {}],
          ["remove-avatar", {}],
        ] as const
      ).map(([intent, fields]) => ({
        what: `POST /api/journals/:journalId/board (intent=${intent})`,
        changes: true as const,
        expected: api(ADMIN_ONLY),
        run: (a: Actor, w: BoardWorld) => boardPost(a, w, { intent, memberId: w.memberId, ...fields }),
      })),
      {
        what: "POST /api/journals/:journalId/board/:memberId/avatar (a PNG)",
        changes: true,
        expected: api(ADMIN_ONLY),
        run: async (a, w) => {
          const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } })
            .png()
            .toBuffer();
          const form = new FormData();
          form.set("file", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
          return postMultipart(boardAvatarUpload.action, a, `${board(w)}/${w.memberId}/avatar`, form, {
            journalId: w.journalId,
            memberId: w.memberId,
          });
        },
      },
      {
        what: "GET /board-avatar/:memberId/:version/:file (an inactive member's photo)",
        expected: {
          visitor: "not-found",
          author: "not-found",
          otherAuthor: "not-found",
          reviewer: "not-found",
          editor: "not-found",
          admin: "allowed",
        },
        run: (a, w) => {
          const [, , memberId, version, file] = w.avatarPath.split("/");
          return get(boardAvatar.loader, a, w.avatarPath, { memberId: memberId!, version: version!, file: file! });
        },
      },
    ];

    for (const row of ROWS) {
      it(row.what, async () => {
        for (const name of ACTOR_NAMES) {
          const world = await createBoardWorld(platform.services, fjphs);
          const before = await boardSnapshotOf(platform.services, world);
          const outcome = outcomeOf(await row.run(actors[name], world, name));
          expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
          const after = await boardSnapshotOf(platform.services, world);
          if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
          else expect(after, `${name} changed nothing`).toEqual(before);
        }
      });
    }
  });

  describe("journal themes: admins and the journal's editors", () => {
    const path = () => `/api/journals/${fjphs}/theme`;
    const themeRow = async () =>
      (await db().select().from(journalThemes).where(eq(journalThemes.journalId, fjphs)))[0] ?? null;
    // Each actor saves a theme of its own name, so an allowed save always changes the row.
    const theme = (name: ActorName) => ({ ...FIXED_THEMES.fjphs!, name: `Theme of ${name}` });
    const postTheme = (a: Actor, body: unknown) =>
      postJson(themeEndpoint.action, a, path(), body, { journalId: fjphs });
    const ROWS: {
      what: string;
      changes?: true;
      expected: Expected;
      run: (a: Actor, name: ActorName) => Promise<Answer>;
    }[] = [
      {
        what: "GET /dashboard/journals/:journalId/theme (the page)",
        expected: EDITORS_AND_ADMINS,
        run: (a) => get(journalThemePage.loader, a, `/dashboard/journals/${fjphs}/theme`, { journalId: fjphs }),
      },
      {
        what: "GET /api/journals/:journalId/theme (the theme, JSON)",
        expected: api(EDITORS_AND_ADMINS),
        run: (a) => get(themeEndpoint.loader, a, path(), { journalId: fjphs }),
      },
      {
        what: "POST /api/journals/:journalId/theme (intent=save)",
        changes: true,
        expected: api(EDITORS_AND_ADMINS),
        run: (a, name) => postTheme(a, { intent: "save", theme: theme(name) }),
      },
      {
        what: "POST /api/journals/:journalId/theme (intent=reset)",
        changes: true,
        expected: api(EDITORS_AND_ADMINS),
        run: (a) => postTheme(a, { intent: "reset" }),
      },
    ];

    for (const row of ROWS) {
      it(row.what, async () => {
        for (const name of ACTOR_NAMES) {
          // A reset needs a theme of the journal's own to remove.
          if (row.what.includes("reset")) await postTheme(actors.admin, { intent: "save", theme: theme("admin") });
          const before = await themeRow();
          const outcome = outcomeOf(await row.run(actors[name], name));
          expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
          const after = await themeRow();
          if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
          else expect(after, `${name} changed nothing`).toEqual(before);
        }
      });
    }
  });

  it("GET /api/notifications/stream (Server-Sent Events, admins only)", async () => {
    const app = createApiApp();
    const expected: Expected = { ...ADMIN_ONLY, visitor: "unauthorized" };
    for (const name of ACTOR_NAMES) {
      const controller = new AbortController();
      const response = await app.request(
        actors[name].request("/api/notifications/stream", { signal: controller.signal }),
      );
      controller.abort();
      expect(outcomeOf({ status: response.status, location: null }), name).toBe(expected[name]);
    }
  });
});

// --- Issues management (002 sections 2.7 and 6, permissions.ts `issues.manage`: editor and admin,
// journal-scoped). Its six actors: the visitor, an author, a reviewer, the editor of journal A only,
// the editor of journal B only, and the admin; every attempt is on a fresh draft issue of journal A
// with a cover. An editor of B does not find A's issues (404) and may not create issues in A (403).
type IssueActorName = "visitor" | "author" | "reviewer" | "editorA" | "editorB" | "admin";
type IssueExpected = Record<IssueActorName, Outcome>;
const ISSUE_ACTORS: IssueActorName[] = ["visitor", "author", "reviewer", "editorA", "editorB", "admin"];

/** Open the screen: editors of any journal and admins. */
const ISSUE_MANAGERS: IssueExpected = {
  visitor: "sign-in",
  author: "forbidden",
  reviewer: "forbidden",
  editorA: "allowed",
  editorB: "allowed",
  admin: "allowed",
};
/** Act on A's issue: its journal's editor and admins; B's editor does not find it. */
const MANAGERS_OF_A: IssueExpected = { ...ISSUE_MANAGERS, editorB: "not-found" };
/** Create an issue in A: B's editor is refused. */
const CREATORS_IN_A: IssueExpected = { ...ISSUE_MANAGERS, editorB: "forbidden" };

const ISSUE_ROWS: {
  what: string;
  changes?: true;
  expected: IssueExpected;
  run: (actor: Actor, w: IssueWorld) => Promise<Answer>;
}[] = [
  {
    what: "GET /dashboard/issues",
    expected: ISSUE_MANAGERS,
    run: (a) => get(issuesRoute.loader, a, "/dashboard/issues"),
  },
  {
    what: "POST /dashboard/issues (intent=create, in journal A)",
    changes: true,
    expected: CREATORS_IN_A,
    run: (a, w) =>
      postForm(issuesRoute.action, a, "/dashboard/issues", {
        intent: "create",
        journalId: w.journalId,
        volumeNumber: String(2_000_000 + Math.floor(Math.random() * 1_000_000)),
        issueNumber: "1",
        type: "regular",
        title: "A new issue",
        status: "draft",
      }),
  },
  {
    what: "POST /dashboard/issues (intent=update)",
    changes: true,
    expected: MANAGERS_OF_A,
    run: (a, w) =>
      postForm(issuesRoute.action, a, "/dashboard/issues", {
        intent: "update",
        issueId: w.issueId,
        journalId: w.journalId,
        volumeNumber: String(3_000_000 + Math.floor(Math.random() * 1_000_000)),
        issueNumber: "1",
        type: "regular",
        title: "A renamed issue",
        status: "draft",
      }),
  },
  ...(
    [
      ["delete", {}],
      ["set-current", { current: "true" }],
      ["publish", {}],
      ["remove-cover", {}],
    ] as const
  ).map(([intent, fields]) => ({
    what: `POST /dashboard/issues (intent=${intent})`,
    changes: true as const,
    expected: MANAGERS_OF_A,
    run: (a: Actor, w: IssueWorld) =>
      postForm(issuesRoute.action, a, "/dashboard/issues", { intent, issueId: w.issueId, ...fields }),
  })),
  {
    what: "POST /api/issues/:issueId/cover (a PNG)",
    changes: true,
    // A JSON endpoint (fetch callers): a visitor gets 401.
    expected: { ...MANAGERS_OF_A, visitor: "unauthorized" },
    run: async (a, w) => {
      const png = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set("file", new File([new Uint8Array(png)], "cover.png", { type: "image/png" }));
      return postMultipart(issueCoverUpload.action, a, `/api/issues/${w.issueId}/cover`, form, {
        issueId: w.issueId,
      });
    },
  },
  {
    what: "GET /issue-cover/:issueId/:version/:file (a draft issue's cover)",
    expected: { ...MANAGERS_OF_A, visitor: "not-found", author: "not-found", reviewer: "not-found" },
    run: (a, w) => {
      const [, , issueId, version, file] = w.coverPath.split("/");
      return get(issueCover.loader, a, w.coverPath, { issueId: issueId!, version: version!, file: file! });
    },
  },
];

describe("authorization: issues management, scoped to the issue's journal", () => {
  let platform: TestPlatform;
  let issueActors: Record<IssueActorName, Actor>;
  let journalA: string;
  beforeAll(async () => {
    platform = await startTestPlatform();
    const db = platform.services.database.db;
    journalA = await journalId(db, "fjphs");
    const journalB = await journalId(db, "ijcpms");
    const scopedToA = await createActors(platform, { seeded: true, editorJournalId: journalA, label: "issa" });
    const scopedToB = await createActors(platform, { seeded: true, editorJournalId: journalB, label: "issb" });
    issueActors = {
      visitor: scopedToA.visitor,
      author: scopedToA.author,
      reviewer: scopedToA.reviewer,
      editorA: scopedToA.editor,
      editorB: scopedToB.editor,
      admin: scopedToA.admin,
    };
  });
  afterAll(() => platform.stop());

  for (const row of ISSUE_ROWS) {
    it(row.what, async () => {
      for (const name of ISSUE_ACTORS) {
        const world = await createIssueWorld(platform.services, journalA);
        const before = await issueSnapshotOf(platform.services, world);
        const outcome = outcomeOf(await row.run(issueActors[name], world));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await issueSnapshotOf(platform.services, world);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }
});

// --- Conferences (001 sections 2 and 6, permissions.ts `conferences.manage`: editor and admin).
// Every signed-in user may look at the list; only editors and admins change anything. Covers are
// public, as conferences are. Every attempt is on a fresh conference with a cover.
const CONFERENCE_MANAGERS: Expected = { ...ADMIN_ONLY, editor: "allowed" };

const conferenceFields = (change: Record<string, string> = {}) => ({
  title: "A renamed conference",
  conferenceType: "workshop",
  status: "upcoming",
  startDate: "2031-05-01",
  endDate: "2031-05-03",
  ...change,
});

const CONFERENCE_ROWS: {
  what: string;
  changes?: true;
  expected: Expected;
  run: (actor: Actor, w: ConferenceWorld) => Promise<Answer>;
}[] = [
  {
    what: "GET /dashboard/conferences",
    expected: SIGNED_IN,
    run: (a) => get(conferencesRoute.loader, a, "/dashboard/conferences"),
  },
  {
    what: "POST /dashboard/conferences (intent=create)",
    changes: true,
    expected: CONFERENCE_MANAGERS,
    run: (a) => postForm(conferencesRoute.action, a, "/dashboard/conferences", conferenceFields({ intent: "create" })),
  },
  ...(["update", "delete", "remove-cover"] as const).map((intent) => ({
    what: `POST /dashboard/conferences (intent=${intent})`,
    changes: true as const,
    expected: CONFERENCE_MANAGERS,
    run: (a: Actor, w: ConferenceWorld) =>
      postForm(
        conferencesRoute.action,
        a,
        "/dashboard/conferences",
        conferenceFields({ intent, conferenceId: w.conferenceId }),
      ),
  })),
  {
    what: "POST /api/conferences/:conferenceId/cover (a PNG)",
    changes: true,
    expected: api(CONFERENCE_MANAGERS),
    run: async (a, w) => {
      const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set("file", new File([new Uint8Array(png)], "cover.png", { type: "image/png" }));
      return postMultipart(conferenceCoverUpload.action, a, `/api/conferences/${w.conferenceId}/cover`, form, {
        conferenceId: w.conferenceId,
      });
    },
  },
  {
    what: "GET /conference-cover/:conferenceId/:version/:file (public)",
    expected: { ...SIGNED_IN, visitor: "allowed" },
    run: (a, w) => {
      const [, , conferenceId, version, file] = w.coverPath.split("/");
      return get(conferenceCover.loader, a, w.coverPath, {
        conferenceId: conferenceId!,
        version: version!,
        file: file!,
      });
    },
  },
];

describe("authorization: conferences", () => {
  let platform: TestPlatform;
  let conferenceActors: Actors;
  beforeAll(async () => {
    platform = await startTestPlatform();
    conferenceActors = await createActors(platform, { seeded: true, label: "conf" });
  });
  afterAll(() => platform.stop());

  for (const row of CONFERENCE_ROWS) {
    it(row.what, async () => {
      for (const name of ACTOR_NAMES) {
        const world = await createConferenceWorld(platform.services);
        const before = await conferenceSnapshotOf(platform.services, world);
        const outcome = outcomeOf(await row.run(conferenceActors[name], world));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await conferenceSnapshotOf(platform.services, world);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }
});

// --- DOIs and Crossref (002 sections 2.6, 2.8; articles.manage and journalSettings.manage). On an
// article of journal A: A's editors and admins; B's editor finds it nowhere (404). Crossref itself
// is a closed local port here: the connection test answers 'Connection failed' without leaving the
// machine, and deposits are only queued (no worker runs).
describe("authorization: DOIs and Crossref deposits", () => {
  type DoiActor = "visitor" | "author" | "reviewer" | "editorA" | "editorB" | "admin";
  const DOI_ACTORS: DoiActor[] = ["visitor", "author", "reviewer", "editorA", "editorB", "admin"];
  type DoiExpected = Record<DoiActor, Outcome>;
  const MANAGERS: DoiExpected = {
    visitor: "sign-in",
    author: "forbidden",
    reviewer: "forbidden",
    editorA: "allowed",
    editorB: "not-found",
    admin: "allowed",
  };
  const asApi = (e: DoiExpected): DoiExpected => ({ ...e, visitor: "unauthorized" });
  let platform: TestPlatform;
  let who: Record<DoiActor, Actor>;
  let at: { journalId: string; issueId: string };
  const db = () => platform.services.database.db;

  beforeAll(async () => {
    platform = await startTestPlatform({
      env: { CROSSREF_TEST_URL: "http://127.0.0.1:9", CROSSREF_PRODUCTION_URL: "http://127.0.0.1:9" },
    });
    const base = await createActors(platform, { seeded: true, label: "doi" });
    const fjphs = await journalId(db(), "fjphs");
    const bjps = await journalId(db(), "bjps");
    const editorA = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "doi-a" })).editor;
    const editorB = (await createActors(platform, { seeded: true, editorJournalId: bjps, label: "doi-b" })).editor;
    who = { ...base, editorA, editorB };
    await db().update(journals).set({ doiPrefix: "10.63101" }).where(eq(journals.id, fjphs));
    await db().transaction((tx) =>
      saveCrossrefSettings(tx, fjphs, {
        username: "user",
        passwordAction: "replace",
        password: "secret",
        depositorName: "",
        depositorEmail: "",
        mode: "test",
        suffixPattern: "",
        autoAssignDoi: false,
      }),
    );
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 11, issueNumber: 1 });
    at = { journalId: fjphs, issueId: issue.id };
  });
  afterAll(() => platform.stop());

  /** What a DOI action could change: the article's DOI and its deposits. */
  const snapshot = async (articleId: string) => ({
    doi: (await db().select({ doi: articles.doi }).from(articles).where(eq(articles.id, articleId)))[0]?.doi,
    deposits: (await db().select().from(crossrefDeposits).where(eq(crossrefDeposits.articleId, articleId))).length,
  });
  const doiPath = (id: string) => `/dashboard/articles/${id}/doi`;
  let numbered = 0;
  /** A published article of A with a DOI, ready to deposit. */
  async function depositable(w: ArticleWorld) {
    await db()
      .update(articles)
      .set({ doi: `10.63101/fjphs.auth${++numbered}`, publicationDate: "2026-01-10" })
      .where(eq(articles.id, w.articleId));
  }

  const ROWS: {
    what: string;
    status?: "draft" | "published";
    prepare?: (w: ArticleWorld) => Promise<void>;
    changes?: true;
    expected: DoiExpected;
    run: (a: Actor, w: ArticleWorld) => Promise<Answer>;
  }[] = [
    {
      what: "GET /dashboard/dois (the DOI screen)",
      expected: { ...MANAGERS, editorB: "allowed" },
      run: (a) => get(doisPage.loader, a, "/dashboard/dois"),
    },
    {
      what: "POST /dashboard/articles/:id/doi (intent=generate)",
      changes: true,
      expected: asApi(MANAGERS),
      run: (a, w) => postForm(doiEndpoint.action, a, doiPath(w.articleId), { intent: "generate" }, { id: w.articleId }),
    },
    {
      what: "POST /dashboard/articles/:id/doi (intent=deposit)",
      status: "published",
      prepare: depositable,
      changes: true,
      expected: asApi(MANAGERS),
      run: (a, w) => postForm(doiEndpoint.action, a, doiPath(w.articleId), { intent: "deposit" }, { id: w.articleId }),
    },
    {
      what: "POST /dashboard/dois (intent=deposit, retry one DOI)",
      status: "published",
      prepare: depositable,
      changes: true,
      expected: MANAGERS,
      run: (a, w) => postForm(doisPage.action, a, "/dashboard/dois", { intent: "deposit", articleId: w.articleId }),
    },
    {
      what: "POST /dashboard/dois (intent=deposit-unregistered, journal A)",
      status: "published",
      prepare: depositable,
      changes: true,
      expected: MANAGERS,
      run: (a, w) =>
        postForm(doisPage.action, a, "/dashboard/dois", { intent: "deposit-unregistered", journalId: w.journalId }),
    },
    {
      what: "POST /api/journals/:journalId/crossref-test (Test connection)",
      // Journal settings are refused (403), not hidden, to an editor of another journal (2.8).
      expected: asApi({ ...MANAGERS, editorB: "forbidden" }),
      run: (a, w) =>
        postForm(crossrefTest.action, a, `/api/journals/${w.journalId}/crossref-test`, {}, { journalId: w.journalId }),
    },
  ];

  for (const row of ROWS) {
    it(row.what, async () => {
      for (const name of DOI_ACTORS) {
        const world = await createArticleWorld(platform.services, at, { status: row.status });
        await row.prepare?.(world);
        const before = await snapshot(world.articleId);
        const outcome = outcomeOf(await row.run(who[name], world));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await snapshot(world.articleId);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }

  it("shows journal A's DOIs to A's editors and admins only, and says 'Connection failed' with the reason", async () => {
    const world = await createArticleWorld(platform.services, at, { status: "published" });
    for (const name of ["editorA", "editorB", "admin"] as const) {
      const page = await loaderData<{ rows: { id: string }[] }>(
        doisPage.loader,
        who[name],
        `/dashboard/dois?journal=${world.journalId}`,
      );
      expect(
        page.rows.some((r) => r.id === world.articleId),
        `${name}'s DOI list`,
      ).toBe(name !== "editorB");
    }
    const request = who.editorA.request(`/api/journals/${world.journalId}/crossref-test`, { method: "POST" });
    const response = (await crossrefTest.action(
      routeArgs(request, { journalId: world.journalId }) as never,
    )) as Response;
    expect(await response.json()).toMatchObject({
      success: false,
      message: "Connection failed",
      reason: expect.any(String),
    });
  });
});

// --- External citations and metrics history (ADR 026; permissions.ts `citations.manage`: editors of
// the article's journal and admins). The article is public, so an editor of another journal is
// refused (403), not told it is missing; reading is open to everyone. 'Fetch citations' asks the
// fake open citation APIs.
describe("authorization: external citations and metrics history", () => {
  type CitActor = "visitor" | "author" | "reviewer" | "editorA" | "editorB" | "admin";
  const CIT_ACTORS: CitActor[] = ["visitor", "author", "reviewer", "editorA", "editorB", "admin"];
  type CitExpected = Record<CitActor, Outcome>;
  const MANAGERS: CitExpected = {
    visitor: "unauthorized",
    author: "forbidden",
    reviewer: "forbidden",
    editorA: "allowed",
    editorB: "forbidden",
    admin: "allowed",
  };
  const EVERYONE: CitExpected = {
    visitor: "allowed",
    author: "allowed",
    reviewer: "allowed",
    editorA: "allowed",
    editorB: "allowed",
    admin: "allowed",
  };
  let platform: TestPlatform;
  let fake: FakeCitationApis;
  let who: Record<CitActor, Actor>;
  let at: { journalId: string; issueId: string };
  const db = () => platform.services.database.db;

  beforeAll(async () => {
    fake = await startFakeCitationApis();
    platform = await startTestPlatform({ env: fake.env });
    const base = await createActors(platform, { seeded: true, label: "cit" });
    const fjphs = await journalId(db(), "fjphs");
    const bjps = await journalId(db(), "bjps");
    const editorA = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "cit-a" })).editor;
    const editorB = (await createActors(platform, { seeded: true, editorJournalId: bjps, label: "cit-b" })).editor;
    who = { ...base, editorA, editorB };
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 12, issueNumber: 1 });
    at = { journalId: fjphs, issueId: issue.id };
  });
  afterAll(async () => {
    await platform.stop();
    await fake.close();
  });

  let numbered = 0;
  /** A published article of journal A with a DOI the fake knows; its address and route params. */
  async function citedArticle() {
    const w = await createArticleWorld(platform.services, at, { status: "published" });
    const [row] = await db()
      .update(articles)
      .set({ doi: `10.5555/known.authorization-${++numbered}` })
      .where(eq(articles.id, w.articleId))
      .returning({ number: articles.articleNumber });
    const params = { shortName: "fjphs", volume: "12", articleNumber: String(row!.number) };
    return { id: w.articleId, path: `/journal/fjphs/article/12/${row!.number}`, params };
  }
  /** What these actions could change: the count, the stored citations and fetches, the history. */
  const snapshot = async (articleId: string) => ({
    mentions: (await db().select({ n: articles.mentionCount }).from(articles).where(eq(articles.id, articleId)))[0]?.n,
    citations: (await db().select().from(externalCitations).where(eq(externalCitations.articleId, articleId))).length,
    fetches: (await db().select().from(externalCitationFetches).where(eq(externalCitationFetches.articleId, articleId)))
      .length,
    history: (await db().select().from(articleMetricsHistory).where(eq(articleMetricsHistory.articleId, articleId)))
      .length,
  });

  type Cited = Awaited<ReturnType<typeof citedArticle>>;
  const ROWS: { what: string; changes?: true; expected: CitExpected; run: (a: Actor, c: Cited) => Promise<Answer> }[] =
    [
      {
        what: "GET …/article/:volume/:articleNumber/external-citations (the dialog's data)",
        expected: EVERYONE,
        run: (a, c) => get(externalCitationsRoute.loader, a, `${c.path}/external-citations`, c.params),
      },
      {
        what: "POST …/external-citations (intent=fetch: Fetch citations)",
        changes: true,
        expected: MANAGERS,
        run: (a, c) =>
          postForm(
            externalCitationsRoute.action,
            a,
            `${c.path}/external-citations`,
            { intent: "fetch", sources: "crossref" },
            c.params,
          ),
      },
      {
        what: "GET …/article/:volume/:articleNumber/metrics-history (the metrics dialogs' charts)",
        expected: EVERYONE,
        run: (a, c) => get(metricsHistoryRoute.loader, a, `${c.path}/metrics-history`, c.params),
      },
      {
        what: "POST …/metrics-history (intent=snapshot: Record snapshot)",
        changes: true,
        expected: MANAGERS,
        run: (a, c) =>
          postForm(metricsHistoryRoute.action, a, `${c.path}/metrics-history`, { intent: "snapshot" }, c.params),
      },
    ];

  for (const row of ROWS) {
    it(row.what, async () => {
      for (const name of CIT_ACTORS) {
        const cited = await citedArticle();
        const before = await snapshot(cited.id);
        const outcome = outcomeOf(await row.run(who[name], cited));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await snapshot(cited.id);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }

  it("refuses a write from another site before it reaches the action", async () => {
    const cited = await citedArticle();
    const app = createApiApp();
    const response = await app.request(`${platform.services.env.publicUrl}${cited.path}/metrics-history`, {
      method: "POST",
      headers: {
        ...who.admin.headers,
        origin: "https://elsewhere.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "intent=snapshot",
    });
    expect(response.status).toBe(403);
    expect(await snapshot(cited.id)).toMatchObject({ history: 0 });
  });
});

// --- Internal citations and reference lists (002 sections 2.9 and 6, ADR 025; citations.manage and
// articles.manage). On a published article of journal A: A's editors and admins add and remove
// citing articles; B's editor is refused (403: the article is public, nothing is hidden); a visitor
// of these JSON endpoints gets 401. Reading the citations is public.
describe("authorization: internal citations and reference lists", () => {
  type CiteActor = "visitor" | "author" | "reviewer" | "editorA" | "editorB" | "admin";
  const CITE_ACTORS: CiteActor[] = ["visitor", "author", "reviewer", "editorA", "editorB", "admin"];
  type CiteExpected = Record<CiteActor, Outcome>;
  const MANAGERS: CiteExpected = {
    visitor: "unauthorized",
    author: "forbidden",
    reviewer: "forbidden",
    editorA: "allowed",
    editorB: "forbidden",
    admin: "allowed",
  };
  const EVERYONE: CiteExpected = {
    visitor: "allowed",
    author: "allowed",
    reviewer: "allowed",
    editorA: "allowed",
    editorB: "allowed",
    admin: "allowed",
  };
  let platform: TestPlatform;
  let who: Record<CiteActor, Actor>;
  let at: { journalId: string; issueId: string };
  const db = () => platform.services.database.db;
  const VOLUME = "13";

  beforeAll(async () => {
    platform = await startTestPlatform();
    const base = await createActors(platform, { seeded: true, label: "cite" });
    const fjphs = await journalId(db(), "fjphs");
    const bjps = await journalId(db(), "bjps");
    const editorA = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "cite-a" })).editor;
    const editorB = (await createActors(platform, { seeded: true, editorJournalId: bjps, label: "cite-b" })).editor;
    who = { ...base, editorA, editorB };
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: Number(VOLUME), issueNumber: 1 });
    at = { journalId: fjphs, issueId: issue.id };
  });
  afterAll(() => platform.stop());

  /** A published article to cite (the world's) and another published article that may cite it. */
  type CiteWorld = ArticleWorld & { number: string; citingId: string };
  async function citeWorld(): Promise<CiteWorld> {
    const cited = await createArticleWorld(platform.services, at, { status: "published" });
    const citing = await createArticleWorld(platform.services, at, { status: "published" });
    const [row] = await db()
      .select({ n: articles.articleNumber })
      .from(articles)
      .where(eq(articles.id, cited.articleId));
    return { ...cited, number: String(row!.n), citingId: citing.articleId };
  }
  /** What a citation change could change: the cited article's citations and count, the world's references. */
  const snapshot = async (w: CiteWorld) => ({
    citations: (await db().select().from(citations).where(eq(citations.citedArticleId, w.articleId))).map(
      (c) => `${c.citingArticleId}:${c.origin}`,
    ),
    count: (await db().select({ n: articles.citationCount }).from(articles).where(eq(articles.id, w.articleId)))[0]!.n,
    references: (await db().select().from(articleReferences).where(eq(articleReferences.articleId, w.articleId)))
      .length,
  });
  const params = (w: CiteWorld) => ({ shortName: "fjphs", volume: VOLUME, articleNumber: w.number });
  const base = (w: CiteWorld) => `/journal/fjphs/article/${VOLUME}/${w.number}`;
  const form = (w: CiteWorld, name: CiteActor) =>
    JSON.stringify({
      journalId: w.journalId,
      issueId: w.issueId,
      title: `Scoped article with references by ${name}`,
      articleType: "research_article",
      status: "draft",
      authors: [
        { name: "Asha Rao", email: "asha@example.org", affiliation: "Manipal", orcid: "", isCorresponding: true },
      ],
      abstract:
        "An abstract long enough for the article form's rule of one hundred characters at the very least, surely.",
      keywords: ["films"],
      references: "Rao A. A study of buccal films. J Pharm. 2024;1:1-9.\nMontgomery DC. Design of experiments. 2013.",
    });

  const ROWS: {
    what: string;
    prepare?: (w: CiteWorld) => Promise<void>;
    changes?: true;
    expected: CiteExpected;
    run: (a: Actor, w: CiteWorld, name: CiteActor) => Promise<Answer>;
  }[] = [
    {
      what: "GET /journal/:shortName/article/:volume/:articleNumber/citations (the dialogs' lists: public)",
      expected: EVERYONE,
      run: (a, w) => get(articleCitations.loader, a, `${base(w)}/citations`, params(w)),
    },
    {
      what: "POST /journal/:shortName/article/:volume/:articleNumber/citations (intent=add)",
      changes: true,
      expected: MANAGERS,
      run: (a, w) =>
        postForm(
          articleCitations.action,
          a,
          `${base(w)}/citations`,
          { intent: "add", citingArticleId: w.citingId, context: "In the discussion." },
          params(w),
        ),
    },
    {
      what: "POST /journal/:shortName/article/:volume/:articleNumber/citations (intent=remove)",
      prepare: async (w) => {
        await db().insert(citations).values({ citedArticleId: w.articleId, citingArticleId: w.citingId });
        await db().update(articles).set({ citationCount: 1 }).where(eq(articles.id, w.articleId));
      },
      changes: true,
      expected: MANAGERS,
      run: (a, w) =>
        postForm(
          articleCitations.action,
          a,
          `${base(w)}/citations`,
          { intent: "remove", citingArticleId: w.citingId },
          params(w),
        ),
    },
    {
      what: "GET /journal/:shortName/article/:volume/:articleNumber/citations/candidates?q= (the dialog's search)",
      expected: MANAGERS,
      run: (a, w) => get(citationCandidates.loader, a, `${base(w)}/citations/candidates?q=buccal`, params(w)),
    },
    {
      what: "POST /dashboard/articles (intent=update, with a reference list)",
      changes: true,
      expected: { ...MANAGERS, visitor: "sign-in", editorB: "not-found" },
      run: (a, w, name) =>
        postForm(articlesDesk.action, a, "/dashboard/articles", {
          intent: "update",
          articleId: w.articleId,
          data: form(w, name),
        }),
    },
  ];

  for (const row of ROWS) {
    it(row.what, async () => {
      for (const name of CITE_ACTORS) {
        const world = await citeWorld();
        await row.prepare?.(world);
        const before = await snapshot(world);
        const outcome = outcomeOf(await row.run(who[name], world, name));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await snapshot(world);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }
});

// --- Journals administration (001 sections 2-9, ADR 019; permissions.ts `journals.manage`: admins
// only), journal settings (002 section 2.8, ADR 018; `journalSettings.manage`: the journal's editors
// and admins) and user management (001 section 5; `users.manage`: admins only). The six actors of
// issues management: journal A is ijebr, B is bjps. Every attempt starts from the same state: the
// journals rows put back A's details and its uploaded cover (one 240 px WebP), the settings rows
// remove A's stored settings, DOI prefix and Crossref account (so that a save always writes
// something), the user row edits a fresh user.
describe("authorization: journals administration, journal settings and user management", () => {
  let platform: TestPlatform;
  let who: Record<IssueActorName, Actor>;
  let journalA: string;
  const db = () => platform.services.database.db;
  /** Refused by anyone but an admin; B's editor too, as A's. */
  const ADMINS: IssueExpected = { ...ISSUE_MANAGERS, editorA: "forbidden", editorB: "forbidden" };
  /** A's settings: A's editors and admins; B's editor is refused (403), not kept in the dark (2.8). */
  const SETTINGS_OF_A: IssueExpected = { ...ISSUE_MANAGERS, editorB: "forbidden" };

  beforeAll(async () => {
    platform = await startTestPlatform();
    journalA = await journalId(db(), "ijebr");
    const scopedToA = await createActors(platform, { seeded: true, editorJournalId: journalA, label: "adm-a" });
    const scopedToB = await createActors(platform, {
      seeded: true,
      editorJournalId: await journalId(db(), "bjps"),
      label: "adm-b",
    });
    who = {
      visitor: scopedToA.visitor,
      author: scopedToA.author,
      reviewer: scopedToA.reviewer,
      editorA: scopedToA.editor,
      editorB: scopedToB.editor,
      admin: scopedToA.admin,
    };
  });
  afterAll(() => platform.stop());

  async function storedUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of platform.services.storage.list(prefix)) keys.push(item.key);
    return keys.sort();
  }

  describe("journals administration: admins only", () => {
    const version = "0123abcd-240x320";
    const folder = () => `journal-covers/${journalA}`;
    const coverPath = () => `/journal-cover/${journalA}/${version}/240.webp`;

    /** Journal A as every attempt finds it: in `status`, with an uploaded cover of one size. */
    async function resetJournal(status: "active" | "inactive") {
      for (const key of await storedUnder(folder())) await platform.services.storage.delete(key);
      await platform.services.storage.put(`${folder()}/${version}/240.webp`, new Uint8Array([0x52, 0x49, 0x46, 0x46]));
      await db()
        .update(journals)
        .set({ title: "Journal A", status, coverImageKey: `${folder()}/${version}`, coverImageUrl: null })
        .where(eq(journals.id, journalA));
    }
    /** What an action here could change: A's details and cover, its cover files, how many journals there are. */
    async function snapshot() {
      const [journal] = await db()
        .select({
          title: journals.title,
          shortName: journals.shortName,
          status: journals.status,
          coverImageKey: journals.coverImageKey,
          coverImageUrl: journals.coverImageUrl,
        })
        .from(journals)
        .where(eq(journals.id, journalA));
      const [all] = await db().select({ n: count() }).from(journals);
      return { journal: journal ?? null, journals: all!.n, stored: await storedUnder(folder()) };
    }
    const journalPost = (a: Actor, fields: Record<string, string>) =>
      postForm(journalsRoute.action, a, "/dashboard/journals", fields);

    const ROWS: {
      what: string;
      status?: "active" | "inactive";
      changes?: true;
      expected: IssueExpected;
      run: (a: Actor, name: IssueActorName) => Promise<Answer>;
    }[] = [
      {
        what: "POST /dashboard/journals (intent=update)",
        changes: true,
        expected: ADMINS,
        run: (a, name) =>
          journalPost(a, {
            intent: "update",
            journalId: journalA,
            title: `Journal A renamed by ${name}`,
            shortName: "",
            description: "",
            issn: "",
            publicationFrequency: "monthly",
            impactFactor: "",
            status: "active",
            coverImageUrl: "",
          }),
      },
      {
        what: "POST /dashboard/journals (intent=remove-cover)",
        changes: true,
        expected: ADMINS,
        run: (a) => journalPost(a, { intent: "remove-cover", journalId: journalA }),
      },
      {
        what: "POST /api/journals/:journalId/cover (a PNG)",
        changes: true,
        expected: { ...ADMINS, visitor: "unauthorized" },
        run: async (a) => {
          const png = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#663399" } })
            .png()
            .toBuffer();
          const form = new FormData();
          form.set("file", new File([new Uint8Array(png)], "cover.png", { type: "image/png" }));
          return postMultipart(journalCoverUpload.action, a, `/api/journals/${journalA}/cover`, form, {
            journalId: journalA,
          });
        },
      },
      {
        what: "GET /journal-cover/:journalId/:version/:file (an active journal's cover: public)",
        expected: {
          visitor: "allowed",
          author: "allowed",
          reviewer: "allowed",
          editorA: "allowed",
          editorB: "allowed",
          admin: "allowed",
        },
        run: (a) => get(journalCover.loader, a, coverPath(), { journalId: journalA, version, file: "240.webp" }),
      },
      {
        // ADR 019: an inactive journal is hidden everywhere public; its cover is for admins only,
        // its own editor included (404, as for a cover that does not exist).
        what: "GET /journal-cover/:journalId/:version/:file (an inactive journal's cover)",
        status: "inactive",
        expected: {
          visitor: "not-found",
          author: "not-found",
          reviewer: "not-found",
          editorA: "not-found",
          editorB: "not-found",
          admin: "allowed",
        },
        run: (a) => get(journalCover.loader, a, coverPath(), { journalId: journalA, version, file: "240.webp" }),
      },
    ];

    for (const row of ROWS) {
      it(row.what, async () => {
        for (const name of ISSUE_ACTORS) {
          await resetJournal(row.status ?? "active");
          const before = await snapshot();
          const outcome = outcomeOf(await row.run(who[name], name));
          expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
          const after = await snapshot();
          if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
          else expect(after, `${name} changed nothing`).toEqual(before);
        }
      });
    }
  });

  describe("journal settings: the journal's editors and admins", () => {
    const path = "/journal/ijebr/settings";
    /** Journal A with nothing configured: no settings row, no DOI prefix, no Crossref account. */
    async function resetSettings() {
      await db().delete(journalSettings).where(eq(journalSettings.journalId, journalA));
      await db().delete(crossrefSettings).where(eq(crossrefSettings.journalId, journalA));
      await db().update(journals).set({ doiPrefix: null, autoAssignDoi: false }).where(eq(journals.id, journalA));
    }
    /** Everything a tab's save could change: the settings groups, the DOI prefix and switch, the Crossref account. */
    async function snapshot() {
      const [settings] = await db()
        .select({
          publicationWorkflow: journalSettings.publicationWorkflow,
          submissionGuidelines: journalSettings.submissionGuidelines,
          editorialWorkflow: journalSettings.editorialWorkflow,
          accessControls: journalSettings.accessControls,
          emailNotifications: journalSettings.emailNotifications,
          seoSettings: journalSettings.seoSettings,
        })
        .from(journalSettings)
        .where(eq(journalSettings.journalId, journalA));
      const [crossref] = await db()
        .select({
          username: crossrefSettings.username,
          passwordCipher: crossrefSettings.passwordCipher,
          depositorName: crossrefSettings.depositorName,
          depositorEmail: crossrefSettings.depositorEmail,
          mode: crossrefSettings.mode,
          suffixPattern: crossrefSettings.suffixPattern,
        })
        .from(crossrefSettings)
        .where(eq(crossrefSettings.journalId, journalA));
      const [doi] = await db()
        .select({ doiPrefix: journals.doiPrefix, autoAssignDoi: journals.autoAssignDoi })
        .from(journals)
        .where(eq(journals.id, journalA));
      return { settings: settings ?? null, crossref: crossref ?? null, doi };
    }

    /** Each tab's form as the browser posts it (a checkbox is "on" or absent), valid, differing from the defaults. */
    const TABS: Record<string, Record<string, string>> = {
      publication: { allowRevisions: "on", maxRevisions: "2", maxFileSize: "12", allowedFormats: "pdf" },
      editorial: { reviewType: "single-blind", requireEthicsStatement: "on" },
      doi: { doiPrefix: "10.12345", autoAssignDoi: "on", username: "ijebr-user", mode: "test" },
      access: { requireRegistration: "on" },
      notifications: { submissionReceived: "on" },
      seo: {
        metaTitle: "Journal A",
        metaDescription: "Research on films.",
        keywords: "films, buccal",
        ogImage: "",
        twitterCard: "summary",
      },
    };

    const ROWS: { what: string; changes?: true; expected: IssueExpected; run: (a: Actor) => Promise<Answer> }[] = [
      {
        // "An editor of another journal cannot open its settings."
        what: "GET /journal/:shortName/settings",
        expected: SETTINGS_OF_A,
        run: (a) => get(journalSettingsRoute.loader, a, path, { shortName: "ijebr" }),
      },
      ...Object.entries(TABS).map(([intent, fields]) => ({
        what: `POST /journal/:shortName/settings (intent=${intent})`,
        changes: true as const,
        expected: SETTINGS_OF_A,
        run: (a: Actor) =>
          postForm(journalSettingsRoute.action, a, path, { intent, ...fields }, { shortName: "ijebr" }),
      })),
    ];

    for (const row of ROWS) {
      it(row.what, async () => {
        for (const name of ISSUE_ACTORS) {
          await resetSettings();
          const before = await snapshot();
          const outcome = outcomeOf(await row.run(who[name]));
          expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
          const after = await snapshot();
          if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
          else expect(after, `${name} changed nothing`).toEqual(before);
        }
      });
    }
  });

  describe("user management: admins only", () => {
    let targets = 0;
    /** A fresh user, author for every journal, for one attempt to edit. */
    async function targetUser(): Promise<string> {
      const id = `authz-target-${++targets}`;
      await db()
        .insert(users)
        .values({ id, name: "Tara Target", email: `tara-${targets}@example.org` });
      await db().insert(roleAssignments).values({ userId: id, role: "author", journalId: null });
      return id;
    }
    /** Everything the update could change: the user's name and status, and every role they hold (where). */
    async function snapshot(userId: string) {
      const [user] = await db()
        .select({ name: users.name, status: users.status })
        .from(users)
        .where(eq(users.id, userId));
      const roles = await db()
        .select({ role: roleAssignments.role, journalId: roleAssignments.journalId })
        .from(roleAssignments)
        .where(eq(roleAssignments.userId, userId));
      return { user: user ?? null, roles: roles.map((r) => `${r.role}:${r.journalId ?? "all"}`).sort() };
    }

    const ROWS: {
      what: string;
      changes?: true;
      expected: IssueExpected;
      run: (a: Actor, name: IssueActorName, userId: string) => Promise<Answer>;
    }[] = [
      {
        what: "POST /dashboard/users (intent=update, with per-journal roles: journalRoles)",
        changes: true,
        expected: ADMINS,
        run: (a, name, userId) =>
          postForm(usersRoute.action, a, "/dashboard/users", {
            intent: "update",
            userId,
            name: `Tara renamed by ${name}`,
            status: "active",
            roles: "author",
            // Editor of journal A: what A's own editor would most like to hand out.
            journalRoles: `editor:${journalA}`,
          }),
      },
    ];

    for (const row of ROWS) {
      it(row.what, async () => {
        for (const name of ISSUE_ACTORS) {
          const userId = await targetUser();
          const before = await snapshot(userId);
          const outcome = outcomeOf(await row.run(who[name], name, userId));
          expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
          const after = await snapshot(userId);
          if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
          else expect(after, `${name} changed nothing`).toEqual(before);
        }
      });
    }
  });
});

// --- Peer review (ADR 023; permissions.ts `review.manage`: the journal's editors and admins;
// `submission.revise`: the submission's author). A reviewer reaches a submission only through an
// assignment of their own, and only while it is live; the invitation link works, without signing
// in, for whoever holds it, once. The six actors of issues management, on a submission of journal
// A (fjphs) by `author`; B is bjps. Every attempt gets a fresh submission (createWorld) to which A's
// editor invited `reviewer` through the Reviews tab (so the link is the one e-mailed), then taken to
// the row's stage through the screens' own actions.
describe("authorization: peer review, scoped to the submission's journal", () => {
  type ReviewWorld = World & { assignmentId: string; token: string };
  type Stage =
    | "invited"
    | "accepted"
    | "cancelled"
    | "accepted, then cancelled"
    | "revision requested"
    | "answered through the link"
    | "another reviewer's, accepted"
    | "accepted, then its reviewer listed among the authors";

  let platform: TestPlatform;
  let who: Record<IssueActorName, Actor>;
  let scopedToA: Actors;
  let fjphs: string;
  const db = () => platform.services.database.db;

  /** The Reviews tab's managers: A's editors and admins; the author sees the submission and is refused. */
  const MANAGERS: IssueExpected = {
    visitor: "sign-in",
    author: "forbidden",
    reviewer: "not-found",
    editorA: "allowed",
    editorB: "not-found",
    admin: "allowed",
  };
  /** The author's revision: its author only; editors and admins see the submission and are refused. */
  const ITS_AUTHOR: IssueExpected = { ...MANAGERS, author: "allowed", editorA: "forbidden", admin: "forbidden" };
  /** The review page's actions: the assignment's reviewer; to everyone else it does not exist. */
  const ITS_REVIEWER: IssueExpected = {
    visitor: "sign-in",
    author: "not-found",
    reviewer: "allowed",
    editorA: "not-found",
    editorB: "not-found",
    admin: "not-found",
  };
  const NOBODY: IssueExpected = { ...ITS_REVIEWER, reviewer: "not-found" };
  /** The invitation link: whoever holds it, signed in or not. */
  const HOLDERS: IssueExpected = {
    visitor: "allowed",
    author: "allowed",
    reviewer: "allowed",
    editorA: "allowed",
    editorB: "allowed",
    admin: "allowed",
  };
  const GONE: IssueExpected = {
    visitor: "gone",
    author: "gone",
    reviewer: "gone",
    editorA: "gone",
    editorB: "gone",
    admin: "gone",
  };
  /** A link answered once: a second answer is refused by the invitation's state. */
  const ANSWERED: IssueExpected = {
    visitor: "conflict",
    author: "conflict",
    reviewer: "conflict",
    editorA: "conflict",
    editorB: "conflict",
    admin: "conflict",
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    fjphs = await journalId(db(), "fjphs");
    scopedToA = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "rev-a" });
    const scopedToB = await createActors(platform, {
      seeded: true,
      editorJournalId: await journalId(db(), "bjps"),
      label: "rev-b",
    });
    who = {
      visitor: scopedToA.visitor,
      author: scopedToA.author,
      reviewer: scopedToA.reviewer,
      editorA: scopedToA.editor,
      editorB: scopedToB.editor,
      admin: scopedToA.admin,
    };
  });
  afterAll(() => platform.stop());

  const onSubmission = (a: Actor, w: World, fields: Record<string, string>) =>
    postForm(submissionPage.action, a, `/submission/${w.submissionId}`, fields, { id: w.submissionId });
  const onReview = (a: Actor, w: ReviewWorld, fields: Record<string, string>) =>
    postForm(reviewPage.action, a, `/review/${w.assignmentId}`, fields, { assignmentId: w.assignmentId });
  const openLink = (a: Actor, token: string) =>
    get(reviewInvitation.loader, a, `/review-invitation/${token}`, { token });
  const answerLink = (a: Actor, token: string, fields: Record<string, string>) =>
    postForm(reviewInvitation.action, a, `/review-invitation/${token}`, fields, { token });
  const finalReview = {
    intent: "save-review",
    submit: "final",
    recommendation: "minor",
    commentsToAuthor: "Clarify the methods.",
    confidentialComments: "Possibly salami slicing.",
  };

  /** A step of the set-up: it must get through. */
  async function done(step: Promise<Answer>, what: string) {
    expect((await step).status, what).toBe(200);
  }

  /** The invitation link e-mailed for the assignment whose token hash is `hash`. */
  async function invitationToken(hash: string): Promise<string> {
    const mails = await db()
      .select({ text: mailMessages.text })
      .from(mailMessages)
      .where(eq(mailMessages.template, "review-invitation"));
    for (const mail of mails) {
      const token = /review-invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (token && hashInvitationToken(token) === hash) return token;
    }
    throw new Error("no invitation e-mail carries this assignment's link");
  }

  async function reviewWorld(stage: Stage = "invited"): Promise<ReviewWorld> {
    const world = await createWorld(db(), scopedToA, fjphs);
    const other = stage === "another reviewer's, accepted";
    // Another reviewer: the other author, invited by e-mail (accepting makes them A's reviewer).
    const invitee: Record<string, string> = other
      ? { email: scopedToA.otherAuthor.email!, name: "Oscar Other" }
      : { reviewerId: who.reviewer.userId! };
    await done(onSubmission(who.editorA, world, { intent: "invite", ...invitee }), "the invitation");
    const [row] = await db()
      .select({ id: reviewAssignments.id, tokenHash: reviewInvitationTokens.tokenHash })
      .from(reviewAssignments)
      .innerJoin(reviewInvitationTokens, eq(reviewInvitationTokens.assignmentId, reviewAssignments.id))
      .where(eq(reviewAssignments.submissionId, world.submissionId));
    const w: ReviewWorld = { ...world, assignmentId: row!.id, token: await invitationToken(row!.tokenHash) };
    const cancel = () => onSubmission(who.editorA, w, { intent: "cancel-invitation", assignmentId: w.assignmentId });
    switch (stage) {
      case "accepted":
        await done(onReview(who.reviewer, w, { intent: "accept" }), "the acceptance");
        break;
      case "cancelled":
        await done(cancel(), "the cancellation");
        break;
      case "accepted, then cancelled":
        await done(onReview(who.reviewer, w, { intent: "accept" }), "the acceptance");
        await done(cancel(), "the cancellation");
        break;
      case "revision requested":
        await done(
          onSubmission(who.editorA, w, { intent: "decide", kind: "major_revision", letter: "Please revise." }),
          "the decision",
        );
        break;
      case "answered through the link":
      case "another reviewer's, accepted":
        await done(answerLink(who.visitor, w.token, { answer: "accept" }), "the answer");
        break;
      case "accepted, then its reviewer listed among the authors": {
        await done(onReview(who.reviewer, w, { intent: "accept" }), "the acceptance");
        // A's editor edits the author list while under review, as editors may.
        const authors = [
          { name: "Ada Author", email: "ada@example.org", affiliation: "Manipal", orcid: "" },
          { name: "Rita Reviewer", email: who.reviewer.email!, affiliation: "Mysore", orcid: "" },
        ];
        await done(onSubmission(who.editorA, w, { intent: "update", data: editForm({ authors }) }), "the edit");
        break;
      }
    }
    return w;
  }

  /** Everything a review action could change: snapshotOf's, and the assignments, reviews, rounds and decisions. */
  async function reviewSnapshotOf(w: ReviewWorld) {
    const assignments = await db()
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.submissionId, w.submissionId));
    // The invitation links that open each assignment (their hashes).
    const links = await db()
      .select({ assignmentId: reviewInvitationTokens.assignmentId, hash: reviewInvitationTokens.tokenHash })
      .from(reviewInvitationTokens)
      .innerJoin(reviewAssignments, eq(reviewAssignments.id, reviewInvitationTokens.assignmentId))
      .where(eq(reviewAssignments.submissionId, w.submissionId));
    const written = await db()
      .select({
        assignmentId: reviews.assignmentId,
        status: reviews.status,
        recommendation: reviews.recommendation,
        commentsToAuthor: reviews.commentsToAuthor,
        confidentialComments: reviews.confidentialComments,
      })
      .from(reviews)
      .innerJoin(reviewAssignments, eq(reviewAssignments.id, reviews.assignmentId))
      .where(eq(reviewAssignments.submissionId, w.submissionId));
    const rounds = await db()
      .select({ n: reviewRounds.roundNumber, status: reviewRounds.status })
      .from(reviewRounds)
      .where(eq(reviewRounds.submissionId, w.submissionId));
    const roundFiles = await db()
      .select({ n: reviewRounds.roundNumber, fileId: reviewRoundFiles.fileId })
      .from(reviewRoundFiles)
      .innerJoin(reviewRounds, eq(reviewRounds.id, reviewRoundFiles.roundId))
      .where(eq(reviewRounds.submissionId, w.submissionId));
    const [decisions] = await db()
      .select({ n: count() })
      .from(editorialDecisions)
      .where(eq(editorialDecisions.submissionId, w.submissionId));
    return {
      ...(await snapshotOf(platform.services, w)),
      assignments: assignments
        .map((a) =>
          [
            a.id,
            a.state,
            a.reviewerId,
            a.responseDueDate,
            a.reviewDueDate,
            a.declineReason,
            links
              .filter((l) => l.assignmentId === a.id)
              .map((l) => l.hash)
              .sort()
              .join(",") || "no link",
          ].join(":"),
        )
        .sort(),
      reviews: written.map((r) => JSON.stringify(r)).sort(),
      rounds: rounds.map((r) => `${r.n}:${r.status}`).sort(),
      roundFiles: roundFiles.map((r) => `${r.n}:${r.fileId}`).sort(),
      decisions: decisions!.n,
    };
  }

  const ROWS: {
    what: string;
    stage?: Stage;
    changes?: true;
    expected: IssueExpected;
    run: (a: Actor, w: ReviewWorld) => Promise<Answer>;
  }[] = [
    // --- The Reviews tab (the editor's side).
    {
      what: "POST /submission/:id (intent=cancel-invitation, an invitation)",
      changes: true,
      expected: MANAGERS,
      run: (a, w) => onSubmission(a, w, { intent: "cancel-invitation", assignmentId: w.assignmentId }),
    },
    {
      what: "POST /submission/:id (intent=cancel-invitation, an accepted review)",
      stage: "accepted",
      changes: true,
      expected: MANAGERS,
      run: (a, w) => onSubmission(a, w, { intent: "cancel-invitation", assignmentId: w.assignmentId }),
    },
    {
      what: "POST /submission/:id (intent=due-dates)",
      changes: true,
      expected: MANAGERS,
      run: (a, w) =>
        onSubmission(a, w, {
          intent: "due-dates",
          assignmentId: w.assignmentId,
          responseDueDate: daysFromNow(10),
          reviewDueDate: daysFromNow(40),
        }),
    },
    {
      // The files the round's reviewers get (ADR 056).
      what: "POST /submission/:id (intent=review-files)",
      changes: true,
      expected: MANAGERS,
      run: (a, w) => onSubmission(a, w, { intent: "review-files", fileId: w.fileId }),
    },
    {
      what: "POST /submission/:id (intent=review-files, a round waiting for the revision)",
      stage: "revision requested",
      expected: { ...MANAGERS, editorA: "conflict", admin: "conflict" },
      run: (a, w) => onSubmission(a, w, { intent: "review-files", fileId: w.fileId }),
    },
    {
      // Handling editors: an editor of the submission's journal is assigned by those who manage its review.
      what: "POST /submission/:id (intent=assign-editor, an editor of its journal)",
      changes: true,
      expected: MANAGERS,
      run: (a, w) => onSubmission(a, w, { intent: "assign-editor", editorId: who.editorA.userId! }),
    },
    {
      what: "POST /submission/:id (intent=revision-due, while revision_requested)",
      stage: "revision requested",
      changes: true,
      expected: MANAGERS,
      run: (a, w) => onSubmission(a, w, { intent: "revision-due", dueDate: daysFromNow(60) }),
    },
    {
      // Releasing an annotated file (ADR 057): past the permission check, a review without one is
      // not found (tests/integration/review-files.test.ts releases real ones).
      what: "POST /submission/:id (intent=release-attachment, a review without a file)",
      stage: "accepted",
      expected: { ...MANAGERS, editorA: "not-found", admin: "not-found" },
      run: (a, w) => onSubmission(a, w, { intent: "release-attachment", assignmentId: w.assignmentId }),
    },
    {
      // The authors of a submission can never review it: its managers are refused too (400).
      what: "POST /submission/:id (intent=invite, the submission's own author, by e-mail)",
      expected: { ...MANAGERS, editorA: "bad-request", admin: "bad-request" },
      run: (a, w) => onSubmission(a, w, { intent: "invite", email: who.author.email!, name: "Ada Author" }),
    },
    // --- The Messages tab (the author's side).
    {
      what: "POST /submission/:id (intent=revise, while revision_requested)",
      stage: "revision requested",
      changes: true,
      expected: ITS_AUTHOR,
      run: (a, w) =>
        onSubmission(a, w, { intent: "revise", fileId: w.fileId, responseLetter: "We added a control group." }),
    },
    // --- The review page (the reviewer's side): its reviewer only, while assigned.
    {
      what: "POST /review/:assignmentId (intent=accept)",
      changes: true,
      expected: ITS_REVIEWER,
      run: (a, w) => onReview(a, w, { intent: "accept" }),
    },
    {
      what: "POST /review/:assignmentId (intent=decline)",
      changes: true,
      expected: ITS_REVIEWER,
      run: (a, w) => onReview(a, w, { intent: "decline", reason: "On leave." }),
    },
    {
      what: "POST /review/:assignmentId (intent=save-review, submit=final)",
      stage: "accepted",
      changes: true,
      expected: ITS_REVIEWER,
      run: (a, w) => onReview(a, w, finalReview),
    },
    {
      what: "POST /review/:assignmentId (intent=accept, a cancelled invitation)",
      stage: "cancelled",
      expected: NOBODY,
      run: (a, w) => onReview(a, w, { intent: "accept" }),
    },
    {
      what: "POST /review/:assignmentId (intent=save-review, submit=final, a cancelled review)",
      stage: "accepted, then cancelled",
      expected: NOBODY,
      run: (a, w) => onReview(a, w, finalReview),
    },
    {
      what: "POST /review/:assignmentId (intent=save-review, submit=final, another reviewer's assignment)",
      stage: "another reviewer's, accepted",
      expected: NOBODY,
      run: (a, w) => onReview(a, w, finalReview),
    },
    {
      what: "POST /review/:assignmentId (intent=save-review, submit=final, its reviewer since listed among the authors)",
      stage: "accepted, then its reviewer listed among the authors",
      expected: NOBODY,
      run: (a, w) => onReview(a, w, finalReview),
    },
    // --- The invitation link: public, by its token; a wrong or used one is 410, never 500.
    {
      what: "GET /review-invitation/:token (a live link)",
      expected: HOLDERS,
      run: (a, w) => openLink(a, w.token),
    },
    {
      // Whoever holds the link reads how it was answered, and changes nothing (ADR 085).
      what: "GET /review-invitation/:token (an answered link)",
      stage: "answered through the link",
      expected: HOLDERS,
      run: (a, w) => openLink(a, w.token),
    },
    {
      what: "GET /review-invitation/:token (a cancelled invitation's link)",
      stage: "cancelled",
      expected: GONE,
      run: (a, w) => openLink(a, w.token),
    },
    {
      what: "GET /review-invitation/:token (an unknown token, and a malformed one)",
      expected: GONE,
      run: async (a, w) => {
        const malformed = await openLink(a, "not-a-token");
        expect(malformed.status, "a malformed token").toBe(410);
        return openLink(a, `${w.token.slice(0, -4)}AAAA`);
      },
    },
    {
      what: "POST /review-invitation/:token (answer=accept, a live link)",
      changes: true,
      expected: HOLDERS,
      run: (a, w) => answerLink(a, w.token, { answer: "accept" }),
    },
    {
      what: "POST /review-invitation/:token (answer=decline, a live link)",
      changes: true,
      expected: HOLDERS,
      run: (a, w) => answerLink(a, w.token, { answer: "decline", reason: "Too busy." }),
    },
    {
      what: "POST /review-invitation/:token (answer=accept, an answered link)",
      stage: "answered through the link",
      expected: ANSWERED,
      run: (a, w) => answerLink(a, w.token, { answer: "accept" }),
    },
    {
      what: "POST /review-invitation/:token (answer=decline, a cancelled invitation's link)",
      stage: "cancelled",
      expected: GONE,
      run: (a, w) => answerLink(a, w.token, { answer: "decline", reason: "" }),
    },
    {
      what: "POST /review-invitation/:token (answer=accept, an unknown token)",
      expected: GONE,
      run: (a, w) => answerLink(a, `${w.token.slice(0, -4)}AAAA`, { answer: "accept" }),
    },
  ];

  for (const row of ROWS) {
    it(row.what, async () => {
      let world: ReviewWorld | undefined;
      for (const name of ISSUE_ACTORS) {
        // A new world after an attempt that changed it; the same one after one that did not (as above).
        world ??= await reviewWorld(row.stage);
        const before = await reviewSnapshotOf(world);
        const outcome = outcomeOf(await row.run(who[name], world));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await reviewSnapshotOf(world);
        if (row.changes && outcome === "allowed") {
          expect(after, `${name} changed something`).not.toEqual(before);
        } else expect(after, `${name} changed nothing`).toEqual(before);
        if (!isDeepStrictEqual(after, before)) world = undefined;
      }
    });
  }

  it("a file the editor did not give the round reaches nobody through the review, its reviewer included", async () => {
    const w = await reviewWorld("accepted");
    // Uploaded after round 1 opened: not among its review files until an editor chooses it.
    const [later] = await db()
      .insert(submissionFileRows)
      .values({
        submissionId: w.submissionId,
        fileName: "later.pdf",
        storageKey: `submissions/${w.submissionId}/${crypto.randomUUID()}.pdf`,
        sizeBytes: 1000,
        mimeType: "application/pdf",
      })
      .returning({ id: submissionFileRows.id });
    const download = (a: Actor, fileId: string) =>
      get(reviewFile.loader, a, `/review/${w.assignmentId}/files/${fileId}`, { assignmentId: w.assignmentId, fileId });
    for (const name of ISSUE_ACTORS) {
      const expected = name === "visitor" ? "sign-in" : "not-found";
      expect(outcomeOf(await download(who[name], later!.id)), `${name}: the file left out`).toBe(expected);
    }
    expect(outcomeOf(await download(who.reviewer, w.fileId)), "the round's file").toBe("allowed");
  });

  it("an answer through the link is the invitee's, whoever posts it", async () => {
    const w = await reviewWorld();
    expect(outcomeOf(await answerLink(who.author, w.token, { answer: "accept" }))).toBe("allowed");
    const [row] = await db()
      .select({ reviewerId: reviewAssignments.reviewerId, state: reviewAssignments.state })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.id, w.assignmentId));
    expect(row).toEqual({ reviewerId: who.reviewer.userId, state: "accepted" });
    const page = (a: Actor) => get(reviewPage.loader, a, `/review/${w.assignmentId}`, { assignmentId: w.assignmentId });
    expect(outcomeOf(await page(who.author)), "the author who posted it").toBe("not-found");
    expect(outcomeOf(await page(who.reviewer)), "the invitee").toBe("allowed");
  });

  it("a reviewer sees only the submissions assigned to them, and only while assigned", async () => {
    const mine = await reviewWorld("accepted");
    const theirs = await reviewWorld("another reviewer's, accepted");
    const listed = async (a: Actor) =>
      (
        (await (reviewsList.loader as (args: unknown) => Promise<{ items: MyReviewItem[] }>)(
          routeArgs(a.request("/dashboard/reviews")),
        )) as { items: MyReviewItem[] }
      ).items.map((i) => i.id);
    expect(await listed(who.reviewer)).toContain(mine.assignmentId);
    expect(await listed(who.reviewer)).not.toContain(theirs.assignmentId);
    for (const name of ["author", "editorA", "editorB", "admin"] as const) {
      expect(await listed(who[name]), `${name}'s Reviews`).not.toContain(mine.assignmentId);
    }
    // Assigned, the reviewer still has no way into the submission itself, nor into the list of submissions.
    const submission = (w: World) =>
      get(submissionPage.loader, who.reviewer, `/submission/${w.submissionId}`, { id: w.submissionId });
    expect(outcomeOf(await submission(mine))).toBe("not-found");
    const list = await loaderData<SubmissionListPage>(submissionsList.loader, who.reviewer, "/dashboard/submissions");
    expect(list.rows.map((r) => r.id)).not.toContain(mine.submissionId);
    // Cancelled: gone from the list, and the review page answers 404.
    await done(
      onSubmission(who.editorA, mine, { intent: "cancel-invitation", assignmentId: mine.assignmentId }),
      "the cancellation",
    );
    expect(await listed(who.reviewer)).not.toContain(mine.assignmentId);
    const page = await get(reviewPage.loader, who.reviewer, `/review/${mine.assignmentId}`, {
      assignmentId: mine.assignmentId,
    });
    expect(outcomeOf(page)).toBe("not-found");
  });

  // Under each review type: the reviewer's name only where it is shown (open, post-publication),
  // the confidential comments never, in anything the author receives (tabs, History, e-mails).
  for (const reviewType of ["double-blind", "single-blind", "open", "post-publication"] as const) {
    it(`under ${reviewType} review the author gets the confidential comments never, the reviewer's name only if shown`, async () => {
      const since = new Date();
      await done(
        postForm(
          journalSettingsRoute.action,
          who.admin,
          "/journal/fjphs/settings",
          { intent: "editorial", reviewType },
          {
            shortName: "fjphs",
          },
        ),
        "the review type",
      );
      try {
        const w = await reviewWorld("accepted");
        await done(onReview(who.reviewer, w, finalReview), "the review");
        await done(
          onSubmission(who.editorA, w, { intent: "decide", kind: "major_revision", letter: "Reviewer 1: clarify." }),
          "the decision",
        );
        const tab = async <T>(name: string) =>
          (
            (await (submissionPage.loader as (args: unknown) => Promise<{ tab: { data?: T; entries?: T } }>)(
              routeArgs(who.author.request(`/submission/${w.submissionId}?tab=${name}`), { id: w.submissionId }),
            )) as { tab: { data?: T; entries?: T } }
          ).tab;
        const reviewsTab = (await tab<ReviewsTabData>("reviews")).data!;
        const messagesTab = (await tab<MessagesTabData>("messages")).data!;
        const history = (await tab<unknown>("history")).entries;
        const mails = await db()
          .select({ subject: mailMessages.subject, text: mailMessages.text, html: mailMessages.html })
          .from(mailMessages)
          .where(and(eq(mailMessages.recipient, who.author.email!), gte(mailMessages.createdAt, since)));
        expect(reviewsTab.mode).toBe("author");
        const everything = JSON.stringify([reviewsTab, messagesTab, history, mails]);
        expect(everything).toContain(finalReview.commentsToAuthor);
        expect(everything).not.toContain(finalReview.confidentialComments);
        const [reviewer] = await db().select().from(users).where(eq(users.id, who.reviewer.userId!));
        const shown = reviewType === "open" || reviewType === "post-publication";
        expect(JSON.stringify(reviewsTab).includes(reviewer!.name), "the reviewer's name").toBe(shown);
        if (!shown) {
          expect(everything).not.toContain(reviewer!.name);
          expect(everything).not.toContain(reviewer!.email);
        }
      } finally {
        await db().delete(journalSettings).where(eq(journalSettings.journalId, fjphs));
      }
    });
  }
});

// --- A review's annotated file (ADR 023). Attaching, replacing and removing it is its reviewer's
// alone, while the review is a draft; everyone else finds no such review (404) and nothing is
// stored. From the Reviews tab, a submitted review's file reaches the journal's editors and admins,
// and the submission's author only once a decision on the round was recorded.
describe("authorization: a review's annotated file", () => {
  let platform: TestPlatform;
  let fileActors: Actors;
  let fjphs: string;
  const db = () => platform.services.database.db;
  beforeAll(async () => {
    platform = await startTestPlatform();
    fileActors = await createActors(platform, { seeded: true, label: "revfile" });
    fjphs = await journalId(db(), "fjphs");
  });
  afterAll(() => platform.stop());

  type ReviewFileWorld = { world: World; assignmentId: string };

  /** An accepted assignment of the suite's reviewer, its draft review holding an annotated PDF. */
  async function withAttachment(): Promise<ReviewFileWorld> {
    const world = await createWorld(db(), fileActors, fjphs, { status: "under_review" });
    await postForm(
      submissionPage.action,
      fileActors.editor,
      `/submission/${world.submissionId}`,
      { intent: "invite", reviewerId: fileActors.reviewer.userId! },
      { id: world.submissionId },
    );
    const [row] = await db()
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.submissionId, world.submissionId));
    await db().update(reviewAssignments).set({ state: "accepted" }).where(eq(reviewAssignments.id, row!.id));
    const attached = await postMultipart(
      reviewAttachment.action,
      fileActors.reviewer,
      `/review/${row!.id}/attachment`,
      pdfForm(),
      { assignmentId: row!.id },
    );
    expect(attached.status).toBe(201);
    return { world, assignmentId: row!.id };
  }

  /** The review submitted (and, with `decided`, a decision recorded on its round). */
  async function submitted(x: ReviewFileWorld, decided: boolean) {
    await db()
      .update(reviews)
      .set({ status: "submitted", submittedAt: new Date() })
      .where(eq(reviews.assignmentId, x.assignmentId));
    const [a] = await db()
      .update(reviewAssignments)
      .set({ state: "completed" })
      .where(eq(reviewAssignments.id, x.assignmentId))
      .returning({ roundId: reviewAssignments.roundId });
    if (decided) {
      await db()
        .insert(editorialDecisions)
        .values({ submissionId: x.world.submissionId, roundId: a!.roundId, kind: "minor_revision", letter: "Revise." });
    }
  }

  async function reviewFileState(assignmentId: string) {
    const [row] = await db()
      .select({ fileName: reviews.fileName, key: reviews.fileStorageKey })
      .from(reviews)
      .where(eq(reviews.assignmentId, assignmentId));
    const keys: string[] = [];
    for await (const item of platform.services.storage.list("reviews")) keys.push(item.key);
    return { row, keys: keys.sort() };
  }

  const ASSIGNEE: Expected = {
    visitor: "unauthorized",
    author: "not-found",
    otherAuthor: "not-found",
    reviewer: "allowed",
    editor: "not-found",
    admin: "not-found",
  };
  const TAB_BEFORE_DECISION: Expected = {
    visitor: "sign-in",
    author: "not-found",
    otherAuthor: "not-found",
    reviewer: "not-found",
    editor: "allowed",
    admin: "allowed",
  };

  const rows: {
    what: string;
    prepare?: (x: ReviewFileWorld) => Promise<void>;
    run: (actor: Actor, x: ReviewFileWorld) => Promise<Answer>;
    expected: Expected;
    changes?: boolean;
  }[] = [
    {
      what: "POST /review/:assignmentId/attachment (upload, replacing, while a draft)",
      run: (actor, x) =>
        postMultipart(reviewAttachment.action, actor, `/review/${x.assignmentId}/attachment`, pdfForm(), {
          assignmentId: x.assignmentId,
        }),
      expected: ASSIGNEE,
      changes: true,
    },
    {
      what: "POST /review/:assignmentId/attachment (intent=remove, while a draft)",
      run: (actor, x) =>
        postForm(
          reviewAttachment.action,
          actor,
          `/review/${x.assignmentId}/attachment`,
          { intent: "remove" },
          { assignmentId: x.assignmentId },
        ),
      expected: ASSIGNEE,
      changes: true,
    },
    {
      what: "GET /review/:assignmentId/attachment",
      run: (actor, x) =>
        get(reviewAttachment.loader, actor, `/review/${x.assignmentId}/attachment`, { assignmentId: x.assignmentId }),
      expected: { ...ASSIGNEE, visitor: "sign-in" },
    },
    {
      what: "GET /submission/:id/reviews/:assignmentId/attachment (submitted, not yet decided)",
      prepare: (x) => submitted(x, false),
      run: (actor, x) =>
        get(
          submissionReviewAttachment.loader,
          actor,
          `/submission/${x.world.submissionId}/reviews/${x.assignmentId}/attachment`,
          { id: x.world.submissionId, assignmentId: x.assignmentId },
        ),
      expected: TAB_BEFORE_DECISION,
    },
    {
      // Decided, the file still waits for an editor to release it (ADR 057).
      what: "GET /submission/:id/reviews/:assignmentId/attachment (submitted and decided)",
      prepare: (x) => submitted(x, true),
      run: (actor, x) =>
        get(
          submissionReviewAttachment.loader,
          actor,
          `/submission/${x.world.submissionId}/reviews/${x.assignmentId}/attachment`,
          { id: x.world.submissionId, assignmentId: x.assignmentId },
        ),
      expected: TAB_BEFORE_DECISION,
    },
    {
      what: "GET /submission/:id/reviews/:assignmentId/attachment (submitted, decided and released)",
      prepare: async (x) => {
        await submitted(x, true);
        // Released as editors do: its copy without document properties is made then.
        const released = await postForm(
          submissionPage.action,
          fileActors.editor,
          `/submission/${x.world.submissionId}`,
          { intent: "release-attachment", assignmentId: x.assignmentId },
          { id: x.world.submissionId },
        );
        expect(released.status).toBe(200);
      },
      run: (actor, x) =>
        get(
          submissionReviewAttachment.loader,
          actor,
          `/submission/${x.world.submissionId}/reviews/${x.assignmentId}/attachment`,
          { id: x.world.submissionId, assignmentId: x.assignmentId },
        ),
      expected: { ...TAB_BEFORE_DECISION, author: "allowed" },
    },
  ];

  for (const row of rows) {
    it(row.what, async () => {
      let x: ReviewFileWorld | undefined;
      for (const name of ACTOR_NAMES) {
        // A new world, taken to the row's stage, after an attempt that changed it (as above).
        if (!x) {
          x = await withAttachment();
          await row.prepare?.(x);
        }
        const before = await reviewFileState(x.assignmentId);
        const outcome = outcomeOf(await row.run(fileActors[name], x));
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await reviewFileState(x.assignmentId);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
        if (!isDeepStrictEqual(after, before)) x = undefined;
      }
    });
  }

  it("once the review is submitted its reviewer can no longer change the file (409)", async () => {
    const x = await withAttachment();
    await submitted(x, false);
    const before = await reviewFileState(x.assignmentId);
    const upload = await postMultipart(
      reviewAttachment.action,
      fileActors.reviewer,
      `/review/${x.assignmentId}/attachment`,
      pdfForm(),
      { assignmentId: x.assignmentId },
    );
    expect(upload.status).toBe(409);
    const remove = await postForm(
      reviewAttachment.action,
      fileActors.reviewer,
      `/review/${x.assignmentId}/attachment`,
      { intent: "remove" },
      { assignmentId: x.assignmentId },
    );
    expect(remove.status).toBe(409);
    expect(await reviewFileState(x.assignmentId)).toEqual(before);
  });
});

// --- The contact assistant's questions (ADR 024; assistantQuestions.view): editors and admins read
// them, whatever their journals (a question belongs to none; tests/integration/assistant-questions
// has an editor of one journal); everyone else is refused.
describe("authorization: the assistant's questions", () => {
  let platform: TestPlatform;
  let actors: Actors;
  beforeAll(async () => {
    platform = await startTestPlatform();
    actors = await createActors(platform, { seeded: true, label: "assistant" });
  });
  afterAll(() => platform.stop());

  for (const path of ["/dashboard/assistant-questions", "/dashboard/assistant-questions?search=fee&page=2"]) {
    it(`GET ${path}`, async () => {
      for (const name of ACTOR_NAMES) {
        const answer = await get(assistantQuestionsPage.loader, actors[name], path);
        expect(outcomeOf(answer), `${name} on ${path}`).toBe(EDITORS_AND_ADMINS[name]);
      }
    });
  }
});

// --- The SEO manager (ADR 027; seo.manage, seo.manageSite): editors and admins open it; an editor
// manages the entries of the journals they edit (journal A's editor A's, not editor B of bjps, to
// whom they do not exist: 404), the site-wide entries are admins' only; everyone else is refused.
describe("authorization: the SEO manager", () => {
  type SeoActor = "visitor" | "author" | "reviewer" | "editorA" | "editorB" | "admin";
  const SEO_ACTORS: SeoActor[] = ["visitor", "author", "reviewer", "editorA", "editorB", "admin"];
  type SeoExpected = Record<SeoActor, Outcome>;
  const OPENERS: SeoExpected = {
    visitor: "sign-in",
    author: "forbidden",
    reviewer: "forbidden",
    editorA: "allowed",
    editorB: "allowed",
    admin: "allowed",
  };
  const OF_JOURNAL_A: SeoExpected = { ...OPENERS, editorB: "not-found" };
  const SITE_WIDE: SeoExpected = { ...OPENERS, editorA: "not-found", editorB: "not-found" };
  let platform: TestPlatform;
  let who: Record<SeoActor, Actor>;
  let articleUrl: string;
  const db = () => platform.services.database.db;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const base = await createActors(platform, { seeded: true, label: "seo" });
    const fjphs = await journalId(db(), "fjphs");
    const bjps = await journalId(db(), "bjps");
    const editorA = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "seo-a" })).editor;
    const editorB = (await createActors(platform, { seeded: true, editorJournalId: bjps, label: "seo-b" })).editor;
    who = { ...base, editorA, editorB };
    const issue = await addIssue(db(), fjphs, { volumeNumber: 40, issueNumber: 1 });
    await addArticle(db(), issue, { articleNumber: 4001 });
    await regenerateSitemapEntries(db());
    articleUrl = "/journal/fjphs/article/40/4001";
  });
  afterAll(() => platform.stop());

  /** What an entry action could change: the entry's priority and indexing, and whether they were set by hand. */
  const snapshot = async (url: string) => {
    const [row] = await db()
      .select({
        priority: sitemapEntries.priority,
        isIndexed: sitemapEntries.isIndexed,
        prioritySetByHand: sitemapEntries.prioritySetByHand,
        indexedSetByHand: sitemapEntries.indexedSetByHand,
      })
      .from(sitemapEntries)
      .where(eq(sitemapEntries.url, url));
    return row;
  };
  /** Every attempt starts from the generator's values. */
  const reset = (url: string) =>
    db()
      .update(sitemapEntries)
      .set({
        priority: url === "/about" ? 0.5 : 0.7,
        isIndexed: true,
        prioritySetByHand: false,
        indexedSetByHand: false,
      })
      .where(eq(sitemapEntries.url, url));
  const idOf = async (url: string) =>
    (await db().select({ id: sitemapEntries.id }).from(sitemapEntries).where(eq(sitemapEntries.url, url)))[0]!.id;

  const GETS: { what: string; expected: SeoExpected; run: (a: Actor) => Promise<Answer> }[] = [
    { what: "GET /dashboard/seo", expected: OPENERS, run: (a) => get(seoPage.loader, a, "/dashboard/seo") },
    {
      what: "GET /dashboard/seo?tab=sitemap&search=fjphs&type=article&page=2",
      expected: OPENERS,
      run: (a) => get(seoPage.loader, a, "/dashboard/seo?tab=sitemap&search=fjphs&type=article&page=2"),
    },
    {
      what: "GET /dashboard/seo/sitemap.xml (Export XML)",
      expected: OPENERS,
      run: (a) => get(seoExport.loader, a, "/dashboard/seo/sitemap.xml"),
    },
  ];
  for (const row of GETS) {
    it(row.what, async () => {
      for (const name of SEO_ACTORS) {
        expect(outcomeOf(await row.run(who[name])), `${name}: ${row.what}`).toBe(row.expected[name]);
      }
    });
  }

  const POSTS: {
    what: string;
    url: () => string;
    fields: (id: string) => Record<string, string>;
    changes?: true;
    expected: SeoExpected;
  }[] = [
    {
      what: "POST /dashboard/seo (intent=priority, an article of journal A)",
      url: () => articleUrl,
      fields: (id) => ({ intent: "priority", entryId: id, priority: "0.3" }),
      changes: true,
      expected: OF_JOURNAL_A,
    },
    {
      what: "POST /dashboard/seo (intent=indexed, an article of journal A)",
      url: () => articleUrl,
      fields: (id) => ({ intent: "indexed", entryId: id, indexed: "false" }),
      changes: true,
      expected: OF_JOURNAL_A,
    },
    {
      what: "POST /dashboard/seo (intent=indexed, the site-wide /about)",
      url: () => "/about",
      fields: (id) => ({ intent: "indexed", entryId: id, indexed: "false" }),
      changes: true,
      expected: SITE_WIDE,
    },
    {
      what: "POST /dashboard/seo (intent=priority, 1.5: refused with 400 past the permission check)",
      url: () => articleUrl,
      fields: (id) => ({ intent: "priority", entryId: id, priority: "1.5" }),
      expected: { ...OPENERS, editorA: "bad-request", editorB: "bad-request", admin: "bad-request" },
    },
  ];
  for (const row of POSTS) {
    it(row.what, async () => {
      for (const name of SEO_ACTORS) {
        const url = row.url();
        await reset(url);
        const before = await snapshot(url);
        const answer = await postForm(seoPage.action, who[name], "/dashboard/seo", row.fields(await idOf(url)));
        const outcome = outcomeOf(answer);
        expect(outcome, `${name}: ${row.what}`).toBe(row.expected[name]);
        const after = await snapshot(url);
        if (row.changes && outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }

  it("POST /dashboard/seo (intent=regenerate): editors of their journals and admins", async () => {
    for (const name of SEO_ACTORS) {
      // A lost entry of journal A: editor A and admins bring it back, editor B (of bjps) does not.
      await db().delete(sitemapEntries).where(eq(sitemapEntries.url, articleUrl));
      const answer = await postForm(seoPage.action, who[name], "/dashboard/seo", { intent: "regenerate" });
      expect(outcomeOf(answer), `${name}: regenerate`).toBe(OPENERS[name]);
      const back = (await snapshot(articleUrl)) !== undefined;
      expect(back, `${name} regenerated journal A`).toBe(name === "editorA" || name === "admin");
      await regenerateSitemapEntries(db());
    }
  });
});

// --- SEO analytics (ADR 028; analytics.view: editors and admins, an editor's figures covering the
// journals they edit, tests/integration/analytics.test.ts; analytics.manage: admins only, for the
// Search Console upload and connection). The beacon is public: every actor's is accepted, as a
// visitor's is (it reads no cookie); another site's is refused (analytics.test.ts).
describe("authorization: SEO analytics", () => {
  let platform: TestPlatform;
  let actors: Actors;
  const db = () => platform.services.database.db;
  beforeAll(async () => {
    platform = await startTestPlatform();
    actors = await createActors(platform, { seeded: true, label: "analytics" });
  });
  afterAll(() => platform.stop());

  for (const path of ["/dashboard/analytics", "/dashboard/analytics?days=90", "/dashboard/analytics?days=x"]) {
    it(`GET ${path}`, async () => {
      for (const name of ACTOR_NAMES) {
        const answer = await get(analyticsPage.loader, actors[name], path);
        expect(outcomeOf(answer), `${name} on ${path}`).toBe(EDITORS_AND_ADMINS[name]);
      }
    });
  }

  /** What an analytics action could change: the stored search data and the connection. */
  const snapshot = async () => ({
    pages: (await db().select().from(searchPageStats)).length,
    days: (await db().select().from(searchDailyTotals)).length,
    settings: await db().select().from(searchConsoleSettings),
  });
  const exportForm = () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.append(
      "files",
      new File(["Top pages,Clicks,Impressions,CTR,Position\nhttp://journals.test/about,1,10,10%,3\n"], "Pages.csv"),
    );
    form.append("files", new File(["Date,Clicks,Impressions,CTR,Position\n2026-11-01,1,10,10%,3\n"], "Dates.csv"));
    return form;
  };
  const ROWS: { what: string; prepare?: () => Promise<void>; run: (a: Actor) => Promise<Answer> }[] = [
    {
      what: "POST /dashboard/analytics (intent=upload, a Performance export)",
      prepare: async () => {
        await db().delete(searchPageStats);
        await db().delete(searchDailyTotals);
      },
      run: (a) => postMultipart(analyticsPage.action, a, "/dashboard/analytics", exportForm()),
    },
    {
      what: "POST /dashboard/analytics (intent=connect, a service account key)",
      prepare: async () => {
        await db().delete(searchConsoleSettings);
      },
      run: (a) =>
        postForm(analyticsPage.action, a, "/dashboard/analytics", {
          intent: "connect",
          siteUrl: "https://journals.test/",
          key: JSON.stringify({ client_email: "a@b.iam", private_key: TEST_RSA_KEY }),
        }),
    },
    {
      what: "POST /dashboard/analytics (intent=disconnect)",
      prepare: connectSearchConsole,
      run: (a) => postForm(analyticsPage.action, a, "/dashboard/analytics", { intent: "disconnect" }),
    },
    {
      what: "POST /dashboard/analytics (intent=sync, queues a read)",
      prepare: connectSearchConsole,
      run: (a) => postForm(analyticsPage.action, a, "/dashboard/analytics", { intent: "sync" }),
    },
  ];

  async function connectSearchConsole() {
    await db().delete(searchConsoleSettings);
    await db()
      .insert(searchConsoleSettings)
      .values({ siteUrl: "https://journals.test/", clientEmail: "a@b.iam", keyCipher: "v1.x.y.z" });
  }
  const queuedReads = async () => (await db().select().from(jobs).where(eq(jobs.kind, "analytics.search-sync"))).length;

  for (const row of ROWS) {
    it(row.what, async () => {
      for (const name of ACTOR_NAMES) {
        await row.prepare?.();
        const before = { ...(await snapshot()), reads: await queuedReads() };
        const outcome = outcomeOf(await row.run(actors[name]));
        expect(outcome, `${name}: ${row.what}`).toBe(ADMIN_ONLY[name]);
        const after = { ...(await snapshot()), reads: await queuedReads() };
        if (outcome === "allowed") expect(after, `${name} changed something`).not.toEqual(before);
        else expect(after, `${name} changed nothing`).toEqual(before);
      }
    });
  }

  it("POST /api/analytics/beacon (public: every actor's same-origin beacon is accepted)", async () => {
    const app = createApiApp();
    for (const name of ACTOR_NAMES) {
      const response = await app.request(
        actors[name].request("/api/analytics/beacon", {
          method: "POST",
          headers: {
            origin: platform.services.env.publicUrl,
            "content-type": "text/plain",
            "user-agent": "Mozilla/5.0 Firefox/133.0",
          },
          body: JSON.stringify({ p: "/about", t: 1000 }),
        }),
      );
      expect(response.status, name).toBe(204);
    }
  });
});

/** An RSA private key for service account key files in these tests. */
const TEST_RSA_KEY = crypto
  .generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();
