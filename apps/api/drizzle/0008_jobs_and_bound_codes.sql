CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"dedupe_key" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" IN ('queued', 'running', 'done', 'dead')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."max_attempts" >= 1 AND "jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "registration_key_hash" text;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_state_updated_idx" ON "jobs" USING btree ("state","updated_at" DESC NULLS LAST);