// Migration 0061 (ADR 085): the one invitation link an assignment kept moves to the table of every
// link sent, so the links e-mailed before the upgrade keep opening their invitations.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { ensureFoundingJournals } from "~/db/seed/initial-data.server";
import { databaseBefore, rows } from "../helpers/migrations-before";
import { journalId } from "./sitemap-fixtures";

const TAG = "0061_review_invitation_tokens";

describe("migration 0061: every invitation link sent has a row of its own", () => {
  let before: Awaited<ReturnType<typeof databaseBefore>>;
  let db: Db;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
    db = before.db;
  });
  afterAll(() => before.close());

  it("keeps the hash of each live or answered link and none for a cancelled invitation", async () => {
    await ensureFoundingJournals(db);
    const bjps = await journalId(db, "bjps");
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'Ann Author', 'ann@example.org')`);
    const {
      rows: [submission],
    } = await rows<{ id: string }>(
      db,
      sql`insert into submissions (journal_id, submission_number, title, abstract, conflict_of_interest,
            ethics_declaration, authorship_declaration, data_availability, created_by)
          values (${bjps}, 1, 'A manuscript', 'An abstract.', '{}', '{}', '{}', '{}', 'u1') returning id`,
    );
    const {
      rows: [round],
    } = await rows<{ id: string }>(
      db,
      sql`insert into review_rounds (submission_id, round_number, review_type)
          values (${submission!.id}, 1, 'double-blind') returning id`,
    );
    // The columns of 0060: one hash per assignment, cleared by a cancellation.
    const assignment = async (email: string, state: string, hash: string | null) =>
      (
        await rows<{ id: string }>(
          db,
          sql`insert into review_assignments (submission_id, round_id, invitee_email, invitee_name, state,
                response_due_date, review_due_date, token_hash, token_expires_at)
              values (${submission!.id}, ${round!.id}, ${email}, 'R', ${state}, '2030-01-01', '2030-02-01',
                ${hash}, '2030-01-08T23:59:59Z') returning id`,
        )
      ).rows[0]!.id;
    const invited = await assignment("invited@example.org", "invited", "a".repeat(64));
    const accepted = await assignment("accepted@example.org", "accepted", "b".repeat(64));
    await assignment("cancelled@example.org", "cancelled", null);

    await before.migrateRest();

    const { rows: links } = await rows<{ token_hash: string; assignment_id: string }>(
      db,
      sql`select token_hash, assignment_id from review_invitation_tokens order by token_hash`,
    );
    expect(links).toEqual([
      { token_hash: "a".repeat(64), assignment_id: invited },
      { token_hash: "b".repeat(64), assignment_id: accepted },
    ]);
  });
});
