import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs, mailMessages } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { startJobWorker, type JobWorker } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { mailJobHandlers } from "~/modules/mail/mail-delivery.server";
import { getMailMessage, listMailMessages, MAIL_PAGE_SIZE, queueMail } from "~/modules/mail/mail.service.server";
import { waitFor } from "../helpers/smtp-sink";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

describe("mail without SMTP_URL", () => {
  let platform: TestPlatform;
  const db = () => platform.services.database.db;
  let worker: JobWorker | undefined;

  beforeAll(async () => {
    platform = await startTestPlatform();
    expect(platform.services.env.SMTP_URL).toBeUndefined();
  });
  afterAll(() => platform.stop());
  beforeEach(async () => {
    await db().delete(jobs);
    await db().delete(mailMessages);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    vi.restoreAllMocks();
  });

  it("holds a message, logs it with the reset link and keeps it readable", async () => {
    const info = vi.spyOn(logger, "info");
    const { id } = await queueMail(db(), {
      to: "reader@example.org",
      template: "password-reset",
      data: { url: "/auth/reset-password?token=tok123", fullName: "Asha Patil" },
    });
    const stored = await getMailMessage(id);
    expect(stored).toMatchObject({
      recipient: "reader@example.org",
      template: "password-reset",
      status: "held",
      subject: "Reset your Scholarly Press password",
      messageId: `<${id}@example.org>`,
    });
    expect(stored.text).toContain("http://journals.test/auth/reset-password?token=tok123");
    expect(stored.html).toContain('href="http://journals.test/auth/reset-password?token=tok123"');

    // Logged by the delivery job, that is only once the message is committed.
    worker = startJobWorker(mailJobHandlers(), { db: db(), pollIntervalMs: 10 });
    await waitFor(async () => (await db().select().from(jobs))[0]?.status === "done");
    const logged = info.mock.calls.find((call) => String(call[1]).startsWith("e-mail held"));
    expect(logged?.[0]).toMatchObject({
      mailMessageId: id,
      to: "reader@example.org",
      subject: "Reset your Scholarly Press password",
      link: "http://journals.test/auth/reset-password?token=tok123",
    });
    expect(await getMailMessage(id)).toMatchObject({ status: "held", attempts: 0, sentAt: null });
  });

  it("lists the mailbox newest first, a page at a time, without the bodies", async () => {
    const ids: string[] = [];
    for (let n = 0; n < MAIL_PAGE_SIZE + 2; n++) {
      ids.push(
        (await queueMail(db(), { to: `user${n}@example.org`, template: "welcome", data: { fullName: `User ${n}` } }))
          .id,
      );
      // Distinct creation times so the order is the order of queueing.
      await db()
        .update(mailMessages)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)) })
        .where(eq(mailMessages.id, ids[n]!));
    }
    const first = await listMailMessages(1);
    expect(first).toMatchObject({ page: 1, pageSize: MAIL_PAGE_SIZE, total: MAIL_PAGE_SIZE + 2, pageCount: 2 });
    expect(first.items).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      id: ids.at(-1),
      recipient: `user${MAIL_PAGE_SIZE + 1}@example.org`,
      subject: "Welcome to Scholarly Press",
      template: "welcome",
      status: "held",
    });
    expect(first.items[0]).not.toHaveProperty("html");
    expect(first.items[0]).not.toHaveProperty("text");
    const second = await listMailMessages(2);
    expect(second.items.map((m) => m.id)).toEqual([ids[1], ids[0]]);
    expect((await listMailMessages(3)).items).toEqual([]);
    expect((await listMailMessages(-4)).page).toBe(1);
  });

  it("answers 404 for a message that does not exist", async () => {
    await expect(getMailMessage("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
    await expect(getMailMessage("not-a-uuid")).rejects.toBeInstanceOf(AppError);
  });
});
