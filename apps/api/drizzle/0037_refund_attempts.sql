CREATE TABLE "refund_attempts" (
	"refund_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_refund_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_attempts_refund_id_attempt_pk" PRIMARY KEY("refund_id","attempt"),
	CONSTRAINT "refund_attempts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_attempts_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refund_attempts_status_check" CHECK ("refund_attempts"."status" IN ('created', 'pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" IN ('gateway', 'bank-transfer', 'upi'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_check" CHECK (("refunds"."method" = 'gateway') = ("refunds"."payment_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_by_hand_check" CHECK ("refunds"."method" = 'gateway' OR ("refunds"."order_id" IS NOT NULL AND "refunds"."reference" <> '' AND "refunds"."status" = 'processed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" IN ('order-cancelled', 'shop', 'sold-out', 'product-hidden', 'amount-mismatch', 'duplicate-payment', 'gateway', 'return', 'rto'));--> statement-breakpoint
-- Each refund's current attempt becomes the first row of its history (earlier attempts of a retried
-- refund were not kept before this migration).
INSERT INTO "refund_attempts" ("refund_id", "attempt", "idempotency_key", "gateway_refund_id", "status", "failure_reason", "created_at", "updated_at")
SELECT "id", "attempts", "idempotency_key", "gateway_refund_id", "status", "failure_reason", "updated_at", "updated_at"
FROM "refunds" WHERE "reason" <> 'gateway';
