import type { PublicConference } from "./conference.types";

export type ConferenceDeadline = { label: string; value: string };

/** The conference's deadlines that have not passed at `now`, in the form's order (spec 001 section 2). */
export function upcomingDeadlines(
  conference: Pick<PublicConference, "registrationDeadline" | "abstractSubmissionDeadline" | "paperSubmissionDeadline">,
  now: Date = new Date(),
): ConferenceDeadline[] {
  return [
    { label: "Registration", value: conference.registrationDeadline },
    { label: "Abstract Submission", value: conference.abstractSubmissionDeadline },
    { label: "Paper Submission", value: conference.paperSubmissionDeadline },
  ].filter((d): d is ConferenceDeadline => d.value !== null && new Date(d.value).getTime() > now.getTime());
}
