-- An annotated review file reaches the authors once an editor releases it (ADR 057).
ALTER TABLE "reviews" ADD COLUMN "file_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "file_released_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "file_blind_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_file_released_by_users_id_fk" FOREIGN KEY ("file_released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Annotated files the authors could already download (their round was decided) stay released, as
-- of that decision; their copies without document properties are made when first needed.
UPDATE "reviews" r SET "file_released_at" = d."created_at"
  FROM "review_assignments" a
  JOIN LATERAL (SELECT min(ed."created_at") AS "created_at" FROM "editorial_decisions" ed WHERE ed."round_id" = a."round_id") d ON true
  WHERE a."id" = r."assignment_id" AND r."file_storage_key" IS NOT NULL AND r."status" = 'submitted' AND d."created_at" IS NOT NULL;
