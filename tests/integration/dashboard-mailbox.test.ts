import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, mailMessages } from "~/db/schema";
import { MAIL_PAGE_SIZE, queueMail } from "~/modules/mail/mail.service.server";
import { loader as messageLoader } from "~/routes/dashboard/mailbox-message";
import { loader as mailboxLoader } from "~/routes/dashboard/mailbox";
import { createActors, type Actor, type Actors } from "../helpers/actors";
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
});
