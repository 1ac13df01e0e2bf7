CREATE TYPE "public"."crossref_batch_status" AS ENUM('queued', 'submitted', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."crossref_deposit_status" AS ENUM('queued', 'submitted', 'registered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."crossref_mode" AS ENUM('test', 'production');--> statement-breakpoint
CREATE TABLE "crossref_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"mode" "crossref_mode" NOT NULL,
	"status" "crossref_batch_status" DEFAULT 'queued' NOT NULL,
	"xml" text NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crossref_batches_batchId_unique" UNIQUE("batch_id")
);
--> statement-breakpoint
CREATE TABLE "crossref_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"batch_ref" uuid NOT NULL,
	"doi" text NOT NULL,
	"status" "crossref_deposit_status" DEFAULT 'queued' NOT NULL,
	"diagnostic" text,
	"warning" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossref_settings" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"username" text,
	"password_cipher" text,
	"depositor_name" text,
	"depositor_email" text,
	"mode" "crossref_mode" DEFAULT 'test' NOT NULL,
	"suffix_pattern" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crossref_batches" ADD CONSTRAINT "crossref_batches_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossref_batches" ADD CONSTRAINT "crossref_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD CONSTRAINT "crossref_deposits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD CONSTRAINT "crossref_deposits_batch_ref_crossref_batches_id_fk" FOREIGN KEY ("batch_ref") REFERENCES "public"."crossref_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossref_settings" ADD CONSTRAINT "crossref_settings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crossref_batches_journal_id_created_at_index" ON "crossref_batches" USING btree ("journal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crossref_deposits_article_id_created_at_index" ON "crossref_deposits" USING btree ("article_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crossref_deposits_batch_ref_index" ON "crossref_deposits" USING btree ("batch_ref");--> statement-breakpoint
CREATE INDEX "crossref_deposits_doi_index" ON "crossref_deposits" USING btree ("doi");