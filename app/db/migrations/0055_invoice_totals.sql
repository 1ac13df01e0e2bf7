CREATE TABLE "invoice_totals" (
	"journal_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" "invoice_status" NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"list_amount_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_totals_journal_id_currency_status_pk" PRIMARY KEY("journal_id","currency","status")
);
--> statement-breakpoint
DROP INDEX "invoices_totals_idx";--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): invoice_totals is kept by a trigger
-- (ADR 070). Every insert, delete, or change of journal, currency, status or amounts of an invoice
-- moves its count and amounts between the (journal, currency, status) rows in the same
-- transaction; the backfill sums what exists. A change that moves an invoice between two rows
-- locks them in one order (the lower key first), as submission_counts does (migration 0051).
-- A journal being deleted gets no row back (its totals go with it by the cascade).
-- ============================================================================================
CREATE OR REPLACE FUNCTION invoice_totals_add(p_journal uuid, p_currency text, p_status invoice_status, p_n integer,
  p_list bigint, p_total bigint, p_refunded bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS t (journal_id, currency, status, invoices, list_amount_minor, total_minor, refunded_minor)
    SELECT p_journal, p_currency, p_status, p_n, p_list, p_total, p_refunded WHERE EXISTS (SELECT 1 FROM journals WHERE id = p_journal)
  ON CONFLICT (journal_id, currency, status) DO UPDATE SET
    invoices = t.invoices + excluded.invoices,
    list_amount_minor = t.list_amount_minor + excluded.list_amount_minor,
    total_minor = t.total_minor + excluded.total_minor,
    refunded_minor = t.refunded_minor + excluded.refunded_minor;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoice_totals_add(NEW.journal_id, NEW.currency, NEW.status, 1, NEW.list_amount_minor, NEW.total_minor, NEW.refunded_minor);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM invoice_totals_add(OLD.journal_id, OLD.currency, OLD.status, -1, -OLD.list_amount_minor, -OLD.total_minor, -OLD.refunded_minor);
  ELSIF (OLD.journal_id, OLD.currency, OLD.status) = (NEW.journal_id, NEW.currency, NEW.status) THEN
    IF (OLD.list_amount_minor, OLD.total_minor, OLD.refunded_minor) IS DISTINCT FROM (NEW.list_amount_minor, NEW.total_minor, NEW.refunded_minor) THEN
      PERFORM invoice_totals_add(NEW.journal_id, NEW.currency, NEW.status, 0, NEW.list_amount_minor - OLD.list_amount_minor,
        NEW.total_minor - OLD.total_minor, NEW.refunded_minor - OLD.refunded_minor);
    END IF;
  ELSIF (OLD.journal_id, OLD.currency, OLD.status::text) < (NEW.journal_id, NEW.currency, NEW.status::text) THEN
    PERFORM invoice_totals_add(OLD.journal_id, OLD.currency, OLD.status, -1, -OLD.list_amount_minor, -OLD.total_minor, -OLD.refunded_minor);
    PERFORM invoice_totals_add(NEW.journal_id, NEW.currency, NEW.status, 1, NEW.list_amount_minor, NEW.total_minor, NEW.refunded_minor);
  ELSE
    PERFORM invoice_totals_add(NEW.journal_id, NEW.currency, NEW.status, 1, NEW.list_amount_minor, NEW.total_minor, NEW.refunded_minor);
    PERFORM invoice_totals_add(OLD.journal_id, OLD.currency, OLD.status, -1, -OLD.list_amount_minor, -OLD.total_minor, -OLD.refunded_minor);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_totals AFTER INSERT OR DELETE OR UPDATE OF journal_id, currency, status, list_amount_minor, total_minor, refunded_minor ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_totals();--> statement-breakpoint
INSERT INTO invoice_totals (journal_id, currency, status, invoices, list_amount_minor, total_minor, refunded_minor)
  SELECT journal_id, currency, status, count(*)::int, sum(list_amount_minor), sum(total_minor), sum(refunded_minor)
    FROM invoices
   GROUP BY 1, 2, 3
ON CONFLICT (journal_id, currency, status) DO NOTHING;
