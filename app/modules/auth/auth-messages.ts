// The sign-in, sign-up, password and sign-out messages of spec 000 (sections 5 and 8), word for word,
// except the answer to the sign-up form: it is the same whether the address has an account or not
// (docs/decisions/012), so the spec's "Account already exists" and "Account created successfully"
// are not shown.

export type Notice = { kind: "success" | "error"; title: string; text: string };

const error = (title: string, text: string): Notice => ({ kind: "error", title, text });
const success = (title: string, text: string): Notice => ({ kind: "success", title, text });

export const AUTH_NOTICES = {
  signUpFailed: (message: string) => error("Sign up failed", message),
  /** For a new address (the account is created) and for one with an account (its owner is e-mailed) alike. */
  signUpRequested: success(
    "Success!",
    "Check your email: we have sent a message about your account with a link to sign in.",
  ),
  invalidCredentials: error("Login failed", "Invalid email or password. Please check your credentials."),
  signInFailed: (message: string) => error("Login failed", message),
  signInSuccess: success("Welcome back!", "Successfully signed in to your account."),
  unexpected: error("Unexpected error", "Something went wrong. Please try again."),
  resetEmailSent: success("Password Reset Email Sent", "Check your email for a link to reset your password."),
  resetEmailFailed: (message?: string) => error("Error", message || "Failed to send password reset email."),
  passwordUpdated: success("Password Updated", "Your password has been successfully updated. You can now sign in."),
  passwordUpdateFailed: (message?: string) => error("Error", message || "Failed to update password."),
  signOutFailed: error("Error", "Failed to sign out. Please try again."),
  emailRequired: error("Email Required", "Please enter your email address first."),
  passwordTooShort: error("Password too short", "Password must be at least 6 characters long."),
  passwordsDontMatch: error("Passwords don't match", "Please ensure both passwords are the same."),
  resetLinkInvalid: error(
    "Error",
    "This password reset link is invalid or has expired. Please request a new one with Forgot password.",
  ),
} as const;
