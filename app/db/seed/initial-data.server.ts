import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull } from "drizzle-orm";
import { logger } from "~/lib/logger.server";
import type { Services } from "~/lib/services.server";
import { FIXED_THEMES } from "~/modules/journals/journal-themes";
import type { Db } from "../client.server";
import { accounts, journalThemes, journals, roleAssignments, users } from "../schema";
import { FOUNDING_JOURNALS, PUBLISHER_NAME } from "./founding-journals";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";

const DEFAULT_ADMIN_EMAIL = "admin@example.org";

/** First start: the four journals with their themes, an admin account, and demo content. */
export async function ensureInitialData(services: Services): Promise<void> {
  const { db } = services.database;
  const hadJournals = (await db.select({ id: journals.id }).from(journals).limit(1)).length > 0;
  await ensureFoundingJournals(db);
  await ensureAdmin(db, services);
  if (!hadJournals && services.env.demoContent) {
    const started = Date.now();
    // Imported here: the demo's PDF writer (pdf-lib) stays out of a server that never loads it.
    const { loadDemoContent } = await import("./demo-content.server");
    await loadDemoContent(services);
    await regenerateSitemapEntries(db);
    logger.info({ ms: Date.now() - started }, "demo content loaded");
  }
}

export async function ensureFoundingJournals(db: Db): Promise<void> {
  for (const j of FOUNDING_JOURNALS) {
    const [row] = await db
      .insert(journals)
      .values({ ...j, publisher: PUBLISHER_NAME, status: "active" })
      .onConflictDoNothing({ target: journals.shortName })
      .returning({ id: journals.id });
    if (row) {
      const theme = FIXED_THEMES[j.shortName];
      await db.insert(journalThemes).values({
        journalId: row.id,
        name: theme.name,
        gradients: theme.gradients,
        colors: theme.colors,
        fonts: theme.fonts,
        layout: theme.layout,
      });
    }
  }
}

async function ensureAdmin(db: Db, services: Services): Promise<void> {
  const existing = await db
    .select({ id: roleAssignments.id })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.role, "admin"), isNull(roleAssignments.journalId)))
    .limit(1);
  if (existing.length > 0) return;

  const { env } = services;
  const email = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = env.ADMIN_PASSWORD === undefined;
  const password = env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString("base64url");
  const hash = await hashPassword(password);
  const userId = crypto.randomUUID();

  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ id: userId, name: "Administrator", email, emailVerified: true })
      .onConflictDoUpdate({ target: users.email, set: { status: "active" } })
      .returning({ id: users.id });
    await tx
      .insert(accounts)
      .values({
        id: crypto.randomUUID(),
        accountId: user.id,
        providerId: "credential",
        userId: user.id,
        password: hash,
      })
      .onConflictDoNothing();
    await tx.insert(roleAssignments).values({ userId: user.id, role: "admin" }).onConflictDoNothing();
  });

  if (generated) {
    const file = path.join(env.dataDir, "admin-credentials.txt");
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
    // Printed once, on the start that created the account; the file keeps it for its owner only.
    logger.warn({ email, password, file }, "created the admin account with a generated password");
  } else {
    logger.info({ email }, "created the admin account");
  }
}
