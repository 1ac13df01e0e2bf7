import type { ConferenceType } from "./conference-display";

/** A conference as the public pages see it; dates are ISO strings so they survive serialization. */
export type PublicConference = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  conferenceType: ConferenceType;
  status: "upcoming" | "ongoing" | "past" | "cancelled";
  startDate: string;
  endDate: string;
  registrationDeadline: string | null;
  abstractSubmissionDeadline: string | null;
  paperSubmissionDeadline: string | null;
  websiteUrl: string | null;
  organizerContact: string | null;
  coverImageUrl: string | null;
  /** The uploaded cover's key (preferred over coverImageUrl, an address from older data). */
  coverImageKey: string | null;
};
