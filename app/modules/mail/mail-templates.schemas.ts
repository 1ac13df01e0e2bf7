import { z } from "zod";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "./mail-limits";

// The lengths are checked again, with the spec's messages, by checkMailText; these bounds only keep
// a huge field from being parsed further.
const text = (max: number) => z.string().max(max * 2);

/** A subject and body from a form (the template screen, a dialog's edited e-mail). */
export const mailTextSchema = z.object({
  subject: text(MAIL_SUBJECT_MAX),
  body: text(MAIL_BODY_MAX),
});

/** POST /api/email-templates/preview: the scope (a journal's short name, or none: the site), the template and its text. */
export const previewRequestSchema = mailTextSchema.extend({
  key: z.string().min(1).max(100),
  journal: z.string().max(100).optional(),
});

/** The template screen's intents. */
export const templateIntentSchema = z.discriminatedUnion("intent", [
  mailTextSchema.extend({ intent: z.literal("save"), key: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("reset"), key: z.string().min(1).max(100) }),
]);
