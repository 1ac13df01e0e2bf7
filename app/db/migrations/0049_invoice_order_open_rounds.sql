DROP INDEX "invoices_journal_id_issued_at_index";--> statement-breakpoint
DROP INDEX "invoices_issued_idx";--> statement-breakpoint
DROP INDEX "invoices_status_issued_idx";--> statement-breakpoint
CREATE INDEX "review_rounds_open_idx" ON "review_rounds" USING btree ("submission_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "invoices_journal_id_issued_at_sequence_index" ON "invoices" USING btree ("journal_id","issued_at" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_status_issued_idx" ON "invoices" USING btree ("status","issued_at" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);