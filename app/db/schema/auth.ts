import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, unique, uuid, integer, bigint } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";

// Field names follow Better Auth's core schema (user, session, account, verification), so its
// Drizzle adapter maps onto these tables; columns are snake_case.
export const userStatus = pgEnum("user_status", ["active", "inactive"]);

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    status: userStatus().notNull().default("active"),
    affiliation: text(),
    orcid: text(),
    /** Areas of interest, as the user gives them in their profile: what editors choose reviewers by. */
    interests: text().array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.createdAt), index("users_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

export const roleName = pgEnum("role_name", ["admin", "editor", "reviewer", "author", "copyeditor", "layout_editor"]);

/** A role held by a user, for every journal (journalId null) or for one journal. */
export const roleAssignments = pgTable(
  "role_assignments",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleName().notNull(),
    journalId: uuid().references(() => journals.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.userId, t.role, t.journalId).nullsNotDistinct(), index().on(t.role)],
);
