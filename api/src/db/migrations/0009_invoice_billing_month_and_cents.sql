-- The reports and the cut candidates read every invoice of a period (docs/domain.md "Reports", "Cut candidates").
-- billing_month: the month the invoice bills (its reading's period, first day), stored so a report groups and
-- filters invoices without joining every one to its reading. Kept in step by the database: a trigger sets it on
-- every insert (whichever write path: registration, upload, demo, fixtures) and when an invoice's reading_id is
-- written, and a trigger on readings follows an edit of the reading's month or year.
-- amount_cents, fine_cents: the amounts in integer centavos, generated from the numeric columns (so they can never
-- disagree with them), for sums and fines worked out in integer arithmetic instead of numeric.
ALTER TABLE "invoices" ADD COLUMN "billing_month" date;--> statement-breakpoint
UPDATE "invoices" i SET "billing_month" = make_date(r."reading_year", r."reading_month", 1)
  FROM "readings" r WHERE r."id" = i."reading_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "billing_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_cents" bigint GENERATED ALWAYS AS ((("amount" * 100))::bigint) STORED,
  ADD COLUMN "fine_cents" bigint GENERATED ALWAYS AS ((("fine_amount" * 100))::bigint) STORED;--> statement-breakpoint
CREATE FUNCTION "invoice_billing_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT make_date(r.reading_year, r.reading_month, 1) INTO NEW.billing_month FROM readings r WHERE r.id = NEW.reading_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_billing_month" BEFORE INSERT OR UPDATE OF "reading_id", "billing_month" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoice_billing_month"();--> statement-breakpoint
CREATE FUNCTION "reading_billing_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET billing_month = make_date(NEW.reading_year, NEW.reading_month, 1) WHERE reading_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "readings_billing_month" AFTER UPDATE OF "reading_year", "reading_month" ON "readings"
  FOR EACH ROW WHEN (OLD."reading_year" IS DISTINCT FROM NEW."reading_year" OR OLD."reading_month" IS DISTINCT FROM NEW."reading_month")
  EXECUTE FUNCTION "reading_billing_month"();--> statement-breakpoint
-- The unpaid invoices by contract, with what the cut candidates and the debt reports read (index-only scans).
DROP INDEX "invoices_unpaid_contract_idx";--> statement-breakpoint
CREATE INDEX "invoices_unpaid_contract_idx" ON "invoices" USING btree ("contract_id","limit_date") INCLUDE ("amount_cents","fine_cents","billing_month") WHERE "invoices"."payment_status" is null;--> statement-breakpoint
-- Billing vs collection: the invoices paid in the period's months, by payment date.
CREATE INDEX "invoices_paid_date_idx" ON "invoices" USING btree ("payment_date") INCLUDE ("contract_id","amount_cents","fine_cents") WHERE "invoices"."payment_status" = 'PAID';
