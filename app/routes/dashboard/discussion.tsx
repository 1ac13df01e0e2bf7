import { ArrowLeft, SearchX } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { DiscussionThread, type AddParticipantsAnswer } from "~/modules/discussions/components/discussion-thread";
import { DISCUSSION_MESSAGES } from "~/modules/discussions/discussions.constants";
import { fieldsOf, parseAddParticipants } from "~/modules/discussions/discussions.schemas";
import { addDiscussionParticipants, loadDiscussionThread } from "~/modules/discussions/discussions.service.server";
import type { Route } from "./+types/discussion";

export const handle: DashboardHandle = { title: "Discussion" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData ? `${loaderData.subject} (${loaderData.submission.code})` : "Discussion");
}

/** The thread, for its participants and the journal's editors and admins (404 for anyone else); reading marks it read. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => loadDiscussionThread(user, params.id, params.discussionId));
}

/** intent=add-participants (participants: comma-separated user ids): editors of the journal and admins (ADR 068). */
export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") !== "add-participants") {
    return data<AddParticipantsAnswer>({ ok: false, message: DISCUSSION_MESSAGES.invalidRequest }, { status: 400 });
  }
  const parsed = parseAddParticipants(fieldsOf(form));
  if (!parsed.ok) return data<AddParticipantsAnswer>({ ok: false, message: parsed.message }, { status: 400 });
  try {
    await addDiscussionParticipants(user, params.id, params.discussionId, parsed.data.participants);
    return data<AddParticipantsAnswer>({ ok: true, message: DISCUSSION_MESSAGES.participantsAdded });
  } catch (err) {
    if (err instanceof AppError)
      return data<AddParticipantsAnswer>({ ok: false, message: err.message }, { status: err.status });
    throw err;
  }
}

export default function DiscussionPage({ loaderData }: Route.ComponentProps) {
  return <DiscussionThread data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const back = (
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
        title="Discussion Not Found"
        message={DISCUSSION_MESSAGES.notFound}
        action={back}
      />
    );
  }
  return (
    <StatusCard
      icon={SearchX}
      tone="danger"
      title="Something went wrong"
      message={DISCUSSION_MESSAGES.loadFailed}
      action={back}
    />
  );
}
