import { expect, type APIRequestContext } from "@playwright/test";

// Sign-in and sign-up requests are limited per client address (25 and 5 per 10 seconds; failed
// sign-ins also per account and per address, ADR 012), and every test of the suite comes from the
// same address: each browser context signs in once, through the API, and waits out a refusal
// (429) instead of failing.
export async function authPost(request: APIRequestContext, path: string, data: Record<string, string>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(`/api/auth${path}`, { data });
    if (response.status() !== 429 || attempt === 3) {
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/** The end-to-end admin's credentials (set by npm test), or undefined outside it. */
export function e2eAdmin(): { email: string; password: string } | undefined {
  const password = process.env.E2E_ADMIN_PASSWORD;
  return password ? { email: process.env.E2E_ADMIN_EMAIL ?? "admin@example.org", password } : undefined;
}
