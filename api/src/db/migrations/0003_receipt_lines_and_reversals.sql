-- Receipts keep what they paid (receipt_invoices, fines frozen) and the balance after them; receipts and rubric
-- charges are reversed by marking them (reversed_at/by) while the ledger records the undoing, never erasing.
CREATE TABLE "receipt_invoices" (
	"receipt_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fine_amount" numeric(14, 2) NOT NULL,
	"fine_percentage" numeric(5, 2) NOT NULL,
	CONSTRAINT "receipt_invoices_receipt_id_invoice_id_pk" PRIMARY KEY("receipt_id","invoice_id"),
	CONSTRAINT "receipt_invoices_money_check" CHECK ("receipt_invoices"."amount" >= 0 and "receipt_invoices"."fine_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_invoices" ADD CONSTRAINT "receipt_invoices_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_invoices" ADD CONSTRAINT "receipt_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_invoices_invoice_id_idx" ON "receipt_invoices" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "balance_after" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_reversed_by_idx" ON "receipts" USING btree ("reversed_by");--> statement-breakpoint
ALTER TABLE "client_rubrics" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_rubrics" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "client_rubrics" ADD CONSTRAINT "client_rubrics_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_rubrics_reversed_by_idx" ON "client_rubrics" USING btree ("reversed_by");--> statement-breakpoint
-- Receipts paid before this migration: their lines are the invoices that point at them.
INSERT INTO "receipt_invoices" ("receipt_id", "invoice_id", "amount", "fine_amount", "fine_percentage")
	SELECT "receipt_id", "id", "amount", "fine_amount", "fine_percentage" FROM "invoices" WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('OPENING_BALANCE', 'PAYMENT', 'INVOICE_SETTLEMENT', 'RUBRIC_CHARGE', 'RUBRIC_REVERSAL', 'RECONNECTION_FEE', 'ADJUSTMENT', 'PAYMENT_REVERSAL', 'SETTLEMENT_REVERSAL'));
