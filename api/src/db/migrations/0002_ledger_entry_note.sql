-- The reason an administrator gave for a manual balance adjustment, kept on its ADJUSTMENT ledger row.
ALTER TABLE "ledger_entries" ADD COLUMN "note" text;
