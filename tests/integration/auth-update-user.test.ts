// Better Auth's /api/auth/update-user (and the name and image of /api/auth/sign-up/email) meet the
// settings page's rules: a name the profile form would refuse, or a picture that is not an http(s)
// address, is a 400 with the form's message, and nothing is stored.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { IMAGE_URL_INVALID } from "~/modules/auth/account-fields.schemas";
import { MAX_NAME } from "~/modules/auth/auth.schemas";
import { createApiApp, sessionCookieOf } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const PUBLIC_URL = "http://journals.test";

let platform: TestPlatform;
let app: ReturnType<typeof createApiApp>;
let cookie: string;
let addressCounter = 1;
const nextAddress = () => `192.0.2.${addressCounter++}`;
const db = () => platform.services.database.db;

function authPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(
    `${PUBLIC_URL}/api/auth${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL, ...headers },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: nextAddress() } } },
  );
}

const updateUser = (body: unknown) => authPost("/update-user", body, { cookie });

const stored = async () =>
  (
    await db()
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.email, "profile@example.org"))
  )[0];

beforeAll(async () => {
  platform = await startTestPlatform();
  app = createApiApp();
  const signedUp = await authPost("/sign-up/email", {
    name: "Profile Owner",
    email: "profile@example.org",
    password: "profile-secret",
  });
  expect(signedUp.status).toBe(200);
  cookie = sessionCookieOf(signedUp);
});
afterAll(() => platform.stop());

describe("/api/auth/update-user", () => {
  it("refuses a 900 KB name with the profile form's message: a 400, not a 500", async () => {
    const response = await updateUser({ name: "x".repeat(900 * 1024) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: `Full name must be at most ${MAX_NAME} characters.` });
    expect(await stored()).toEqual({ name: "Profile Owner", image: null });
  });

  it("refuses an empty name as the form does", async () => {
    const response = await updateUser({ name: "   " });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Full name is required." });
  });

  it("refuses a picture that is not an http(s) address", async () => {
    for (const image of [
      "javascript:alert(document.cookie)",
      " JavaScript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "file:///etc/passwd",
      "//example.org/me.png",
      "https://",
      `https://example.org/${"a".repeat(3000)}.png`,
      42,
    ]) {
      const response = await updateUser({ image });
      expect(response.status, String(image).slice(0, 40)).toBe(400);
      expect((await response.json()).message).toMatch(/^Image URL must /);
    }
    expect((await stored()).image).toBeNull();
  });

  it("stores a valid name (trimmed, as the form keeps it) and an https picture, and removes the picture", async () => {
    const response = await updateUser({ name: "  Dr. Profile Owner  ", image: "https://example.org/me.png" });
    expect(response.status).toBe(200);
    expect(await stored()).toEqual({ name: "Dr. Profile Owner", image: "https://example.org/me.png" });
    expect((await updateUser({ image: null })).status).toBe(200);
    expect(await stored()).toEqual({ name: "Dr. Profile Owner", image: null });
  });
});

describe("/api/auth/sign-up/email", () => {
  it("meets the same rules for the name and the picture", async () => {
    const withScript = await authPost("/sign-up/email", {
      name: "Scripted Picture",
      email: "scripted@example.org",
      password: "scripted-secret",
      image: "javascript:alert(1)",
    });
    expect(withScript.status).toBe(400);
    expect(await withScript.json()).toMatchObject({ message: IMAGE_URL_INVALID });
    const longName = await authPost("/sign-up/email", {
      name: "y".repeat(MAX_NAME + 1),
      email: "long-name@example.org",
      password: "long-name-secret",
    });
    expect(longName.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.email, "scripted@example.org"))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.email, "long-name@example.org"))).toEqual([]);
  });
});
