-- The product's API shape now has one definition, toProduct in modules/catalog: the stored JSON and
-- the trigger that rewrote it on every stock change go.
DROP TRIGGER "products_api_json" ON "products";--> statement-breakpoint
DROP FUNCTION "products_api_json"();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "api_json";--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Any change to products, from anywhere, bumps the version and notifies the app's processes, which
-- drop their catalogue caches. A deferred constraint trigger runs at commit, once per transaction
-- (the flag is local to it): the version row is locked only for the moment of committing, so
-- concurrent sales of different products do not queue behind each other for their whole transaction.
-- The new version and the notification become visible with the change itself, never before it.
CREATE FUNCTION catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_version bigint;
BEGIN
  IF current_setting('store.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('store.catalogue_changed', 'yes', true);
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO new_version;
    PERFORM pg_notify('catalogue_changed', new_version::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_changed"
AFTER INSERT OR UPDATE OR DELETE ON "products"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "catalogue_truncated"
AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
