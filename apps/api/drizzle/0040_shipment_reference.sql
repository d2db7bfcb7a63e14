-- Parcels already at Shiprocket were sent with the order's full id as their channel order id: they keep it,
-- so a booking resumed after this change still updates the same Shiprocket order.
ALTER TABLE "shipments" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "shipments" SET "reference" = "order_id"::text;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_idx" ON "shipments" USING btree ("reference");
