import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailMessages, rateLimitHits } from "~/db/schema";
import { clientAddressContext } from "~/lib/request-context";
import { ContactForm, type ContactActionData } from "~/modules/contact/components/contact-form";
import { CONTACT_RATE_LIMIT, contactRateLimitMessage } from "~/modules/contact/contact.constants";
import { action } from "~/routes/public/contact";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

let addressCounter = 1;
/** A client address of its own for each test, unless one is given: the rate limit counts per address. */
let currentAddress = "203.0.113.1";

function post(fields: Record<string, string>, address = currentAddress) {
  const request = new Request("http://journals.test/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  return action(routeArgs(request, {}, context) as unknown as Parameters<typeof action>[0]);
}

/** The contact form as the server renders it, with an action's answer. */
function renderForm(result: ContactActionData | undefined): string {
  const Stub = createRoutesStub([{ path: "/contact", Component: () => createElement(ContactForm, { result }) }]);
  return renderToString(createElement(Stub, { initialEntries: ["/contact"] }));
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
    currentAddress = `203.0.113.${addressCounter++}`;
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
  it(`takes ${CONTACT_RATE_LIMIT.messages} messages from one address in ${CONTACT_RATE_LIMIT.windowMinutes} minutes, then answers 429 and stores and mails nothing`, async () => {
    await db().delete(mailMessages);
    for (let i = 0; i < CONTACT_RATE_LIMIT.messages; i++) {
      const accepted = await post({ ...valid, subject: `Query ${i}` });
      expect(accepted.init?.status ?? 200).toBe(200);
    }
    const refused = await post({ ...valid, subject: "One too many" });
    expect(refused.init?.status).toBe(429);
    const retryAfter = Number(new Headers(refused.init?.headers).get("retry-after"));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.data).toEqual({
      ok: false,
      fieldErrors: {},
      values: { ...valid, subject: "One too many" },
      formError: contactRateLimitMessage(retryAfter, "editorial@example.org"),
    });
    expect((refused.data as { formError: string }).formError).toBe(
      "Too many messages have been sent from your network in the last 10 minutes. Please try again in 10 minutes, or write to editorial@example.org.",
    );
    expect(await db().select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMIT.messages);
    expect(await db().select().from(mailMessages)).toHaveLength(CONTACT_RATE_LIMIT.messages);

    // Another address is not held back; invalid messages are still told what to fix.
    expect((await post(valid, "198.51.100.77")).data).toEqual({ ok: true });
    const invalid = await post({ ...valid, email: "nope" });
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ fieldErrors: { email: "Please enter a valid email address." } });
  });

  it("keeps no client address in clear for the limit", async () => {
    await post(valid, "192.0.2.123");
    const keys = (await db().select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes("192.0.2.123") || k.includes("203.0.113."))).toBe(false);
  });

  it("answers a filled honeypot field as a success, but stores and mails nothing", async () => {
    await db().delete(mailMessages);
    const result = await post({ ...valid, website: "http://spam.example" });
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toEqual({ ok: true });
    expect(await db().select().from(contactMessages)).toHaveLength(0);
    expect(await db().select().from(mailMessages)).toHaveLength(0);
    // An empty honeypot is what people send.
    expect((await post({ ...valid, website: "" })).data).toEqual({ ok: true });
    expect(await db().select().from(contactMessages)).toHaveLength(1);
  });

  it("renders a honeypot people do not see or reach, and the rate limit's message on the form", () => {
    const html = renderForm(undefined);
    // The input, inside a container hidden from assistive technology, out of the tab order, never autofilled.
    const honeypot = /<div aria-hidden="true"[^>]*><label[^>]*>[^<]*<\/label><input[^>]*>/.exec(html)?.[0] ?? "";
    expect(honeypot).toMatch(/name="website"/);
    expect(honeypot).toMatch(/tabindex="-1"/i);
    expect(honeypot).toMatch(/autocomplete="off"/i);

    const refused = renderForm({ ok: false, fieldErrors: {}, values: valid, formError: "Too many messages." });
    expect(refused).toMatch(/role="alert"[^>]*>Too many messages\.</);
    expect(refused).toContain("When will my manuscript be reviewed?</textarea>"); // the message is kept
  });
});
