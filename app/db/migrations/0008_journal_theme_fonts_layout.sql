ALTER TABLE "journal_themes" ADD COLUMN "fonts" jsonb;--> statement-breakpoint
ALTER TABLE "journal_themes" ADD COLUMN "layout" jsonb;