import type { ConferenceCounts } from "./conferences.service.server";
import type { PublicConference } from "./conference.types";
import type { ConferenceFieldErrors } from "./conference-form.schemas";
import type { ConferenceDeskQuery } from "./conferences.schemas";

/** A conference on the dashboard: what the public sees, plus who created it and when. */
export type DeskConference = PublicConference & { createdAt: string; creatorName: string | null };

export type ConferenceDeskPage = {
  query: ConferenceDeskQuery;
  items: DeskConference[];
  /** Every conference, whatever the filters (the count cards). */
  counts: ConferenceCounts;
  /** The conferences matching search, type and status, per tab. */
  tabCounts: ConferenceCounts;
  /** Rows in the current tab (for paging). */
  matching: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Whether the user may create, edit, delete and upload (admin or editor). */
  canManage: boolean;
};

export type ConferenceIntent = "create" | "update" | "delete" | "remove-cover";

export type ConferenceActionData = {
  intent: ConferenceIntent | null;
  ok: boolean;
  /** The toast's title ('Conference created', 'Validation Error', 'Error'). */
  title: string;
  message: string;
  conferenceId?: string;
  fieldErrors?: ConferenceFieldErrors;
};
