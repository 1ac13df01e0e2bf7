// The Editorial Board Manager's forms (spec 001 section 5, "Editorial member"): one zod schema per
// intent, checked in the browser before sending and again by the endpoint.
import { z } from "zod";
import { ORCID_FORMAT_MESSAGE, parseOrcid } from "~/modules/users/orcid";
import { ADD_ROLES, BOARD_LIMITS as L, BOARD_MESSAGES as M } from "./editorial-board.constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === "string" && UUID.test(value);
}

const memberId = z
  .string({ error: M.memberNotFound })
  .refine(isUuid, M.memberNotFound)
  .transform((v) => v.toLowerCase());

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => v || null);

// Checked as the browser's type="email" does, without its oddities (quotes, IP literals).
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[^\s@"(),:;<>[\\\]]+$/;

const email = z
  .string()
  .trim()
  .max(L.email, M.emailInvalid)
  .refine((v) => v === "" || EMAIL.test(v), M.emailInvalid)
  .transform((v) => v || null);

const orcid = z
  .string()
  .trim()
  .max(100, ORCID_FORMAT_MESSAGE)
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = parseOrcid(v);
    if (parsed.ok) return parsed.orcid;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** Trims the tags, drops blanks and repeats (any case); at most 30 of at most 80 characters. */
const expertise = z
  .array(z.string(), { error: M.invalidRequest })
  .max(L.expertiseTags * 4, M.tooManyTags)
  .transform((tags) => tags.reduce<string[]>((list, tag) => addExpertiseTag(list, tag), []))
  .refine((tags) => tags.length <= L.expertiseTags, M.tooManyTags)
  .refine((tags) => tags.every((t) => t.length <= L.expertiseTag), M.tagTooLong);

const displayOrder = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{1,7}$/.test(v) && Number(v) <= L.displayOrderMax), M.displayOrderInvalid)
  .transform((v) => (v === "" ? 0 : Number(v)));

/** Adds a tag as people type it (Enter, comma or Add): trimmed, never twice (any case). */
export function addExpertiseTag(list: readonly string[], tag: string): string[] {
  const value = tag.trim().replace(/\s+/g, " ");
  if (!value || list.some((t) => t.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

const memberFields = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(L.name, `Name must be at most ${L.name} characters.`),
  role: z.string({ error: M.roleRequired }).trim().min(1, M.roleRequired).max(100, M.roleNotOffered),
  affiliation: optionalText(L.affiliation, "Affiliation"),
  email,
  bio: optionalText(L.bio, "Bio"),
  orcid,
  expertise,
  displayOrder,
});

/** Add: one of the eight roles of the add list; new members are active. */
export const createMemberSchema = memberFields.extend({
  role: memberFields.shape.role.refine((v) => (ADD_ROLES as readonly string[]).includes(v), M.roleNotOffered),
});

/** Edit: the role is checked against the member's own by the service (editRolesFor). */
export const updateMemberSchema = memberFields.extend({
  memberId,
  isActive: z.enum(["true", "false"], { error: M.invalidRequest }).transform((v) => v === "true"),
});

export const memberIdSchema = z.object({ memberId });

export const toggleActiveSchema = memberIdSchema.extend({
  isActive: z.enum(["true", "false"], { error: M.invalidRequest }).transform((v) => v === "true"),
});

export const moveMemberSchema = memberIdSchema.extend({
  direction: z.enum(["up", "down"], { error: M.invalidRequest }),
});

export type MemberInput = z.output<typeof memberFields>;
export type UpdateMemberInput = z.output<typeof updateMemberSchema>;

export type MemberFormField = keyof z.input<typeof updateMemberSchema>;
export type MemberFieldErrors = Partial<Record<MemberFormField, string>>;

export type ParsedMemberForm<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: MemberFieldErrors; message: string };

/**
 * Validates a form's values; on failure the first message of each field and one overall: the
 * spec's 'Please fill in required fields (Name and Role).' when a required field is empty (each
 * field then says which).
 */
export function parseMemberForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedMemberForm<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: MemberFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MemberFormField;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  const required = result.error.issues.some((i) => i.message === M.nameRequired || i.message === M.roleRequired);
  return {
    ok: false,
    fieldErrors,
    message: required ? M.required : (result.error.issues[0]?.message ?? M.invalidRequest),
  };
}

const TEXT_FIELDS = [
  "memberId",
  "name",
  "role",
  "affiliation",
  "email",
  "bio",
  "orcid",
  "displayOrder",
  "isActive",
  "direction",
] as const;

/**
 * A posted form's values: text fields (absent optional ones as ""), the repeated `expertise`
 * field as a list. A file where text belongs makes the value a wrong type, refused by the schema.
 */
export function memberFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const v = form.get(name);
    if (v !== null) values[name] = v;
  }
  for (const name of ["affiliation", "email", "bio", "orcid", "displayOrder"]) values[name] ??= "";
  values.expertise = form.getAll("expertise");
  return values;
}
