import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, mailMessages } from "~/db/schema";
import { eq } from "drizzle-orm";
import { SEND_AGAIN_MESSAGES } from "~/modules/mail/mail.constants";
import { MAIL_PAGE_SIZE, queueMail } from "~/modules/mail/mail.service.server";
import { action as messageAction, loader as messageLoader } from "~/routes/dashboard/mailbox-message";
import { loader as mailboxLoader } from "~/routes/dashboard/mailbox";
import { loader as attachmentLoader } from "~/routes/resources/mailbox-attachment";
import { createActors, createApiApp, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

let platform: TestPlatform;
let actors: Actors;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
});
afterAll(() => platform.stop());
beforeEach(async () => {
  await db().delete(jobs);
  await db().delete(mailMessages);
});

type MailboxPage = Awaited<ReturnType<typeof mailboxLoader>>;
type MessagePage = Awaited<ReturnType<typeof messageLoader>>;

const mailbox = (actor: Actor, search = "") =>
  mailboxLoader(routeArgs(actor.request(`/dashboard/mailbox${search}`)) as never) as Promise<MailboxPage>;
const message = (actor: Actor, id: string) =>
  messageLoader(
    routeArgs(actor.request(`/dashboard/mailbox/${id}`), { messageId: id }) as never,
  ) as Promise<MessagePage>;

/** What a loader threw: a redirect Response, or React Router's data() with a status. */
async function thrownBy(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected the loader to throw");
    },
    (e: unknown) => e as Response | { init: { status: number }; data: { message: string } },
  );
}

async function queueWelcome(to: string) {
  return queueMail(db(), { to, template: "welcome", data: { name: "Reader" } });
}

/** GET /dashboard/mailbox/:id/attachments/:index as `actor`: the status, and the bytes the signed link serves. */
async function downloadAttachment(actor: Actor, id: string, index: string) {
  const path = `/dashboard/mailbox/${id}/attachments/${index}`;
  // A visitor's redirect to sign in is thrown; the other answers are returned.
  const answer = (await attachmentLoader(routeArgs(actor.request(path), { messageId: id, index }) as never).catch(
    (thrown: unknown) => thrown,
  )) as Response;
  const location = answer.headers.get("location");
  if (answer.status !== 302 || !location?.startsWith("/files/"))
    return { status: answer.status, location, bytes: null };
  const served = await createApiApp().request(`${platform.services.env.publicUrl}${location}`);
  expect(served.status).toBe(200);
  return {
    status: answer.status,
    bytes: new Uint8Array(await served.arrayBuffer()),
    disposition: served.headers.get("content-disposition"),
  };
}

/** The message page's Send again, as `actor` posts it: the action's status and answer. */
async function sendAgain(actor: Actor, id: string) {
  const request = actor.request(`/dashboard/mailbox/${id}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "send-again" }),
  });
  const result = (await messageAction(routeArgs(request, { messageId: id }) as never)) as unknown as {
    init: { status?: number } | null;
    data: { ok: boolean; message: string };
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

describe("mailbox (admins of all journals only)", () => {
  it("lists stored messages newest first, 25 a page, without bodies", async () => {
    for (let i = 0; i < MAIL_PAGE_SIZE + 2; i++) await queueWelcome(`reader-${i}@example.org`);
    const first = await mailbox(actors.admin);
    expect(first).toMatchObject({ page: 1, pageSize: MAIL_PAGE_SIZE, total: MAIL_PAGE_SIZE + 2, pageCount: 2 });
    expect(first.items).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      recipient: `reader-${MAIL_PAGE_SIZE + 1}@example.org`,
      template: "welcome",
      status: "held",
    });
    expect(first.items[0]).not.toHaveProperty("html");
    const second = await mailbox(actors.admin, "?page=2");
    expect(second.items.map((m) => m.recipient)).toEqual(["reader-1@example.org", "reader-0@example.org"]);
    // Nonsense page numbers mean page 1.
    expect((await mailbox(actors.admin, "?page=abc")).page).toBe(1);
    expect((await mailbox(actors.admin, "?page=-3")).page).toBe(1);
  });

  it("shows one message with its headers, HTML and text", async () => {
    const { id } = await queueWelcome("one@example.org");
    const page = await message(actors.admin, id);
    expect(page.message).toMatchObject({
      id,
      recipient: "one@example.org",
      template: "welcome",
      status: "held",
      from: platform.services.env.MAIL_FROM,
    });
    expect(page.message.messageId).toMatch(new RegExp(`^<${id}@`));
    expect(page.message.html).toContain("<");
    expect(page.message.text).toContain("Reader");
  });

  it("lists a message's attachments with name, type and size, and lets admins alone download them", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 an invoice, 42 bytes long......\n");
    await platform.services.storage.put("mailbox-test/invoice.pdf", pdf);
    const { id } = await queueMail(db(), {
      to: "ada@example.org",
      template: "welcome",
      data: { name: "Ada" },
      attachments: [
        {
          fileName: "invoice-FJPHS-2026-27-0001.pdf",
          storageKey: "mailbox-test/invoice.pdf",
          contentType: "application/pdf",
        },
        { fileName: "receipt.pdf", storageKey: "mailbox-test/gone.pdf", contentType: "application/pdf" },
      ],
    });
    expect((await message(actors.admin, id)).message.attachments).toEqual([
      {
        index: 0,
        fileName: "invoice-FJPHS-2026-27-0001.pdf",
        contentType: "application/pdf",
        sizeBytes: pdf.byteLength,
      },
      // No longer in storage: listed, without a size.
      { index: 1, fileName: "receipt.pdf", contentType: "application/pdf", sizeBytes: null },
    ]);
    const got = await downloadAttachment(actors.admin, id, "0");
    expect(got.bytes).toEqual(pdf);
    expect(got.disposition).toBe("attachment; filename*=UTF-8''invoice-FJPHS-2026-27-0001.pdf");
    // Whoever may not read the Mailbox is refused, as on the message itself; no such attachment is a 404.
    for (const actor of [actors.author, actors.reviewer, actors.editor]) {
      expect((await downloadAttachment(actor, id, "0")).status).toBe(403);
    }
    expect((await downloadAttachment(actors.visitor, id, "0")).location).toMatch(/^\/auth\?redirectTo=/);
    for (const index of ["2", "-1", "x", "00000"]) {
      expect((await downloadAttachment(actors.admin, id, index)).status, index).toBe(404);
    }
    expect((await downloadAttachment(actors.admin, "00000000-0000-4000-8000-000000000000", "0")).status).toBe(404);
    // A message without attachments lists none.
    const plain = await queueWelcome("plain@example.org");
    expect((await message(actors.admin, plain.id)).message.attachments).toEqual([]);
    expect((await downloadAttachment(actors.admin, plain.id, "0")).status).toBe(404);
  });

  it("answers 404 for a message that does not exist", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const thrown = await thrownBy(message(actors.admin, id));
      expect(thrown).toMatchObject({ init: { status: 404 }, data: { message: "Message not found." } });
    }
  });

  it("refuses signed-in users who are not admins with 403 and the Access Denied message", async () => {
    const { id } = await queueWelcome("private@example.org");
    for (const actor of [actors.author, actors.reviewer, actors.editor]) {
      for (const attempt of [() => mailbox(actor), () => message(actor, id)]) {
        expect(await thrownBy(attempt())).toMatchObject({
          init: { status: 403 },
          data: { message: "You need admin privileges to read the mailbox." },
        });
      }
    }
  });

  it("sends visitors to sign in", async () => {
    const thrown = (await thrownBy(mailbox(actors.visitor))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard%2Fmailbox");
  });

  it("sends a failed e-mail again (queued with its delivery job); not a held one without an SMTP server", async () => {
    // This platform has no SMTP_URL: messages are held.
    const { id } = await queueWelcome("later@example.org");
    await db().delete(jobs);
    expect((await message(actors.admin, id)).message).toMatchObject({ status: "held", canSendAgain: false });
    expect(await sendAgain(actors.admin, id)).toMatchObject({
      status: 409,
      ok: false,
      message: SEND_AGAIN_MESSAGES.heldWithoutSmtp,
    });
    expect(await db().select().from(jobs)).toEqual([]);

    // Its delivery failed for good: the page offers Send again, which queues it with a new job.
    await db()
      .update(mailMessages)
      .set({ status: "failed", lastError: "connect ECONNREFUSED" })
      .where(eq(mailMessages.id, id));
    expect((await message(actors.admin, id)).message).toMatchObject({ status: "failed", canSendAgain: true });
    expect(await sendAgain(actors.admin, id)).toEqual({ status: 200, ok: true, message: SEND_AGAIN_MESSAGES.queued });
    expect((await message(actors.admin, id)).message).toMatchObject({ status: "queued", canSendAgain: false });
    const queued = await db().select().from(jobs);
    expect(queued.map((j) => [j.kind, j.payload])).toEqual([["mail.deliver", { mailMessageId: id }]]);
    // Queued already: not twice.
    expect(await sendAgain(actors.admin, id)).toMatchObject({
      status: 409,
      message: SEND_AGAIN_MESSAGES.notResendable,
    });
    expect(await db().select().from(jobs)).toHaveLength(1);
  });

  it("lets only admins send an e-mail again", async () => {
    const { id } = await queueWelcome("private@example.org");
    await db().update(mailMessages).set({ status: "failed" }).where(eq(mailMessages.id, id));
    for (const actor of [actors.author, actors.reviewer, actors.editor]) {
      expect(await thrownBy(sendAgain(actor, id))).toMatchObject({ init: { status: 403 } });
    }
    expect((await message(actors.admin, id)).message.status).toBe("failed");
  });
});
