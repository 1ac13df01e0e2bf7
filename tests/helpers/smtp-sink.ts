import net from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  envelopeTo: string[];
  from: string | undefined;
  to: string[];
  replyTo: string[];
  subject: string | undefined;
  messageId: string | undefined;
  text: string | undefined;
  html: string | undefined;
  headers: Record<string, string>;
  /** Attached files, their bytes in base64 (an invoice's PDF). */
  attachments: { filename: string | null; mimeType: string; contentBase64: string }[];
};

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/** A port that was free a moment ago (for an SMTP server that is "down" until started). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it
 * accepts, parsed. Recipients at `reject.example` are refused with 550.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@reject.example")) {
        const err = Object.assign(new Error("No such user here"), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const addresses = (list: unknown) =>
              ((list as { address?: string }[] | undefined) ?? []).map((a) => a.address ?? "");
            received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: (email.from as { address?: string } | undefined)?.address,
              to: addresses(email.to),
              replyTo: addresses(email.replyTo),
              subject: email.subject,
              messageId: email.messageId,
              text: email.text,
              html: email.html,
              headers: Object.fromEntries(email.headers.map((h) => [h.key, h.value])),
              attachments: email.attachments.map((a) => ({
                filename: a.filename,
                mimeType: a.mimeType,
                contentBase64: Buffer.from(
                  typeof a.content === "string" ? a.content : new Uint8Array(a.content as ArrayBuffer),
                ).toString("base64"),
              })),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as net.AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5000,
  what = "condition",
): Promise<Exclude<T, undefined | null | false | 0 | "">> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false | 0 | "">;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
