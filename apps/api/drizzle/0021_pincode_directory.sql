CREATE TABLE "pincode_directory" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "pincodes_pincode_format" CHECK ("pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
