// The e-mail as an editor edited it before sending (issue 40, ADR 067), as the forms post it:
// `emailSubject` and `emailBody`, both or neither (neither: the journal's stored template goes).
// Its variables and limits are checked against its template when it is queued (400 with the
// template module's message); here only a bound on what is read.
import { z } from "zod";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "./mail-limits";

export const editedEmailFields = {
  emailSubject: z
    .string()
    .max(MAIL_SUBJECT_MAX * 2)
    .optional(),
  emailBody: z
    .string()
    .max(MAIL_BODY_MAX * 2)
    .optional(),
};

/** The edited e-mail of a form, if it carried one. */
export function editedEmailOf(input: {
  emailSubject?: string;
  emailBody?: string;
}): { subject: string; body: string } | undefined {
  if (input.emailSubject === undefined && input.emailBody === undefined) return undefined;
  return { subject: input.emailSubject ?? "", body: input.emailBody ?? "" };
}

const editedEmailSchema = z.object(editedEmailFields);

/** The edited e-mail of posted FormData: the text, none, or the message for a field past its bound. */
export function parseEditedEmail(
  form: FormData,
): { ok: true; data: { subject: string; body: string } | undefined } | { ok: false; message: string } {
  const value = (key: string) => {
    const v = form.get(key);
    return typeof v === "string" ? v : undefined;
  };
  const parsed = editedEmailSchema.safeParse({ emailSubject: value("emailSubject"), emailBody: value("emailBody") });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid e-mail." };
  return { ok: true, data: editedEmailOf(parsed.data) };
}
