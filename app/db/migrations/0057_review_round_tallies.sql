-- ============================================================================================
-- HAND-WRITTEN (ADR 070, issue 43): each review round's assignments still answered or reviewed
-- (invited, accepted) and completed, counted on the round, so that 'decision needed' (an open
-- round with every review in) is one scan of a partial index of the few rounds ready for a
-- decision instead of probes of every open round's assignments. Not in the Drizzle schema (whole-
-- row selects of rounds do not carry them). Kept by a trigger on review_assignments in the writing
-- transaction (insert, delete, change of state or round); backfilled here; never written by the
-- application. The trigger locks the round after the assignment; every service that changes an
-- assignment's state locks the submission first (review services; findAssignment), as a decision
-- does before it locks the round and then the assignments, so two such transactions never wait
-- on each other in a circle.
-- ============================================================================================
ALTER TABLE "review_rounds" ADD COLUMN "pending_assignments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD COLUMN "completed_assignments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "review_rounds" r SET
  "pending_assignments" = c.pending,
  "completed_assignments" = c.completed
FROM (
  SELECT a.round_id,
    count(*) FILTER (WHERE a.state IN ('invited', 'accepted'))::int AS pending,
    count(*) FILTER (WHERE a.state = 'completed')::int AS completed
  FROM review_assignments a GROUP BY a.round_id
) c
WHERE c.round_id = r.id;--> statement-breakpoint
CREATE INDEX "review_rounds_decision_ready_idx" ON "review_rounds" USING btree ("submission_id", "round_number")
  WHERE status = 'open' AND pending_assignments = 0 AND completed_assignments > 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_assignments_round_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_pending integer := 0;
  old_completed integer := 0;
  new_pending integer := 0;
  new_completed integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_pending := CASE WHEN OLD.state IN ('invited', 'accepted') THEN 1 ELSE 0 END;
    old_completed := CASE WHEN OLD.state = 'completed' THEN 1 ELSE 0 END;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_pending := CASE WHEN NEW.state IN ('invited', 'accepted') THEN 1 ELSE 0 END;
    new_completed := CASE WHEN NEW.state = 'completed' THEN 1 ELSE 0 END;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.round_id = NEW.round_id THEN
    IF (new_pending, new_completed) <> (old_pending, old_completed) THEN
      UPDATE review_rounds SET pending_assignments = pending_assignments + new_pending - old_pending,
        completed_assignments = completed_assignments + new_completed - old_completed
      WHERE id = NEW.round_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND (old_pending, old_completed) <> (0, 0) THEN
    UPDATE review_rounds SET pending_assignments = pending_assignments - old_pending,
      completed_assignments = completed_assignments - old_completed
    WHERE id = OLD.round_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (new_pending, new_completed) <> (0, 0) THEN
    UPDATE review_rounds SET pending_assignments = pending_assignments + new_pending,
      completed_assignments = completed_assignments + new_completed
    WHERE id = NEW.round_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER review_assignments_round_tallies AFTER INSERT OR DELETE OR UPDATE OF state, round_id ON review_assignments
  FOR EACH ROW EXECUTE FUNCTION review_assignments_round_tallies();
