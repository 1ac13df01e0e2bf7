import { AlertTriangle, ArrowLeft, SearchX } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { ReviewQuestionsEditor } from "~/modules/reviews/components/review-questions-editor";
import { reviewAnswer, runReviewIntent } from "~/modules/reviews/review-http.server";
import {
  parseQuestion,
  parseQuestionId,
  parseQuestionMove,
  parseQuestionUpdate,
  QUESTION_MESSAGES as M,
} from "~/modules/reviews/review-questions.schemas";
import { changeReviewQuestion, loadReviewQuestionsPage } from "~/modules/reviews/review-questions.service.server";
import type { Route } from "./+types/review-questions";

export const handle: DashboardHandle = { title: "Review Questions" };

export function meta() {
  return dashboardMeta("Review Questions");
}

/** Admins only (403 for anyone else, before the journal is looked up); 404 'Journal Not Found'. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => loadReviewQuestionsPage(user, params.shortName));
}

/** add, update (questionId), remove (questionId), move (questionId, direction up|down). */
export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const shortName = params.shortName;
  switch (intent) {
    case "add":
      return runReviewIntent(
        intent,
        parseQuestion(form),
        (input) => changeReviewQuestion(user, shortName, { kind: "add", input }),
        M.added,
      );
    case "update":
      return runReviewIntent(
        intent,
        parseQuestionUpdate(form),
        ({ questionId, ...input }) => changeReviewQuestion(user, shortName, { kind: "update", questionId, input }),
        M.saved,
      );
    case "remove":
      return runReviewIntent(
        intent,
        parseQuestionId(form),
        ({ questionId }) => changeReviewQuestion(user, shortName, { kind: "remove", questionId }),
        M.removed,
      );
    case "move":
      return runReviewIntent(
        intent,
        parseQuestionMove(form),
        ({ questionId, direction }) => changeReviewQuestion(user, shortName, { kind: "move", questionId, direction }),
        M.moved,
      );
    default:
      return reviewAnswer(intent, false, M.invalidRequest, 400);
  }
}

export default function ReviewQuestionsPage({ loaderData }: Route.ComponentProps) {
  const { journal, questions } = loaderData;
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={`/journal/${journal.shortName}/settings`}>
          <ArrowLeft aria-hidden="true" />
          Back to Journal Settings
        </Link>
      </Button>
      <PageHeading
        title="Review Questions"
        subtitle={`${journal.title}: questions every reviewer of this journal answers besides the recommendation and comments.`}
      />
      <ReviewQuestionsEditor questions={questions} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) return <AccessDenied title="Access Denied" message={M.denied} />;
  return (
    <StatusCard
      icon={status === 404 ? SearchX : AlertTriangle}
      tone={status === 404 ? "neutral" : "danger"}
      title={status === 404 ? M.journalNotFound : "Something went wrong"}
      message={
        status === 404 ? "No journal has this short name." : "The questions could not be loaded. Please try again."
      }
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/journals">Back to Journals</Link>
        </Button>
      }
    />
  );
}
