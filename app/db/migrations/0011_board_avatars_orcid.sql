ALTER TABLE "editorial_board_members" ADD COLUMN "avatar_image_key" text;--> statement-breakpoint
ALTER TABLE "editorial_board_members" ADD COLUMN "orcid" text;