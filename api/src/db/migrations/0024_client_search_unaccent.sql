-- Search finds what staff type (docs/domain.md "Client search"): "amelia" finds "Amélia", "macuacua" finds
-- "Macuácua". unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly; a wrapper
-- naming the dictionary is declared IMMUTABLE, the usual way, and both the index and the query use it. Names are
-- schema-qualified: PostgreSQL 17 and later evaluate index expressions during maintenance with a search_path of
-- pg_catalog only.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public."agua_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX IF EXISTS "clients_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (public."agua_unaccent"(lower("name" || ' ' || "phone_number" || ' ' || "address" || ' ' || coalesce("nuit", '') || ' ' || coalesce("alternative_number", '') || ' ' || coalesce("observation", ''))) gin_trgm_ops);
