CREATE TYPE "public"."review_question_kind" AS ENUM('yes_no', 'choice', 'text');--> statement-breakpoint
CREATE TABLE "editorial_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" "decision_kind" NOT NULL,
	"note" text NOT NULL,
	"recommended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"kind" "review_question_kind" NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible_to_authors" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_recommend_only_editors" (
	"submission_id" uuid NOT NULL,
	"editor_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_recommend_only_editors_submission_id_editor_id_pk" PRIMARY KEY("submission_id","editor_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "editorial_recommendations" ADD CONSTRAINT "editorial_recommendations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_recommendations" ADD CONSTRAINT "editorial_recommendations_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_recommendations" ADD CONSTRAINT "editorial_recommendations_recommended_by_users_id_fk" FOREIGN KEY ("recommended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_recommend_only_editors" ADD CONSTRAINT "submission_recommend_only_editors_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_recommend_only_editors" ADD CONSTRAINT "submission_recommend_only_editors_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_recommend_only_editors" ADD CONSTRAINT "submission_recommend_only_editors_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_recommendations_submission_id_created_at_index" ON "editorial_recommendations" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "review_questions_journal_id_position_index" ON "review_questions" USING btree ("journal_id","position");