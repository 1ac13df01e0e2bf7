CREATE TABLE "submission_counts" (
	"journal_id" uuid NOT NULL,
	"status" "submission_status" NOT NULL,
	"cope_compliant" boolean NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_counts_journal_id_status_cope_compliant_pk" PRIMARY KEY("journal_id","status","cope_compliant")
);
--> statement-breakpoint
ALTER TABLE "submission_counts" ADD CONSTRAINT "submission_counts_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_tasks_title_trgm_idx" ON "submission_tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_title_trgm_idx" ON "submissions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_assignments_pending_round_idx" ON "review_assignments" USING btree ("round_id") WHERE state in ('invited', 'accepted');--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): submission_counts is kept by a trigger
-- (ADR 070). Every insert, delete, or change of status, journal or authorship declaration of a
-- submission moves it between its journal's (status, COPE-compliant) counts in the same
-- transaction; the backfill counts what exists. A change that moves a submission locks its two
-- count rows in one order (the lower key first), so that two such changes never wait on each other
-- in a circle. A journal being deleted gets no row back (its counts go with it by the cascade).
-- ============================================================================================
CREATE OR REPLACE FUNCTION submission_counts_add(p_journal uuid, p_status submission_status, p_cope boolean, p_n integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO submission_counts AS c (journal_id, status, cope_compliant, submissions)
    SELECT p_journal, p_status, p_cope, p_n WHERE EXISTS (SELECT 1 FROM journals WHERE id = p_journal)
  ON CONFLICT (journal_id, status, cope_compliant) DO UPDATE SET submissions = c.submissions + excluded.submissions;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_cope boolean;
  new_cope boolean;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_cope := coalesce((OLD.authorship_declaration ->> 'allAuthorsConsent') = 'true', false);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_cope := coalesce((NEW.authorship_declaration ->> 'allAuthorsConsent') = 'true', false);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM submission_counts_add(NEW.journal_id, NEW.status, new_cope, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM submission_counts_add(OLD.journal_id, OLD.status, old_cope, -1);
  ELSIF (OLD.journal_id, OLD.status, old_cope) = (NEW.journal_id, NEW.status, new_cope) THEN
    NULL; -- counted where it was
  ELSIF (OLD.journal_id, OLD.status::text, old_cope) < (NEW.journal_id, NEW.status::text, new_cope) THEN
    PERFORM submission_counts_add(OLD.journal_id, OLD.status, old_cope, -1);
    PERFORM submission_counts_add(NEW.journal_id, NEW.status, new_cope, 1);
  ELSE
    PERFORM submission_counts_add(NEW.journal_id, NEW.status, new_cope, 1);
    PERFORM submission_counts_add(OLD.journal_id, OLD.status, old_cope, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER submissions_counts AFTER INSERT OR DELETE OR UPDATE OF status, journal_id, authorship_declaration ON submissions
  FOR EACH ROW EXECUTE FUNCTION submissions_counts();--> statement-breakpoint
INSERT INTO submission_counts (journal_id, status, cope_compliant, submissions)
  SELECT journal_id, status, coalesce((authorship_declaration ->> 'allAuthorsConsent') = 'true', false), count(*)::int
    FROM submissions
   GROUP BY 1, 2, 3
ON CONFLICT (journal_id, status, cope_compliant) DO NOTHING;
