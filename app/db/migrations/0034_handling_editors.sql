-- The handling editors of a submission (issue 37): assigned by its journal's editors and admins.
CREATE TABLE "submission_handling_editors" (
	"submission_id" uuid NOT NULL,
	"editor_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_handling_editors_submission_id_editor_id_pk" PRIMARY KEY("submission_id","editor_id")
);
--> statement-breakpoint
ALTER TABLE "submission_handling_editors" ADD CONSTRAINT "submission_handling_editors_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_handling_editors" ADD CONSTRAINT "submission_handling_editors_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_handling_editors" ADD CONSTRAINT "submission_handling_editors_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_handling_editors_editor_id_index" ON "submission_handling_editors" USING btree ("editor_id");