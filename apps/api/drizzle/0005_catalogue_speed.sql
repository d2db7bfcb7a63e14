DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "search_lexicon_word_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "api_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The product as the API sends it (productSchema in @store/shared), kept on the row so a list is a
-- concatenation of stored texts. has_offer is written out because generated columns are not yet
-- computed when a BEFORE trigger runs; it must stay the expression of the products.has_offer column.
CREATE OR REPLACE FUNCTION products_api_json() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.api_json := json_build_object(
    '_id', NEW.id,
    'name', NEW.name,
    'description', NEW.description,
    'brand', NEW.brand,
    'category', NEW.category,
    'price', NEW.price,
    'originalPrice', NEW.original_price,
    'hasOffer', NEW.original_price > NEW.price,
    'stock', NEW.stock,
    'images', NEW.images,
    'ratings', json_build_object('average', round(NEW.rating_average::numeric, 1), 'count', NEW.rating_count),
    'specifications', NEW.specifications,
    'warranty', NEW.warranty,
    'featured', NEW.featured)::text;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_api_json
BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_api_json();
--> statement-breakpoint
UPDATE products SET api_json = '';
--> statement-breakpoint
-- The lexicon now only serves typo correction, so it holds plain words (no "i7-1355u" compounds),
-- and it is rebuilt only when a searched column changes: not on every stock or price update.
CREATE OR REPLACE FUNCTION refresh_search_lexicon() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727402);
  DELETE FROM search_lexicon;
  INSERT INTO search_lexicon (word)
    SELECT word FROM ts_stat('SELECT search_vector FROM products') WHERE word ~ '^[[:alnum:]]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_refresh_search_lexicon ON products;
--> statement-breakpoint
CREATE TRIGGER products_refresh_search_lexicon
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, brand, description, specifications, category ON products
FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_lexicon();
--> statement-breakpoint
DELETE FROM search_lexicon WHERE word !~ '^[[:alnum:]]+$';
