-- The Shiprocket sandbox keeps its records in its own schema (packages/shiprocket-sandbox, its own migrations) and its courier's moves and webhooks on its own timers: the shop's copy goes, with any of its jobs still queued.
DROP TABLE IF EXISTS "shiprocket_sandbox_orders" CASCADE;--> statement-breakpoint
DELETE FROM "jobs" WHERE "kind" IN ('shiprocket-sandbox-webhook', 'shiprocket-sandbox-step');
