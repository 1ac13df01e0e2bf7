CREATE TABLE "reviewer_records" (
	"reviewer_id" text PRIMARY KEY NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"timed_reviews" integer DEFAULT 0 NOT NULL,
	"timed_days" double precision DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviewer_records" ADD CONSTRAINT "reviewer_records_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): reviewer_records is kept by triggers on
-- review_assignments (ADR 070). After each statement that adds, removes or changes assignments,
-- the record of every reviewer it touched is counted again from that reviewer's assignments
-- (review_assignments_reviewer_record_idx), not moved by differences: a maximum (the last review
-- completed) cannot be taken back by one. The records' rows are written first, in reviewer order:
-- when another transaction has written the same record and not yet committed, the insert's
-- uniqueness check waits for it, and the count that follows, being a new statement in READ
-- COMMITTED, sees what it wrote (reviewer-records.test.ts). Row locks, not advisory ones: an
-- import touching thousands of reviewers in one transaction would fill the shared lock table.
-- ============================================================================================
CREATE OR REPLACE FUNCTION reviewer_records_refresh(p_reviewers text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reviewer_records (reviewer_id)
    SELECT DISTINCT r FROM unnest(p_reviewers) r WHERE r IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = r)
    ORDER BY r
  ON CONFLICT (reviewer_id) DO NOTHING;
  UPDATE reviewer_records rec SET
    in_progress = c.in_progress, completed = c.completed, declined = c.declined, answered = c.answered,
    timed_reviews = c.timed_reviews, timed_days = c.timed_days, last_completed_at = c.last_completed_at
  FROM (
    SELECT r.reviewer_id,
      count(*) FILTER (WHERE a.state = 'accepted')::int AS in_progress,
      count(*) FILTER (WHERE a.state = 'completed')::int AS completed,
      count(*) FILTER (WHERE a.state = 'declined')::int AS declined,
      count(a.responded_at)::int AS answered,
      count(*) FILTER (WHERE a.state = 'completed' AND a.responded_at IS NOT NULL)::int AS timed_reviews,
      coalesce(sum(extract(epoch FROM a.completed_at - a.responded_at) / 86400)
        FILTER (WHERE a.state = 'completed' AND a.responded_at IS NOT NULL), 0)::float8 AS timed_days,
      max(a.completed_at) AS last_completed_at
    FROM reviewer_records r LEFT JOIN review_assignments a ON a.reviewer_id = r.reviewer_id
    WHERE r.reviewer_id = ANY(p_reviewers)
    GROUP BY r.reviewer_id
  ) c
  WHERE rec.reviewer_id = c.reviewer_id;
END
$$;--> statement-breakpoint
-- One function for the three triggers: each statement's transition tables are those of its event
-- (PL/pgSQL plans a statement when it first runs, so a branch naming the other event's table is
-- never planned). An update counts only the reviewers of assignments whose reviewer, state or dates
-- changed: a reminder's or a due date's update leaves the records alone.
CREATE OR REPLACE FUNCTION review_assignments_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reviewer_records_refresh(ARRAY(SELECT DISTINCT reviewer_id FROM new_rows WHERE reviewer_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reviewer_records_refresh(ARRAY(SELECT DISTINCT reviewer_id FROM old_rows WHERE reviewer_id IS NOT NULL));
  ELSE
    PERFORM reviewer_records_refresh(ARRAY(
      SELECT DISTINCT r FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (o.reviewer_id), (n.reviewer_id)) v(r)
      WHERE r IS NOT NULL AND (o.reviewer_id, o.state, o.responded_at, o.completed_at)
        IS DISTINCT FROM (n.reviewer_id, n.state, n.responded_at, n.completed_at)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER review_assignments_records_inserted AFTER INSERT ON review_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_assignments_records();--> statement-breakpoint
CREATE TRIGGER review_assignments_records_deleted AFTER DELETE ON review_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_assignments_records();--> statement-breakpoint
CREATE TRIGGER review_assignments_records_updated AFTER UPDATE ON review_assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_assignments_records();--> statement-breakpoint
SELECT reviewer_records_refresh(ARRAY(SELECT DISTINCT reviewer_id FROM review_assignments WHERE reviewer_id IS NOT NULL));
