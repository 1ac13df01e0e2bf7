CREATE TABLE "article_galley_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"galley_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_galley_files_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "article_galley_files_galleyId_fileName_unique" UNIQUE("galley_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "article_galley_files" ADD CONSTRAINT "article_galley_files_galley_id_article_galleys_id_fk" FOREIGN KEY ("galley_id") REFERENCES "public"."article_galleys"("id") ON DELETE cascade ON UPDATE no action;