-- A statement's lines are read a page at a time in file order (docs/domain.md "M-Pesa statement reconciliation"):
-- the page is found by the index instead of sorting every line of a 50 000-line statement.
CREATE INDEX "mpesa_statement_lines_statement_row_idx" ON "mpesa_statement_lines" USING btree ("statement_id","row");
--> statement-breakpoint
-- An index for every sort a list offers (docs/performance.md "List sorts"): a page is ORDER BY <sort> <dir>, id <dir>
-- LIMIT 25 (api/src/http/list-query.ts), which an index on (<sort>, id) answers by reading 25 entries, forwards or
-- backwards, instead of sorting every row (1.5–3 s at 600 000 invoices). An index on the sort column alone is not
-- enough where many rows share a value (50 000 invoices per limit date): the rows of the first value are all read
-- and sorted by id. The indexes these replace are dropped.
DROP INDEX IF EXISTS "invoices_limit_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_payment_status_idx";--> statement-breakpoint
CREATE INDEX "invoices_limit_date_id_idx" ON "invoices" USING btree ("limit_date","id");--> statement-breakpoint
CREATE INDEX "invoices_payment_date_id_idx" ON "invoices" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "invoices_payment_status_id_idx" ON "invoices" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_id_idx" ON "invoices" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "invoices_billing_month_id_idx" ON "invoices" USING btree ("billing_month","id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_id_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_updated_at_id_idx" ON "invoices" USING btree ("updated_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "receipts_payment_date_idx";--> statement-breakpoint
CREATE INDEX "receipts_payment_date_id_idx" ON "receipts" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "receipts_amount_id_idx" ON "receipts" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "receipts_payment_method_id_idx" ON "receipts" USING btree ("payment_method","id");--> statement-breakpoint
CREATE INDEX "receipts_created_at_id_idx" ON "receipts" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "readings_state_idx";--> statement-breakpoint
CREATE INDEX "readings_state_id_idx" ON "readings" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "readings_reading_year_id_idx" ON "readings" USING btree ("reading_year","id");--> statement-breakpoint
CREATE INDEX "readings_reading_month_id_idx" ON "readings" USING btree ("reading_month","id");--> statement-breakpoint
CREATE INDEX "readings_period_id_idx" ON "readings" USING btree (("reading_year" * 100 + "reading_month"),"id");--> statement-breakpoint
CREATE INDEX "readings_current_reading_id_idx" ON "readings" USING btree ("current_reading","id");--> statement-breakpoint
CREATE INDEX "readings_previous_reading_id_idx" ON "readings" USING btree ("previous_reading","id");--> statement-breakpoint
CREATE INDEX "readings_consumption_id_idx" ON "readings" USING btree ("consumption","id");--> statement-breakpoint
CREATE INDEX "readings_created_at_id_idx" ON "readings" USING btree ("created_at","id");--> statement-breakpoint
-- The invoice and reading lists sorted by client name walk the clients in name order.
CREATE INDEX "clients_name_id_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clients_phone_number_id_idx" ON "clients" USING btree ("phone_number","id");--> statement-breakpoint
CREATE INDEX "clients_address_id_idx" ON "clients" USING btree (lower("address"),"id");--> statement-breakpoint
CREATE INDEX "clients_created_at_id_idx" ON "clients" USING btree ("created_at","id");
