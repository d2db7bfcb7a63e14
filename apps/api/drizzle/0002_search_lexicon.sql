-- Keeps search_lexicon equal to the set of words in the products' search documents. Statement-level,
-- so a bulk insert rebuilds it once; the advisory lock serialises concurrent rebuilds.
CREATE OR REPLACE FUNCTION refresh_search_lexicon() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727402);
  DELETE FROM search_lexicon;
  INSERT INTO search_lexicon (word)
    SELECT word FROM ts_stat('SELECT search_vector FROM products')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_refresh_search_lexicon
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_lexicon();
