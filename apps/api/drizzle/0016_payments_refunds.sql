CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" uuid,
	"order_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" text NOT NULL,
	"checkout_id" uuid,
	"order_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_refund_id" text,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"requested_by_id" uuid,
	"requested_by" text NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('created', 'pending', 'processed', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" IN ('order-cancelled', 'shop', 'sold-out', 'product-hidden', 'amount-mismatch', 'duplicate-payment', 'gateway'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_status_check";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
-- Lines sold before keep the HSN code their product has now and the one rate the shop has charged (18 %).
UPDATE "order_items" SET "hsn" = "products"."hsn" FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_failed_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'failed';--> statement-breakpoint
-- Payments taken so far: every paid order's, and those of checkouts refunded or held without an order.
INSERT INTO "payments" ("id", "checkout_id", "order_id", "amount", "currency", "method", "created_at")
  SELECT "payment_id", "checkout_id", "id", "total" * 100, 'INR', "payment_method", "created_at" FROM "orders"
  WHERE "payment_id" <> '' AND "payment_status" = 'completed' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payments" ("id", "checkout_id", "order_id", "amount", "currency", "method", "created_at")
  SELECT "payment_id", "id", NULL,
    CASE WHEN "state" = 'flagged' AND "note" ~ '^paid [0-9]+ ' THEN substring("note" from '^paid ([0-9]+) ')::integer ELSE "total" * 100 END,
    CASE WHEN "state" = 'flagged' AND "note" ~ '^paid [0-9]+ [A-Z]+' THEN substring("note" from '^paid [0-9]+ ([A-Z]+)') ELSE 'INR' END,
    coalesce("payment_method", ''), "updated_at"
  FROM "checkouts" WHERE "state" IN ('refunded', 'flagged') AND "payment_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "checkouts" SET "flag_reason" = 'amount-mismatch' WHERE "state" = 'flagged';--> statement-breakpoint
-- Refunds so far were a field of their order or checkout; each becomes a row with the idempotency key it was sent with.
INSERT INTO "refunds" ("payment_id", "checkout_id", "order_id", "amount", "reason", "status", "gateway_refund_id", "idempotency_key", "requested_by", "created_at", "updated_at", "processed_at")
  SELECT "payment_id", "checkout_id", "id", coalesce("refund_amount", "total") * 100, 'order-cancelled',
    CASE WHEN "refund_status" = 'pending' AND "refund_id" = '' THEN 'created' ELSE "refund_status" END,
    nullif("refund_id", ''), 'order-' || "id", 'system', coalesce("cancelled_at", "updated_at"), "updated_at",
    CASE WHEN "refund_status" = 'processed' THEN "updated_at" END
  FROM "orders" WHERE "refund_status" IS NOT NULL AND "payment_id" IN (SELECT "id" FROM "payments");--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "checkout_id", "order_id", "amount", "reason", "status", "gateway_refund_id", "idempotency_key", "requested_by", "created_at", "updated_at", "processed_at")
  SELECT "payment_id", "id", NULL, "total" * 100, 'sold-out',
    CASE WHEN "refund_status" = 'pending' AND coalesce("refund_id", '') = '' THEN 'created' ELSE "refund_status" END,
    nullif("refund_id", ''), 'checkout-' || "id", 'system', "updated_at", "updated_at",
    CASE WHEN "refund_status" = 'processed' THEN "updated_at" END
  FROM "checkouts" WHERE "refund_status" IS NOT NULL AND "payment_id" IN (SELECT "id" FROM "payments");--> statement-breakpoint
-- Refund jobs still queued now name their row; refund events still queued carry the refund as the new handler reads it.
UPDATE "jobs" SET "payload" = jsonb_build_object('refundId', "refunds"."id") FROM "refunds"
  WHERE "jobs"."kind" = 'payment-refund' AND "jobs"."state" IN ('queued', 'running') AND "refunds"."idempotency_key" = "jobs"."payload"->>'idempotencyKey';--> statement-breakpoint
UPDATE "jobs" SET "payload" = "payload" || jsonb_build_object('refund', jsonb_build_object('id', "payload"->>'refundId', 'payment_id', "payload"->>'paymentId', 'amount', 0, 'status', 'processed', 'receipt', NULL))
  WHERE "kind" = 'payment-event' AND "state" IN ('queued', 'running') AND "payload"->>'event' = 'refund.processed' AND "payload" ? 'refundId';--> statement-breakpoint
ALTER TABLE "checkouts" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "checkouts" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_amount";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_flag_check" CHECK ("checkouts"."flag_reason" IS NULL OR "checkouts"."flag_reason" IN ('amount-mismatch', 'sold-out', 'product-hidden'));