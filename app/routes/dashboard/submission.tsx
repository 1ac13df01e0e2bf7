import { AlertTriangle, ArrowLeft, Eye, Pencil, SearchX, Trash2 } from "lucide-react";
import { Suspense, useCallback, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { lazyPart } from "~/components/ui/lazy-part";
import { Link } from "~/components/link";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { StatusCard } from "~/components/dashboard/status-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { useHydrated } from "~/lib/use-hydrated";
import { requireUser } from "~/modules/auth/session.server";
import { submissionPublication } from "~/modules/articles/article-from-submission.service.server";
import { SubmissionPublicationPanel } from "~/modules/articles/components/submission-publication-panel";
import { StageBar } from "~/modules/production/components/stage-bar";
import { createArticleNow } from "~/modules/production/production-schedule.service.server";
import { hiddenSubmissionTabs, seesOnlyThroughStage, stageBarOf } from "~/modules/production/production.service.server";
import { loadStageTab } from "~/modules/production/production-tab.server";
import { listSubmissionFiles } from "~/modules/submission-files/submission-files.service.server";
import { ComingSoonPanel } from "~/modules/submissions/components/coming-soon-panel";
import { SubmissionDetailsTab } from "~/modules/submissions/components/submission-details-tab";
import { SubmissionStatusBadge } from "~/modules/submissions/components/submission-status-badge";
import { parseSubmissionTab, SubmissionTabsNav } from "~/modules/submissions/components/submission-tabs-nav";
import { deleteSubmission, updateSubmission } from "~/modules/submissions/submission-edit.service.server";
import { dialogEmailTexts } from "~/modules/submissions/submission-status-mail.service.server";
import { parseEditedEmail } from "~/modules/mail/edited-email";
import { EDIT_MESSAGES, LIST_MESSAGES, SUBMISSION_NOT_FOUND } from "~/modules/submissions/submission-messages";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import { HISTORY_LIMIT } from "~/modules/submissions/submissions.constants";
import { checkEditSubmission, parseJsonField } from "~/modules/submissions/submissions.schemas";
import { getSubmissionDetail, listSubmissionHistory } from "~/modules/submissions/submissions.service.server";
import type { SubmissionActionData } from "~/modules/submissions/submissions.types";
import { loadDiscussionsPanel, unreadDiscussionCount } from "~/modules/discussions/discussions.service.server";
import { loadInvoicesTab } from "~/modules/invoices/invoices.service.server";
import {
  loadMessagesTab,
  changeRevisionDueDate,
  loadReviewsTab,
  recordDecision,
  recordRecommendation,
  sendMessage,
  dialogReviewSteps,
  setRecommendOnly,
  submitRevision,
} from "~/modules/reviews/decisions.service.server";
import { cancelInvitation, changeDueDates, inviteReviewer } from "~/modules/reviews/invitations.service.server";
import { runReviewIntent } from "~/modules/reviews/review-http.server";
import { assignHandlingEditor, unassignHandlingEditor } from "~/modules/reviews/handling-editors.service.server";
import { releaseReviewAttachment } from "~/modules/reviews/review-attachment.service.server";
import { remindReviewer } from "~/modules/reviews/reminders.service.server";
import { setReviewFiles } from "~/modules/reviews/review-rounds.service.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import {
  parseAssignmentId,
  parseDecision,
  parseDueDates,
  parseInvite,
  parseEditorId,
  parseReviewFiles,
  parseRevisionDue,
  parseMessage,
  parseRecommendation,
  parseRecommendOnly,
  parseRemind,
  parseRevision,
} from "~/modules/reviews/reviews.schemas";
import { loadTasksTab } from "~/modules/tasks/tasks-tab.server";
import type { Route } from "./+types/submission";

// The tabs after Details load with the tab (a link to one is rendered on the server, its code
// comes after the page's; the Details tab, the first screen, is in the page, ADR 076).
const StageTab = lazyPart(() => import("~/modules/production/components/stage-tab").then((m) => m.StageTab));
const FilesTab = lazyPart(() => import("~/modules/submission-files/components/files-tab").then((m) => m.FilesTab));
const SubmissionHistoryTab = lazyPart(() =>
  import("~/modules/submissions/components/submission-history-tab").then((m) => m.SubmissionHistoryTab),
);
const DiscussionsPanel = lazyPart(() =>
  import("~/modules/discussions/components/discussions-panel").then((m) => m.DiscussionsPanel),
);
const InvoicesTab = lazyPart(() => import("~/modules/invoices/components/invoices-tab").then((m) => m.InvoicesTab));
const MessagesTab = lazyPart(() => import("~/modules/reviews/components/messages-tab").then((m) => m.MessagesTab));
const ReviewsTab = lazyPart(() => import("~/modules/reviews/components/reviews-tab").then((m) => m.ReviewsTab));
const TasksTab = lazyPart(() => import("~/modules/tasks/components/tasks-tab").then((m) => m.TasksTab));

// Dialogs load when first opened, not with the page (ADR 076).
const DeleteSubmissionDialog = lazyDialog(() =>
  import("~/modules/submissions/components/delete-submission-dialog").then((m) => m.DeleteSubmissionDialog),
);
const EditSubmissionDialog = lazyDialog(() =>
  import("~/modules/submissions/components/edit-submission-dialog").then((m) => m.EditSubmissionDialog),
);

export const handle: DashboardHandle = { title: "Submission Details" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData ? `${loaderData.detail.code}: ${loaderData.detail.title}` : "Submission");
}

/** The submission (404 with the spec's text when missing or not visible) and the data of the open tab. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const tab = parseSubmissionTab(url.searchParams.get("tab"));
  const { submission, detail, abilities } = await orHttpError(() => getSubmissionDetail(user, params.id));
  const [publication, unreadDiscussions, emailTexts] = await Promise.all([
    submissionPublication(user, submission),
    unreadDiscussionCount(user, submission.id),
    // The e-mails a status change sends, for the dialog's edit before it goes (ADR 067).
    dialogEmailTexts(user, submission),
  ]);
  const stageBar = await stageBarOf(user, submission);
  // A copyeditor or layout editor opens only the tabs of their part; a stage's tab before acceptance is empty.
  const hiddenTabs = hiddenSubmissionTabs(user, submission, stageBar);
  if (hiddenTabs.includes(tab)) throw data({ message: SUBMISSION_NOT_FOUND }, { status: 404 });
  const base = {
    detail,
    abilities,
    // With copyediting or production on, 'Create article' is the Production tab's scheduling step.
    publication:
      publication &&
      (publication.article ||
        publication.publishedHref ||
        (!stageBar.switches.copyediting && !stageBar.switches.production))
        ? publication
        : null,
    unreadDiscussions,
    stageBar,
    hiddenTabs,
    openEdit: url.searchParams.get("edit") === "1",
    dialogEmailTexts: emailTexts,
  };
  switch (tab) {
    case "copyediting":
    case "production":
      return {
        ...base,
        tab: { key: tab, data: await orHttpError(() => loadStageTab(user, submission, tab)) },
      } as const;
    case "files": {
      const [files, rules] = await Promise.all([
        listSubmissionFiles(user, submission),
        submissionRulesFor(submission.journalId),
      ]);
      return {
        ...base,
        tab: { key: tab, files, allowedFormats: rules.allowedFormats, maxFileBytes: rules.maxFileBytes },
      } as const;
    }
    case "tasks":
      return { ...base, tab: { key: tab, data: await loadTasksTab(user, submission) } } as const;
    case "history":
      return { ...base, tab: { key: tab, entries: await listSubmissionHistory(user, submission) } } as const;
    case "reviews":
      return { ...base, tab: { key: tab, data: await loadReviewsTab(user, submission) } } as const;
    case "messages": {
      // A copyeditor or layout editor joins discussions, never the review's messages with the authors.
      const [messages, discussions] = await Promise.all([
        seesOnlyThroughStage(user, submission) ? null : loadMessagesTab(user, submission),
        loadDiscussionsPanel(user, submission),
      ]);
      return { ...base, tab: { key: tab, data: messages, discussions } } as const;
    }
    case "invoices":
      return { ...base, tab: { key: tab, data: await loadInvoicesTab(user, submission) } } as const;
    default:
      return { ...base, tab: { key: tab } } as const;
  }
}

/**
 * The Edit Submission dialog's Save (intent=update, data = the form as JSON), Delete (intent=delete),
 * and 'Create article' (intent=create-article), which opens the new article on the publishing desk.
 * Peer review (ADR 023): assign-editor, unassign-editor, invite, remind (ADR 067), cancel-invitation, due-dates, review-files (ADR 056),
 * release-attachment (ADR 057) and decide on the Reviews tab, with recommend and recommend-only (draft decisions, ADR 031); message
 * and revise on the Messages tab. The services check every permission.
 */
export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData();
  const intent = form.get("intent");
  const id = params.id;
  switch (intent) {
    case "invite":
      return runReviewIntent(
        intent,
        parseInvite(form),
        (input) => inviteReviewer(user, id, input),
        REVIEW_MESSAGES.invited,
      );
    case "remind":
      return runReviewIntent(
        intent,
        parseRemind(form),
        (input) => remindReviewer(user, id, input),
        REVIEW_MESSAGES.reminderSent,
      );
    case "cancel-invitation":
      return runReviewIntent(
        intent,
        parseAssignmentId(form),
        (input) => cancelInvitation(user, id, input.assignmentId),
        REVIEW_MESSAGES.cancelled,
      );
    case "due-dates":
      return runReviewIntent(
        intent,
        parseDueDates(form),
        (input) => changeDueDates(user, id, input),
        REVIEW_MESSAGES.datesSaved,
      );
    case "decide":
      return runReviewIntent(
        intent,
        parseDecision(form),
        (input) => recordDecision(user, id, input),
        REVIEW_MESSAGES.decisionRecorded,
      );
    case "recommend":
      return runReviewIntent(
        intent,
        parseRecommendation(form),
        (input) => recordRecommendation(user, id, input),
        REVIEW_MESSAGES.recommendationRecorded,
      );
    case "review-files":
      return runReviewIntent(
        intent,
        parseReviewFiles(form),
        (input) => setReviewFiles(user, id, input.fileIds),
        REVIEW_MESSAGES.reviewFilesSaved,
      );
    case "assign-editor":
      return runReviewIntent(
        intent,
        parseEditorId(form),
        (input) => assignHandlingEditor(user, id, input.editorId),
        REVIEW_MESSAGES.handlingEditorAssigned,
      );
    case "unassign-editor":
      return runReviewIntent(
        intent,
        parseEditorId(form),
        (input) => unassignHandlingEditor(user, id, input.editorId),
        REVIEW_MESSAGES.handlingEditorRemoved,
      );
    case "revision-due":
      return runReviewIntent(
        intent,
        parseRevisionDue(form),
        (input) => changeRevisionDueDate(user, id, input.dueDate),
        REVIEW_MESSAGES.revisionDueSaved,
      );
    case "release-attachment":
      return runReviewIntent(
        intent,
        parseAssignmentId(form),
        (input) => releaseReviewAttachment(user, id, input.assignmentId),
        REVIEW_MESSAGES.attachmentReleased,
      );
    case "recommend-only":
      return runReviewIntent(
        intent,
        parseRecommendOnly(form),
        (input) =>
          setRecommendOnly(user, id, { editorId: input.editorId, recommendOnly: input.recommendOnly === "on" }),
        REVIEW_MESSAGES.editorPermissionSaved,
      );
    case "message":
      return runReviewIntent(
        intent,
        parseMessage(form),
        (input) => sendMessage(user, id, input.body),
        REVIEW_MESSAGES.messageSent,
      );
    case "revise":
      return runReviewIntent(
        intent,
        parseRevision(form),
        (input) => submitRevision(user, id, input),
        REVIEW_MESSAGES.revisionSubmitted,
      );
  }
  try {
    if (intent === "update") {
      const parsed = checkEditSubmission(parseJsonField(form.get("data")));
      if (!parsed.ok) {
        return data<SubmissionActionData>(
          { intent, ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors },
          { status: 400 },
        );
      }
      // The e-mail to the authors as the editor edited it before it goes (ADR 067); none: the stored template.
      const edited = parseEditedEmail(form);
      if (!edited.ok) {
        return data<SubmissionActionData>({ intent, ok: false, message: edited.message }, { status: 400 });
      }
      await updateSubmission(user, params.id, parsed.data, dialogReviewSteps, edited.data);
      return data<SubmissionActionData>({ intent, ok: true, message: EDIT_MESSAGES.saved });
    }
    if (intent === "create-article") {
      const { articleId } = await createArticleNow(user, params.id);
      return redirect(`/dashboard/articles?edit=${articleId}`);
    }
    if (intent === "delete") {
      await deleteSubmission(user, params.id);
      return data<SubmissionActionData>({ intent, ok: true, message: LIST_MESSAGES.deleted });
    }
    return data<SubmissionActionData>(
      { intent: null, ok: false, message: EDIT_MESSAGES.invalidRequest },
      { status: 400 },
    );
  } catch (err) {
    if (err instanceof AppError) {
      return data<SubmissionActionData>(
        {
          intent: intent === "update" || intent === "delete" || intent === "create-article" ? intent : null,
          ok: false,
          message: err.message,
        },
        { status: err.status },
      );
    }
    throw err;
  }
}

/** After a deletion the page goes back to the list: reloading the deleted submission would show 404. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as SubmissionActionData | undefined;
  if (result?.intent === "delete" && result.ok) return false;
  return defaultShouldRevalidate;
}

function TabSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

const COMING_SOON = {
  other: "Further tools for this submission will appear here.",
} as const;

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, abilities, publication, tab, openEdit, unreadDiscussions, stageBar, hiddenTabs, dialogEmailTexts } =
    loaderData;
  const [editing, setEditing] = useState(openEdit);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const closeEdit = useCallback(() => setEditing(false), []);
  const closeDelete = useCallback(() => setDeleting(false), []);
  const onDeleted = useCallback(() => navigate("/dashboard/submissions"), [navigate]);
  const interactive = useHydrated();
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? parseSubmissionTab(new URLSearchParams(navigation.location.search).get("tab"))
      : null;
  const switching = pendingTab !== null && pendingTab !== tab.key;
  const action = `/submission/${detail.id}`;

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/dashboard/submissions">
            <ArrowLeft aria-hidden="true" />
            Back to Submissions
          </Link>
        </Button>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-2">
            <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{detail.title}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline" className="font-mono">
                {detail.code}
              </Badge>
              <SubmissionStatusBadge status={detail.status} />
              <span className="text-sm text-slate-500">{detail.journalTitle}</span>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              type="button"
              variant="outline"
              {...EditSubmissionDialog.preloadProps}
              onClick={() => setEditing(true)}
              disabled={!interactive}
            >
              {abilities.canEdit ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {abilities.canEdit ? "Edit" : "View Submission"}
            </Button>
            {abilities.canDelete ? (
              <Button
                type="button"
                variant="destructive"
                {...DeleteSubmissionDialog.preloadProps}
                onClick={() => setDeleting(true)}
                disabled={!interactive}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      {publication ? (
        <SubmissionPublicationPanel
          publication={publication}
          action={action}
          refusal={actionData?.intent === "create-article" && !actionData.ok ? actionData.message : undefined}
        />
      ) : null}

      <StageBar bar={stageBar} />

      <SubmissionTabsNav
        active={tab.key}
        pending={pendingTab}
        unread={{ messages: unreadDiscussions }}
        hidden={hiddenTabs}
      />

      <div className={switching ? undefined : "transition-opacity"}>
        <Suspense fallback={<TabSkeleton />}>
          {switching ? (
            <TabSkeleton />
          ) : tab.key === "details" ? (
            <SubmissionDetailsTab detail={detail} />
          ) : tab.key === "files" ? (
            <FilesTab
              submissionId={detail.id}
              files={tab.files}
              canUpload={abilities.canUploadFiles}
              canManage={abilities.canManageFiles}
              allowedFormats={tab.allowedFormats}
              maxFileBytes={tab.maxFileBytes}
            />
          ) : tab.key === "tasks" ? (
            <TasksTab submissionId={detail.id} data={tab.data} />
          ) : tab.key === "history" ? (
            <SubmissionHistoryTab entries={tab.entries} limit={HISTORY_LIMIT} />
          ) : tab.key === "reviews" ? (
            <ReviewsTab submissionId={detail.id} data={tab.data} />
          ) : tab.key === "messages" ? (
            <div className="space-y-4">
              <DiscussionsPanel submissionId={detail.id} data={tab.discussions} />
              {tab.data ? <MessagesTab submissionId={detail.id} data={tab.data} /> : null}
            </div>
          ) : tab.key === "invoices" ? (
            <InvoicesTab submissionId={detail.id} data={tab.data} />
          ) : tab.key === "copyediting" || tab.key === "production" ? (
            <StageTab view={tab.data} />
          ) : (
            <ComingSoonPanel
              title={tab.key.charAt(0).toUpperCase() + tab.key.slice(1)}
              description={COMING_SOON[tab.key]}
            />
          )}
        </Suspense>
      </div>

      {editing ? (
        <EditSubmissionDialog
          detail={detail}
          abilities={abilities}
          action={action}
          emailTexts={dialogEmailTexts}
          onClose={closeEdit}
        />
      ) : null}
      {deleting ? (
        <DeleteSubmissionDialog submission={detail} action={action} onClose={closeDelete} onDeleted={onDeleted} />
      ) : null}
    </div>
  );
}

/** Not found or not permitted: the spec's text and a way back to the list (HTTP 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | undefined)?.message : undefined;
  const backToList = (
    <Button asChild>
      <Link to="/dashboard/submissions">
        <ArrowLeft aria-hidden="true" />
        Back to Submissions
      </Link>
    </Button>
  );
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusCard
        icon={SearchX}
        tone="neutral"
        title="Submission Not Found"
        message={SUBMISSION_NOT_FOUND}
        action={backToList}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied message={typeof message === "string" ? message : undefined} />;
  }
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title="Something went wrong"
      message="The submission could not be loaded. Please try again."
      action={backToList}
    />
  );
}
