-- Each round keeps the review type it opened with, and the files its reviewers get (issue 37).
-- Rounds opened before this take their journal's review type today ('double-blind' where the
-- journal never saved one, as the settings' defaults say), and every file of their submission,
-- which is what their reviewers were given until now.
CREATE TABLE "review_round_files" (
	"round_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_round_files_round_id_file_id_pk" PRIMARY KEY("round_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "review_rounds" ADD COLUMN "review_type" text;--> statement-breakpoint
UPDATE "review_rounds" r SET "review_type" = coalesce(js."editorial_workflow"->>'reviewType', 'double-blind')
  FROM "submissions" s LEFT JOIN "journal_settings" js ON js."journal_id" = s."journal_id"
  WHERE s."id" = r."submission_id";--> statement-breakpoint
ALTER TABLE "review_rounds" ALTER COLUMN "review_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_round_files" ADD CONSTRAINT "review_round_files_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_round_files" ADD CONSTRAINT "review_round_files_file_id_submission_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_round_files_file_id_index" ON "review_round_files" USING btree ("file_id");--> statement-breakpoint
INSERT INTO "review_round_files" ("round_id", "file_id")
  SELECT r."id", f."id" FROM "review_rounds" r JOIN "submission_files" f ON f."submission_id" = r."submission_id";
