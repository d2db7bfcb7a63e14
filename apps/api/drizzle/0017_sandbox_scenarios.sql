ALTER TABLE "sandbox_payments" ADD COLUMN "captured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "sandbox_payments" SET "captured" = true WHERE "status" IN ('captured', 'refunded');--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "vpa" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "email" text DEFAULT 'void@razorpay.com' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "contact" text DEFAULT '+919000090000' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "fee" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "tax" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "error_source" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "error_step" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "error_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "capture_scenario" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_scenario" text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "webhook_scenario" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "notes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "speed_requested" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_orders_receipt_idx" ON "sandbox_orders" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "sandbox_orders_created_idx" ON "sandbox_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id","created_at");