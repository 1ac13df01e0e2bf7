CREATE TABLE "task_counts" (
	"journal_id" uuid NOT NULL,
	"assigned_to" text NOT NULL,
	"status" "task_status" NOT NULL,
	"tasks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_counts_journal_id_assigned_to_status_pk" PRIMARY KEY("journal_id","assigned_to","status")
);
--> statement-breakpoint
ALTER TABLE "task_counts" ADD CONSTRAINT "task_counts_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_counts" ADD CONSTRAINT "task_counts_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): task_counts is kept by a trigger (ADR
-- 070). Every insert, delete, or change of journal, assignee or status of a task moves it between
-- the (journal, assignee, status) counts in the same transaction; the backfill counts what exists.
-- The trigger fires on every update, not on a list of columns: a task's journal is set by the
-- BEFORE trigger of migration 0056, which a column list would not see. A change that moves a task
-- locks its two count rows in one order (the lower key first), as submission_counts does
-- (migration 0051). A journal or user being deleted gets no row back (their counts go with them).
-- ============================================================================================
CREATE OR REPLACE FUNCTION task_counts_add(p_journal uuid, p_assignee text, p_status task_status, p_n integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_counts AS c (journal_id, assigned_to, status, tasks)
    SELECT p_journal, p_assignee, p_status, p_n
     WHERE EXISTS (SELECT 1 FROM journals WHERE id = p_journal) AND EXISTS (SELECT 1 FROM users WHERE id = p_assignee)
  ON CONFLICT (journal_id, assigned_to, status) DO UPDATE SET tasks = c.tasks + excluded.tasks;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_tasks_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM task_counts_add(NEW.journal_id, NEW.assigned_to, NEW.status, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM task_counts_add(OLD.journal_id, OLD.assigned_to, OLD.status, -1);
  ELSIF (OLD.journal_id, OLD.assigned_to, OLD.status) = (NEW.journal_id, NEW.assigned_to, NEW.status) THEN
    NULL; -- counted where it was
  ELSIF (OLD.journal_id, OLD.assigned_to, OLD.status::text) < (NEW.journal_id, NEW.assigned_to, NEW.status::text) THEN
    PERFORM task_counts_add(OLD.journal_id, OLD.assigned_to, OLD.status, -1);
    PERFORM task_counts_add(NEW.journal_id, NEW.assigned_to, NEW.status, 1);
  ELSE
    PERFORM task_counts_add(NEW.journal_id, NEW.assigned_to, NEW.status, 1);
    PERFORM task_counts_add(OLD.journal_id, OLD.assigned_to, OLD.status, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER submission_tasks_counts AFTER INSERT OR DELETE OR UPDATE ON submission_tasks
  FOR EACH ROW EXECUTE FUNCTION submission_tasks_counts();--> statement-breakpoint
INSERT INTO task_counts (journal_id, assigned_to, status, tasks)
  SELECT journal_id, assigned_to, status, count(*)::int
    FROM submission_tasks
   GROUP BY 1, 2, 3
ON CONFLICT (journal_id, assigned_to, status) DO NOTHING;
