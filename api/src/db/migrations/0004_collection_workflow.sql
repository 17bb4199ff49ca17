-- The collection workflow (docs/domain.md "Cuts and suspensions"): the cut candidates read only unpaid invoices,
-- through partial indexes that hold just those rows (a few per client), so the query costs about a scan of the
-- unpaid invoices, not of every invoice ever issued.
CREATE INDEX "invoices_unpaid_contract_idx" ON "invoices" USING btree ("contract_id","limit_date") INCLUDE ("amount","fine_amount","total_amount") WHERE "invoices"."payment_status" is null;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_limit_date_idx" ON "invoices" USING btree ("limit_date") INCLUDE ("contract_id") WHERE "invoices"."payment_status" is null;--> statement-breakpoint
-- A cut's reconnection fee is charged once: one RECONNECTION_FEE ledger row per reference ("cut:<id>").
CREATE UNIQUE INDEX "ledger_entries_reconnection_fee_unique" ON "ledger_entries" USING btree ("reference") WHERE "ledger_entries"."kind" = 'RECONNECTION_FEE';
