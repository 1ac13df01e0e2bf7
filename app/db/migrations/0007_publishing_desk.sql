ALTER TYPE "public"."article_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "article_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "article_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "cover_image_key" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "full_pdf_key" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "full_pdf_bytes" bigint;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "full_pdf_built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_galleys" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "article_galleys" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "article_events" ADD CONSTRAINT "article_events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_events" ADD CONSTRAINT "article_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_events_article_id_created_at_index" ON "article_events" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_created_id_idx" ON "articles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_submissionId_unique" UNIQUE("submission_id");--> statement-breakpoint
-- The publishing desk's search (title and abstract), stored as for submissions (0005); not
-- expressible in app/db/schema/articles.ts. Must stay the expression of articles-desk.repository.server.ts.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || coalesce("abstract", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_vector_idx" ON "articles" USING gin ("search_vector");
