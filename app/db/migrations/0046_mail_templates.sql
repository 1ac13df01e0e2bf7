CREATE TYPE "public"."mail_template_change" AS ENUM('saved', 'reset');--> statement-breakpoint
CREATE TABLE "mail_template_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_key" text NOT NULL,
	"journal_id" uuid,
	"change" "mail_template_change" NOT NULL,
	"subject" text,
	"body" text,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_template_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_key" text NOT NULL,
	"journal_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_template_history" ADD CONSTRAINT "mail_template_history_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_template_history" ADD CONSTRAINT "mail_template_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_template_overrides" ADD CONSTRAINT "mail_template_overrides_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_template_overrides" ADD CONSTRAINT "mail_template_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_template_history_template_key_journal_id_changed_at_index" ON "mail_template_history" USING btree ("template_key","journal_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_template_overrides_journal_key" ON "mail_template_overrides" USING btree ("journal_id","template_key") WHERE journal_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_template_overrides_site_key" ON "mail_template_overrides" USING btree ("template_key") WHERE journal_id is null;