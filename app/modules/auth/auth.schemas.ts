import { z } from "zod";
import { AUTH_NOTICES } from "./auth-messages";

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;
export const MAX_NAME = 200;
export const MAX_EMAIL = 255;

export const PASSWORD_TOO_SHORT_TEXT = AUTH_NOTICES.passwordTooShort.text;

const email = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters.`)
  .pipe(z.email("Please enter a valid email address."))
  .transform((v) => v.toLowerCase());

const requiredPassword = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters.`);

const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT_TEXT })
  .min(MIN_PASSWORD, PASSWORD_TOO_SHORT_TEXT)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters.`);

export const signInSchema = z.object({ email, password: requiredPassword });

export const signUpSchema = z.object({
  name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(MAX_NAME, `Full name must be at most ${MAX_NAME} characters.`),
  email,
  password: newPassword,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "The reset link is missing its token." }).min(1, "The reset link is missing its token."),
    password: newPassword,
    confirmPassword: z.string({ error: AUTH_NOTICES.passwordsDontMatch.text }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_NOTICES.passwordsDontMatch.text,
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export type AuthField = "name" | "email" | "password" | "confirmPassword" | "token";
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

export type Parsed<T> = { ok: true; data: T } | { ok: false; fieldErrors: AuthFieldErrors };

/** Validates form values; on failure, the first message of each field. */
export function parseAuthForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): Parsed<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: AuthFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AuthField;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

/** Reads the named text fields of a form (missing or file fields become undefined). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const v = form.get(name);
      return [name, typeof v === "string" ? v : undefined];
    }),
  );
}
