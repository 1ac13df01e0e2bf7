CREATE TYPE "public"."ojs_import_run_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "ojs_import_links" (
	"journal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ojs_id" text NOT NULL,
	"local_id" uuid NOT NULL,
	"article_id" uuid,
	"url_path" text,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ojs_import_links_journal_id_kind_ojs_id_pk" PRIMARY KEY("journal_id","kind","ojs_id")
);
--> statement-breakpoint
CREATE TABLE "ojs_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" "ojs_import_run_status" DEFAULT 'queued' NOT NULL,
	"items_done" integer DEFAULT 0 NOT NULL,
	"items_total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ojs_old_base_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"base_url" text NOT NULL,
	"host" text NOT NULL,
	"path_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ojs_old_base_urls_host_pathPrefix_unique" UNIQUE("host","path_prefix")
);
--> statement-breakpoint
ALTER TABLE "ojs_import_links" ADD CONSTRAINT "ojs_import_links_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ojs_import_runs" ADD CONSTRAINT "ojs_import_runs_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ojs_import_runs" ADD CONSTRAINT "ojs_import_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ojs_old_base_urls" ADD CONSTRAINT "ojs_old_base_urls_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ojs_import_links_url_path_idx" ON "ojs_import_links" USING btree ("journal_id","kind","url_path") WHERE "ojs_import_links"."url_path" is not null;--> statement-breakpoint
CREATE INDEX "ojs_import_links_local_id_index" ON "ojs_import_links" USING btree ("local_id");--> statement-breakpoint
CREATE INDEX "ojs_import_links_article_id_index" ON "ojs_import_links" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "ojs_import_runs_journal_id_created_at_index" ON "ojs_import_runs" USING btree ("journal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ojs_old_base_urls_journal_id_index" ON "ojs_old_base_urls" USING btree ("journal_id");