-- Accent- and case-insensitive name search (lib/search/name-search.ts). Prisma cannot express extensions
-- or expression indexes, so scripts/check-migrations.ts ignores exactly these indexes by name.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- unaccent() is STABLE (its dictionary could change), so it cannot appear in an index. This wrapper pins the
-- dictionary and is IMMUTABLE. lower() runs after it, so upper-case accents fold under any collation.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- The expressions must stay identical to SEARCH_TARGETS in lib/search/name-search.ts.
CREATE INDEX "Employee_name_search_trgm_idx" ON "Employee" USING gin (
  lower(public.immutable_unaccent(coalesce("firstName", '') || ' ' || coalesce("lastName", '') || ' ' || coalesce("localName", ''))) public.gin_trgm_ops
);
CREATE INDEX "Seat_name_search_trgm_idx" ON "Seat" USING gin (
  lower(public.immutable_unaccent(coalesce("firstName", '') || ' ' || coalesce("lastName", ''))) public.gin_trgm_ops
);
CREATE INDEX "Company_name_search_trgm_idx" ON "Company" USING gin (
  lower(public.immutable_unaccent("name")) public.gin_trgm_ops
);
CREATE INDEX "LocalServiceProvider_name_search_trgm_idx" ON "LocalServiceProvider" USING gin (
  lower(public.immutable_unaccent("name")) public.gin_trgm_ops
);
CREATE INDEX "LegalEntity_name_search_trgm_idx" ON "LegalEntity" USING gin (
  lower(public.immutable_unaccent("name")) public.gin_trgm_ops
);
