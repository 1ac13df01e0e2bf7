CREATE TABLE "review_invitation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_assignments" DROP CONSTRAINT "review_assignments_tokenHash_unique";--> statement-breakpoint
ALTER TABLE "review_invitation_tokens" ADD CONSTRAINT "review_invitation_tokens_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitation_tokens_assignment_id_index" ON "review_invitation_tokens" USING btree ("assignment_id");--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): the one link each assignment kept moves
-- to the table of every link sent (ADR 085) before its column goes; a reminder's renewal had
-- already replaced the first e-mail's hash, which is not known any more.
-- ============================================================================================
INSERT INTO "review_invitation_tokens" ("token_hash", "assignment_id", "created_at")
  SELECT "token_hash", "id", "created_at" FROM "review_assignments" WHERE "token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "review_assignments" DROP COLUMN "token_hash";