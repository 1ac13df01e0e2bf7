// The sign-in, sign-up, password and sign-out messages of spec 000 (sections 5 and 8), word for word.

export type Notice = { kind: "success" | "error"; title: string; text: string };

const error = (title: string, text: string): Notice => ({ kind: "error", title, text });
const success = (title: string, text: string): Notice => ({ kind: "success", title, text });

export const AUTH_NOTICES = {
  accountExists: error("Account already exists", "Please sign in with your existing account."),
  signUpFailed: (message: string) => error("Sign up failed", message),
  signUpSuccess: success("Success!", "Account created successfully. Check your email for a welcome message."),
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
