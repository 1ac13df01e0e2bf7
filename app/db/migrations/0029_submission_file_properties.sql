-- What a submission file says of itself (its PDF Info author), or why it could not be read, is read
-- once in the sandbox after the file is stored (ADR 049), not on every view of the Reviews tab.
-- Files stored before this have no check time: each is read once, the first time it is needed.
ALTER TABLE "submission_files" ADD COLUMN "pdf_info_author" text;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "properties_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "properties_error" text;