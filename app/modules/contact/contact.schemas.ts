import { z } from "zod";
import { CONTACT_HONEYPOT_FIELD } from "./contact.constants";
import { formatCount } from "~/lib/format-count";

export const CONTACT_LIMITS = {
  name: 200,
  email: 255,
  organization: 200,
  subject: 300,
  message: 5000,
} as const;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${formatCount(max)} characters.`);

/** The contact form: name, email, subject and message are required; organization is optional. */
export const contactMessageSchema = z.object({
  name: required("Name", CONTACT_LIMITS.name),
  email: required("Email", CONTACT_LIMITS.email).pipe(z.email("Please enter a valid email address.")),
  organization: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.organization, `Organization must be at most ${CONTACT_LIMITS.organization} characters.`)
    .optional()
    .transform((v) => v || null),
  subject: required("Subject", CONTACT_LIMITS.subject),
  message: required("Message", CONTACT_LIMITS.message),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "organization", "subject", "message"];

/** Reads the form fields as strings (a missing or file field becomes undefined). */
export function contactFormValues(form: FormData): Record<ContactField, string | undefined> {
  const read = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  return {
    name: read("name"),
    email: read("email"),
    organization: read("organization"),
    subject: read("subject"),
    message: read("message"),
  };
}

/** The honeypot field as sent (empty when a person filled the form). */
export function contactHoneypotValue(form: FormData): string {
  const value = form.get(CONTACT_HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

/** Validates the form; on failure, the first message of each field. */
export function parseContactMessage(
  values: Record<string, unknown>,
): { ok: true; data: ContactMessageInput } | { ok: false; fieldErrors: ContactFieldErrors } {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}
