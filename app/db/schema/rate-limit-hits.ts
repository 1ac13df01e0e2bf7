import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

/**
 * One accepted event of a rate-limited action (app/lib/rate-limit.server.ts): a contact message, a
 * counted article view or download. `key` names the action and who did it, never with a client
 * address in clear (a keyed hash of it). Refused events are not written, so a key holds at most its
 * limit of rows per window; rows past `expires_at` are deleted by the limiter's sweep. Kept in the
 * database so that a limit holds across app instances.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: id(),
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** When the row stops mattering to any window (at + the rule's window). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at), index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);
