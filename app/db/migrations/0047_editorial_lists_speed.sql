DROP INDEX "review_assignments_reviewer_id_state_index";--> statement-breakpoint
CREATE INDEX "submissions_journal_status_owner_idx" ON "submissions" USING btree ("journal_id","status","created_by");--> statement-breakpoint
CREATE INDEX "submissions_cope_compliant_idx" ON "submissions" USING btree ("journal_id","created_by") WHERE (authorship_declaration ->> 'allAuthorsConsent') = 'true';--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_record_idx" ON "review_assignments" USING btree ("reviewer_id","state","responded_at","completed_at");--> statement-breakpoint
CREATE INDEX "review_assignments_round_id_state_index" ON "review_assignments" USING btree ("round_id","state");--> statement-breakpoint
CREATE INDEX "review_assignments_state_response_due_date_index" ON "review_assignments" USING btree ("state","response_due_date");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at" DESC NULLS LAST,"sequence" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_issued_idx" ON "invoices" USING btree ("status","issued_at" DESC NULLS LAST,"sequence" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_totals_idx" ON "invoices" USING btree ("journal_id","currency","status","list_amount_minor","total_minor","refunded_minor");