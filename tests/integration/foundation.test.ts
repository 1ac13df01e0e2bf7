// @both-backends: first start, the admin and stored files on the engine `npm start` uses.
import fs from "node:fs";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "~/db/schema";
import { signedFilePath } from "~/lib/storage.server";
import { createHttpApp } from "../../server/http-app";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

// The non-UI endpoints answer before React Router, so no route build is needed here.
const noBuild = () => Promise.reject(new Error("the route build is not used by these endpoints"));

describe("health endpoints and signed file downloads", () => {
  let platform: TestPlatform;
  let app: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    app = createHttpApp(noBuild, "production");
  });
  afterAll(() => platform.stop());

  it("/healthz answers 200 while the process runs", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when the database is reachable", async () => {
    const res = await app.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("serves a stored file to the holder of a valid token", async () => {
    const { storage, signer } = platform.services;
    await storage.put("manuscripts/test/paper.pdf", new TextEncoder().encode("%PDF-1.7 test"));
    const token = signer.sign({
      key: "manuscripts/test/paper.pdf",
      fileName: "My paper (final).pdf",
      mimeType: "application/pdf",
      disposition: "inline",
    });

    const res = await app.request(signedFilePath(token));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("%PDF-1.7 test");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe("13");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("My paper (final).pdf")}`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses a tampered token with 403", async () => {
    const { storage, signer } = platform.services;
    await storage.put("manuscripts/test/secret.pdf", new TextEncoder().encode("secret"));
    const token = signer.sign({
      key: "manuscripts/test/paper.pdf",
      fileName: "a.pdf",
      mimeType: "application/pdf",
      disposition: "attachment",
    });
    const [, mac] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        k: "manuscripts/test/secret.pdf",
        n: "a.pdf",
        m: "application/pdf",
        d: "attachment",
        e: Math.floor(Date.now() / 1000) + 300,
      }),
    ).toString("base64url");

    const res = await app.request(signedFilePath(`${forged}.${mac}`));
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("This download link is invalid or has expired.");
  });

  it("refuses an expired token with 403", async () => {
    const { signer } = platform.services;
    const issuedLongAgo = Date.now() - 301_000;
    const token = signer.sign(
      { key: "manuscripts/test/paper.pdf", fileName: "a.pdf", mimeType: "application/pdf", disposition: "inline" },
      issuedLongAgo,
    );
    expect((await app.request(signedFilePath(token))).status).toBe(403);
  });

  it("refuses a garbage token with 403", async () => {
    expect((await app.request("/files/not-a-token")).status).toBe(403);
  });

  it("answers 404 for a valid token whose file is gone", async () => {
    const token = platform.services.signer.sign({
      key: "manuscripts/test/missing.pdf",
      fileName: "a.pdf",
      mimeType: "application/pdf",
      disposition: "inline",
    });
    expect((await app.request(signedFilePath(token))).status).toBe(404);
  });
});

describe("first start without ADMIN_PASSWORD", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // An empty value counts as unset, like `ADMIN_PASSWORD= npm start`.
    platform = await startTestPlatform({ env: { ADMIN_PASSWORD: "" } });
  });
  afterAll(() => platform.stop());

  it("writes a generated password to DATA_DIR/admin-credentials.txt, readable by its owner only", async () => {
    const file = path.join(platform.services.env.dataDir, "admin-credentials.txt");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/^email: admin@example\.org\npassword: \S{12,}\n$/);
  });

  it("the written password signs the admin in", async () => {
    const password = /password: (\S+)/.exec(
      fs.readFileSync(path.join(platform.services.env.dataDir, "admin-credentials.txt"), "utf8"),
    )![1];
    const { db } = platform.services.database;
    const [row] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, "admin@example.org"));
    expect(await verifyPassword({ hash: row.hash!, password })).toBe(true);
    expect(await verifyPassword({ hash: row.hash!, password: `${password}x` })).toBe(false);
  });
});

describe("first start with ADMIN_PASSWORD", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it("does not write a credentials file", () => {
    expect(fs.existsSync(path.join(platform.services.env.dataDir, "admin-credentials.txt"))).toBe(false);
  });
});
