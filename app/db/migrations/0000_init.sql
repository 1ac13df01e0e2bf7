CREATE TYPE "public"."role_name" AS ENUM('admin', 'editor', 'reviewer', 'author');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."journal_status" AS ENUM('active', 'inactive', 'archived');--> statement-breakpoint
CREATE TYPE "public"."publication_frequency" AS ENUM('weekly', 'monthly', 'quarterly', 'biannually', 'annually');--> statement-breakpoint
CREATE TYPE "public"."issue_status" AS ENUM('draft', 'in_progress', 'review', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."issue_type" AS ENUM('regular', 'special');--> statement-breakpoint
CREATE TYPE "public"."article_status" AS ENUM('draft', 'submitted', 'published');--> statement-breakpoint
CREATE TYPE "public"."article_type" AS ENUM('research_article', 'review_article', 'case_study', 'case_report', 'short_communication', 'letter_to_editor', 'editorial');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'submitted', 'success', 'failed');--> statement-breakpoint
CREATE TYPE "public"."galley_kind" AS ENUM('pdf', 'html', 'xml', 'epub', 'latex', 'file');--> statement-breakpoint
CREATE TYPE "public"."processing_mode" AS ENUM('standard', 'fast_track', 'open_peer_review', 'expedited');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('submitted', 'under_review', 'revision_requested', 'accepted', 'rejected', 'published');--> statement-breakpoint
CREATE TYPE "public"."submission_type" AS ENUM('research_article', 'review_article', 'case_study', 'short_communication', 'letter_to_editor', 'editorial');--> statement-breakpoint
CREATE TYPE "public"."task_priority" AS ENUM('low', 'medium', 'high', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('not_started', 'in_progress', 'completed', 'need_revision');--> statement-breakpoint
CREATE TYPE "public"."task_type" AS ENUM('plagiarism_check', 'proofreading', 'layout_editing', 'galley_correction', 'publishing');--> statement-breakpoint
CREATE TYPE "public"."conference_status" AS ENUM('upcoming', 'ongoing', 'past', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."conference_type" AS ENUM('academic', 'workshop', 'symposium', 'seminar', 'other');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('new_user', 'new_submission');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "role_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" "role_name" NOT NULL,
	"journal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_assignments_userId_role_journalId_unique" UNIQUE NULLS NOT DISTINCT("user_id","role","journal_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"affiliation" text,
	"orcid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_settings" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"theme_colors" jsonb,
	"theme_fonts" jsonb,
	"theme_layout" jsonb,
	"publication_workflow" jsonb,
	"submission_guidelines" jsonb,
	"editorial_workflow" jsonb,
	"access_controls" jsonb,
	"email_notifications" jsonb,
	"seo_settings" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_themes" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gradients" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_name" text NOT NULL,
	"title" text NOT NULL,
	"abbreviation" text,
	"description" text,
	"category" text DEFAULT 'General' NOT NULL,
	"cover_image_url" text,
	"impact_factor" double precision,
	"issn" text,
	"eissn" text,
	"publisher" text,
	"status" "journal_status" DEFAULT 'active' NOT NULL,
	"publication_frequency" "publication_frequency" DEFAULT 'monthly' NOT NULL,
	"scope" text[] DEFAULT '{}' NOT NULL,
	"doi_prefix" text,
	"auto_assign_doi" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_shortName_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"volume_number" integer NOT NULL,
	"issue_number" integer NOT NULL,
	"type" "issue_type" DEFAULT 'regular' NOT NULL,
	"title" text,
	"description" text,
	"publication_date" date,
	"status" "issue_status" DEFAULT 'draft' NOT NULL,
	"cover_image_url" text,
	"doi_prefix" text,
	"page_range" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_journalId_volumeNumber_type_issueNumber_unique" UNIQUE("journal_id","volume_number","type","issue_number"),
	CONSTRAINT "issues_id_journal_unique" UNIQUE("id","journal_id")
);
--> statement-breakpoint
CREATE TABLE "affiliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"ror_id" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"email" text,
	"orcid" text,
	"affiliation_id" uuid,
	"is_corresponding" boolean DEFAULT false NOT NULL,
	CONSTRAINT "article_authors_articleId_position_unique" UNIQUE("article_id","position")
);
--> statement-breakpoint
CREATE TABLE "article_galleys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" "galley_kind" NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_galleys_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "article_metrics_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"citation_count" integer NOT NULL,
	"download_count" integer NOT NULL,
	"view_count" integer NOT NULL,
	"mention_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_usage_monthly" (
	"article_id" uuid NOT NULL,
	"month" date NOT NULL,
	"investigations" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_usage_monthly_article_id_month_pk" PRIMARY KEY("article_id","month")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"article_number" integer NOT NULL,
	"status" "article_status" DEFAULT 'draft' NOT NULL,
	"article_type" "article_type" DEFAULT 'research_article' NOT NULL,
	"title" text NOT NULL,
	"abstract" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"license" text DEFAULT 'CC-BY-4.0' NOT NULL,
	"doi" text,
	"page_start" integer,
	"page_end" integer,
	"submission_date" date,
	"revised_date" date,
	"acceptance_date" date,
	"publication_date" date,
	"download_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"citation_count" integer DEFAULT 0 NOT NULL,
	"mention_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"last_downloaded_at" timestamp with time zone,
	"submission_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_doi_unique" UNIQUE("doi"),
	CONSTRAINT "articles_journalId_articleNumber_unique" UNIQUE("journal_id","article_number")
);
--> statement-breakpoint
CREATE TABLE "citations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cited_article_id" uuid NOT NULL,
	"citing_article_id" uuid NOT NULL,
	"citation_context" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citations_citedArticleId_citingArticleId_unique" UNIQUE("cited_article_id","citing_article_id")
);
--> statement-breakpoint
CREATE TABLE "doi_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"doi" text NOT NULL,
	"batch_id" text NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"status" "deposit_status" DEFAULT 'pending' NOT NULL,
	"request_xml" text,
	"response" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doi_deposits_batchId_unique" UNIQUE("batch_id")
);
--> statement-breakpoint
CREATE TABLE "external_citations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"title" text NOT NULL,
	"authors" text[] DEFAULT '{}' NOT NULL,
	"journal_name" text,
	"abstract" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"url" text,
	"citation_count" integer DEFAULT 0 NOT NULL,
	"publication_date" date,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_citations_articleId_source_externalId_unique" UNIQUE("article_id","source","external_id")
);
--> statement-breakpoint
CREATE TABLE "submission_authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"affiliation" text,
	"orcid" text,
	"is_corresponding" boolean DEFAULT false NOT NULL,
	CONSTRAINT "submission_authors_submissionId_position_unique" UNIQUE("submission_id","position")
);
--> statement-breakpoint
CREATE TABLE "submission_counters" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"is_initial" boolean DEFAULT false NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "submission_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"assigned_to" text NOT NULL,
	"assigned_by" text,
	"task_type" "task_type" NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" "task_priority" DEFAULT 'medium' NOT NULL,
	"assigned_date" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"status" "task_status" DEFAULT 'not_started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"submission_number" integer NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"submission_type" "submission_type" DEFAULT 'research_article' NOT NULL,
	"status" "submission_status" DEFAULT 'submitted' NOT NULL,
	"processing_mode" "processing_mode" DEFAULT 'standard' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"cover_letter" text,
	"suggested_reviewers" text[] DEFAULT '{}' NOT NULL,
	"admin_notes" text,
	"reviewer_comments" text,
	"conflict_of_interest" jsonb NOT NULL,
	"ethics_declaration" jsonb NOT NULL,
	"authorship_declaration" jsonb NOT NULL,
	"data_availability" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_journalId_submissionNumber_unique" UNIQUE("journal_id","submission_number")
);
--> statement-breakpoint
CREATE TABLE "task_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"old_status" "task_status",
	"new_status" "task_status" NOT NULL,
	"comment" text,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"conference_type" "conference_type" DEFAULT 'academic' NOT NULL,
	"status" "conference_status" DEFAULT 'upcoming' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"registration_deadline" timestamp with time zone,
	"abstract_submission_deadline" timestamp with time zone,
	"paper_submission_deadline" timestamp with time zone,
	"website_url" text,
	"organizer_contact" text,
	"cover_image_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_board_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"affiliation" text,
	"email" text,
	"bio" text,
	"avatar_url" text,
	"expertise" text[] DEFAULT '{}' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" "notification_type" NOT NULL,
	"reference_id" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"search_impressions" integer DEFAULT 0 NOT NULL,
	"search_clicks" integer DEFAULT 0 NOT NULL,
	"avg_position" double precision,
	"bounce_rate" double precision,
	"time_on_page" integer,
	"conversion_rate" double precision,
	"recorded_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sitemap_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"page_type" text NOT NULL,
	"journal_id" uuid,
	"priority" double precision DEFAULT 0.5 NOT NULL,
	"change_frequency" text DEFAULT 'monthly' NOT NULL,
	"is_indexed" boolean DEFAULT true NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sitemap_entries_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_settings" ADD CONSTRAINT "journal_settings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_themes" ADD CONSTRAINT "journal_themes_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_authors" ADD CONSTRAINT "article_authors_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_authors" ADD CONSTRAINT "article_authors_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_galleys" ADD CONSTRAINT "article_galleys_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_metrics_history" ADD CONSTRAINT "article_metrics_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_usage_monthly" ADD CONSTRAINT "article_usage_monthly_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_issue_id_journal_id_issues_id_journal_id_fk" FOREIGN KEY ("issue_id","journal_id") REFERENCES "public"."issues"("id","journal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_cited_article_id_articles_id_fk" FOREIGN KEY ("cited_article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_citing_article_id_articles_id_fk" FOREIGN KEY ("citing_article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doi_deposits" ADD CONSTRAINT "doi_deposits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_citations" ADD CONSTRAINT "external_citations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_authors" ADD CONSTRAINT "submission_authors_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_counters" ADD CONSTRAINT "submission_counters_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tasks" ADD CONSTRAINT "submission_tasks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tasks" ADD CONSTRAINT "submission_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tasks" ADD CONSTRAINT "submission_tasks_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_status_history" ADD CONSTRAINT "task_status_history_task_id_submission_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."submission_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_status_history" ADD CONSTRAINT "task_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_board_members" ADD CONSTRAINT "editorial_board_members_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_board_members" ADD CONSTRAINT "editorial_board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sitemap_entries" ADD CONSTRAINT "sitemap_entries_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "role_assignments_role_index" ON "role_assignments" USING btree ("role");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "verifications_identifier_index" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "issues_journal_id_status_publication_date_index" ON "issues" USING btree ("journal_id","status","publication_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "issues_one_current_per_journal" ON "issues" USING btree ("journal_id") WHERE "issues"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_name_lower_unique" ON "affiliations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_ror_id_index" ON "affiliations" USING btree ("ror_id");--> statement-breakpoint
CREATE INDEX "article_galleys_article_id_position_index" ON "article_galleys" USING btree ("article_id","position");--> statement-breakpoint
CREATE INDEX "article_metrics_history_article_id_recorded_at_index" ON "article_metrics_history" USING btree ("article_id","recorded_at");--> statement-breakpoint
CREATE INDEX "article_metrics_history_recorded_at_index" ON "article_metrics_history" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "articles_issue_id_status_article_number_index" ON "articles" USING btree ("issue_id","status","article_number");--> statement-breakpoint
CREATE INDEX "articles_journal_id_status_publication_date_index" ON "articles" USING btree ("journal_id","status","publication_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_journal_id_status_citation_count_index" ON "articles" USING btree ("journal_id","status","citation_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_status_publication_date_index" ON "articles" USING btree ("status","publication_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_updated_at_index" ON "articles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "citations_citing_article_id_index" ON "citations" USING btree ("citing_article_id");--> statement-breakpoint
CREATE INDEX "doi_deposits_article_id_created_at_index" ON "doi_deposits" USING btree ("article_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "external_citations_article_id_last_updated_index" ON "external_citations" USING btree ("article_id","last_updated" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submission_events_submission_id_created_at_index" ON "submission_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_files_submission_id_created_at_index" ON "submission_files" USING btree ("submission_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submission_tasks_assigned_to_due_date_index" ON "submission_tasks" USING btree ("assigned_to","due_date");--> statement-breakpoint
CREATE INDEX "submission_tasks_submission_id_due_date_index" ON "submission_tasks" USING btree ("submission_id","due_date");--> statement-breakpoint
CREATE INDEX "submission_tasks_due_date_index" ON "submission_tasks" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "submissions_created_by_submission_date_index" ON "submissions" USING btree ("created_by","submission_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_submission_date_index" ON "submissions" USING btree ("submission_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_status_index" ON "submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "task_status_history_task_id_created_at_index" ON "task_status_history" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "conferences_start_date_index" ON "conferences" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "conferences_end_date_index" ON "conferences" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "editorial_board_members_journal_id_is_active_display_order_index" ON "editorial_board_members" USING btree ("journal_id","is_active","display_order");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seo_analytics_recorded_date_index" ON "seo_analytics" USING btree ("recorded_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seo_analytics_url_recorded_date_index" ON "seo_analytics" USING btree ("url","recorded_date");--> statement-breakpoint
CREATE INDEX "sitemap_entries_priority_index" ON "sitemap_entries" USING btree ("priority" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sitemap_entries_journal_id_page_type_index" ON "sitemap_entries" USING btree ("journal_id","page_type");--> statement-breakpoint
CREATE INDEX "sitemap_entries_page_type_priority_index" ON "sitemap_entries" USING btree ("page_type","priority" DESC NULLS FIRST);