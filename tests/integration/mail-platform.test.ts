import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailMessages } from "../../app/db/schema";
import { bootPlatform, shutdownPlatform } from "../../app/lib/boot.server";
import { parseEnv } from "../../app/lib/env.server";
import type { Services } from "../../app/lib/services.server";
import { createContactMessage } from "../../app/modules/contact/contact.service.server";
import { startSmtpSink, waitFor, type SmtpSink } from "../helpers/smtp-sink";

// The platform as the server starts it (background tasks on): its own job worker delivers mail,
// and shutdownPlatform stops that worker before closing the database.
describe("the platform's job worker", () => {
  let sink: SmtpSink;
  let services: Services | undefined;
  let dataDir: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-mail-"));
    let databaseUrl: string | undefined;
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `sp_test_${crypto.randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: "admin@example.org",
      ADMIN_PASSWORD: "admin-password",
      PUBLIC_URL: "http://journals.test",
      SMTP_URL: sink.url,
      EDITORIAL_EMAIL: "office@journals.test",
    });
    services = await bootPlatform(env, { dataDirForDb: databaseUrl ? undefined : "memory://" });
  });

  afterAll(async () => {
    if (services) await shutdownPlatform(services);
    await dropDatabase();
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
