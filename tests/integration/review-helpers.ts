// Peer review steps the integration suites share, through the pages' actions and the e-mailed
// invitation link: an invitation's token, an answer through it, a reviewer who accepted.
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "~/db/client.server";
import { mailMessages, reviewAssignments } from "~/db/schema";
import type { Services } from "~/lib/services.server";
import * as submissionPage from "~/routes/dashboard/submission";
import * as invitationPage from "~/routes/public/review-invitation";
import type { Actor } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { post } from "./submissions-helpers";

/** The link token of the newest invitation e-mailed to `email`. */
export async function lastInvitationToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "review-invitation")))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return /review-invitation\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

/** POST /review-invitation/:token, as anyone who has the link (no session). */
export async function answerInvitation(services: Services, token: string, fields: Record<string, string>) {
  const request = new Request(`${services.env.publicUrl}/review-invitation/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return (invitationPage.action as (args: unknown) => Promise<unknown>)(routeArgs(request, { token }));
}

/** The newest assignment of `reviewer` (by account) on the submission. */
export async function assignmentOf(db: Db, submissionId: string, reviewer: Actor): Promise<string> {
  const [row] = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.submissionId, submissionId), eq(reviewAssignments.reviewerId, reviewer.userId!)))
    .orderBy(desc(reviewAssignments.createdAt))
    .limit(1);
  return row!.id;
}

/** `editor` invites `reviewer`, who accepts through the e-mailed link; the new assignment's id. */
export async function acceptedReviewer(
  services: Services,
  submissionId: string,
  editor: Actor,
  reviewer: Actor,
): Promise<string> {
  const invited = await post<{ ok: boolean }>(
    submissionPage.action,
    editor,
    `/submission/${submissionId}`,
    { intent: "invite", reviewerId: reviewer.userId! },
    { id: submissionId },
  );
  expect(invited.data?.ok).toBe(true);
  const { db } = services.database;
  await answerInvitation(services, await lastInvitationToken(db, reviewer.email!), { answer: "accept" });
  return assignmentOf(db, submissionId, reviewer);
}
