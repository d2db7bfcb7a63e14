-- Trigram matching for typo-tolerant search. pg_trgm is a trusted extension since PostgreSQL 13,
-- so a database owner may create it; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
