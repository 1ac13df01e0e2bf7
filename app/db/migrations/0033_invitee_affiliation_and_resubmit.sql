ALTER TYPE "public"."decision_kind" ADD VALUE 'reject_resubmit';--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "invitee_affiliation" text;