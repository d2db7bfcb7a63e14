import { sql, type SQL } from 'drizzle-orm';
import type { AccessoryType, ProductCategory } from '@store/shared';
import { products, searchLexicon } from './catalog.schema';

/** A misspelt word is replaced by every catalogue word at least this similar (pg_trgm's default)… */
export const TYPO_MIN_SIMILARITY = 0.3;
/** …and within this similarity of the closest one, at most TYPO_MAX_CORRECTIONS of them. */
export const TYPO_SIMILARITY_MARGIN = 0.05;
export const TYPO_MAX_CORRECTIONS = 5;

/**
 * How the search box's words are matched (issue 24, and issue 40 point 14 for which words may narrow
 * a search). Each word is, in this order:
 *
 * - **known**: it starts some word of the catalogue ("lenov", "thin", "16gb"), looked for as a prefix.
 *   A number on its own ("ryzen 7") is a whole word, not the start of one ("7330u"), up to word
 *   `exactNumbersUpTo` (the last word typed so far is a prefix in suggestions). A plural whose singular
 *   is a catalogue word is looked for as either ("laptops": laptop, or laptops…), so the laptops that
 *   never say "laptops" are found;
 * - a **typo**: any other word is replaced by its nearest catalogue words by trigram similarity
 *   ("lenvo" → lenovo; "thinkpd" → thinkpad, not the "thin" of MSI Thin that is less alike), the
 *   nearest being the word of `corrected` (the answer's didYouMean). Without `correctTypos` ("Search
 *   instead for …") no word is corrected, so such a word is unknown;
 * - **unknown**: with no near spelling either ("xqzvw"), it is left out, as it cannot be what any
 *   product is. A search whose every word is unknown finds nothing (the shop does not sell it).
 *
 * A known or corrected word that **names** a product (it is in some product's name, brand,
 * specifications, typed attributes or category) must match: "ryzen 5" finds nothing, as no product is
 * both. A word found only in descriptions ("college", "commute") names nothing the shop sells, so it
 * does not narrow the search ("laptop for college" lists the laptops): `optional` holds it, and each
 * one a product has adds one to its rank (catalog.finder.ts), so the laptops for college come first.
 * When no word names a product, the describing words are all there is to go by and must all match
 * ("college" alone lists what says it).
 *
 * The row: `tsquery`, the words that must match (NULL: nothing to find); `optional`, the describing
 * words' queries; `corrected`, the words as searched for, each typo replaced by its nearest word.
 * Each word is looked up once (the materialized steps), so a typo costs one walk of the lexicon's index.
 */
export function searchTerms(words: unknown, exactNumbersUpTo: number, correctTypos = true) {
  const within = (query: string) => sql.raw(`EXISTS (SELECT 1 FROM products p WHERE p.search_vector @@ to_tsquery('simple', ${query}))`);
  return sql`(WITH spelled AS MATERIALIZED (
      SELECT u.n, u.word, s.exact, s.singular,
        ${within(`quote_literal(u.word) || CASE WHEN s.exact THEN '' ELSE ':*' END`)} AS known,
        s.singular IS NOT NULL AND ${within(`quote_literal(s.singular)`)} AS plural
      FROM unnest(${words}::text[]) WITH ORDINALITY AS u(word, n)
      CROSS JOIN LATERAL (SELECT u.word ~ '^[0-9]+$' AND u.n <= ${exactNumbersUpTo} AS exact,
        CASE WHEN u.word ~ '[^s]s$' AND length(u.word) > 3 THEN left(u.word, -1) END AS singular OFFSET 0) s
    ),
    looked AS MATERIALIZED (
      SELECT sp.n, sp.word, sp.exact, sp.known, sp.plural, sp.singular,
        CASE WHEN NOT sp.known AND NOT sp.plural AND ${sql.raw(String(correctTypos))} THEN ARRAY(
          SELECT near.word FROM (
            SELECT nearest.word, nearest.sim, max(nearest.sim) OVER () AS best
            FROM (
              SELECT l.word, similarity(l.word, sp.word) AS sim
              FROM ${searchLexicon} l
              ORDER BY l.word <-> sp.word
              LIMIT ${sql.raw(String(TYPO_MAX_CORRECTIONS))}
            ) nearest
            WHERE nearest.sim >= ${sql.raw(String(TYPO_MIN_SIMILARITY))}
          ) near
          WHERE near.sim >= near.best - ${sql.raw(String(TYPO_SIMILARITY_MARGIN))}
          ORDER BY near.sim DESC, near.word)
        END AS near
      FROM spelled sp
    ),
    termed AS MATERIALIZED (
      -- Each term twice: as searched, and (weights A-C) only where it names a product.
      SELECT lk.n, lk.word, lk.near[1] AS best, w.term, w.named
      FROM looked lk
      CROSS JOIN LATERAL (SELECT
        CASE WHEN lk.plural THEN '(' || quote_literal(lk.singular) || ' | ' || quote_literal(lk.word) || ':*)'
          WHEN lk.known THEN quote_literal(lk.word) || CASE WHEN lk.exact THEN '' ELSE ':*' END
          WHEN cardinality(lk.near) > 0 THEN '(' || array_to_string(ARRAY(SELECT quote_literal(x) || ':*' FROM unnest(lk.near) x), ' | ') || ')'
        END AS term,
        CASE WHEN lk.plural THEN '(' || quote_literal(lk.singular) || ':ABC | ' || quote_literal(lk.word) || ':*ABC)'
          WHEN lk.known THEN quote_literal(lk.word) || CASE WHEN lk.exact THEN ':ABC' ELSE ':*ABC' END
          WHEN cardinality(lk.near) > 0 THEN '(' || array_to_string(ARRAY(SELECT quote_literal(x) || ':*ABC' FROM unnest(lk.near) x), ' | ') || ')'
        END AS named OFFSET 0) w
    ),
    classed AS MATERIALIZED (
      SELECT t.n, t.word, t.best, t.term, t.term IS NOT NULL AND ${within('t.named')} AS naming FROM termed t
    )
    SELECT to_tsquery('simple', string_agg(c.term, ' & ' ORDER BY c.n) FILTER (WHERE c.naming OR NOT c.any_naming)) AS tsquery,
      coalesce(array_agg(to_tsquery('simple', c.term) ORDER BY c.n) FILTER (WHERE c.term IS NOT NULL AND NOT c.naming AND c.any_naming), '{}') AS optional,
      string_agg(coalesce(c.best, c.word), ' ' ORDER BY c.n) AS corrected
    FROM (SELECT classed.*, bool_or(classed.naming) OVER () AS any_naming FROM classed) c)`;
}

/**
 * How well a row `p` answers the search `q`: its text's rank, one more for each describing word it
 * has (searchTerms' `optional`), and one more in the category the search names.
 */
export const rankOf = (preferCategory: ProductCategory | undefined): SQL =>
  sql`ts_rank(p.search_vector, q.tsquery) + (SELECT count(*) FROM unnest(q.optional) o WHERE p.search_vector @@ o)${
    preferCategory ? sql` + CASE WHEN p.category = ${preferCategory} THEN 1 ELSE 0 END` : sql``
  }`;

/**
 * The storefront's products a search finds, with their rank, as the body of a CTE after `search_query`
 * (searchTerms): when the search names a kind of accessory (kindWanted: "laptop bag"), only the
 * products of that kind, unless none of them matches every word, when all that match are listed (a
 * "laptop bag" is a bag, not the charger whose description mentions the bag it fits in). Filters are
 * applied after this, so the kind decided does not change with them (and the filter index, which
 * keeps these matches per search, answers as the one statement does).
 */
export function searchHits(preferCategory: ProductCategory | undefined, kind: AccessoryType | undefined): SQL {
  const hits = sql`SELECT p.id, ${rankOf(preferCategory)} AS rank${kind ? sql`, p.attributes->>'type' = ${kind} AS of_kind` : sql``}
    FROM ${products} p CROSS JOIN search_query q
    WHERE NOT p.hidden AND p.search_vector @@ q.tsquery`;
  if (!kind) return hits;
  return sql`WITH hits AS MATERIALIZED (${hits})
    SELECT id, rank FROM hits WHERE of_kind OR NOT EXISTS (SELECT 1 FROM hits WHERE of_kind)`;
}
