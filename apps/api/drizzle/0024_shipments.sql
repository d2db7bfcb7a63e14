CREATE TABLE "shipment_webhook_events" (
	"awb" text NOT NULL,
	"status_id" integer NOT NULL,
	"timestamp" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_webhook_events_awb_status_id_timestamp_pk" PRIMARY KEY("awb","status_id","timestamp")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"courier_choice" text DEFAULT 'cheapest' NOT NULL,
	"cod" boolean DEFAULT false NOT NULL,
	"sr_order_id" integer,
	"sr_shipment_id" integer,
	"courier_id" integer,
	"courier_name" text DEFAULT '' NOT NULL,
	"awb" text,
	"pickup_requested_at" timestamp with time zone,
	"label_url" text DEFAULT '' NOT NULL,
	"booking_until" timestamp with time zone,
	"status_at" timestamp with time zone,
	"status_rank" integer DEFAULT 0 NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"cod_collected" double precision,
	"requested_by" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" IN ('pending', 'failed', 'pickup_scheduled', 'picked_up', 'in_transit', 'out_for_delivery', 'undelivered', 'delivered', 'rto_initiated', 'rto_delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_idx" ON "shipments" USING btree ("awb") WHERE "shipments"."awb" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shipments_attention_idx" ON "shipments" USING btree ("needs_attention") WHERE "shipments"."needs_attention";