import type { ReceivedMail } from "../helpers/smtp-sink";

/** Waits until the end-to-end mail sink has a message for `to` whose subject matches. */
export async function receivedMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const base = process.env.E2E_MAILBOX_URL;
  if (!base) throw new Error("E2E_MAILBOX_URL is not set: run the end-to-end tests through npm test");
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const messages = (await (await fetch(`${base}/?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[];
    const match = messages.find((m) => subject.test(m.subject ?? ""));
    if (match) return match;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** Every message the end-to-end mail sink has for `to` so far. */
export async function mailTo(to: string): Promise<ReceivedMail[]> {
  const base = process.env.E2E_MAILBOX_URL;
  if (!base) throw new Error("E2E_MAILBOX_URL is not set: run the end-to-end tests through npm test");
  return (await (await fetch(`${base}/?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[];
}
