-- Client search and fraud matching (issue 11, DOMAIN.md §7): trigram indexes over names folded to lower
-- case without accents. unaccent() is only STABLE (its dictionary could change), so hub_fold names the
-- dictionary and is declared IMMUTABLE, which generated columns and indexes need; the dictionary ships
-- with the extension and does not change under a running database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hub_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_search" text GENERATED ALWAYS AS (hub_fold(coalesce(company_name, '') || ' ' || coalesce(individual_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(contact_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "esc_files" ADD COLUMN "parties_search" text GENERATED ALWAYS AS (hub_fold(coalesce(buyer, '') || ' ' || coalesce(seller, '') || ' ' || coalesce(listing_agency, '') || ' ' || coalesce(listing_agent_name, '') || ' ' || coalesce(selling_agency, '') || ' ' || coalesce(selling_agent_name, '') || ' ' || coalesce(lender_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "esc_files_parties_trgm_idx" ON "esc_files" USING gin ("parties_search" gin_trgm_ops);