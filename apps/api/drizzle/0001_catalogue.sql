CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"has_offer" boolean GENERATED ALWAYS AS (original_price > price) STORED NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"specifications" json DEFAULT '{}'::json NOT NULL,
	"warranty" text DEFAULT '1 Year' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name || ' ' || brand), 'A') || setweight(jsonb_to_tsvector('simple', specifications::jsonb, '["string"]'), 'B') || setweight(to_tsvector('simple', category), 'C') || setweight(to_tsvector('simple', description), 'D')) STORED NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0 AND "products"."original_price" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_category_check" CHECK ("products"."category" IN ('laptop', 'accessories', 'services', 'software'))
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE "products"."featured";--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);