-- How each user hears of editorial notices, and the notices kept for their daily digest (issue 37).
CREATE TABLE "notice_digest_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"notice" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" text NOT NULL,
	"notice" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_user_id_notice_pk" PRIMARY KEY("user_id","notice")
);
--> statement-breakpoint
ALTER TABLE "notice_digest_items" ADD CONSTRAINT "notice_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_digest_items_user_id_index" ON "notice_digest_items" USING btree ("user_id") WHERE "notice_digest_items"."sent_at" is null;