import { CheckCircle2, MailQuestion, XCircle } from "lucide-react";
import { data, Form, isRouteErrorResponse, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { AppError } from "~/lib/errors";
import { answerInvitation, readInvitation, type InvitationView } from "~/modules/reviews/invitations.service.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import { parseDecline } from "~/modules/reviews/reviews.schemas";
import type { Route } from "./+types/review-invitation";

/**
 * Personal (the link is a secret): never kept by a shared cache. Other sites never see it as a
 * referrer: the site's `strict-origin-when-cross-origin` sends them the origin alone. (`no-referrer`
 * here would make Chromium post the answer with `Origin: null`, which the origin check refuses.)
 */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ title: "Review invitation" }, { name: "robots", content: "noindex" }];
}

/**
 * GET /review-invitation/:token: what the invitation is about and its two answers, or, once
 * answered, how it was answered (ADR 085). Opening the link changes nothing (mail scanners open
 * links too); the answer is a post. 410 when the link is unknown, expired or cancelled.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const suggested = url.searchParams.get("answer") === "decline" ? ("decline" as const) : ("accept" as const);
  try {
    return { view: await readInvitation(params.token), suggested };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.status === 410) return data({ view: null, gone: err.message, suggested }, { status: 410 });
    throw data({ message: err.message }, { status: err.status });
  }
}

/**
 * After an answer the page thanks the reviewer from the action's answer: reading the link again
 * would only say it is answered. A refusal because it already was (409, answered in another tab)
 * reads the link again, which then says how.
 */
export function shouldRevalidate({ formMethod, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" && actionStatus !== 409 ? false : defaultShouldRevalidate;
}

/**
 * answer=accept or answer=decline (reason), once: 409 for a link already answered. An answer is
 * sent with 200 said outright: React Router sends the loader's status (which runs after the action
 * without scripts) unless the action gives its own.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const answer = form.get("answer");
  try {
    if (answer === "accept") {
      const result = await answerInvitation(params.token, { kind: "accept" });
      const newAccount = result.answer === "accept" && result.newAccount;
      return data({ done: "accept" as const, newAccount }, { status: 200 });
    }
    if (answer === "decline") {
      const parsed = parseDecline(form);
      if (!parsed.ok) return data({ error: parsed.message }, { status: 400 });
      await answerInvitation(params.token, { kind: "decline", reason: parsed.data.reason });
      return data({ done: "decline" as const, newAccount: false }, { status: 200 });
    }
    return data({ error: REVIEW_MESSAGES.invalidRequest }, { status: 400 });
  } catch (err) {
    if (err instanceof AppError) return data({ error: err.message }, { status: err.status });
    throw err;
  }
}

export default function ReviewInvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, suggested } = loaderData;
  const gone = "gone" in loaderData ? loaderData.gone : undefined;
  const busy = useNavigation().state !== "idle";
  if (actionData && "done" in actionData) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-12">
        <Card className="space-y-4 p-6 text-center">
          {actionData.done === "accept" ? (
            <>
              <CheckCircle2 className="mx-auto size-10 text-green-700" aria-hidden="true" />
              <h1 className="text-2xl font-bold text-slate-900">Thank you for accepting</h1>
              <p className="text-slate-700">
                {actionData.newAccount
                  ? "We have created your reviewer account and e-mailed you a link to choose your password. Then sign in and open Reviews to write your review."
                  : "Sign in and open Reviews in your dashboard to read the manuscript and write your review."}
              </p>
              <Button asChild>
                <Link to="/auth?redirectTo=%2Fdashboard%2Freviews">Sign in</Link>
              </Button>
            </>
          ) : (
            <>
              <XCircle className="mx-auto size-10 text-slate-600" aria-hidden="true" />
              <h1 className="text-2xl font-bold text-slate-900">{REVIEW_MESSAGES.declined}</h1>
              <p className="text-slate-700">You have declined this invitation.</p>
            </>
          )}
        </Card>
      </main>
    );
  }
  if (view && view.state !== "open") return <InvitationAnswered view={view} />;
  if (!view) return <InvitationGone message={gone ?? REVIEW_MESSAGES.invitationInvalid} />;
  const { preview } = view;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <Card className="space-y-4 p-6">
        <MailQuestion className="size-8 text-blue-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Invitation to review</h1>
        <p className="text-slate-700">
          Dear {preview.inviteeName}, {preview.journalTitle} invites you to review this manuscript.
        </p>
        <h2 className="text-lg font-semibold text-slate-900">{preview.submissionTitle}</h2>
        <p className="whitespace-pre-wrap text-sm text-slate-700">{preview.abstract}</p>
        <p className="text-sm text-slate-600">
          Please answer by {preview.responseDueDate}. The review would be due {preview.reviewDueDate}.
        </p>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Form method="post" className="space-y-2">
            <input type="hidden" name="answer" value="accept" />
            <Button type="submit" className="w-full" disabled={busy} autoFocus={suggested === "accept"}>
              Accept invitation
            </Button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="answer" value="decline" />
            <FormField id="decline-reason" label="Reason for declining" optional>
              <Textarea id="decline-reason" name="reason" rows={3} autoFocus={suggested === "decline"} />
            </FormField>
            <Button type="submit" variant="outline" className="w-full" disabled={busy}>
              Decline invitation
            </Button>
          </Form>
        </div>
      </Card>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === "string"
      ? (error.data as { message: string }).message
      : REVIEW_MESSAGES.invitationInvalid;
  return <InvitationGone message={message} />;
}

function InvitationGone({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <Card className="space-y-3 p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Invitation</h1>
        <p className="text-slate-700">{message}</p>
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
      </Card>
    </main>
  );
}

/**
 * The link opened again once answered: the answer and what the invitation was for, nothing more
 * (ADR 085). An acceptance leads to the review, which asks its reviewer to sign in first.
 */
function InvitationAnswered({ view }: { view: Exclude<InvitationView, { state: "open" }> }) {
  const accepted = view.state === "accepted";
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <Card className="space-y-4 p-6 text-center">
        {accepted ? (
          <CheckCircle2 className="mx-auto size-10 text-green-700" aria-hidden="true" />
        ) : (
          <XCircle className="mx-auto size-10 text-slate-600" aria-hidden="true" />
        )}
        <h1 className="text-2xl font-bold text-slate-900">
          {accepted ? "You have accepted this invitation" : "You declined this invitation"}
        </h1>
        <p className="text-slate-700">
          {view.journalTitle} invited you to review “<span className="break-words">{view.submissionTitle}</span>”.
        </p>
        {accepted ? (
          <>
            <p className="text-slate-700">The review is under Reviews in your dashboard: sign in to open it.</p>
            <p className="text-sm text-slate-600">
              No password yet? “Forgot password?” on the sign-in page e-mails you a link to choose one.
            </p>
            <Button asChild>
              {/* A page load without a referrer: the link's address, a secret, goes nowhere further. */}
              <a href={`/review/${view.assignmentId}`} rel="noreferrer">
                Open your review
              </a>
            </Button>
          </>
        ) : (
          <>
            <p className="text-slate-700">
              Thank you for letting us know. Should you wish to review it after all, reply to the invitation e-mail.
            </p>
            <Button asChild variant="outline">
              <Link to="/">Home</Link>
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
