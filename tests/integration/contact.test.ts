import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailMessages } from "../../app/db/schema";
import { action } from "../../app/routes/public/contact";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

function post(fields: Record<string, string>) {
  const request = new Request("http://journals.test/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action(routeArgs(request) as unknown as Parameters<typeof action>[0]);
}

const valid = {
  name: "Asha Patil",
  email: "asha@example.org",
  organization: "Institute of Pharmacy",
  subject: "Submission query",
  message: "When will my manuscript be reviewed?",
};

describe("contact form action", () => {
  let platform: TestPlatform;
  const db = () => platform.services.database.db;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());
  beforeEach(async () => {
    await db().delete(contactMessages);
  });

  it("stores a valid message", async () => {
    const result = await post(valid);
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toEqual({ ok: true });
    const rows = await db().select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
  });

  it("queues an e-mail of the message to the editorial office, replies going to the visitor", async () => {
    await db().delete(mailMessages);
    await post(valid);
    const mails = await db().select().from(mailMessages);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "editorial@example.org",
      replyTo: "asha@example.org",
      template: "contact-message",
      subject: "Contact form: Submission query",
      // No SMTP_URL in the tests: kept for the admin mailbox.
      status: "held",
    });
    expect(mails[0]!.text).toContain("Organization: Institute of Pharmacy");
    expect(mails[0]!.text).toContain("> When will my manuscript be reviewed?");
  });

  it("queues no e-mail for an invalid message", async () => {
    await db().delete(mailMessages);
    await post({ ...valid, email: "nope" });
    expect(await db().select().from(mailMessages)).toHaveLength(0);
  });

  it("stores a message without an organization", async () => {
    const { organization: _, ...rest } = valid;
    await post({ ...rest, name: "  Ravi Kumar  " });
    const [row] = await db().select().from(contactMessages);
    expect(row).toMatchObject({ name: "Ravi Kumar", organization: null });
  });

  it("rejects missing required fields with 400 and field messages, storing nothing", async () => {
    const result = await post({ name: "", email: "asha@example.org", subject: "", message: "Hello" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: { name: "Name is required.", subject: "Subject is required." },
      values: { email: "asha@example.org", message: "Hello" },
    });
    expect(await db().select().from(contactMessages)).toHaveLength(0);
  });

  it("rejects an invalid e-mail and an over-long message with 400", async () => {
    const result = await post({ ...valid, email: "asha(at)example", message: "x".repeat(5001) });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: {
        email: "Please enter a valid email address.",
        message: "Message must be at most 5,000 characters.",
      },
    });
    expect(await db().select().from(contactMessages)).toHaveLength(0);
  });
});
