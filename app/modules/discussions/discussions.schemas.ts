// The discussion forms, checked the same way by the screens and the server (ADR 068). Each parser
// takes the posted fields and answers the input or the first message to show.
import { z } from "zod";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES } from "./discussions.constants";

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cleaned = z
  .string()
  .optional()
  .transform((v) => (v ?? "").replace(/\0/g, "").trim());

const subject = cleaned
  .pipe(z.string().min(1, DISCUSSION_MESSAGES.subjectRequired))
  .pipe(z.string().max(DISCUSSION_LIMITS.subjectMax, DISCUSSION_MESSAGES.subjectTooLong));

/** A message's text; empty is allowed only where a file comes with it (checked by the caller). */
const body = cleaned.pipe(z.string().max(DISCUSSION_LIMITS.bodyMax, DISCUSSION_MESSAGES.bodyTooLong));

/** Participants as one field of comma-separated user ids (multipart fields do not repeat here). */
const participants = z
  .string()
  .optional()
  .transform((v) => [
    ...new Set(
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(100, DISCUSSION_MESSAGES.participantNotAllowed))
      .min(1, DISCUSSION_MESSAGES.participantsRequired)
      .max(DISCUSSION_LIMITS.participantsPerRequest, DISCUSSION_MESSAGES.tooManyParticipants),
  );

function parse<T>(schema: z.ZodType<T>, fields: Record<string, string>): Parsed<T> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? DISCUSSION_MESSAGES.invalidRequest };
}

export const startDiscussionSchema = z.object({ subject, participants, body });
export type StartDiscussionInput = z.infer<typeof startDiscussionSchema>;
export const parseStartDiscussion = (fields: Record<string, string>) => parse(startDiscussionSchema, fields);

export const postMessageSchema = z.object({ body });
export type PostMessageInput = z.infer<typeof postMessageSchema>;
export const parsePostMessage = (fields: Record<string, string>) => parse(postMessageSchema, fields);

export const addParticipantsSchema = z.object({ participants });
export const parseAddParticipants = (fields: Record<string, string>) => parse(addParticipantsSchema, fields);

/** The text fields of a urlencoded or multipart form, the last value of each. */
export function fieldsOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

export const isUuid = (value: string) => UUID.test(value);
