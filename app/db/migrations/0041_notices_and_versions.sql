ALTER TYPE "public"."article_type" ADD VALUE 'correction';--> statement-breakpoint
ALTER TYPE "public"."article_type" ADD VALUE 'expression_of_concern';--> statement-breakpoint
ALTER TYPE "public"."article_type" ADD VALUE 'retraction';--> statement-breakpoint
CREATE TABLE "article_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"abstract" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"galleys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version_note" text,
	"version_date" date,
	"superseded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "article_versions_articleId_version_unique" UNIQUE("article_id","version")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updates_article_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version_note" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version_date" date;--> statement-breakpoint
ALTER TABLE "crossref_settings" ADD COLUMN "crossmark_policy_doi" text;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updates_article_id_articles_id_fk" FOREIGN KEY ("updates_article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_updates_article_id_index" ON "articles" USING btree ("updates_article_id");