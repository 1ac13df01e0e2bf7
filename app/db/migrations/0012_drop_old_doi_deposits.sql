DROP TABLE "doi_deposits" CASCADE;--> statement-breakpoint
DROP TYPE "public"."deposit_status";