import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailMessages } from "~/db/schema";
import type { Services } from "~/lib/services.server";
import { createContactMessage } from "~/modules/contact/contact.service.server";
import { startSmtpSink, waitFor, type SmtpSink } from "../helpers/smtp-sink";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

// The platform as the server starts it (background tasks on): its own job worker delivers mail,
// and shutdownPlatform stops that worker before closing the database.
describe("the platform's job worker", () => {
  let sink: SmtpSink;
  let platform: TestPlatform;
  let services: Services | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    platform = await startTestPlatform({
      backgroundTasks: true,
      env: { SMTP_URL: sink.url, EDITORIAL_EMAIL: "office@journals.test" },
    });
    services = platform.services;
  });

  afterAll(async () => {
    await platform?.stop();
    await sink.close();
  });

  it("sends the contact form to the editorial office, replies going to the visitor", async () => {
    const result = await createContactMessage({
      name: "Asha Patil",
      email: "asha@example.org",
      organization: "Institute of Pharmacy",
      subject: "Submission query",
      message: "When will my manuscript be reviewed?",
    });
    expect(result).toEqual({ ok: true });
    const db = services!.database.db;
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    await waitFor(async () => (await db.select().from(mailMessages))[0]?.status === "sent", 10_000, "delivery");
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.envelopeTo).toEqual(["office@journals.test"]);
    expect(mail.from).toBe("no-reply@example.org");
    expect(mail.replyTo).toEqual(["asha@example.org"]);
    expect(mail.subject).toBe("Contact form: Submission query");
    expect(mail.text).toContain("Organization: Institute of Pharmacy");
    expect(mail.text).toContain("> When will my manuscript be reviewed?");
  });
});
