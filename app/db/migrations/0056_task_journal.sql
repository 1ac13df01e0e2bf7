-- ============================================================================================
-- HAND-WRITTEN (ADR 070, issue 43): a task's journal, kept on the task for My Tasks' search by a
-- journal's part of the submission ID ("ijebr": every task of a journal), which otherwise joined
-- 25,000 submissions to 50,000 tasks at every search. Not in the Drizzle schema (whole-row
-- selects and inserts do not carry it, as submissions.search_vector). Kept by triggers in the
-- writing transaction: every insert or update of a task takes its submission's journal (whatever
-- was written to the column), and a submission moved to another journal moves its tasks. A
-- submission is locked before its tasks here as in the services (createTask), so the two never
-- wait on each other in a circle.
-- ============================================================================================
ALTER TABLE "submission_tasks" ADD COLUMN "journal_id" uuid;--> statement-breakpoint
UPDATE "submission_tasks" t SET "journal_id" = s."journal_id" FROM "submissions" s WHERE s."id" = t."submission_id";--> statement-breakpoint
ALTER TABLE "submission_tasks" ALTER COLUMN "journal_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "submission_tasks_journal_idx" ON "submission_tasks" USING btree ("journal_id", "id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_tasks_journal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.journal_id := (SELECT s.journal_id FROM submissions s WHERE s.id = NEW.submission_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER submission_tasks_journal BEFORE INSERT OR UPDATE ON submission_tasks
  FOR EACH ROW EXECUTE FUNCTION submission_tasks_journal();--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_tasks_journal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE submission_tasks SET journal_id = NEW.journal_id WHERE submission_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER submissions_tasks_journal AFTER UPDATE OF journal_id ON submissions
  FOR EACH ROW WHEN (OLD.journal_id IS DISTINCT FROM NEW.journal_id) EXECUTE FUNCTION submissions_tasks_journal();
