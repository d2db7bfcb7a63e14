ALTER TABLE "search_lexicon" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The lexicon was rebuilt whole (DELETE every row, INSERT every word of ts_stat over every product) by each
-- statement that added, deleted or re-worded a product: work growing with the catalogue (200 ms a product
-- at 2,000), and every rebuild left the whole previous lexicon dead. 2,000 products added one by one left
-- 4.9 million dead rows (175 MB, its GiST index 269 MB): a typo's nearest words took 1.1 s to find, and the
-- planner's cost of a search, swollen by the table's size, had PostgreSQL JIT-compile every search (0.8 s).
-- Now each word counts the products that have it, and a write adds and takes away only its products' words.
DROP TRIGGER IF EXISTS products_refresh_search_lexicon ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_search_lexicon();--> statement-breakpoint
-- Adds the plain words of each document of `added` and takes away those of `removed` (one tsvector per
-- product); a word no product has any more goes. The advisory lock (the one the rebuild took) serialises
-- the catalogue's writers of the lexicon, so two of them never lock its rows in opposite orders.
CREATE FUNCTION search_lexicon_apply(added tsvector[], removed tsvector[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  PERFORM pg_advisory_xact_lock(727402);
  WITH changes AS (
    SELECT word, sum(delta)::integer AS delta
    FROM (
      SELECT unnest(tsvector_to_array(document)) AS word, 1 AS delta FROM unnest(added) AS document
      UNION ALL
      SELECT unnest(tsvector_to_array(document)), -1 FROM unnest(removed) AS document
    ) words
    WHERE word ~ '^[[:alnum:]]+$'
    GROUP BY word
    HAVING sum(delta) <> 0
  ), counted AS (
    INSERT INTO search_lexicon AS l (word, product_count)
    SELECT word, delta FROM changes ORDER BY word
    ON CONFLICT (word) DO UPDATE SET product_count = l.product_count + excluded.product_count
    RETURNING l.word, l.product_count
  )
  SELECT coalesce(array_agg(word), '{}') INTO gone FROM counted WHERE product_count <= 0;
  IF cardinality(gone) > 0 THEN
    DELETE FROM search_lexicon WHERE word = ANY(gone) AND product_count <= 0;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_lexicon_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexicon_apply(ARRAY(SELECT search_vector FROM inserted_products), '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_lexicon_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexicon_apply('{}', ARRAY(SELECT search_vector FROM deleted_products));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_lexicon_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexicon_apply(ARRAY[NEW.search_vector], ARRAY[OLD.search_vector]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_lexicon_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_lexicon;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Inserts and deletes once per statement (a seed of 60 or a batch of 500 is one pass); an update per row,
-- only when its searched text changed (a transition table cannot be had with a column list, and a sale's
-- stock update must not pay for one): not on stock, price or rating.
CREATE TRIGGER products_search_lexicon_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_inserted();--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_delete
AFTER DELETE ON products REFERENCING OLD TABLE AS deleted_products
FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_deleted();--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_update
AFTER UPDATE OF name, brand, description, specifications, category, attributes ON products
FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_lexicon_updated();--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_truncate
AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_truncated();--> statement-breakpoint
-- Counted afresh, on a new file (TRUNCATE leaves no dead rows of the old rebuilds behind), its index made whole.
TRUNCATE search_lexicon;--> statement-breakpoint
INSERT INTO search_lexicon (word, product_count)
  SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products') WHERE word ~ '^[[:alnum:]]+$';--> statement-breakpoint
REINDEX TABLE search_lexicon;--> statement-breakpoint
ANALYZE search_lexicon;
