// Public conference queries (owned by the conferences work).

export type PublicConference = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  conferenceType: "academic" | "workshop" | "symposium" | "seminar" | "other";
  status: "upcoming" | "ongoing" | "past" | "cancelled";
  startDate: string;
  endDate: string;
  registrationDeadline: string | null;
  abstractSubmissionDeadline: string | null;
  paperSubmissionDeadline: string | null;
  websiteUrl: string | null;
  organizerContact: string | null;
  coverImageUrl: string | null;
};

/** The first `limit` conferences by start date, and how many there are in all (home page). */
export async function listHomeConferences(_limit: number): Promise<{ items: PublicConference[]; total: number }> {
  return { items: [], total: 0 };
}
