-- The buyer's GSTIN is the order's (the invoices module reads it there, not from the checkout module): orders made before this keep their checkout's.
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "buyer_gstin" = "checkouts"."gstin" FROM "checkouts" WHERE "checkouts"."id" = "orders"."checkout_id" AND "checkouts"."gstin" <> '';
