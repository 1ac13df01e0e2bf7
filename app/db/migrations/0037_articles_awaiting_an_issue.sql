-- An accepted article may be created before its journal has an issue; only unpublished ones (draft, submitted) may lack one (issue 38).
ALTER TABLE "articles" ALTER COLUMN "issue_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_issue_unless_draft" CHECK ("articles"."issue_id" is not null or "articles"."status" in ('draft', 'submitted'));