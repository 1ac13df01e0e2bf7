CREATE TYPE "public"."author_review_response" AS ENUM('approved', 'corrections');--> statement-breakpoint
CREATE TYPE "public"."editing_stage" AS ENUM('copyediting', 'production');--> statement-breakpoint
CREATE TYPE "public"."stage_file_kind" AS ENUM('copyedited', 'author_correction', 'galley');--> statement-breakpoint
CREATE TYPE "public"."workflow_stage" AS ENUM('copyediting', 'production', 'scheduled');--> statement-breakpoint
ALTER TYPE "public"."role_name" ADD VALUE 'copyeditor';--> statement-breakpoint
ALTER TYPE "public"."role_name" ADD VALUE 'layout_editor';--> statement-breakpoint
CREATE TABLE "author_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"stage" "editing_stage" NOT NULL,
	"round_number" integer NOT NULL,
	"requested_by" text,
	"due_date" date NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" "author_review_response",
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "author_reviews_submissionId_stage_roundNumber_unique" UNIQUE("submission_id","stage","round_number")
);
--> statement-breakpoint
CREATE TABLE "proof_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_review_id" uuid NOT NULL,
	"file_id" uuid,
	"page" integer,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"stage" "editing_stage" NOT NULL,
	"user_id" text NOT NULL,
	"due_date" date NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_assignments_submissionId_stage_userId_unique" UNIQUE("submission_id","stage","user_id")
);
--> statement-breakpoint
CREATE TABLE "stage_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"stage" "editing_stage" NOT NULL,
	"kind" "stage_file_kind" NOT NULL,
	"author_review_id" uuid,
	"galley_kind" text,
	"label" text,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" text,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "stage_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_stages" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"stage" "workflow_stage" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_reviews" ADD CONSTRAINT "author_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_reviews" ADD CONSTRAINT "author_reviews_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_reviews" ADD CONSTRAINT "author_reviews_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_corrections" ADD CONSTRAINT "proof_corrections_author_review_id_author_reviews_id_fk" FOREIGN KEY ("author_review_id") REFERENCES "public"."author_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_corrections" ADD CONSTRAINT "proof_corrections_file_id_stage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stage_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_assignments" ADD CONSTRAINT "stage_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_assignments" ADD CONSTRAINT "stage_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_assignments" ADD CONSTRAINT "stage_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_files" ADD CONSTRAINT "stage_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_files" ADD CONSTRAINT "stage_files_author_review_id_author_reviews_id_fk" FOREIGN KEY ("author_review_id") REFERENCES "public"."author_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_files" ADD CONSTRAINT "stage_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_stages" ADD CONSTRAINT "submission_stages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_corrections_author_review_id_index" ON "proof_corrections" USING btree ("author_review_id");--> statement-breakpoint
CREATE INDEX "stage_assignments_user_id_index" ON "stage_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stage_files_submission_id_stage_created_at_index" ON "stage_files" USING btree ("submission_id","stage","created_at");