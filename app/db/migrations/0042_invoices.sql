CREATE TYPE "public"."invoice_category" AS ENUM('indian', 'international');--> statement-breakpoint
CREATE TYPE "public"."invoice_payment_method" AS ENUM('bank_transfer', 'upi', 'online');--> statement-breakpoint
CREATE TYPE "public"."invoice_payment_status" AS ENUM('reported', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('issued', 'payment_reported', 'paid', 'waived', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."waiver_request_status" AS ENUM('pending', 'granted', 'refused');--> statement-breakpoint
CREATE TABLE "apc_settings" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"inr_amount_minor" integer NOT NULL,
	"gst_rate_basis_points" integer NOT NULL,
	"publisher_name" text DEFAULT '' NOT NULL,
	"publisher_address" text DEFAULT '' NOT NULL,
	"publisher_gstin" text DEFAULT '' NOT NULL,
	"usd_amount_minor" integer NOT NULL,
	"waiver_countries" text[] DEFAULT '{}' NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"publication_waits_for_payment" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"journal_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_journal_id_financial_year_pk" PRIMARY KEY("journal_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"amount_minor" integer,
	"currency" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" "invoice_payment_method" NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt_file_key" text,
	"receipt_file_name" text,
	"receipt_mime_type" text,
	"status" "invoice_payment_status" DEFAULT 'reported' NOT NULL,
	"reported_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_waiver_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text,
	"status" "waiver_request_status" DEFAULT 'pending' NOT NULL,
	"waived_minor" integer,
	"note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"submission_id" uuid,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"replaces_invoice_id" uuid,
	"recipient_user_id" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_affiliation" text,
	"recipient_country" text,
	"category" "invoice_category" NOT NULL,
	"currency" text NOT NULL,
	"list_amount_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"taxable_minor" integer NOT NULL,
	"gst_minor" integer NOT NULL,
	"gst_rate_basis_points" integer NOT NULL,
	"issuer" jsonb NOT NULL,
	"submission_title" text NOT NULL,
	"submission_code" text NOT NULL,
	"status" "invoice_status" DEFAULT 'issued' NOT NULL,
	"pdf_key" text,
	"receipt_key" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_journalId_financialYear_sequence_unique" UNIQUE("journal_id","financial_year","sequence")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"invoice_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_authors" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "apc_settings" ADD CONSTRAINT "apc_settings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger" ADD CONSTRAINT "invoice_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger" ADD CONSTRAINT "invoice_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_waiver_requests" ADD CONSTRAINT "invoice_waiver_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_waiver_requests" ADD CONSTRAINT "invoice_waiver_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_waiver_requests" ADD CONSTRAINT "invoice_waiver_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_ledger_invoice_id_created_at_index" ON "invoice_ledger" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_created_at_index" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_waiver_requests_invoice_id_created_at_index" ON "invoice_waiver_requests" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_submission_id_index" ON "invoices" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "invoices_journal_id_issued_at_index" ON "invoices" USING btree ("journal_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_recipient_user_id_index" ON "invoices" USING btree ("recipient_user_id");--> statement-breakpoint
-- The ledger of article processing charges is append-only (ADR 064): no entry is ever changed or removed.
CREATE FUNCTION "invoice_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice_ledger is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_ledger_append_only" BEFORE UPDATE OR DELETE ON "invoice_ledger"
  FOR EACH ROW EXECUTE FUNCTION "invoice_ledger_append_only"();
