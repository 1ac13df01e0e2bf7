CREATE TABLE "external_citation_fetches" (
	"article_id" uuid NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"found" integer DEFAULT 0 NOT NULL,
	"reported_total" integer,
	CONSTRAINT "external_citation_fetches_article_id_source_pk" PRIMARY KEY("article_id","source")
);
--> statement-breakpoint
ALTER TABLE "external_citation_fetches" ADD CONSTRAINT "external_citation_fetches_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;