import { ArrowLeft, SearchX } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { ReviewerDiscussions } from "~/modules/discussions/components/discussions-panel";
import { discussionsOfReviewer } from "~/modules/discussions/discussions.service.server";
import { ReviewWorkspace } from "~/modules/reviews/components/review-form";
import { answerAsReviewer } from "~/modules/reviews/invitations.service.server";
import { reviewAnswer, runReviewIntent } from "~/modules/reviews/review-http.server";
import { getReviewPage, saveReview } from "~/modules/reviews/reviewer.service.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import { parseDecline, parseReview } from "~/modules/reviews/reviews.schemas";
import type { Route } from "./+types/review";

export const handle: DashboardHandle = { title: "Review" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData ? `Review: ${loaderData.submissionCode}` : "Review");
}

/** The reviewer's own assignment only, while it is theirs (404 "Review not found." otherwise). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const page = await orHttpError(() => getReviewPage(user, params.assignmentId));
  return { ...page, discussions: await discussionsOfReviewer(user, params.assignmentId) };
}

/** accept, decline (reason) and save-review (submit=draft|final). */
export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const id = params.assignmentId;
  switch (intent) {
    case "accept":
      return runReviewIntent(
        intent,
        { ok: true, data: null },
        () => answerAsReviewer(user, id, { kind: "accept" }),
        REVIEW_MESSAGES.accepted,
      );
    case "decline":
      return runReviewIntent(
        intent,
        parseDecline(form),
        (input) => answerAsReviewer(user, id, { kind: "decline", reason: input.reason }),
        REVIEW_MESSAGES.declined,
      );
    case "save-review": {
      const submit = form.get("submit") === "final";
      return runReviewIntent(
        intent,
        parseReview(form),
        (input) => saveReview(user, id, input, submit),
        submit ? REVIEW_MESSAGES.submitted : REVIEW_MESSAGES.draftSaved,
      );
    }
    default:
      return reviewAnswer(intent, false, REVIEW_MESSAGES.invalidRequest, 400);
  }
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/dashboard/reviews">
          <ArrowLeft aria-hidden="true" />
          Back to Reviews
        </Link>
      </Button>
      <ReviewWorkspace data={loaderData} />
      {loaderData.discussions ? (
        <ReviewerDiscussions submissionId={loaderData.discussions.submissionId} items={loaderData.discussions.items} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <StatusCard
      icon={SearchX}
      tone="neutral"
      title={status === 404 ? "Review not found" : "Something went wrong"}
      message={status === 404 ? REVIEW_MESSAGES.notFound : "The review could not be loaded. Please try again."}
      action={
        <Button asChild>
          <Link to="/dashboard/reviews">Back to Reviews</Link>
        </Button>
      }
    />
  );
}
