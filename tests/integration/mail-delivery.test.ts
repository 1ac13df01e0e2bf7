import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { jobs, mailMessages } from "~/db/schema";
import { platformJobHandlers } from "~/lib/job-handlers.server";
import { claimJobs, enqueueJob, startJobWorker, type JobWorker, type JobWorkerOptions } from "~/lib/jobs.server";
import { MAIL_DELIVERY_JOB, SEND_AGAIN_MESSAGES } from "~/modules/mail/mail.constants";
import { mailJobHandlers } from "~/modules/mail/mail-delivery.server";
import { queueMail, sendMailAgain } from "~/modules/mail/mail.service.server";
import { freePort, startSmtpSink, waitFor, type SmtpSink } from "../helpers/smtp-sink";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const statusMail = {
  to: "author@example.org",
  template: "submission-status" as const,
  data: {
    fullName: "Asha Patil",
    submissionTitle: "Nanoparticles & oral delivery",
    formattedSubmissionId: "FJPHS-007",
    status: "accepted",
    editorDecision: "Accept as is.",
    reviewerComments: "Clear <and> convincing.",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
  },
};

describe("mail delivery over SMTP", () => {
  let sink: SmtpSink;
  let platform: TestPlatform;
  let other: { db: Db; close: () => Promise<void> };
  const db = () => platform.services.database.db;
  const workers: JobWorker[] = [];
  const extraSinks: SmtpSink[] = [];

  const start = (handlers = mailJobHandlers(), opts: JobWorkerOptions = {}) => {
    const worker = startJobWorker(handlers, { db: db(), pollIntervalMs: 10, backoffMs: () => 100, ...opts });
    workers.push(worker);
    return worker;
  };
  const messageOf = async (id: string) => (await db().select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;
  const jobFor = async (mailId: string) =>
    (await db().select().from(jobs)).find((j) => j.payload.mailMessageId === mailId)!;

  beforeAll(async () => {
    sink = await startSmtpSink();
    platform = await startTestPlatform({
      env: { SMTP_URL: sink.url, MAIL_FROM: "FJPHS Office <office@journals.test>" },
    });
    const url = platform.services.env.DATABASE_URL;
    other = url
      ? await openDatabase({ databaseUrl: url, dataDir: platform.services.env.dataDir }).then((d) => ({
          db: d.db,
          close: d.close,
        }))
      : { db: db(), close: async () => {} };
  });
  afterAll(async () => {
    await other?.close();
    await platform?.stop();
    await sink?.close();
  });
  beforeEach(async () => {
    await db().delete(jobs);
    await db().delete(mailMessages);
    sink.received.length = 0;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(extraSinks.splice(0).map((s) => s.close()));
  });

  it("queues a rendered message and delivers it through the SMTP server", async () => {
    const { id } = await queueMail(db(), statusMail);
    const queued = await messageOf(id);
    expect(queued).toMatchObject({
      recipient: "author@example.org",
      template: "submission-status",
      status: "queued",
      subject: "Submission FJPHS-007: Accepted",
      messageId: `<${id}@journals.test>`,
      attempts: 0,
    });
    // The platform's own handler list includes mail delivery.
    start(platformJobHandlers());
    await waitFor(async () => (await messageOf(id)).status === "sent", 5000, "delivery");
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.envelopeTo).toEqual(["author@example.org"]);
    expect(mail.to).toEqual(["author@example.org"]);
    expect(mail.from).toBe("office@journals.test");
    expect(mail.subject).toBe("Submission FJPHS-007: Accepted");
    expect(mail.messageId).toBe(queued.messageId);
    expect(mail.headers["auto-submitted"]).toBe("auto-generated");
    expect(mail.text).toContain("Reviewer comments\n> Clear <and> convincing.");
    expect(mail.text).toContain("Frontier Journal of Pharmaceutical and Health Sciences");
    expect(mail.html).toContain("Clear &lt;and&gt; convincing.");
    expect(mail.html).toContain("“Nanoparticles &amp; oral delivery”");
    const sent = await messageOf(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // The worker finishes the job once the handler has returned, a moment after the message is
    // marked sent (a query later on PostgreSQL).
    await waitFor(async () => (await jobFor(id)).status === "done", 5000, "the job's completion");
    expect(await jobFor(id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("sends a message's stored attachments with it (an invoice's PDF, ADR 064)", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 invoice");
    await platform.services.storage.put("invoices/test/invoice.pdf", bytes);
    const { id } = await queueMail(db(), {
      to: "author@example.org",
      template: "invoice-notice",
      data: { occasion: "invoice_issued", invoiceNumber: "FJPHS/2026-27/0001", url: "/dashboard" },
      attachments: [
        { fileName: "invoice.pdf", storageKey: "invoices/test/invoice.pdf", contentType: "application/pdf" },
      ],
    });
    start();
    await waitFor(async () => (await messageOf(id)).status === "sent", 5000, "delivery");
    expect(sink.received[0]!.attachments).toEqual([
      { filename: "invoice.pdf", mimeType: "application/pdf", contentBase64: Buffer.from(bytes).toString("base64") },
    ]);
  });

  it("retries while the SMTP server is down and delivers exactly once when it is back", async () => {
    const port = await freePort();
    const { id } = await queueMail(db(), statusMail);
    start(mailJobHandlers({ smtpUrl: `smtp://127.0.0.1:${port}` }), { backoffMs: () => 150 });
    const failed = await waitFor(async () => {
      const m = await messageOf(id);
      return m.attempts >= 1 && m.lastError ? m : undefined;
    });
    expect(failed.status).toBe("queued");
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The job row records the failure after the message row does (its own write, once the handler
    // has thrown): on PostgreSQL the test may look in between.
    const job = await waitFor(async () => {
      const j = await jobFor(id);
      return j.lastError ? j : undefined;
    });
    expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);

    const late = await startSmtpSink(port);
    extraSinks.push(late);
    await waitFor(async () => (await messageOf(id)).status === "sent", 5000, "delivery after the outage");
    await sleep(300);
    expect(late.received.map((m) => m.messageId)).toEqual([failed.messageId]);
    const sent = await messageOf(id);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    expect(await jobFor(id)).toMatchObject({ status: "done" });
  });

  it("sends each message exactly once with two workers racing", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      ids.push((await queueMail(db(), { ...statusMail, to: `author${n}@example.org` })).id);
    }
    start(mailJobHandlers(), { concurrency: 3, pollIntervalMs: 5 });
    start(mailJobHandlers(), { db: other.db, concurrency: 3, pollIntervalMs: 5 });
    await waitFor(
      async () => (await db().select().from(mailMessages).where(eq(mailMessages.status, "sent"))).length === 12,
      10_000,
      "all deliveries",
    );
    await sleep(200);
    const messageIds = (await db().select().from(mailMessages)).map((m) => m.messageId).sort();
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(messageIds);
    expect(sink.received.map((m) => m.envelopeTo[0]).sort()).toEqual(
      Array.from({ length: 12 }, (_, n) => `author${n}@example.org`).sort(),
    );
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await queueMail(tx, statusMail);
        throw new Error("the status change failed");
      }),
    ).rejects.toThrow("the status change failed");
    expect((await db().select({ n: count() }).from(mailMessages))[0]!.n).toBe(0);
    expect((await db().select({ n: count() }).from(jobs))[0]!.n).toBe(0);

    // Committed with the caller's transaction: the message and its job both exist.
    const { id } = await db().transaction((tx) => queueMail(tx, statusMail));
    expect(await messageOf(id)).toBeDefined();
    expect(await jobFor(id)).toMatchObject({ kind: MAIL_DELIVERY_JOB, status: "queued" });
  });

  it("writes nothing for an invalid recipient or incomplete data", async () => {
    await expect(queueMail(db(), { ...statusMail, to: "not an address" })).rejects.toThrow(/invalid recipient/);
    await expect(queueMail(db(), { to: "a@example.org", template: "password-reset", data: {} })).rejects.toThrow(
      /password-reset/,
    );
    expect((await db().select({ n: count() }).from(mailMessages))[0]!.n).toBe(0);
    expect((await db().select({ n: count() }).from(jobs))[0]!.n).toBe(0);
  });

  it("delivers a message whose worker died while holding it", async () => {
    const { id } = await queueMail(db(), statusMail);
    const [held] = await claimJobs(db(), {
      workerId: "dead:1:000",
      kinds: [MAIL_DELIVERY_JOB],
      limit: 1,
      leaseMs: 100,
    });
    expect(held?.payload.mailMessageId).toBe(id);
    start();
    await waitFor(async () => (await messageOf(id)).status === "sent", 5000, "delivery after the lease");
    expect(sink.received).toHaveLength(1);
    await waitFor(async () => (await jobFor(id)).status === "done", 5000, "the job's completion");
    expect(await jobFor(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("never sends again a message already marked sent", async () => {
    const { id } = await queueMail(db(), statusMail);
    start();
    await waitFor(async () => (await messageOf(id)).status === "sent");
    // A second delivery job for the same message (say, a job re-run by hand) finds it sent.
    const again = await enqueueJob(db(), MAIL_DELIVERY_JOB, { mailMessageId: id });
    await waitFor(async () => (await db().select().from(jobs).where(eq(jobs.id, again.id)))[0]!.status === "done");
    await sleep(100);
    expect(sink.received).toHaveLength(1);
    expect((await messageOf(id)).attempts).toBe(1);
  });

  it("marks a message failed without retrying when the server refuses the recipient", async () => {
    const { id } = await queueMail(db(), { ...statusMail, to: "nobody@reject.example" });
    start();
    await waitFor(async () => (await messageOf(id)).status === "failed", 5000, "the refusal");
    const message = await messageOf(id);
    expect(message.lastError).toMatch(/550|No such user/);
    expect(message.attempts).toBe(1);
    await waitFor(async () => (await jobFor(id)).status === "failed", 5000, "the job's failure");
    expect(await jobFor(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(sink.received).toHaveLength(0);
  });

  it("marks a message failed after the last attempt", async () => {
    const port = await freePort();
    const { id } = await queueMail(db(), statusMail);
    await db().update(jobs).set({ maxAttempts: 2 });
    start(mailJobHandlers({ smtpUrl: `smtp://127.0.0.1:${port}` }), { backoffMs: () => 20 });
    await waitFor(async () => (await messageOf(id)).status === "failed", 5000, "the final failure");
    expect(await messageOf(id)).toMatchObject({ attempts: 2 });
    expect((await messageOf(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("sends a failed message again when an admin asks: once, with the same Message-ID", async () => {
    const port = await freePort();
    const { id } = await queueMail(db(), statusMail);
    await db().update(jobs).set({ maxAttempts: 1 });
    const down = start(mailJobHandlers({ smtpUrl: `smtp://127.0.0.1:${port}` }), { backoffMs: () => 20 });
    await waitFor(async () => (await messageOf(id)).status === "failed", 5000, "the failure");
    await down.stop();

    // The SMTP server is back (this platform's SMTP_URL): the mailbox's Send again.
    await sendMailAgain(id);
    expect(await messageOf(id)).toMatchObject({ status: "queued" });
    start();
    await waitFor(async () => (await messageOf(id)).status === "sent", 5000, "the second delivery");
    const sent = await messageOf(id);
    expect(sink.received.map((m) => m.messageId)).toEqual([sent.messageId]);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    // Sent now, so not again; nor a message nobody has.
    await expect(sendMailAgain(id)).rejects.toMatchObject({ status: 409, message: SEND_AGAIN_MESSAGES.notResendable });
    await expect(sendMailAgain("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
    await sleep(100);
    expect(sink.received).toHaveLength(1);
  });
});
