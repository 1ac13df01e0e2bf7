CREATE TYPE "public"."decision_kind" AS ENUM('accept', 'minor_revision', 'major_revision', 'reject');--> statement-breakpoint
CREATE TYPE "public"."message_sender_role" AS ENUM('editor', 'author');--> statement-breakpoint
CREATE TYPE "public"."review_assignment_state" AS ENUM('invited', 'accepted', 'declined', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."review_recommendation" AS ENUM('accept', 'minor', 'major', 'reject');--> statement-breakpoint
CREATE TYPE "public"."review_round_status" AS ENUM('open', 'revision_requested', 'closed');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TABLE "editorial_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" "decision_kind" NOT NULL,
	"letter" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"reviewer_id" text,
	"invitee_email" text NOT NULL,
	"invitee_name" text NOT NULL,
	"state" "review_assignment_state" DEFAULT 'invited' NOT NULL,
	"invited_by" text,
	"response_due_date" date NOT NULL,
	"review_due_date" date NOT NULL,
	"decline_reason" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_assignments_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"round_number" integer NOT NULL,
	"status" "review_round_status" DEFAULT 'open' NOT NULL,
	"revision_due_date" date,
	"response_letter" text,
	"revision_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rounds_submissionId_roundNumber_unique" UNIQUE("submission_id","round_number")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"recommendation" "review_recommendation",
	"comments_to_author" text DEFAULT '' NOT NULL,
	"confidential_comments" text DEFAULT '' NOT NULL,
	"file_name" text,
	"file_storage_key" text,
	"status" "review_status" DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_assignmentId_unique" UNIQUE("assignment_id")
);
--> statement-breakpoint
CREATE TABLE "submission_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"sender_id" text,
	"sender_role" "message_sender_role" NOT NULL,
	"body" text NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD CONSTRAINT "review_rounds_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD CONSTRAINT "review_rounds_revision_file_id_submission_files_id_fk" FOREIGN KEY ("revision_file_id") REFERENCES "public"."submission_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_decision_id_editorial_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."editorial_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_decisions_submission_id_created_at_index" ON "editorial_decisions" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "review_assignments_submission_id_created_at_index" ON "review_assignments" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_id_state_index" ON "review_assignments" USING btree ("reviewer_id","state");--> statement-breakpoint
CREATE INDEX "review_assignments_state_review_due_date_index" ON "review_assignments" USING btree ("state","review_due_date");--> statement-breakpoint
CREATE INDEX "submission_messages_submission_id_created_at_index" ON "submission_messages" USING btree ("submission_id","created_at");