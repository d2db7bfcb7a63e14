ALTER TABLE "order_returns" ADD COLUMN "pickup_status" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "pickup_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_returns_pickup_awb_idx" ON "order_returns" USING btree ("pickup_awb") WHERE "order_returns"."pickup_awb" <> '';--> statement-breakpoint
-- A pickup booked before its steps were followed is known only as booked.
UPDATE "order_returns" SET "pickup_status" = 'pickup_scheduled', "pickup_rank" = 1 WHERE "pickup_awb" <> '';--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_pickup_status_check" CHECK ("order_returns"."pickup_status" IS NULL OR "order_returns"."pickup_status" IN ('pending', 'failed', 'pickup_scheduled', 'picked_up', 'in_transit', 'out_for_delivery', 'undelivered', 'delivered', 'rto_initiated', 'rto_delivered', 'cancelled'));