-- The Razorpay sandbox keeps its records in its own schema (packages/razorpay-sandbox, its own migrations) and its delayed work in its own timers: the shop's copies go, with any of its jobs still queued.
DROP TABLE IF EXISTS "sandbox_refunds" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_payments" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_orders" CASCADE;--> statement-breakpoint
DELETE FROM "jobs" WHERE "kind" IN ('sandbox-webhook', 'sandbox-refund-settle');
