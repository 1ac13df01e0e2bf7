// @both-backends: live notifications: PGlite's own listen() and PostgreSQL's LISTEN.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { notifyAdminsOfNewUser } from "~/modules/notifications/notifications.service.server";
import type { NotificationItem } from "~/modules/notifications/notifications.types";
import { createActors, createApiApp, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const STREAM = "/api/notifications/stream";

let platform: TestPlatform;
let actors: Actors;
let app: ReturnType<typeof createApiApp>;
let address = 1;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  app = createApiApp();
});
afterAll(() => platform.stop());

/** Reads the event stream until `done` says the text so far is enough, or fails after `ms`. */
function streamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    get text() {
      return text;
    },
    async until(done: (text: string) => boolean, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!done(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`stream did not deliver in time; got: ${JSON.stringify(text)}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left)),
        ]);
        if (chunk === "timeout") continue;
        if (chunk.done) throw new Error(`stream ended; got: ${JSON.stringify(text)}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

/** The `data` of every `notification` event in the text. */
function notificationsIn(text: string): NotificationItem[] {
  return text
    .split("\n\n")
    .filter((block) => block.split("\n").includes("event: notification"))
    .map(
      (block) =>
        JSON.parse(
          block
            .split("\n")
            .find((l) => l.startsWith("data: "))!
            .slice(6),
        ) as NotificationItem,
    );
}

function signUp(name: string) {
  const { publicUrl } = platform.services.env;
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${Date.now()}@example.org`;
  return app.request(
    `${publicUrl}/api/auth/sign-up/email`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ name, email, password: "secret-password" }),
    },
    { incoming: { socket: { remoteAddress: `192.0.2.${address++}` } } },
  );
}

async function openStream() {
  const response = await app.request(actors.admin.request(STREAM));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const stream = streamReader(response.body!);
  await stream.until((t) => t.includes(": connected"));
  return stream;
}

describe("GET /api/notifications/stream", () => {
  it("sends the admin a new_user event for an account created after connecting", async () => {
    const stream = await openStream();
    try {
      expect(stream.text).toMatch(/^retry: \d+\n/);
      const signedUp = await signUp("Live Lena");
      expect(signedUp.status).toBe(200);
      const { user } = (await signedUp.json()) as { user: { id: string } };

      await stream.until((t) => notificationsIn(t).length > 0);
      const [event] = notificationsIn(stream.text);
      expect(event).toMatchObject({
        type: "new_user",
        referenceId: user.id,
        isRead: false,
        metadata: { full_name: "Live Lena" },
      });
      expect(stream.text).toContain(`id: ${event.id}\n`);
    } finally {
      await stream.cancel();
    }
  });

  it("announces nothing for a rolled-back insert and nothing meant for another user", async () => {
    const stream = await openStream();
    try {
      const db = platform.services.database.db;
      await db
        .transaction(async (tx) => {
          await notifyAdminsOfNewUser(tx, { id: crypto.randomUUID(), name: "Never Was", createdAt: new Date() });
          throw new Error("rollback");
        })
        .catch(() => {});
      // A notification for someone else (written straight into the table, announced as the service does).
      const [other] = await db
        .insert(notifications)
        .values({ userId: actors.author.userId!, type: "new_user", referenceId: "x", metadata: {} })
        .returning();
      await db.execute(
        sql`select pg_notify('sp_notifications', ${JSON.stringify({ id: other.id, userId: other.userId })})`,
      );
      // Then one that is for the admin: it must be the first and only event.
      await signUp("After Rollback");
      await stream.until((t) => notificationsIn(t).length > 0);
      expect(notificationsIn(stream.text).map((n) => n.metadata.full_name)).toEqual(["After Rollback"]);
    } finally {
      await stream.cancel();
    }
  });

  it("keeps delivering to a second stream after the first one closed", async () => {
    const first = await openStream();
    await first.cancel();
    const second = await openStream();
    try {
      await signUp("Second Stream");
      await second.until((t) => notificationsIn(t).some((n) => n.metadata.full_name === "Second Stream"));
    } finally {
      await second.cancel();
    }
  });

  // PostgreSQL only (defined in its half of the run, not skipped in the other): PGlite listens inside
  // the process, with no connection that could be lost.
  if (process.env.TEST_DATABASE_URL) {
    it("on PostgreSQL, ends the streams when the listening connection is lost, and listens anew for the next", async () => {
      const stream = await openStream();
      await platform.services.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
      await expect(stream.until(() => false, 5000)).rejects.toThrow(/stream ended/);

      const again = await openStream();
      try {
        await signUp("After Reconnect");
        await again.until((t) => notificationsIn(t).some((n) => n.metadata.full_name === "After Reconnect"));
      } finally {
        await again.cancel();
      }
    });
  }

  it("refuses signed-in users who are not admins with 403", async () => {
    for (const actor of [actors.author, actors.reviewer, actors.editor]) {
      const response = await app.request(actor.request(STREAM));
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("refuses visitors with 401", async () => {
    const response = await app.request(actors.visitor.request(STREAM));
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
