-- Substring search over clients (the customers screen) through a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (lower("name" || ' ' || "phone_number" || ' ' || "address" || ' ' || coalesce("nuit", '') || ' ' || coalesce("alternative_number", '') || ' ' || coalesce("observation", '')) gin_trgm_ops);