-- The copy of a submission file that reviewers get under double-blind review, its document
-- properties removed in the sandbox (ADR 054). Files stored before this get theirs when first needed.
ALTER TABLE "submission_files" ADD COLUMN "blind_copy_key" text;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "blind_copy_error" text;